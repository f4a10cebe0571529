/**
 * What the learner pasted: one `Tool`, a `tools/list` result (`{tools, nextCursor?}`), a whole JSON-RPC
 * response carrying one, or a bare array of tools (how snapshots are often stored). Every form is turned
 * into the same list of declarations, each with its path in the pasted text, and checked against the
 * SDK's shape of what it claims to be.
 */
import { getPath, type JsonPath, type JsonValue } from '../../json/index.ts';
import type { Bilingual } from '../../i18n/index.ts';
import { listShapeIssues, toolShapeIssues, type ShapeIssue } from './shape.ts';

export type InputKind = 'tool' | 'list' | 'response' | 'array' | 'other';

export interface ToolRef {
  /** Path of the declaration in the pasted text. */
  path: JsonPath;
  node: JsonValue;
  /** The `name` when it is a string. */
  name: string | null;
}

export interface ReadTools {
  kind: InputKind;
  tools: ToolRef[];
  /** Shape problems, with paths from the root of the pasted text. */
  shape: ShapeIssue[];
}

const member = (v: JsonValue, key: string): JsonValue | undefined =>
  v.kind === 'object' ? v.entries.get(key)?.value : undefined;

function refs(items: readonly JsonValue[], base: JsonPath): ToolRef[] {
  return items.map((node, i) => {
    const name = member(node, 'name');
    return { path: [...base, i], node, name: name?.kind === 'string' ? name.value : null };
  });
}

const prefixed = (issues: ShapeIssue[], base: JsonPath): ShapeIssue[] =>
  issues.map((i) => ({ ...i, path: [...base, ...i.path] }));

const NOT_TOOLS: Bilingual = {
  zh: '这里应是一个 Tool 声明、一个 tools/list 结果（含 tools 数组）或携带它的 JSON-RPC 响应',
  en: 'expected a Tool declaration, a tools/list result (with a tools array) or a JSON-RPC response carrying one',
};

/** Reads the pasted value as declarations. Never throws. */
export function readTools(root: JsonValue): ReadTools {
  if (root.kind === 'array') {
    const shape = root.items.flatMap((t, i) => prefixed(toolShapeIssues(t), [i]));
    return { kind: 'array', tools: refs(root.items, []), shape };
  }
  if (root.kind !== 'object') return { kind: 'other', tools: [], shape: [{ path: [], message: NOT_TOOLS }] };
  if (root.entries.has('jsonrpc') || (root.entries.has('id') && root.entries.has('result'))) {
    const result = member(root, 'result');
    if (!result || result.kind !== 'object') {
      const message: Bilingual = root.entries.has('error')
        ? {
            zh: '这是一个错误响应，没有 tools/list 结果可看',
            en: 'this is an error response: there is no tools/list result to review',
          }
        : { zh: '响应里没有对象类型的 result', en: 'the response has no result object' };
      return { kind: 'response', tools: [], shape: [{ path: result ? ['result'] : [], message }] };
    }
    return fromList(result, ['result'], 'response');
  }
  if (root.entries.has('tools')) return fromList(root, [], 'list');
  return {
    kind: 'tool',
    tools: refs([root], []).map((r) => ({ ...r, path: [] })),
    shape: toolShapeIssues(root),
  };
}

function fromList(list: JsonValue, base: JsonPath, kind: InputKind): ReadTools {
  const shape = prefixed(listShapeIssues(list), base);
  const tools = getPath(list, ['tools']);
  return {
    kind,
    tools: tools?.kind === 'array' ? refs(tools.items, [...base, 'tools']) : [],
    shape,
  };
}
