// The lab's toolbar: the scenario menu, reset (asks before discarding edits), undo, the share link and
// whatever tools the page hands in (the lab's own page: presenter mode and exports).
import { useCallback, useRef, useState, type ComponentType, memo } from 'react';
import type { LabRun, Scenario } from '../../src/labs/index';
import { useT } from '../i18n/use-t';
import { useRoute } from '../routing/router';
import { useLabs } from '../stores/labs';
import { TID } from '../testids';
import type { LabToolsProps } from './contract';
import type { LabBundle } from './registry';
import { firstScenario, latestInput, useScenarioShown } from './lab-view';
import { ShareButton } from './ShareBar';
import { useChoiceBeforeHydration } from '../hooks/choices-before-hydration';

/** Shows a scenario as the lab's input: one undoable step, from the input shown at this moment. */
function applyScenario(bundle: LabBundle, sc: Scenario) {
  useLabs.getState().setState(bundle.module.slug, sc.state, {
    scenarioId: sc.id,
    edited: false,
    record: true,
    from: latestInput(bundle).state,
  });
}

/**
 * A scenario picked in the prerendered menu before the scripts ran is shown once they have, if the lab
 * still shows what its page was prerendered with: the first scenario, unedited. Saved work and a shared
 * link win: neither was on screen when the reader picked, and picking a scenario replaces the input.
 */
function showIfFirstScenario(bundle: LabBundle, choice: string) {
  const sc = bundle.scenarios.scenarios.find((s) => s.id === choice);
  const shown = latestInput(bundle);
  if (sc && !shown.edited && shown.scenarioId === firstScenario(bundle).id) applyScenario(bundle, sc);
}

/**
 * `state` and `run` may be a frame behind the edits (the workbench renders this bar after the frame that
 * shows a key): the scenario menu follows the store at once, and every action reads the input shown now.
 */
export const LabToolbar = memo(function LabToolbar({
  bundle,
  state,
  run,
  Tools,
}: {
  bundle: LabBundle;
  state: unknown;
  run: LabRun;
  Tools?: ComponentType<LabToolsProps>;
}) {
  const t = useT();
  const { lang } = useRoute();
  const slug = bundle.module.slug;
  const scenarios = bundle.scenarios.scenarios;
  const current = useScenarioShown(bundle);
  const scenario = scenarios.find((s) => s.id === current.scenarioId);
  const undo = useLabs((s) => s.undo);
  const canUndo = useLabs((s) => (s.history[slug]?.length ?? 0) > 0);
  const [confirmReset, setConfirmReset] = useState(false);
  const menu = useRef<HTMLSelectElement>(null);
  useChoiceBeforeHydration(
    menu,
    useCallback((choice: string) => showIfFirstScenario(bundle, choice), [bundle]),
  );
  const apply = (sc: Scenario) => applyScenario(bundle, sc);
  const reset = () => apply(scenario ?? scenarios[0]!);

  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-semibold">
          {t('lab.scenario')}
          <select
            ref={menu}
            data-testid={TID.labScenario}
            value={scenario && !current.edited ? scenario.id : ''}
            onChange={(e) => {
              const sc = scenarios.find((s) => s.id === e.target.value);
              if (sc) apply(sc);
            }}
            className="mt-1 block max-w-xs rounded-md border border-slate-400 bg-white px-2 py-1 font-normal dark:border-slate-600 dark:bg-slate-900"
          >
            <option value="" disabled>
              {current.edited ? t('lab.scenarioEdited') : '—'}
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
                reset();
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
            onClick={() => (latestInput(bundle).edited ? setConfirmReset(true) : reset())}
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
        <ShareButton lab={bundle.module} state={() => latestInput(bundle).state} />
        {Tools && (
          <Tools
            bundle={bundle}
            state={state}
            run={run}
            scenario={
              scenario && !current.edited
                ? { title: scenario.title[lang], note: scenario.note[lang] }
                : undefined
            }
          />
        )}
      </div>
      {scenario && !current.edited && (
        <p className="text-sm text-slate-800 dark:text-slate-200">{scenario.note[lang]}</p>
      )}
    </>
  );
});
