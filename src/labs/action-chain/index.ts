/**
 * Lab "action-chain": the host's side of one tool call (the A of J ∧ D ∧ A). The learner types a host
 * configuration and one model call; the exact port of the function-calling page's `host_decide` says
 * where the chain stops it. A second text drives the retry timeline (./timeline.ts), a pure model drawn
 * beside the chain: side effects with and without an idempotency key, and completion on evidence.
 */
import { z } from 'zod/mini';
import type { Lang } from '../../i18n/index.ts';
import { defineLab } from '../define.ts';
import { actionChainBreakers, type ActionChainState } from './breakers.ts';
import { chainFlowchart } from './flowchart.ts';
import { chainInputSchema, timelineInputSchema } from './input-schema.ts';
import { runActionChain } from './run.ts';

export type { ActionChainState } from './breakers.ts';
export type { ChainVerdict } from './chain.ts';
export type { ChainOutcome } from './flowchart.ts';
export { runTimeline, playTimeline, EVENT_KINDS, LANES, type Timeline, type LaneStep } from './timeline.ts';
export { stepText, LANE_TITLES, VERDICT_TITLES } from './timeline-text.ts';

const LABELS = {
  input: { zh: '宿主配置与本次调用', en: 'Host configuration and the call' },
  timeline: { zh: '重试时间线', en: 'Retry timeline' },
};

export default defineLab<ActionChainState>({
  slug: 'action-chain',
  title: { zh: '宿主行动链', en: 'Host action chain' },
  purpose: {
    zh: '把一次模型调用交给宿主，看它停在哪一环：登记、结构、身份、策略、批准、循环守卫还是幂等键。',
    en: 'Hand one model call to a host and see where its chain stops it: registration, schema, identity, policy, approval, loop guard or idempotency key.',
  },
  topic: 'function-calling',
  knowledge: {
    zh: '宿主许可：策略、审批、幂等与循环守卫',
    en: 'Host permission: policy, approval, idempotency and loop guard',
  },
  order: 1,
  state: { version: 1, schema: z.strictObject({ input: z.string(), timeline: z.string() }) },
  run: runActionChain,
  flowcharts: [chainFlowchart],
  happy: ['executed'],
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
  describe: (state: ActionChainState, lang: Lang) => [
    { label: LABELS.input[lang], text: state.input, code: 'json' },
    { label: LABELS.timeline[lang], text: state.timeline, code: 'json' },
  ],
  reference: { page: 'function-calling', fn: 'host_decide' },
});
