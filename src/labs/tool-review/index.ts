/**
 * Lab "tool-review": review a tool declaration like a gatekeeper (design rules on the SDK's shapes), and
 * diff a new tools/list against a pinned snapshot like a gateway (the description-poisoning case).
 *
 * Loading: this module imports the MCP SDK's zod schemas (through shape.ts, the only importer), so it must
 * be loaded lazily with this lab's page; `meta.ts` holds what navigation needs without the SDK.
 */
import { defineLab } from '../define.ts';
import { toolReviewBreakers } from './breakers.ts';
import { describeToolReview } from './describe.ts';
import { diffFlowchart, reviewFlowchart } from './flowchart.ts';
import { meta } from './meta.ts';
import { runToolReview } from './run.ts';
import { CURRENT_EDITOR_SCHEMA, PINNED_EDITOR_SCHEMA } from './shape.ts';
import { toolReviewStateSchema, type ToolReviewState } from './state.ts';

export default defineLab<ToolReviewState>({
  ...meta,
  state: { version: 1, schema: toolReviewStateSchema },
  run: runToolReview,
  flowcharts: [reviewFlowchart, diffFlowchart],
  // `compatible` is held for a person's review, not a pass: only an identical list goes through.
  happy: ['clean', 'unchanged'],
  // Findings point at their own fields (LabRun.focus and value.findings carry the ranges); the static
  // map only names the field a whole group is about when it has one.
  focus: {},
  breakers: toolReviewBreakers,
  fields: [
    {
      key: 'current',
      label: { zh: '声明或新的 tools/list', en: 'Declaration or new tools/list' },
      language: 'json',
      file: 'tool-review-current.json',
      schema: CURRENT_EDITOR_SCHEMA,
    },
    {
      key: 'pinned',
      label: { zh: '固定的快照（比对模式）', en: 'Pinned snapshot (diff mode)' },
      language: 'json',
      file: 'tool-review-pinned.json',
      schema: PINNED_EDITOR_SCHEMA,
    },
  ],
  practice: { field: 'current' },
  describe: describeToolReview,
});

// What the lab's React half reads (the checklist, the diff view, the markers).
export type { ToolReviewState } from './state.ts';
export type { Placed, ToolReviewValue } from './run.ts';
export { GROUPS, RULES, RULE_BY_ID, type RuleGroup, type RuleSpec, type Severity } from './rules.ts';
export type { GroupResult, PlacedFinding, RuleResult } from './review.ts';
export type { Change, InjectionFlag, ToolDiff } from './diff.ts';
export { lineDiff, wordDiff, type DiffOp } from './word-diff.ts';
export { INJECTION_LABELS } from './injection.ts';
export { switchMode } from './mode.ts';
export { GATEWAY, type Gateway } from './gateway.ts';
