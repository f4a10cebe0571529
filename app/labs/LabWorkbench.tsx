// One lab, whole: scenarios, break-it buttons, inputs, outcome, lit flowchart and step list. Used on
// the lab's own page and docked beside a topic section; every lab is drawn by this same component from
// its bundle (module, content, UI half).
import { useEffect, useMemo, type ComponentType, type CSSProperties } from 'react';
import { highlightFor, type LabRun } from '../../src/labs/index';
import { useLabs } from '../stores/labs';
import { useSettings } from '../stores/settings';
import { useAfterPaint } from '../hooks/use-after-paint';
import { useHydrated } from '../hooks/use-hydrated';
import { useRoute } from '../routing/router';
import { useT } from '../i18n/use-t';
import { TID } from '../testids';
import { BreakButtons } from './BreakButtons';
import { FieldEditors } from './FieldEditors';
import { LabDiagram } from './LabDiagram';
import { LabNotices } from './LabNotices';
import { LabToolbar } from './LabToolbar';
import { OutcomePanel } from './OutcomePanel';
import { PanelBoundary } from './PanelBoundary';
import { PythonPanel } from './PythonPanel';
import { SharedBanner, useOpenSharedLink } from './ShareBar';
import { SPLIT_DEFAULT } from './split';
import { Splitter } from './Splitter';
import { TraceList } from './TraceList';
import { chartFor, firstScenario, useCurrentInput } from './lab-view';
import type { LabToolsProps } from './contract';
import { LabHostContext } from './host';
import type { LabBundle } from './registry';
import { useLabRun } from './use-lab-run';
import { useShellHost } from './use-shell-host';

/** The two columns' shares, read by the grid on wide screens (one column below that). */
function splitColumns(percent: number): CSSProperties {
  return { '--lab-inputs': `${percent}fr`, '--lab-diagram': `${100 - percent}fr` } as CSSProperties;
}

export function LabWorkbench({
  bundle,
  docked = false,
  onRun,
  Tools,
}: {
  bundle: LabBundle;
  docked?: boolean;
  /** Told about every new run (the topic page lights its own diagram with it). */
  onRun?: (run: LabRun) => void;
  /** The page's own toolbar tools (the lab page: presenter mode, exports). */
  Tools?: ComponentType<LabToolsProps>;
}) {
  const t = useT();
  const { lang } = useRoute();
  const { module: lab, ui } = bundle;
  const slug = lab.slug;
  const host = useShellHost(slug);
  const shareProblem = useOpenSharedLink(bundle);
  const current = useCurrentInput(bundle);
  const setState = useLabs((s) => s.setState);
  const run = useLabRun(lab, current.state);
  const chart = chartFor(bundle, run);
  const highlight = useMemo(() => highlightFor(chart, run.trace), [chart, run]);
  useEffect(() => onRun?.(run), [run, onRun]);
  // Only the inputs, the outcome and the lit path render in a key's own task; every other panel takes
  // these later values and is memoised, so it skips that render and follows once the frame showing the
  // edit has been painted.
  // One value for both, so a panel never gets a state with another state's run.
  const shown = useMemo(() => ({ state: current.state, run }), [current.state, run]);
  const { state: deferredState, run: deferredRun } = useAfterPaint(shown);
  const deferredChart = chartFor(bundle, deferredRun);
  const Inputs = ui.Inputs ?? FieldEditors;
  const Extras = ui.Extras;
  const first = firstScenario(bundle);
  // How wide the inputs are beside the diagram: the reader's to choose on a wide screen (Splitter),
  // kept in the settings so a reload or another lab opens at the same width.
  const storedSplit = useSettings((s) => s.split);
  const split = useHydrated() ? storedSplit : SPLIT_DEFAULT;
  const setSplit = useSettings((s) => s.setSplit);
  const fallback = useMemo(() => ({ state: first.state, scenarioId: first.id, edited: false }), [first]);

  return (
    <LabHostContext.Provider value={host}>
      <div data-lab={slug} data-testid={TID.lab} className="space-y-4">
        {shareProblem && (
          <p
            role="alert"
            data-testid={TID.shareError}
            className="rounded-md border border-rose-700 bg-rose-50 p-3 text-rose-950 dark:bg-rose-950 dark:text-rose-100"
          >
            {t('share.refused')} {shareProblem}
          </p>
        )}
        <SharedBanner bundle={bundle} />
        <LabNotices slug={slug} pending={deferredRun.pending === true} fallback={fallback} />
        <LabToolbar
          bundle={bundle}
          state={deferredState}
          run={deferredRun}
          Tools={docked ? undefined : Tools}
        />
        <BreakButtons lab={lab} state={deferredState} now={host.now} />

        <div
          style={docked ? undefined : splitColumns(split)}
          className={
            docked
              ? 'space-y-4'
              : 'grid gap-6 xl:grid-cols-[minmax(0,var(--lab-inputs))_0.75rem_minmax(0,var(--lab-diagram))] xl:gap-x-2'
          }
        >
          <div className="min-w-0 space-y-4">
            <PanelBoundary name={t('lab.inputs')}>
              <Inputs
                lab={lab}
                host={host}
                state={current.state}
                run={run}
                onEdit={(s: unknown, how?: { keepEdited?: boolean }) =>
                  setState(slug, s, { edited: how?.keepEdited ? current.edited : true })
                }
              />
            </PanelBoundary>
            <OutcomePanel bundle={bundle} run={run} />
            <PythonPanel lab={lab} state={deferredState} />
          </div>
          {!docked && <Splitter value={split} onChange={setSplit} />}
          <div className="min-w-0 space-y-4">
            <PanelBoundary name={t('diagram.label')}>
              <LabDiagram
                key={`${chart.id}-${lang}`}
                flowchart={chart}
                highlight={highlight}
                prebuilt={bundle.diagrams[lang]?.[chart.id]}
              />
            </PanelBoundary>
            <details open={!docked} className="rounded-md border border-slate-300 p-3 dark:border-slate-700">
              <summary className="cursor-pointer font-semibold">{t('lab.steps')}</summary>
              <div className="mt-2">
                <TraceList trace={deferredRun.trace} flowchart={deferredChart} />
              </div>
            </details>
          </div>
        </div>
        {!docked && Extras && (
          <PanelBoundary name={t('lab.extras')}>
            <Extras lab={lab} host={host} state={deferredState} run={deferredRun} />
          </PanelBoundary>
        )}
      </div>
    </LabHostContext.Provider>
  );
}
