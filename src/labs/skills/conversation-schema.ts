/**
 * JSON Schema of the conversation script, for completion and hover docs in the editor. It documents the
 * shape; conversation.ts reads whatever is typed and reports problems by position.
 */
import { COMPACT, CONVERSATION_DEFAULTS as D, MAX_STEPS, MAX_TOKENS } from './conversation.ts';

const bi = (zh: string, en: string) => `${zh}\n\n${en}`;
const tokens = (zh: string, en: string, dflt?: number) => ({
  type: 'integer',
  minimum: 0,
  maximum: MAX_TOKENS,
  ...(dflt === undefined ? {} : { default: dflt }),
  description: bi(zh, en),
});
const skill = {
  type: ['string', 'null'],
  description: bi(
    'Skill 名称；null 表示这一轮不需要 Skill。',
    'A skill name; null for a turn that needs no skill.',
  ),
};

export const CONVERSATION_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['turns'],
  properties: {
    systemTokens: tokens(
      '系统提示词的 token 数（不含目录）。',
      'Tokens of the system prompt (without the catalog).',
      D.systemTokens,
    ),
    catalogTokens: tokens(
      '目录的 token 数；省略时用文件算出的目录。',
      'Tokens of the catalog; left out, the catalog computed from the files.',
    ),
    turnTokens: tokens(
      '每轮新增的输入 token（用户消息、工具结果、上一轮回复）。',
      'New input tokens per turn (user message, tool results, previous reply).',
      D.turnTokens,
    ),
    summaryTokens: tokens(
      '压缩后摘要的 token 数。',
      'Tokens of the summary that replaces the history on compaction.',
      D.summaryTokens,
    ),
    cachedPrice: {
      type: 'number',
      minimum: 0,
      maximum: 1,
      default: D.cachedPrice,
      description: bi(
        '命中缓存的 token 相对原价的倍数。',
        'Price of a cached token relative to an uncached one.',
      ),
    },
    pricePerMillion: {
      type: 'number',
      minimum: 0,
      maximum: 1000,
      default: D.pricePerMillion,
      description: bi(
        '每百万未缓存输入 token 的价格（美元），是假设值。',
        'Dollars per million uncached input tokens (an assumption).',
      ),
    },
    staleBody: {
      enum: ['keep', 'delete'],
      default: D.staleBody,
      description: bi(
        'attachment 切换时旧正文留在历史里（keep）还是删掉（delete）。',
        'attachment: on a switch, keep the old body in the history or delete it.',
      ),
    },
    forkSystemTokens: tokens(
      'fork：子 Agent 系统提示词的 token 数。',
      'fork: tokens of the sub-agent’s system prompt.',
      D.forkSystemTokens,
    ),
    forkResultTokens: tokens(
      'fork：子 Agent 回传摘要的 token 数。',
      'fork: tokens of the summary the sub-agent returns.',
      D.forkResultTokens,
    ),
    bodyTokens: {
      type: 'object',
      additionalProperties: tokens('正文 token 数。', 'Body tokens.'),
      description: bi(
        '覆盖文件算出的正文 token 数（可用于重现页面上的例子）。',
        'Override the body counts from the files (e.g. to replay the page’s example).',
      ),
    },
    turns: {
      type: 'array',
      maxItems: MAX_STEPS,
      description: bi(
        `每项一轮；"${COMPACT}" 表示在两轮之间压缩上下文。`,
        `One item per turn; "${COMPACT}" compacts the context between two turns.`,
      ),
      items: {
        anyOf: [
          skill,
          { const: COMPACT },
          {
            type: 'object',
            additionalProperties: false,
            properties: {
              skill,
              tokens: tokens('这一轮新增的输入 token。', 'New input tokens of this turn.'),
            },
          },
        ],
      },
    },
  },
} as const;
