// Under the workbench: the checklist in review mode; in diff mode the two lists compared as texts, then
// the gateway's diff.
import type { ToolReviewState, ToolReviewValue } from '../../../src/labs/tool-review/index';
import type { LabExtrasProps } from '../contract';
import { ChecklistPanel } from './ChecklistPanel';
import { DiffPanel } from './DiffPanel';
import { SnapshotCompare } from './SnapshotCompare';

export function ToolReviewExtras({ lab, state, run }: LabExtrasProps<ToolReviewState>) {
  const value = run.value as ToolReviewValue | undefined;
  if (state.mode === 'review')
    return <ChecklistPanel lab={lab} value={value?.mode === 'review' ? value : null} />;
  // The comparison sits under the workbench, so the outcome stays right under the two editors.
  return (
    <div className="space-y-4">
      <SnapshotCompare state={state} />
      <DiffPanel value={value?.mode === 'diff' ? value : null} outcome={run.outcome} />
    </div>
  );
}
