// Presenter mode for a lab: big type, the lit diagram and the outcome side by side, walkthroughs stepped
// with the arrow keys. Everything it shows comes from the URL (`?present=1&walk=…&step=…`) or, without a
// walkthrough, from the learner's current input read-only: presenting never writes the saved work.
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { highlightFor, type Scenario } from '../../src/labs/index';
import { LabDiagram } from '../labs/LabDiagram';
import { OutcomePanel } from '../labs/OutcomePanel';
import { chartFor, useCurrentInput } from '../labs/lab-view';
import type { LabBundle } from '../labs/registry';
import { useLabRun } from '../labs/use-lab-run';
import { useRoute } from '../routing/router';
import { useT } from '../i18n/use-t';
import { TID } from '../testids';
import { clampStep, readPresent } from './params';
import { isEditable, setPresent } from './present-mode';
import { inputBlocks } from './export';
import { ExportMenu } from './ExportMenu';
import { useClassroom } from './store';
import { ContrastButton, FontSizeButtons, StepButtons } from './PresenterControls';
import { fitToPath } from './fit-path';

/** What the learner currently has in the lab, read only (share-link state first, like the workbench). */
function useLearnerState(bundle: LabBundle): { state: unknown; scenario?: Scenario } {
  const current = useCurrentInput(bundle);
  const scenario = current.edited
    ? undefined
    : bundle.scenarios.scenarios.find((s) => s.id === current.scenarioId);
  return { state: current.state, scenario };
}

export function PresenterView({ bundle }: { bundle: LabBundle }) {
  const t = useT();
  const loc = useRoute();
  const { lang } = loc;
  const slug = bundle.module.slug;
  const params = readPresent(loc.search);
  const walks = bundle.scenarios.walkthroughs;
  const walk = walks.find((w) => w.id === params.walk) ?? null;
  const total = walk?.steps.length ?? 0;
  const step = clampStep(params.step, total);
  const stepScenario = walk
    ? bundle.scenarios.scenarios.find((s) => s.id === walk.steps[step - 1])
    : undefined;
  const learner = useLearnerState(bundle);
  const state = stepScenario?.state ?? learner.state;
  const scenario = stepScenario ?? learner.scenario;
  const run = useLabRun(bundle.module, state);
  const chart = chartFor(bundle, run);
  const highlight = useMemo(() => highlightFor(chart, run.trace), [chart, run]);
  const { scale, contrast, bigger, smaller, setContrast } = useClassroom();
  const [zoom, setZoom] = useState(true);
  const diagramRef = useRef<HTMLDivElement>(null);

  // Zoom to the lit path after every step, and again once mermaid has drawn the diagram.
  useEffect(() => {
    const host = diagramRef.current;
    if (!host) return;
    const fit = () => {
      const svg = host.querySelector<SVGSVGElement>('svg');
      if (svg) fitToPath(svg, zoom, scale);
    };
    fit();
    // The diagram lights its nodes in its own effect: refit once per frame after any change.
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    const mo = new MutationObserver(later);
    mo.observe(host, { subtree: true, attributes: true, attributeFilter: ['data-drawn', 'data-state'] });
    // And when the chart or its box changes size: presenter type arriving, A+ / A−, a resized window.
    const ro = new ResizeObserver(later);
    ro.observe(host);
    const svg = host.querySelector('svg');
    if (svg) ro.observe(svg);
    return () => {
      mo.disconnect();
      ro.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [highlight, zoom, scale]);

  // An unknown walkthrough or an out-of-range step is corrected in place.
  const walkId = walk?.id ?? null;
  useEffect(() => {
    setPresent({ present: true, walk: walkId, step });
  }, [walkId, step]);

  // Type size: presenter mode scales the root font so every rem-sized control grows with it.
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('presenting');
    root.style.setProperty('--presenter-scale', String(scale));
    return () => {
      root.classList.remove('presenting');
      root.style.removeProperty('--presenter-scale');
    };
  }, [scale]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || isEditable(e.target)) return;
      if (e.key === 'Escape') {
        // Let an open export menu close first.
        const open = document.querySelector('details.classroom-export[open]');
        if (open) {
          open.removeAttribute('open');
          return;
        }
        setPresent({ present: false, walk: null, step: 1 });
        return;
      }
      if (!walkId) return;
      const delta =
        e.key === 'ArrowRight' || e.key === 'PageDown'
          ? 1
          : e.key === 'ArrowLeft' || e.key === 'PageUp'
            ? -1
            : 0;
      if (delta) {
        e.preventDefault();
        setPresent({ present: true, walk: walkId, step: clampStep(step + delta, total) });
      } else if (e.key === 'Home' || e.key === 'End') {
        e.preventDefault();
        setPresent({ present: true, walk: walkId, step: e.key === 'Home' ? 1 : total });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [walkId, step, total]);

  const go = (n: number) => walkId && setPresent({ present: true, walk: walkId, step: clampStep(n, total) });
  const walkInfo = walk ? { title: walk.title[lang], step, total } : undefined;
  const scenarioInfo = scenario ? { title: scenario.title[lang], note: scenario.note[lang] } : undefined;

  return (
    <div
      data-presenter={slug}
      data-testid={TID.classroomPresenter}
      data-contrast={contrast ? 'high' : 'normal'}
      className={`presenter ${contrast ? 'presenter-hc' : ''}`}
      style={{ '--presenter-scale': scale } as CSSProperties}
    >
      <div role="group" aria-label={t('classroom.toolbar')} className="presenter-bar">
        <h1 className="presenter-title">{bundle.module.title[lang]}</h1>
        <label className="presenter-field">
          <span className="sr-only">{t('classroom.walkthrough')}</span>
          <select
            data-testid={TID.classroomWalk}
            value={walkId ?? ''}
            onChange={(e) => setPresent({ present: true, walk: e.target.value || null, step: 1 })}
          >
            <option value="">{t('classroom.current')}</option>
            {walks.map((w) => (
              <option key={w.id} value={w.id}>
                {w.title[lang]} ({w.steps.length})
              </option>
            ))}
          </select>
        </label>
        {walk && <StepButtons step={step} total={total} go={go} />}
        <span className="presenter-keys">{t('classroom.keys')}</span>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <FontSizeButtons scale={scale} smaller={smaller} bigger={bigger} />
          <button
            type="button"
            className="btn"
            data-testid={TID.classroomZoom}
            aria-pressed={zoom}
            onClick={() => setZoom(!zoom)}
          >
            {t('classroom.zoomPath')}
          </button>
          <ContrastButton contrast={contrast} onChange={setContrast} />
          <ExportMenu
            bundle={bundle}
            state={state}
            run={run}
            walkthrough={walkInfo}
            scenario={scenarioInfo}
            align="right"
          />
          <button
            type="button"
            className="btn-primary"
            data-testid={TID.classroomExit}
            aria-keyshortcuts="Escape"
            onClick={() => setPresent({ present: false, walk: null, step: 1 })}
          >
            {t('classroom.exit')}
          </button>
        </div>
      </div>

      <div className="presenter-grid">
        <div className="presenter-diagram" ref={diagramRef}>
          <LabDiagram
            key={`${chart.id}-${lang}`}
            flowchart={chart}
            highlight={highlight}
            prebuilt={bundle.diagrams[lang]?.[chart.id]}
          />
        </div>
        {/* The input comes before the verdict so both are on one screen (720p projectors too). */}
        <div className="presenter-side">
          {scenario && (
            <section aria-labelledby="presenter-step-title" className="presenter-scenario" tabIndex={0}>
              <h2 id="presenter-step-title" data-testid={TID.classroomStepTitle} className="presenter-h2">
                {scenario.title[lang]}
              </h2>
              <p className="presenter-note">{scenario.note[lang]}</p>
            </section>
          )}
          {/* A long input scrolls in its own box, so the verdict below stays on screen; keys reach it. */}
          <section
            data-testid={TID.classroomInput}
            aria-labelledby="presenter-input-title"
            className="presenter-input"
            tabIndex={0}
          >
            <h2 id="presenter-input-title" className="presenter-h2">
              {t('classroom.input')}
            </h2>
            {inputBlocks(bundle, state, lang).map((b) => (
              <div key={b.label} className="mt-2">
                <p className="presenter-label">{b.label}</p>
                {b.code !== null && b.code !== 'inline' ? (
                  <pre className="presenter-code">{b.text}</pre>
                ) : b.code === 'inline' ? (
                  <code className="presenter-inline">{b.text}</code>
                ) : (
                  <p>{b.text}</p>
                )}
              </div>
            ))}
          </section>
          <OutcomePanel bundle={bundle} run={run} big />
        </div>
      </div>
    </div>
  );
}
