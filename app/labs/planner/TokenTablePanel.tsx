// Beyond the reference: the planner's three layers as a table, and loading everything up front for the
// same catalog compared with loading on demand.
import { useLabHost } from '../host';
import { plannerTable, type PlannerState } from '../../../src/labs/planner/index';
import { TID } from '../../testids';
import type { LabExtrasProps } from '../contract';
import { Panel } from '../Panel';
import { labelled } from '../../../src/i18n/index';

export function TokenTablePanel({ run }: LabExtrasProps<PlannerState>) {
  const { t, lang } = useLabHost();
  const table = run.parsed ? plannerTable(run.parsed) : null;
  if (!table)
    return (
      <Panel title={t('extras.tokens')} testId={TID.extrasTokens}>
        <p>{t('extras.tokensUnreadable')}</p>
      </Panel>
    );
  const max = [table.total, table.full, table.budget ?? 0n].reduce((a, b) => (b > a ? b : a), 1n);
  const pct = (n: bigint) => `${Number((n * 1000n) / max) / 10}%`;
  const rows: [string, bigint][] = [
    [t('extras.layerMeta'), table.metadata],
    [t('extras.layerBodies'), table.bodies],
    [t('extras.layerResources'), table.resources],
  ];
  return (
    <Panel title={t('extras.tokens')} testId={TID.extrasTokens}>
      <table className="text-sm">
        <thead>
          <tr>
            <th className="pr-6 text-left">{t('extras.layer')}</th>
            <th className="text-right">tokens</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, n]) => (
            <tr key={name}>
              <td className="pr-6">{name}</td>
              <td className="text-right font-mono">{n.toString()}</td>
            </tr>
          ))}
          <tr className="font-semibold">
            <td className="pr-6">{t('extras.total')}</td>
            <td className="text-right font-mono" data-testid={TID.extrasTotal}>
              {table.total.toString()}
            </td>
          </tr>
        </tbody>
      </table>
      <div className="space-y-2" aria-hidden="true">
        <Bar
          label={t('extras.onDemand')}
          value={table.total}
          width={pct(table.total)}
          color="bg-blue-700 dark:bg-blue-400"
        />
        <Bar
          label={t('extras.fullLoad')}
          value={table.full}
          width={pct(table.full)}
          color="bg-violet-700 dark:bg-violet-400"
        />
        {table.budget !== null && (
          <Bar
            label={t('extras.budget')}
            value={table.budget}
            width={pct(table.budget)}
            color="bg-amber-600 dark:bg-amber-400"
          />
        )}
      </div>
      <p className="text-sm">
        {labelled(
          lang,
          t('extras.compare'),
          `${t('extras.onDemand')} ${table.total.toString()} · ${t('extras.fullLoad')} ${table.full.toString()}` +
            (table.budget !== null ? ` · ${t('extras.budget')} ${table.budget.toString()}` : ''),
        )}
      </p>
    </Panel>
  );
}

function Bar({ label, value, width, color }: { label: string; value: bigint; width: string; color: string }) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className="w-28 shrink-0">{label}</span>
      <div className="h-4 flex-1 rounded bg-slate-200 dark:bg-slate-800">
        <div className={`h-4 rounded ${color}`} style={{ width }} />
      </div>
      <span className="w-16 text-right font-mono">{value.toString()}</span>
    </div>
  );
}
