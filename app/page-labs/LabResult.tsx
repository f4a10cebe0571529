// What a run gave (the outcome, with the contract's data attributes) and the exits list with an
// example for each exit reached.
import type { FlowNode, RunReport } from '../../src/page-labs/index';
import type { Found, LabStatus } from './use-page-lab';
import type { PageLabWords } from '../page-lab-runtime/text';

const box = 'rounded border border-slate-300 p-3 dark:border-slate-700';

export function Outcome({
  report,
  status,
  words: w,
  computedWith,
  runs,
}: {
  report: RunReport;
  status: LabStatus;
  words: PageLabWords;
  computedWith: string;
  runs: number;
}) {
  const problem = report.stopped
    ? w.failure[report.stopped === 'time' ? 'stopped-time' : 'stopped-memory']
    : report.loadError
      ? `${w.failure['load-error']} ${report.loadError}`
      : report.argError
        ? `${w.failure['arg-error']} ${report.argError}`
        : (report.error ?? null);
  return (
    <section
      data-testid="page-lab-outcome"
      data-returned={report.returned}
      data-raised={report.raised}
      data-exit={report.exit ?? undefined}
      data-stopped={report.stopped}
      data-runs={runs}
      data-status={status.s}
      aria-live="polite"
      className={`${box} mb-3`}
    >
      <h3 className="mb-1 text-sm font-semibold">{w.outcome}</h3>
      {status.s === 'loading' && <p className="text-sm">{w.loading}</p>}
      {status.s === 'running' && <p className="text-sm">{w.running}</p>}
      {status.s === 'failed' && (
        <p
          role="alert"
          data-testid="page-lab-failure"
          data-kind={status.kind}
          className="text-sm text-red-700 dark:text-red-300"
        >
          {w.failure[status.kind]}
        </p>
      )}
      {problem && (
        <p role="alert" data-testid="page-lab-failure" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      {report.returned !== undefined && (
        <div>
          <p className="text-xs text-slate-700 dark:text-slate-300">{w.returned}</p>
          <pre className="overflow-auto whitespace-pre-wrap break-all font-mono text-sm">
            {report.returned}
          </pre>
          {report.view && report.view !== report.returned && (
            <details className="mt-1 text-sm">
              <summary className="cursor-pointer">{w.readable}</summary>
              <pre className="overflow-auto font-mono text-xs">{report.view}</pre>
            </details>
          )}
        </div>
      )}
      {report.raised !== undefined && (
        <div>
          <p className="text-xs text-slate-700 dark:text-slate-300">{w.raised}</p>
          <pre className="overflow-auto whitespace-pre-wrap break-all font-mono text-sm">
            {report.raised}: {report.message}
          </pre>
          {report.through !== undefined && <p className="text-xs">{w.through(report.through)}</p>}
        </div>
      )}
      {report.exit && <p className="mt-1 text-sm font-medium">{w.exitReached(report.exit)}</p>}
      {report.stdout ? (
        <div className="mt-1">
          <p className="text-xs text-slate-700 dark:text-slate-300">{w.printed}</p>
          <pre className="overflow-auto font-mono text-xs">{report.stdout}</pre>
        </div>
      ) : null}
      <p className="mt-2 text-xs text-slate-700 dark:text-slate-300">
        {status.s === 'build'
          ? w.fromBuild(computedWith)
          : status.s === 'done'
            ? w.ranWith(status.python, (report.ms ?? 0).toFixed(1))
            : null}
      </p>
    </section>
  );
}

export function ExitsList({
  exits,
  found,
  current,
  words: w,
  onLoad,
}: {
  exits: readonly FlowNode[];
  found: Record<string, Found>;
  current: string | null;
  words: PageLabWords;
  onLoad(exit: string): void;
}) {
  const missing = exits.filter((e) => !found[e.id]).length;
  return (
    <section className={`${box} mb-3`}>
      <h3 className="mb-1 text-sm font-semibold">{w.exits}</h3>
      <p className="mb-2 text-xs text-slate-700 dark:text-slate-300">{w.exitsIntro}</p>
      <ul data-testid="page-lab-exits" className="space-y-1">
        {exits.map((e) => {
          const f = found[e.id];
          return (
            <li
              key={e.id}
              data-exit={e.id}
              data-line={e.line}
              data-reached={f ? 'true' : 'false'}
              data-current={current === e.id ? 'true' : undefined}
              className={`flex flex-wrap items-center gap-2 rounded px-1 text-sm ${current === e.id ? 'bg-amber-100 dark:bg-amber-900' : ''}`}
            >
              <code className="font-mono text-xs">{e.id}</code>
              <span className="min-w-0 flex-1 truncate font-mono text-xs" title={e.label}>
                {w.kind[e.kind]} · {e.label}
              </span>
              {f ? (
                <>
                  <span className="text-xs text-slate-700 dark:text-slate-300">
                    {w.reachedBy(f.example ?? null)}
                  </span>
                  <button
                    type="button"
                    onClick={() => onLoad(e.id)}
                    className="min-h-6 rounded border border-slate-400 px-2 py-0.5 text-xs hover:bg-slate-100 dark:border-slate-500 dark:hover:bg-slate-800"
                  >
                    {w.loadExample}
                  </button>
                </>
              ) : (
                <span className="text-xs text-amber-800 dark:text-amber-300">{w.notReached}</span>
              )}
            </li>
          );
        })}
      </ul>
      {missing > 0 && <p className="mt-2 text-xs">{w.unreachedNote(missing)}</p>}
    </section>
  );
}
