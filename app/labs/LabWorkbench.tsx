// One lab, whole: scenarios, break-it buttons, inputs, outcome, lit flowchart and step list.
// Used on the lab's own page and docked beside a topic section.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { getLab, type LabSlug } from '../../src/labs/registry';
import { runLab, type LabRun, type LabStates } from '../../src/labs/run';
import { breakers } from '../../src/labs/breakers';
import { highlightFor } from '../../src/labs/flowchart-source';
import { scenariosOf } from './data';
import { useLabs } from '../stores/labs';
import { useRoute } from '../routing/router';
import { useT } from '../i18n/use-t';
import { LabInputs } from './LabInputs';
import { OutcomePanel } from './OutcomePanel';
import { LabDiagram } from './LabDiagram';
import { TraceList } from './TraceList';
import { ShareButton, SharedBanner, useOpenSharedLink } from './ShareBar';
import { LabExtras } from './LabExtras';
import { useDebounced } from './use-debounced';
import { TID } from '../testids';
// Classroom (issue 6): presenter-mode button and the export menu in the toolbar.
import { PresentButton } from '../classroom/Presenter';
import { ExportMenu } from '../classroom/ExportMenu';

export function useLabState<S extends LabSlug>(
  slug: S,
): { state: LabStates[S]; scenarioId: string | null; edited: boolean } {
  const saved = useLabs((s) => s.saved[slug]);
  const shared = useLabs((s) => s.shared[slug]);
  const first = scenariosOf(slug)[0]!;
  if (shared) return { state: shared as LabStates[S], scenarioId: null, edited: true };
  if (saved) return saved as { state: LabStates[S]; scenarioId: string | null; edited: boolean };
  return { state: first.state, scenarioId: first.id, edited: false };
}

export function LabWorkbench<S extends LabSlug>({
  slug,
  docked = false,
  onRun,
}: {
  slug: S;
  docked?: boolean;
  /** Told about every new run (the topic page lights its own diagram with it). */
  onRun?: (run: LabRun) => void;
}) {
  const t = useT();
  const { lang } = useRoute();
  const lab = getLab(slug)!;
  const shareProblem = useOpenSharedLink(slug);
  const { state, scenarioId, edited } = useLabState(slug);
  const setState = useLabs((s) => s.setState);
  const undo = useLabs((s) => s.undo);
  const canUndo = useLabs((s) => (s.history[slug]?.length ?? 0) > 0);
  const [confirmReset, setConfirmReset] = useState(false);

  const settled = useDebounced(state, 120, 'toollab:debounced');
  const run = useMemo(() => runLab(slug, settled), [slug, settled]);
  const highlight = useMemo(() => highlightFor(lab.flowchart, run.trace), [lab, run]);
  useEffect(() => onRun?.(run), [run, onRun]);
  // Secondary panels (break-it availability, the extras) follow at lower priority, so the outcome and
  // the lit path paint first after each edit.
  const deferredState = useDeferredValue(state);
  const deferredRun = useDeferredValue(run);
  const breakerStates = useMemo(
    () =>
      (
        breakers[slug] as {
          id: string;
          label: { zh: string; en: string };
          apply(s: LabStates[S]): LabStates[S] | null;
        }[]
      ).map((b) => ({ b, next: b.apply(deferredState) })),
    [slug, deferredState],
  );
  const scenarios = scenariosOf(slug);
  const scenario = scenarios.find((s) => s.id === scenarioId);

  const apply = (next: LabStates[S], how: { scenarioId?: string | null; edited: boolean }) =>
    setState(slug, next, { ...how, record: true });

  return (
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
      <SharedBanner slug={slug} />

      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-semibold">
          {t('lab.scenario')}
          <select
            data-testid={TID.labScenario}
            value={scenario && !edited ? scenario.id : ''}
            onChange={(e) => {
              const sc = scenarios.find((s) => s.id === e.target.value);
              if (sc) apply(sc.state, { scenarioId: sc.id, edited: false });
            }}
            className="mt-1 block max-w-xs rounded-md border border-slate-400 bg-white px-2 py-1 font-normal dark:border-slate-600 dark:bg-slate-900"
          >
            <option value="" disabled>
              {edited ? t('lab.scenarioEdited') : '—'}
            </option>
            {scenarios.map((s) => (
              <option key={s.id} value={s.id}>
                {s.practice ? '★ ' : ''}
                {s.title[lang]} → {s.expect}
              </option>
            ))}
          </select>
        </label>
        {confirmReset ? (
          <span role="alertdialog" aria-label={t('lab.resetAsk')} className="flex items-center gap-2 text-sm">
            {t('lab.resetAsk')}
            <button
              type="button"
              className="btn-primary"
              data-testid={TID.labResetConfirm}
              onClick={() => {
                const sc = scenario ?? scenarios[0]!;
                apply(sc.state, { scenarioId: sc.id, edited: false });
                setConfirmReset(false);
              }}
            >
              {t('lab.resetYes')}
            </button>
            <button type="button" className="btn" onClick={() => setConfirmReset(false)}>
              {t('lab.resetNo')}
            </button>
          </span>
        ) : (
          <button
            type="button"
            className="btn"
            data-testid={TID.labReset}
            onClick={() => {
              if (edited) setConfirmReset(true);
              else {
                const sc = scenario ?? scenarios[0]!;
                apply(sc.state, { scenarioId: sc.id, edited: false });
              }
            }}
          >
            {t('lab.reset')}
          </button>
        )}
        <button
          type="button"
          className="btn"
          data-testid={TID.labUndo}
          disabled={!canUndo}
          onClick={() => undo(slug)}
        >
          {t('lab.undo')}
        </button>
        <ShareButton slug={slug} state={state} />
        {/* Classroom (issue 6): present this lab; export the diagram and the outcome. */}
        {!docked && <PresentButton />}
        {!docked && (
          <ExportMenu
            slug={slug}
            state={settled}
            run={run}
            scenario={
              scenario && !edited ? { title: scenario.title[lang], note: scenario.note?.[lang] } : undefined
            }
          />
        )}
      </div>
      {scenario?.note && !edited && (
        <p className="text-sm text-slate-800 dark:text-slate-200">{scenario.note[lang]}</p>
      )}

      <div role="group" aria-label={t('lab.break')} className="flex flex-wrap gap-2">
        <span className="self-center text-sm font-semibold">{t('lab.break')}</span>
        {breakerStates.map(({ b, next }) => (
          <button
            key={b.id}
            type="button"
            data-breaker={b.id}
            disabled={!next}
            className="btn-small"
            onClick={() => {
              // Apply to the current state: the deferred one may be a keystroke behind.
              const now = b.apply(state);
              if (now) apply(now, { edited: true });
            }}
          >
            {b.label[lang]}
          </button>
        ))}
      </div>

      <div className={docked ? 'space-y-4' : 'grid gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]'}>
        <div className="min-w-0 space-y-4">
          <LabInputs
            slug={slug}
            state={state}
            run={run}
            onEdit={(s) => setState(slug, s, { edited: true })}
          />
          <OutcomePanel slug={slug} run={run} />
        </div>
        <div className="min-w-0 space-y-4">
          <LabDiagram flowchart={lab.flowchart} highlight={highlight} />
          <details open={!docked} className="rounded-md border border-slate-300 p-3 dark:border-slate-700">
            <summary className="cursor-pointer font-semibold">{t('lab.steps')}</summary>
            <div className="mt-2">
              <TraceList trace={run.trace} flowchart={lab.flowchart} />
            </div>
          </details>
        </div>
      </div>
      {!docked && <LabExtras slug={slug} state={deferredState} run={deferredRun} />}
    </div>
  );
}
