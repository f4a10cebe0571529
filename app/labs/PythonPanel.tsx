// "Run the page's Python": for any lab whose module names the page function it ports (`reference`), the
// page's own code runs in Pyodide on the current input, and its answer stands beside the port's, marked
// agree / differ, with the places where Python's rules and the strict JSON reader part ways explained.
// Drawn by the workbench for every such lab; no lab writes it. Light by design: the runtime, the
// comparison and the worker load on the first press (use-page-python.ts).
import { memo } from 'react';
import type { AnyLab } from '../../src/labs/index';
import { findSummary } from '../content/pages';
import { Link, useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { TID } from '../testids';
import { PanelBoundary } from './PanelBoundary';
import { PANEL_WORDS } from './python-panel-text';
import type { PanelView } from './python-runtime';
import { usePagePython } from './use-page-python';

const BUTTON =
  'rounded border border-slate-500 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 dark:border-slate-400 dark:hover:bg-slate-800';

const VERDICT_TONE = {
  agree:
    'border-emerald-700 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50',
  explained:
    'border-amber-700 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50',
  differ: 'border-rose-700 bg-rose-50 text-rose-950 dark:border-rose-400 dark:bg-rose-950 dark:text-rose-50',
} as const;

const VERDICT_MARK = { agree: '✓', explained: '≈', differ: '✗' } as const;

export const PythonPanel = memo(function PythonPanel({ lab, state }: { lab: AnyLab; state: unknown }) {
  const { lang } = useRoute();
  if (!lab.reference) return null;
  return (
    <PanelBoundary name={PANEL_WORDS[lang].title}>
      <PagePython lab={lab} state={state} />
    </PanelBoundary>
  );
});

function PagePython({ lab, state }: { lab: AnyLab; state: unknown }) {
  const ref = lab.reference;
  const { lang } = useRoute();
  const python = usePagePython(ref, state, lang);
  if (!ref) return null;
  const w = PANEL_WORDS[lang];
  const pageTitle = findSummary(lang, ref.page)?.title ?? ref.page;
  const s = python.status;
  const busy = s.status === 'loading' || s.status === 'running';
  const view = s.status === 'done' ? s.view : s.status === 'running' ? s.last : null;
  const headingId = `python-panel-${lab.slug}`;

  return (
    <section
      data-testid={TID.pythonPanel}
      data-status={s.status}
      data-runs={python.runs}
      aria-labelledby={headingId}
      aria-busy={busy}
      className="rounded-lg border border-slate-300 p-4 dark:border-slate-700"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {w.title}
      </h2>
      <p className="mt-1 text-sm leading-relaxed">{w.intro(ref.fn, pageTitle)}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {busy ? (
          <button type="button" data-testid={TID.pythonStop} onClick={python.stop} className={BUTTON}>
            {w.stop}
          </button>
        ) : (
          <button type="button" data-testid={TID.pythonRun} onClick={python.run} className={BUTTON}>
            {s.status === 'failed' ? w.retry : w.run}
          </button>
        )}
        <p data-testid={TID.pythonStatus} aria-live="polite" className="text-sm">
          {s.status === 'loading' && w.loading}
          {s.status === 'running' && w.running}
          {s.status === 'stopped' && w.stopped}
          {s.status === 'done' && `${w.ranWith(s.view.python)} ${w.follows}`}
        </p>
      </div>
      {s.status === 'failed' && (
        <p role="alert" className="mt-3 rounded border border-rose-700 p-2 text-sm">
          {w.failure[s.kind](s.message)}
        </p>
      )}
      {view && (
        <div className={busy ? 'opacity-60' : undefined}>
          <Comparison view={view} words={w} />
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer">{w.code(pageTitle, view.line)}</summary>
            <pre
              tabIndex={0}
              className="mt-2 max-h-80 overflow-auto rounded bg-slate-100 p-2 text-xs dark:bg-slate-900"
            >
              <code>{view.code}</code>
            </pre>
            <Link
              href={hrefFor({ name: 'topic', id: ref.page }, lang)}
              className="mt-1 inline-block underline"
            >
              {w.openPage(pageTitle)}
            </Link>
          </details>
        </div>
      )}
    </section>
  );
}

function Comparison({ view, words: w }: { view: PanelView; words: (typeof PANEL_WORDS)['en'] }) {
  return (
    <>
      <p
        data-testid={TID.pythonVerdict}
        data-verdict={view.verdict}
        className={`mt-3 rounded border-2 p-2 font-semibold ${VERDICT_TONE[view.verdict]}`}
      >
        <span aria-hidden="true">{VERDICT_MARK[view.verdict]} </span>
        {w.verdict[view.verdict]}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Side
          title={w.python}
          outcome={view.pythonOutcome}
          text={view.pythonText}
          testId={TID.pythonOutcome}
          words={w}
        />
        <Side
          title={w.port}
          outcome={view.portOutcome}
          text={view.portRefused ? w.refused : view.portText}
          testId={TID.pythonPortOutcome}
          words={w}
          prose={view.portRefused}
        />
      </div>
      {view.notes.length > 0 && (
        <div data-testid={TID.pythonNotes} className="mt-3 text-sm">
          <h3 className="font-semibold">{w.notesTitle}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 leading-relaxed">
            {view.notes.map((n) => (
              <li key={n} data-note={n}>
                {w.notes[n]}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

function Side(props: {
  title: string;
  outcome: string;
  text: string;
  testId: string;
  words: (typeof PANEL_WORDS)['en'];
  prose?: boolean;
}) {
  const { title, outcome, text, testId, words: w, prose } = props;
  return (
    <div className="min-w-0 rounded border border-slate-300 p-2 dark:border-slate-700">
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="mt-1 space-y-1 text-sm">
        <div>
          <dt className="inline text-slate-700 dark:text-slate-300">{w.outcome}</dt>
          <dd className="inline font-mono font-bold" data-testid={testId} data-outcome={outcome}>
            {outcome}
          </dd>
        </div>
        <div>
          <dt className="text-slate-700 dark:text-slate-300">{w.answer}</dt>
          <dd className={prose ? '' : 'font-mono text-xs break-words whitespace-pre-wrap'}>{text}</dd>
        </div>
      </dl>
    </div>
  );
}
