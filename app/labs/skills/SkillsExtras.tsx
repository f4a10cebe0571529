// The panels under the workbench: the catalog, the planner fed from the files, and the injection paths.
// They draw from the deferred run (so the outcome paints first after a keystroke), but their own inputs
// (checkboxes, the script editor) show the state as it is now, so typing never races a stale value.
import type { SkillsState } from '../../../src/labs/skills/index';
import type { LabExtrasProps } from '../contract';
import { useCurrentInput } from '../lab-view';
import { loadedLabBundle, type LabBundle } from '../registry';
import { CatalogPanel } from './CatalogPanel';
import { InjectionPanel } from './InjectionPanel';
import { PlannerPanel } from './PlannerPanel';
import { analysisOf } from './SkillsInputs';
import { useSkillsEdit } from './use-skills-edit';
import { useTokenizer } from './use-tokenizer';

function Panels({ bundle, run }: { bundle: LabBundle; run: LabExtrasProps<SkillsState>['run'] }) {
  const status = useTokenizer();
  const now = useCurrentInput(bundle).state as SkillsState;
  const edit = useSkillsEdit();
  const a = analysisOf(run);
  if (!a) return null;
  return (
    <div className="space-y-4">
      <CatalogPanel a={a} status={status} />
      <PlannerPanel a={a} state={now} edit={edit} />
      <InjectionPanel a={a} state={now} edit={edit} />
    </div>
  );
}

export function SkillsExtras({ lab, run }: LabExtrasProps<SkillsState>) {
  const bundle = loadedLabBundle(lab.slug);
  return bundle ? <Panels bundle={bundle} run={run} /> : null;
}
