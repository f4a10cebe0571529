/**
 * What the learner pasted: one `Tool`, a `tools/list` result (`{tools, nextCursor?}`), a whole JSON-RPC
 * response carrying one, or a bare array of tools (how snapshots are often stored). Every form is turned
 * into the same list of declarations, each with its path in the pasted text, and checked against the
 * SDK's shape of what it claims to be.
 */
import { getPath, type JsonPath, type JsonValue } from '../../json/index.ts';
import { msg } from '../../i18n/index.ts';
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

const NOT_TOOLS = msg('shape.notTools');

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
      const message = root.entries.has('error') ? msg('shape.errorResponse') : msg('shape.noResult');
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
