// Under the workbench: the checklist in review mode, the gateway's diff in diff mode.
import type { ToolReviewState, ToolReviewValue } from '../../../src/labs/tool-review/index';
import type { LabExtrasProps } from '../contract';
import { ChecklistPanel } from './ChecklistPanel';
import { DiffPanel } from './DiffPanel';

export function ToolReviewExtras({ lab, state, run }: LabExtrasProps<ToolReviewState>) {
  const value = run.value as ToolReviewValue | undefined;
  if (state.mode === 'review')
    return <ChecklistPanel lab={lab} value={value?.mode === 'review' ? value : null} />;
  return <DiffPanel value={value?.mode === 'diff' ? value : null} outcome={run.outcome} />;
}
