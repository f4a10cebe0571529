/**
 * The one module of this lab that imports `@modelcontextprotocol/sdk`: the official zod shapes of `Tool`
 * and `ListToolsResult`, never a hand-copied schema. Importing it pulls in the SDK's types module and
 * zod, so it must reach the browser only with this lab's own chunk (see index.ts).
 *
 * The installed SDK (1.32) validates the 2025-11-25 revision; the wiki pins 2025-06-18. For tools the
 * later revision is a superset: it adds `icons` and `execution` (task support) to `Tool`, an optional
 * `$schema` inside `inputSchema`/`outputSchema` (which the SDK lets through anyway), and name guidance
 * (SEP-986) that the SDK does not enforce. Everything valid under 2025-06-18 passes the SDK; the reverse
 * differs only by those fields, which the `later-revision` rule points out.
 */
import { toJSONSchema, type ZodType } from 'zod/v4';
import {
  LATEST_PROTOCOL_VERSION,
  ListToolsResultSchema,
  ToolAnnotationsSchema,
  ToolSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { getPath, pyTypeName, type JsonPath, type JsonValue } from '../../json/index.ts';
import { msg, type Bilingual, type Message } from '../../i18n/index.ts';

/** The protocol revision whose shapes the SDK checks. */
export const SDK_REVISION: string = LATEST_PROTOCOL_VERSION;

/** Field names the SDK's schemas know; anything else is dropped silently by a client that parses. */
export const TOOL_FIELDS: readonly string[] = Object.keys(ToolSchema.shape);
export const ANNOTATION_FIELDS: readonly string[] = Object.keys(ToolAnnotationsSchema.shape);
export const LIST_RESULT_FIELDS: readonly string[] = Object.keys(ListToolsResultSchema.shape);

/** The SDK's shapes as JSON Schema, for completion and hover in the editor (not for checking). */
function editorSchema(shape: ZodType): Record<string, unknown> {
  // Monaco's JSON service predates 2020-12; the shapes use nothing that needs the dialect marker.
  const { $schema: _dialect, ...schema } = toJSONSchema(shape, { unrepresentable: 'any', io: 'input' });
  return schema;
}

const TOOL_JSON_SCHEMA = editorSchema(ToolSchema);
const LIST_JSON_SCHEMA = editorSchema(ListToolsResultSchema);

/** What the "current" editor accepts: one Tool, a tools/list result, or an array of tools. */
export const CURRENT_EDITOR_SCHEMA: object = {
  description:
    '一个 MCP Tool 声明，或一个 tools/list 结果（{"tools": [...]}）。\n\nOne MCP Tool declaration, or a tools/list result ({"tools": [...]}).',
  anyOf: [TOOL_JSON_SCHEMA, LIST_JSON_SCHEMA, { type: 'array', items: TOOL_JSON_SCHEMA }],
};

/** What the "pinned" editor holds: a tools/list result. */
export const PINNED_EDITOR_SCHEMA: object = {
  description: '固定的 tools/list 快照。\n\nThe pinned tools/list snapshot.',
  ...LIST_JSON_SCHEMA,
};

export interface ShapeIssue {
  /** Path inside the validated value. */
  path: JsonPath;
  message: Message;
}

/** Plain JS value for zod. Objects are built with defineProperty-free `fromEntries`, so `__proto__` stays a key. */
function toPlain(v: JsonValue): unknown {
  switch (v.kind) {
    case 'null':
      return null;
    case 'bool':
    case 'string':
      return v.value;
    case 'int':
      return Number(v.value);
    case 'float':
      return v.value;
    case 'array':
      return v.items.map(toPlain);
    case 'object':
      return Object.fromEntries([...v.entries.values()].map((m) => [m.key, toPlain(m.value)]));
  }
}

const TYPE_ZH: Record<string, string> = {
  string: '字符串',
  number: '数',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
};

/** A JSON type's name as words in either language ("an object" in English, 对象 in Chinese). */
function typeName(kind: string, zh = TYPE_ZH[kind] ?? kind): Bilingual {
  return { zh, en: kind };
}

/** The JSON type of what is at `path`, for messages ("a number", "missing"). */
function actual(root: JsonValue, path: JsonPath): Bilingual | null {
  const node = getPath(root, path);
  if (!node) return null;
  const kind =
    node.kind === 'int' || node.kind === 'float' ? 'number' : node.kind === 'bool' ? 'boolean' : node.kind;
  return typeName(kind, TYPE_ZH[kind] ?? pyTypeName(node));
}

interface ZodIssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: unknown;
  values?: unknown[];
}

function describe(root: JsonValue, issue: ZodIssueLike, path: JsonPath): Message {
  const field = path.length ? String(path[path.length - 1]) : 'root';
  if (issue.code === 'invalid_type' && typeof issue.expected === 'string') {
    const exp = issue.expected;
    const got = actual(root, path);
    if (!got) return msg('shape.missing', { field, expected: typeName(exp) });
    const article = exp === 'array' || exp === 'object' ? 'an' : 'a';
    const expected = { zh: TYPE_ZH[exp] ?? exp, en: `${article} ${exp}` };
    return msg('shape.wrongType', { field, expected, got });
  }
  if (issue.code === 'invalid_value' && Array.isArray(issue.values)) {
    const list = issue.values.map((x) => JSON.stringify(x)).join(' | ');
    return msg('shape.oneOf', { field, list });
  }
  if (issue.code === 'custom' && path.includes('properties')) return msg('shape.booleanSchema', { field });
  return msg('shape.other', { field, detail: issue.message });
}

const MAX_ISSUES = 50;

function check(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: ZodIssueLike[] } } },
  value: JsonValue,
): ShapeIssue[] {
  const r = schema.safeParse(toPlain(value));
  if (r.success) return [];
  return (r.error?.issues ?? []).slice(0, MAX_ISSUES).map((issue) => {
    const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    return { path, message: describe(value, issue, path) };
  });
}

/** Problems of one declaration against the SDK's `Tool`; [] when it is a valid Tool. */
export function toolShapeIssues(value: JsonValue): ShapeIssue[] {
  return check(ToolSchema as never, value);
}

/** Problems of a `tools/list` result against the SDK's `ListToolsResult`. */
export function listShapeIssues(value: JsonValue): ShapeIssue[] {
  return check(ListToolsResultSchema as never, value);
}
