/**
 * Lab "action-chain": the host's side of one tool call (the A of J ∧ D ∧ A). The learner types a host
 * configuration and one model call; the exact port of the function-calling page's `host_decide` says
 * where the chain stops it. A second text drives the retry timeline (./timeline.ts), a pure model drawn
 * beside the chain: side effects with and without an idempotency key, and completion on evidence.
 */
import type { Lang } from '../../i18n/index.ts';
import type { InputBlock } from '../contract.ts';
import { defineLab } from '../define.ts';
import { actionChainBreakers } from './breakers.ts';
import { chainFlowchart } from './flowchart.ts';
import { chainInputSchema, timelineInputSchema } from './input-schema.ts';
import { meta } from './meta.ts';
import { hostDecideReference } from './reference.ts';
import { runActionChain } from './run.ts';
import { actionChainStateSchema, type ActionChainState } from './state.ts';
import { LANES, runTimeline } from './timeline.ts';
import { LANE_TITLES } from './timeline-text.ts';
import { laneText } from './timeline-words.ts';

export type { ActionChainState } from './state.ts';
export { canonReference, hostDecideReference, verdictOutcome, type HostDecidePayload } from './reference.ts';
export type { ChainVerdict } from './chain.ts';
export { hostDecide } from './chain.ts';
export { canon } from './canonical.ts';
export type { ChainOutcome } from './flowchart.ts';
export {
  runTimeline,
  playTimeline,
  EVENT_KINDS,
  LANES,
  type Attempt,
  type AttemptState,
  type EventKind,
  type Lane,
  type LaneStep,
  type LaneSummary,
  type Timeline,
  type TimelineRun,
  type Verdict,
} from './timeline.ts';
export { stepText, LANE_TITLES, VERDICT_TITLES } from './timeline-text.ts';
export {
  ATTEMPT_WORD,
  hostEvidence,
  laneText,
  stepTag,
  summaryWords,
  VERDICT_SHORT,
} from './timeline-words.ts';
export { policyView, type PolicyView, type RuleRow, type RuleRole } from './policy-view.ts';

const LABELS = {
  input: { zh: '宿主配置与本次调用', en: 'Host configuration and the call' },
  timeline: { zh: '重试时间线', en: 'Retry timeline' },
};

export default defineLab<ActionChainState>({
  ...meta,
  state: { version: 1, schema: actionChainStateSchema },
  run: runActionChain,
  flowcharts: [chainFlowchart],
  happy: ['executed', 'replayed'],
  focus: {
    config_valid: [],
    tool_registered: ['call', 'name'],
    args_valid: ['call', 'arguments'],
    identity_bound: ['identity'],
    policy_permits: ['policy'],
    policy_allow: ['policy'],
    approved: ['approvals'],
    loop_ok: ['history'],
    key_new: ['call', 'idempotencyKey'],
  },
  breakers: actionChainBreakers,
  fields: [
    {
      key: 'input',
      label: LABELS.input,
      language: 'json',
      file: 'action-chain-input.json',
      schema: chainInputSchema,
    },
    {
      key: 'timeline',
      label: LABELS.timeline,
      language: 'json',
      file: 'action-chain-timeline.json',
      schema: timelineInputSchema,
    },
  ],
  practice: { field: 'input' },
  describe: (state: ActionChainState, lang: Lang) => {
    const blocks: InputBlock[] = [
      { label: LABELS.input[lang], text: state.input, code: 'json' },
      { label: LABELS.timeline[lang], text: state.timeline, code: 'json' },
    ];
    // the timeline played, lane by lane, where the drawing is not shown (presenter, Markdown export)
    const played = runTimeline(state.timeline);
    if (played.ok)
      for (const lane of LANES)
        blocks.push({
          label: `${LABELS.timeline[lang]} · ${LANE_TITLES[lane][lang]}`,
          text: laneText(played.value, lane, lang),
          code: 'text',
        });
    return blocks;
  },
  reference: hostDecideReference,
});
