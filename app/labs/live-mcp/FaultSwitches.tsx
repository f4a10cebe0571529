// The demo server's fault switches as checkboxes, grouped by where the fault is made; a switched-on
// fault shows what it teaches.
import { FAULTS, FAULT_IDS, type FaultInfo, type LiveState } from '../../../src/labs/live-mcp/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import { T } from './text';

export function FaultSwitches({ state, onEdit }: { state: LiveState; onEdit(next: LiveState): void }) {
  const { lang } = useLabHost();
  const toggle = (f: FaultInfo, on: boolean) =>
    onEdit({
      ...state,
      faults: FAULT_IDS.filter((id) => (id === f.id ? on : state.faults.includes(id))),
    });
  const group = (layer: FaultInfo['layer'], title: string) => (
    <div>
      <p className="text-sm font-semibold">{title}</p>
      <ul className="mt-1 space-y-1.5">
        {FAULTS.filter((f) => f.layer === layer).map((f) => {
          const on = state.faults.includes(f.id);
          const teaches = `mcp-fault-${f.id}-teaches`;
          return (
            <li key={f.id}>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  data-fault={f.id}
                  checked={on}
                  onChange={(e) => toggle(f, e.target.checked)}
                  aria-describedby={on ? teaches : undefined}
                  className="mt-0.5 h-4 w-4 shrink-0"
                />
                <span>
                  {f.label[lang]} <code className="text-xs text-slate-600 dark:text-slate-400">{f.id}</code>
                </span>
              </label>
              {on && (
                <p id={teaches} className="ml-6 mt-0.5 text-sm text-slate-700 dark:text-slate-300">
                  {f.teaches[lang]}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
  return (
    <fieldset
      data-testid={TID.mcpFaults}
      className="space-y-3 rounded-md border border-slate-300 p-3 dark:border-slate-700"
    >
      <legend className="px-1 font-semibold">{T.faults[lang]}</legend>
      <p className="text-sm text-slate-700 dark:text-slate-300">{T.faultsIntro[lang]}</p>
      {group('server', T.serverLayer[lang])}
      {group('transport', T.transportLayer[lang])}
    </fieldset>
  );
}
