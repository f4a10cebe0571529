/**
 * JSON Schema of a JSON-RPC response, for the classifier lab's editor: completion and hover docs. It describes the shape a learner should aim for; the lab itself still runs the exact
 * teaching function, so a "wrong" input is allowed and simply gets its outcome.
 */
import { bi } from '../schema-doc.ts';

export const classifierInputSchema = {
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
};
