import type { LabMeta } from '../contract.ts';

export const meta: LabMeta = {
  slug: 'planner',
  title: { zh: 'Skill 加载预算', en: 'Skill loading budget' },
  purpose: {
    zh: '元数据、正文、资源三层计费，看加载计划能否放进预算。',
    en: 'Metadata, bodies and resources are billed in three layers: does the plan fit the budget?',
  },
  topic: 'tools-skills',
  knowledge: {
    zh: 'Skill 分层加载控制上下文而非扩大权限',
    en: 'Layered Skill loading controls context, it grants no permission',
  },
  order: 3,
};
