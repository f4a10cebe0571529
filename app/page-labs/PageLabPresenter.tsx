// Presenter mode for a page lab (`?present=1` on its function page, `&walk=lines&step=<n>` to step
// through the run line by line): big type, the lit flowchart, and the call being judged beside what it
// gave, on one 1280×720 screen. It shows the lab's current inputs and run read-only; the keys and the
// classroom preferences (A+/A−, contrast) are the ported labs' (app/classroom).
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { flowchartSvg, walkSteps, type PageLabData, type WalkStep } from '../../src/page-labs/index';
import { isEditable, setPresent } from '../classroom/Presenter';
import { clampStep, readPresent } from '../classroom/params';
import { useClassroom } from '../classroom/store';
import { ContrastButton, FontSizeButtons, StepButtons } from '../classroom/PresenterControls';
import { revealInBox, watchScrollBox } from '../diagrams/scroll-box';
import { useRoute } from '../routing/router';
import { useT } from '../i18n/use-t';
import { TID } from '../testids';
import { Outcome } from './LabResult';
import { PageLabExport } from './PageLabExport';
import { PAGE_LAB_WORDS } from '../page-lab-runtime/text';
import { SHOW_WORDS } from './show-text';
import type { usePageLab } from './use-page-lab';

/** The walkthrough's id in the URL (`walk=lines`): the run's executed lines, one step each. */
export const WALK_LINES = 'lines';

const exitPresenter = () => setPresent({ present: false, walk: null, step: 1 });

/** Big type while presenting: the root font scales, so every rem-sized control grows with it. */
function usePresenterType(scale: number) {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('presenting');
    root.style.setProperty('--presenter-scale', String(scale));
    return () => {
      root.classList.remove('presenting');
      root.style.removeProperty('--presenter-scale');
    };
  }, [scale]);
}

/** Esc leaves (an open export menu closes first); arrows, PageUp/PageDown, Home and End step. */
function usePresenterKeys(walking: boolean, step: number, total: number) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || isEditable(e.target)) return;
      if (e.key === 'Escape') {
        const open = document.querySelector('details.classroom-export[open]');
        if (open) open.removeAttribute('open');
        else exitPresenter();
        return;
      }
      if (!walking) return;
      const to =
        e.key === 'ArrowRight' || e.key === 'PageDown'
          ? step + 1
          : e.key === 'ArrowLeft' || e.key === 'PageUp'
            ? step - 1
            : e.key === 'Home'
              ? 1
              : e.key === 'End'
                ? total
                : null;
      if (to === null) return;
      e.preventDefault();
      setPresent({ present: true, walk: WALK_LINES, step: clampStep(to, total) });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [walking, step, total]);
}

/** A few lines of the block around the one being executed, that one marked. */
function WalkCode({ code, current, label }: { code: string; current: WalkStep; label: string }) {
  const lines = code.split('\n');
  const from = Math.max(1, current.line - 2);
  const to = Math.min(lines.length, current.line + 2);
  return (
    // a long line scrolls sideways: the box takes focus so keys reach it
    <pre
      data-testid={TID.pageLabWalkCode}
      data-line={current.line}
      tabIndex={0}
      aria-label={label}
      className="presenter-code pl-walk-code"
    >
      {lines.slice(from - 1, to).map((text, i) => {
        const n = from + i;
        return (
          <span key={n} className="pl-walk-line" data-current={n === current.line ? 'true' : undefined}>
            <span className="pl-walk-no" aria-hidden="true">
              {n}
            </span>
            {text || ' '}
            {'\n'}
          </span>
        );
      })}
    </pre>
  );
}

export function PageLabPresenter({
  data,
  lab,
  call,
}: {
  data: PageLabData;
  lab: ReturnType<typeof usePageLab>;
  call: string | null;
}) {
  const t = useT();
  const loc = useRoute();
  const { lang } = loc;
  const w = PAGE_LAB_WORDS[lang];
  const s = SHOW_WORDS[lang];
  const { report } = lab;
  const params = readPresent(loc.search);
  const steps = useMemo(() => walkSteps(data.shape, report), [data.shape, report]);
  const walking = params.walk === WALK_LINES && steps.length > 0;
  const total = walking ? steps.length : 0;
  const step = clampStep(params.step, total);
  const current = walking ? steps[step - 1] : undefined;
  const svg = useMemo(
    () =>
      flowchartSvg(
        data.shape,
        current?.lit ?? { path: report.path ?? [], exit: report.exit ?? null },
        w.flowchart(data.name),
      ),
    [data.shape, data.name, current, report, w],
  );
  const { scale, contrast, bigger, smaller, setContrast } = useClassroom();
  const boxRef = useRef<HTMLElement>(null);
  usePresenterType(scale);
  usePresenterKeys(walking, step, total);

  // an unknown walkthrough or an out-of-range step is corrected in place
  useEffect(() => {
    if (steps.length === 0 && params.walk === WALK_LINES) return; // a run still to come may have lines
    setPresent({ present: true, walk: walking ? WALK_LINES : null, step });
  }, [walking, step, steps.length, params.walk]);

  useEffect(() => {
    const box = boxRef.current;
    return box ? watchScrollBox(box, { drag: true }) : undefined;
  }, []);
  // the node of the step (or the exit reached) is brought into view inside the chart's box
  useEffect(() => {
    const box = boxRef.current;
    const node =
      box?.querySelector('[data-node][data-state="reached"]') ??
      (current ? box?.querySelector(`[data-node="${current.lit.path.at(-1) ?? 'start'}"]`) : null);
    if (box && node) revealInBox(box, node);
  }, [svg, current]);

  const go = (n: number) => setPresent({ present: true, walk: WALK_LINES, step: clampStep(n, total) });
  return (
    <div
      data-page-lab-presenter={data.name}
      data-testid={TID.pageLabPresenter}
      data-contrast={contrast ? 'high' : 'normal'}
      className={`presenter ${contrast ? 'presenter-hc' : ''}`}
      style={{ '--presenter-scale': scale } as CSSProperties}
    >
      <div role="group" aria-label={t('classroom.toolbar')} className="presenter-bar">
        <h1 className="presenter-title">
          <code>{data.name}</code>
        </h1>
        <label className="presenter-field">
          <span className="sr-only">{t('classroom.walkthrough')}</span>
          <select
            data-testid={TID.classroomWalk}
            value={walking ? WALK_LINES : ''}
            onChange={(e) => setPresent({ present: true, walk: e.target.value || null, step: 1 })}
          >
            <option value="">{t('classroom.current')}</option>
            {steps.length > 0 && <option value={WALK_LINES}>{s.walkLines(steps.length)}</option>}
          </select>
        </label>
        {walking && <StepButtons step={step} total={total} go={go} />}
        <span className="presenter-keys">{t('classroom.keys')}</span>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <FontSizeButtons scale={scale} smaller={smaller} bigger={bigger} />
          <ContrastButton contrast={contrast} onChange={setContrast} />
          <PageLabExport
            fn={data.name}
            call={call}
            report={report}
            step={current ? { step, total, line: current.line } : undefined}
            align="right"
          />
          <button
            type="button"
            className="btn-primary"
            data-testid={TID.classroomExit}
            aria-keyshortcuts="Escape"
            onClick={exitPresenter}
          >
            {t('classroom.exit')}
          </button>
        </div>
      </div>
      <div className="presenter-grid">
        <div className="presenter-diagram">
          <figure
            ref={boxRef}
            data-testid="page-lab-flowchart"
            tabIndex={0}
            aria-label={w.flowchart(data.name)}
            className="page-lab-figure pl-present-box rounded border border-slate-300 p-2 dark:border-slate-700"
            // drawn from the driver's node list by src/page-labs/flowchart.ts, every label escaped there
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        </div>
        {/* The call comes before the verdict so both are on one screen (720p projectors too). */}
        <div className="presenter-side">
          <section data-testid={TID.classroomInput} className="presenter-input" tabIndex={0}>
            <h2 className="presenter-h2">{t('classroom.input')}</h2>
            <pre className="presenter-code">{call ?? '…'}</pre>
          </section>
          {current && (
            <section aria-live="polite">
              <h2 className="presenter-h2">{s.stepLine(current.line)}</h2>
              <WalkCode code={data.code} current={current} label={s.code} />
            </section>
          )}
          {steps.length === 0 && <p className="presenter-note">{s.noLines}</p>}
          <Outcome
            report={report}
            status={lab.status}
            words={w}
            computedWith={data.computedWith}
            runs={lab.runs}
          />
        </div>
      </div>
    </div>
  );
}
