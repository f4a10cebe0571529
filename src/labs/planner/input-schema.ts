/**
 * JSON Schema of a Skill loading plan, for the planner lab's editor: completion and hover docs. It describes the shape a learner should aim for; the lab itself still runs the exact
 * teaching function, so a "wrong" input is allowed and simply gets its outcome.
 */
import { bi } from '../schema-doc.ts';

const costMap = (zh: string, en: string) => ({
  type: 'object',
  description: bi(zh, en),
  additionalProperties: {
    type: 'integer',
    minimum: 0,
    description: bi('token 成本，非负整数', 'token cost, a non-negative int'),
  },
});

export const plannerInputSchema = {
  type: 'object',
  description: bi('一份 Skill 加载计划。', 'A Skill loading plan.'),
  properties: {
    catalog: costMap(
      '目录：每个 Skill 的元数据成本（全部计入）。',
      'Catalog: metadata cost of every skill (all counted).',
    ),
    bodies: costMap(
      '正文：每个 Skill 的正文成本（只计入已激活的）。',
      'Bodies: body cost per skill (only active ones count).',
    ),
    active: {
      type: 'array',
      items: { type: 'string' },
      description: bi('激活的 Skill 名（按集合读）。', 'Active skill names (read as a set).'),
    },
    resources: {
      type: 'object',
      description: bi('资源：名字 → [所属 Skill, 成本]。', 'Resources: name → [owner skill, cost].'),
      additionalProperties: {
        type: 'array',
        prefixItems: [{ type: 'string' }, { type: 'integer', minimum: 0 }],
        items: [{ type: 'string' }, { type: 'integer', minimum: 0 }],
        minItems: 2,
        maxItems: 2,
      },
    },
    requested: {
      type: 'array',
      items: { type: 'string' },
      description: bi('要读取的资源名（按集合读）。', 'Resources to read (read as a set).'),
    },
    budget: {
      type: 'integer',
      minimum: 0,
      description: bi(
        'token 预算，非负整数；合计等于预算也算装得下。',
        'Token budget, a non-negative int; a total equal to it still fits.',
      ),
    },
  },
  required: ['catalog', 'bodies', 'active', 'resources', 'requested', 'budget'],
};
