/**
 * JSON Schemas of the labs' inputs, for the editor: completion and hover docs while typing. They
 * describe the shape a learner should aim for; the lab itself still runs the exact teaching function,
 * so a "wrong" input is allowed and simply gets its outcome.
 */
import type { LabSlug } from './registry.ts';

const bi = (zh: string, en: string) => `${zh}\n\n${en}`;

const costMap = (zh: string, en: string) => ({
  type: 'object',
  description: bi(zh, en),
  additionalProperties: {
    type: 'integer',
    minimum: 0,
    description: bi('token 成本，非负整数', 'token cost, a non-negative int'),
  },
});

export const INPUT_SCHEMAS: Record<LabSlug, { file: string; schema: object }> = {
  admission: {
    file: 'admission-args.json',
    schema: {
      type: 'object',
      description: bi(
        'get_forecast 工具的参数：恰好 city 与 days 两个字段。',
        'Arguments of the get_forecast tool: exactly city and days.',
      ),
      properties: {
        city: {
          type: 'string',
          description: bi('城市名；必须在允许的城市表里。', 'City name; must be in the allowed list.'),
        },
        days: {
          type: 'integer',
          minimum: 1,
          maximum: 7,
          description: bi(
            '预报天数，1 到 7 的整数；true、3.0、"3" 都不算。',
            'Forecast length, an int from 1 to 7; true, 3.0 and "3" do not count.',
          ),
        },
      },
      required: ['city', 'days'],
      additionalProperties: false,
    },
  },
  classifier: {
    file: 'classifier-response.json',
    schema: {
      type: 'object',
      description: bi(
        '一条 JSON-RPC 2.0 响应：result 与 error 恰好出现一个。',
        'A JSON-RPC 2.0 response: exactly one of result and error.',
      ),
      properties: {
        jsonrpc: { const: '2.0', description: bi('必须是字符串 "2.0"。', 'Must be the string "2.0".') },
        id: {
          type: ['string', 'integer'],
          description: bi(
            '必须等于本次请求的 id（类型也要相同）。',
            "Must equal this request's id (same type too).",
          ),
        },
        result: {
          type: 'object',
          description: bi('tools/call 的结果（CallToolResult）。', 'The tools/call result (CallToolResult).'),
          properties: {
            content: {
              type: 'array',
              description: bi(
                '内容块：text、image、resource_link 等。',
                'Content blocks: text, image, resource_link, …',
              ),
            },
            structuredContent: {
              type: 'object',
              description: bi(
                '结构化结果；本实验的输出约定要求 count 为非负整数。',
                "Structured result; this lab's output contract needs count, a non-negative int.",
              ),
              properties: {
                count: { type: 'integer', minimum: 0, description: bi('非负整数', 'a non-negative int') },
              },
            },
            isError: {
              type: 'boolean',
              description: bi(
                '工具执行失败时为 true；缺省表示 false。',
                'true when the tool failed; absent means false.',
              ),
            },
          },
        },
        error: {
          type: 'object',
          description: bi('协议层错误对象。', 'A protocol-level error object.'),
          properties: {
            code: {
              type: 'integer',
              description: bi('整数错误码，如 -32602。', 'An integer code such as -32602.'),
            },
            message: { type: 'string' },
            data: { description: bi('可选的附加信息。', 'Optional extra data.') },
          },
          required: ['code', 'message'],
        },
      },
      required: ['jsonrpc', 'id'],
    },
  },
  planner: {
    file: 'planner-input.json',
    schema: {
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
    },
  },
};
