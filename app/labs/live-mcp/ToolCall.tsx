// The call: a tool picker (the server's listed tools, plus one it does not have), the arguments in
// the editor with completion from that tool's inputSchema, Call and Cancel, and the progress the slow
// tool reports while it works.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { parseJson } from '../../../src/json/index';
import { toolDeclarations, type LiveState } from '../../../src/labs/live-mcp/index';
import type { Lang } from '../../../src/i18n/index';
import type { LabRun } from '../../../src/labs/index';
import { fill, labelled } from '../../../src/i18n/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import type { LiveSnapshot } from './live-connection';
import { T } from './text';
import { useLogEntries } from './use-log-entries';
import { useChoiceBeforeHydration } from '../../hooks/choices-before-hydration';

/** A name a model might invent: calling it shows how a server refuses an unknown tool. */
export const MISSING_TOOL = 'get_weather';

const EXAMPLES: Record<string, Record<Lang, object>> = {
  get_forecast: { zh: { city: '杭州', days: 2 }, en: { city: 'Hangzhou', days: 2 } },
  create_alert_subscription: {
    zh: { city: '成都', alert: 'rain', idempotency_key: 'trip-2026-0001' },
    en: { city: 'Chengdu', alert: 'rain', idempotency_key: 'trip-2026-0001' },
  },
  compile_climate_report: { zh: { city: '哈尔滨', months: 6 }, en: { city: 'Harbin', months: 6 } },
  [MISSING_TOOL]: { zh: { city: '杭州' }, en: { city: 'Hangzhou' } },
};

const MISSING_LABEL = { zh: '（服务器没有这个工具）', en: ' (the server has no such tool)' };

function example(tool: string, lang: Lang): string {
  return JSON.stringify(EXAMPLES[tool]?.[lang] ?? {}, null, 2);
}

/** The progress of the open call: the latest notifications/progress since it started. */
function useProgress(snap: LiveSnapshot) {
  const entries = useLogEntries(snap.log);
  if (snap.callFrom === null) return null;
  for (let i = entries.length - 1; i >= 0 && entries[i]!.seq >= snap.callFrom; i--) {
    const e = entries[i]!;
    if (e.method !== 'notifications/progress') continue;
    try {
      const p = (
        JSON.parse(e.text) as { params?: { progress?: unknown; total?: unknown; message?: unknown } }
      ).params;
      if (typeof p?.progress !== 'number') return null;
      return {
        progress: p.progress,
        total: typeof p.total === 'number' ? p.total : undefined,
        message: typeof p.message === 'string' ? p.message : '',
      };
    } catch {
      return null;
    }
  }
  return null;
}

/** The verdict of the last call, right under the button that made it (the outcome panel says more). */
function CallVerdict({ state, run, lang }: { state: LiveState; run: LabRun; lang: Lang }) {
  const c = state.captured;
  if (c === null) return null;
  return (
    <p data-testid={TID.mcpVerdict} data-outcome={run.outcome} role="status" className="text-sm">
      <span className="font-semibold">{labelled(lang, T.verdict)}</span>
      <code className="font-bold">{run.outcome}</code>
      {' · '}
      {c.response !== null ? T.replied[lang] : T.noReply[c.noResponse ?? 'timeout'][lang]}
    </p>
  );
}

/** A wire id as JSON (1 and "1" differ on the wire), a dash when the request never went out. */
export function wireIdText(id: string | number): string {
  return id === '' ? '—' : JSON.stringify(id);
}

export function ToolCall({
  state,
  run,
  snap,
  onEdit,
  onCall,
  onCancel,
  onList,
}: {
  state: LiveState;
  run: LabRun;
  snap: LiveSnapshot;
  onEdit(next: LiveState): void;
  onCall(args: unknown): void;
  onCancel(): void;
  onList(): void;
}) {
  const { lang, CodeEditor } = useLabHost();
  const pickId = useId();
  // Arguments typed for each tool, so switching tools and back keeps them.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const progress = useProgress(snap);
  const listed = snap.tools.length > 0 ? snap.tools : toolDeclarations(lang);
  const names = listed.map((t) => t.name);
  const options = [
    ...names,
    ...[MISSING_TOOL, state.tool].filter((n, i, a) => !names.includes(n) && a.indexOf(n) === i),
  ];
  const declared = listed.find((t) => t.name === state.tool);
  const parsed = parseJson(state.args);
  const ready = snap.status === 'ready';

  const pick = (tool: string) => {
    setDrafts((d) => ({ ...d, [state.tool]: state.args }));
    onEdit({ ...state, tool, args: drafts[tool] ?? example(tool, lang) });
  };
  // A tool picked in the prerendered menu before the scripts ran is taken once they have, if the lab
  // still calls the tool the page was prerendered with; saved work or a shared link naming another tool
  // wins, since the menu the reader used did not show it. Arguments typed before hydration stay the
  // first tool's draft, as after any pick.
  const menu = useRef<HTMLSelectElement>(null);
  const latest = useRef({ tool: state.tool, pick });
  useEffect(() => {
    latest.current = { tool: state.tool, pick };
  });
  useChoiceBeforeHydration(
    menu,
    useCallback((choice: string, prerendered: string) => {
      const { tool, pick } = latest.current;
      if (tool === prerendered && choice !== tool) pick(choice);
    }, []),
  );

  return (
    <section className="space-y-2 rounded-md border border-slate-300 p-3 dark:border-slate-700">
      <h3 className="font-semibold">{T.callTitle[lang]}</h3>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={pickId} className="text-sm font-semibold">
          {T.tool[lang]}
        </label>
        <select
          ref={menu}
          id={pickId}
          data-testid={TID.mcpTool}
          value={state.tool}
          onChange={(e) => pick(e.target.value)}
          className="max-w-full min-w-0 rounded-md border border-slate-400 bg-white px-2 py-1 font-mono text-sm dark:border-slate-600 dark:bg-slate-900"
        >
          {options.map((name) => (
            <option key={name} value={name}>
              {name}
              {names.includes(name) ? '' : MISSING_LABEL[lang]}
            </option>
          ))}
        </select>
      </div>
      {declared?.description && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{declared.description}</p>
      )}
      <CodeEditor
        key={state.tool}
        language="json"
        path={`toollab/live-mcp/args-${state.tool}.json`}
        jsonSchema={declared?.inputSchema}
        ariaLabel={labelled(lang, T.args, state.tool)}
        testId={TID.mcpArgs}
        value={state.args}
        onChange={(args) => onEdit({ ...state, args })}
        height="8rem"
      />
      {!parsed.ok && (
        <p className="text-sm text-rose-800 dark:text-rose-300">{fill(T.argsNotJson[lang], parsed.error)}</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-primary"
          data-testid={TID.mcpCall}
          disabled={!ready || snap.busy || !parsed.ok}
          onClick={() => onCall(JSON.parse(state.args))}
        >
          {snap.busy && snap.callFrom !== null ? T.calling[lang] : T.call[lang]}
        </button>
        <button
          type="button"
          className="btn"
          data-testid={TID.mcpCancel}
          disabled={!snap.busy || snap.callFrom === null}
          onClick={onCancel}
        >
          {T.cancel[lang]}
        </button>
        <button
          type="button"
          className="btn-small"
          data-testid={TID.mcpList}
          disabled={!ready || snap.busy}
          onClick={onList}
        >
          {T.listAgain[lang]}
        </button>
      </div>
      {!snap.busy && <CallVerdict state={state} run={run} lang={lang} />}
      {snap.busy && progress && (
        <div data-testid={TID.mcpProgress} className="text-sm">
          <label className="flex items-center gap-2">
            <span>{T.progress[lang]}</span>
            <progress
              value={progress.progress}
              max={progress.total ?? progress.progress + 1}
              className="w-40"
            />
          </label>
          <p className="text-slate-700 dark:text-slate-300">{progress.message}</p>
        </div>
      )}
      <p className="text-xs text-slate-700 dark:text-slate-300">
        {ready
          ? fill(T.timeoutNote[lang], { seconds: snap.timeoutMs / 1000, max: snap.maxTotalTimeoutMs / 1000 })
          : T.notReady[lang]}
      </p>
    </section>
  );
}
