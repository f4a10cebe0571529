/**
 * JSON Schemas of the lab's two texts, for the editor (completion and hover docs). Documentation only:
 * the lab runs the exact teaching function on whatever is typed, and a "wrong" input gets its outcome.
 */
const bi = (zh: string, en: string) => `${zh}\n\n${en}`;

const toolName = { type: 'string', description: bi('工具名。', 'Tool name.') };

export const chainInputSchema = {
  type: 'object',
  description: bi(
    '宿主配置加一次模型调用。除 call 外都可省略。',
    "The host's configuration plus one model call. Everything but call may be left out.",
  ),
  properties: {
    registry: {
      type: 'array',
      description: bi('宿主登记的工具。', 'The tools the host has registered.'),
      items: {
        type: 'object',
        required: ['name', 'inputSchema'],
        additionalProperties: false,
        properties: {
          name: toolName,
          title: { type: 'string' },
          description: { type: 'string' },
          inputSchema: {
            type: 'object',
            description: bi(
              '本页的 Schema 子集：type、properties、required、additionalProperties、items、enum、minimum、maximum、minLength、maxLength、title、description。根必须是 "type": "object"。',
              'This page\'s schema subset: type, properties, required, additionalProperties, items, enum, minimum, maximum, minLength, maxLength, title, description. The root must be "type": "object".',
            ),
          },
          annotations: {
            type: 'object',
            description: bi(
              '工具自报的提示（如 readOnlyHint）。宿主从不据此判定。',
              'Hints the tool reports about itself (readOnlyHint…). The host never decides on them.',
            ),
          },
          outputSchema: { type: 'object' },
        },
      },
    },
    identity: {
      type: ['object', 'null'],
      description: bi(
        '这次调用代表的用户；null 表示没有绑定身份。',
        'The user this call acts for; null: no identity bound.',
      ),
      required: ['user', 'roles'],
      additionalProperties: false,
      properties: { user: { type: 'string' }, roles: { type: 'array', items: { type: 'string' } } },
    },
    policy: {
      type: 'array',
      description: bi(
        '规则表：第一条匹配的规则决定，没有匹配时 DENY。',
        'Rules: the first match decides; none matching means DENY.',
      ),
      items: {
        type: 'object',
        required: ['tool', 'effect'],
        additionalProperties: false,
        properties: {
          tool: {
            type: 'string',
            description: bi('工具名，或 "*" 表示任意工具。', 'A tool name, or "*" for any tool.'),
          },
          effect: { enum: ['ALLOW', 'DENY', 'ASK'] },
          role: { type: 'string', description: bi('身份须带有的角色。', 'A role the identity must hold.') },
          when: {
            type: 'array',
            description: bi(
              '[参数名, 运算符, 值]，例如 ["amount", ">", 1000]。',
              '[argument, operator, value], e.g. ["amount", ">", 1000].',
            ),
            minItems: 3,
            maxItems: 3,
          },
        },
      },
    },
    approvals: {
      type: 'array',
      description: bi(
        '人工批准，只对完全相同的参数有效。',
        'Human approvals, valid for exactly the same arguments.',
      ),
      items: {
        type: 'object',
        required: ['name', 'arguments', 'by'],
        additionalProperties: false,
        properties: { name: toolName, arguments: {}, by: { type: 'string' } },
      },
    },
    ledger: {
      type: 'array',
      description: bi('已执行的写操作及其幂等键。', 'Writes already executed, with their idempotency keys.'),
      items: {
        type: 'object',
        required: ['key', 'name', 'result'],
        additionalProperties: false,
        properties: { key: { type: 'string' }, name: toolName, result: {} },
      },
    },
    history: {
      type: 'array',
      description: bi('本会话中此前的调用。', 'Earlier calls in this session.'),
      items: {
        type: 'object',
        required: ['name', 'arguments'],
        additionalProperties: false,
        properties: { name: toolName, arguments: {} },
      },
    },
    loopLimit: {
      type: 'integer',
      minimum: 1,
      description: bi(
        '同一工具加同一参数最多放行几次（默认 2）。',
        'How often the same tool and arguments may run (default 2).',
      ),
    },
    call: {
      type: 'object',
      description: bi('模型这一轮发出的调用。', 'The call the model made this turn.'),
      required: ['id', 'name', 'arguments'],
      additionalProperties: false,
      properties: {
        id: { type: 'string' },
        name: toolName,
        arguments: {},
        idempotencyKey: {
          type: 'string',
          description: bi('写操作的幂等键。', 'Idempotency key of a write.'),
        },
      },
    },
  },
  required: ['call'],
  additionalProperties: false,
} as const;

export const timelineInputSchema = {
  type: 'object',
  description: bi(
    '重试时间线：同一串事件分别在不带与带幂等键时推演。',
    'Retry timeline: one sequence of events, played without and with an idempotency key.',
  ),
  required: ['tool', 'key', 'events'],
  additionalProperties: false,
  properties: {
    tool: {
      type: 'string',
      description: bi('写操作的工具名（只作标签）。', 'The write tool (a label only).'),
    },
    key: {
      type: 'string',
      minLength: 1,
      description: bi('带键那一侧使用的幂等键。', 'The idempotency key of the keyed lane.'),
    },
    events: {
      type: 'array',
      items: {
        anyOf: [
          { enum: ['call', 'retry', 'timeout', 'response', 'recheck', 'complete'] },
          {
            type: 'object',
            required: ['event'],
            properties: {
              event: { enum: ['call', 'retry', 'timeout', 'response', 'recheck', 'complete'] },
              lost: {
                type: 'boolean',
                description: bi(
                  'call/retry：请求在路上丢失。',
                  'call/retry: the request is lost on the way.',
                ),
              },
              evidence: {
                type: 'string',
                description: bi(
                  'complete：模型给出的证据（如 "exit code 0"），不作判定依据。',
                  'complete: what the model offers (e.g. "exit code 0"); never decisive.',
                ),
              },
            },
          },
        ],
      },
    },
  },
} as const;
