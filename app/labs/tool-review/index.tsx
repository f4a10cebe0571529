// The React half of the tool-review lab: a mode switch, the editors with every finding marked, and the
// checklist (review mode) or the gateway's diff (diff mode) under the workbench.
import type { ToolReviewState } from '../../../src/labs/tool-review/index';
import { defineLabUi } from '../contract';
import { PinnedSnapshot } from './PinnedSnapshot';
import { ToolReviewExtras } from './ToolReviewExtras';
import { ToolReviewInputs } from './ToolReviewInputs';

export default defineLabUi<ToolReviewState>({
  slug: 'tool-review',
  Inputs: ToolReviewInputs,
  Extras: ToolReviewExtras,
  PracticeContext: PinnedSnapshot,
});
