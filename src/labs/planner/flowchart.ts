import { defineFlowchart, yesNo } from '../flowchart.ts';

/** The five teaching errors, exactly as the reference raises them. */
export const PLANNER_ERRORS = {
  budget: '预算须为非负整数',
  cost: '成本必须是非负整数',
  active: '激活项缺少目录或正文',
  requested: '请求了不存在的资源',
  owner: '资源所属Skill尚未激活',
} as const;

export const plannerFlowchart = defineFlowchart({
  title: { zh: 'Skill 加载预算：分层计费与归属检查', en: 'Skill load budget: layered costs and ownership' },
  start: 'input_shape',
  nodes: [
    {
      id: 'input_shape',
      zh: '六个字段齐全且可转换？',
      en: 'All six fields present and convertible?',
      terminal: false,
    },
    { id: 'budget_valid', zh: '预算是非负整数？', en: 'Budget is a non-negative int?', terminal: false },
    { id: 'costs_collected', zh: '成本清单能收集？', en: 'Cost list can be collected?', terminal: false },
    { id: 'costs_valid', zh: '每项成本为非负整数？', en: 'Every cost a non-negative int?', terminal: false },
    {
      id: 'active_in_catalog',
      zh: '激活项都在目录中？',
      en: 'Active skills all in the catalog?',
      terminal: false,
    },
    {
      id: 'active_in_bodies',
      zh: '激活项都有正文成本？',
      en: 'Active skills all have a body cost?',
      terminal: false,
    },
    {
      id: 'requested_exist',
      zh: '请求的资源都已登记？',
      en: 'Requested resources all exist?',
      terminal: false,
    },
    {
      id: 'owners_active',
      zh: '资源的所属 Skill 已激活？',
      en: 'Every resource owner is active?',
      terminal: false,
    },
    {
      id: 'within_budget',
      zh: '三层合计不超预算？',
      en: 'Three-layer total within budget?',
      terminal: false,
    },
    { id: 'accepted', zh: 'accepted：计划可装入', en: 'accepted: the plan fits', terminal: true },
    {
      id: 'rejected',
      zh: 'rejected：超出预算，需调整',
      en: 'rejected: over budget, rework the plan',
      terminal: true,
    },
    { id: 'error', zh: '报错：计划不成立', en: 'error: the plan is invalid', terminal: true },
  ],
  edges: [
    ...yesNo('input_shape', 'budget_valid', 'error'),
    ...yesNo('budget_valid', 'costs_collected', 'error'),
    ...yesNo('costs_collected', 'costs_valid', 'error'),
    ...yesNo('costs_valid', 'active_in_catalog', 'error'),
    ...yesNo('active_in_catalog', 'active_in_bodies', 'error'),
    ...yesNo('active_in_bodies', 'requested_exist', 'error'),
    ...yesNo('requested_exist', 'owners_active', 'error'),
    ...yesNo('owners_active', 'within_budget', 'error'),
    ...yesNo('within_budget', 'accepted', 'rejected'),
  ],
});
