import type { LabMeta } from '../contract.ts';

export const meta: LabMeta = {
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
};
