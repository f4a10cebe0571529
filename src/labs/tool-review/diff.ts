/**
 * Diff mode: the pinned `tools/list` snapshot against the new one, as a gateway sees it. Each tool gets
 * a stable hash (SHA-256 of its canonical JSON); tools are matched by name, a removed and an added tool
 * with the same description and input schema are a rename; every difference is classified breaking or
 * compatible (tool-level table below, schema table in schema-diff.ts). The class says whether old
 * callers break; what the gateway does with it (every change is at least held for review) is in
 * gateway.ts.
 *
 * | tool-level change                         | class      |
 * | ----------------------------------------- | ---------- |
 * | tool removed, renamed                     | breaking   |
 * | tool added                                | compatible |
 * | description changed                       | compatible |
 * | annotation now claims less risk           | breaking   |
 * | annotation now claims more risk           | compatible |
 * | outputSchema added / removed              | compatible / breaking |
 * | title, annotations.title, icons, _meta    | compatible |
 * | two tools share a name in the new list    | breaking   |
 * | anything else (execution, unknown fields) | breaking   |
 */
import { labelled, type Bilingual } from '../../i18n/index.ts';
import type { JsonPath, JsonValue } from '../../json/index.ts';
import { canonicalHash, canonicalJson } from './canonical.ts';
import { injectionMatches, type InjectionRule } from './injection.ts';
import type { ToolRef } from './input.ts';
import { descriptions, member, stringAt } from './schema-walk.ts';
import { diffSchemas, type ChangeClass, type SchemaChangeCode } from './schema-diff.ts';
import { wordDiff, type DiffOp } from './word-diff.ts';

const B = 'breaking' as const;
const C = 'compatible' as const;

export const TOOL_CHANGES = {
  'tool-removed': [B, '工具被删除', 'tool removed'],
  'tool-renamed': [B, '工具改名', 'tool renamed'],
  'tool-added': [C, '新增工具（新描述需复核）', 'tool added (a new description to review)'],
  'duplicate-name': [B, '新列表里有重名工具', 'two tools share a name in the new list'],
  'description-changed': [C, '描述改变（模型输入，需复核）', 'description changed (model input, to review)'],
  'annotation-less-caution': [B, '注解改称风险更低', 'annotation now claims less risk'],
  'annotation-more-caution': [C, '注解改称风险更高', 'annotation now claims more risk'],
  'output-schema-added': [C, '新增 outputSchema', 'outputSchema added'],
  'output-schema-removed': [B, 'outputSchema 被删除', 'outputSchema removed'],
  'metadata-changed': [C, '显示用信息改变', 'display metadata changed'],
  'field-changed': [B, '其他字段改变（未分类）', 'other field changed (unclassified)'],
} as const satisfies Record<string, readonly [ChangeClass, string, string]>;

export type ToolChangeCode = keyof typeof TOOL_CHANGES;

export interface Change {
  code: ToolChangeCode | SchemaChangeCode;
  cls: ChangeClass;
  /** `tool` for tool-level changes, else which schema. */
  side: 'tool' | 'input' | 'output';
  param?: string;
  /** Which text the path points into: the new list, or the pinned one for things that are gone. */
  where: 'current' | 'pinned';
  path: JsonPath;
  label: Bilingual;
}

export interface InjectionFlag {
  rule: InjectionRule;
  match: string;
  path: JsonPath;
}

export interface ToolDiff {
  name: string;
  status: 'unchanged' | 'changed' | 'added' | 'removed' | 'renamed';
  /** The pinned name of a renamed tool. */
  oldName?: string;
  hashPinned?: string;
  hashCurrent?: string;
  changes: Change[];
  /** Word-level diff of the tool description, when it changed. */
  description?: DiffOp[];
  /** Orders to the model that appear in the new text and were not in the pinned one. */
  flags: InjectionFlag[];
}

/** Hint defaults of MCP's ToolAnnotations, and which value claims less risk. */
const HINTS = [
  ['readOnlyHint', false, true],
  ['destructiveHint', true, false],
  ['idempotentHint', false, true],
  ['openWorldHint', true, false],
] as const;

const COSMETIC_FIELDS = new Set(['title', 'icons', '_meta']);
const OWN_FIELDS = new Set(['name', 'description', 'inputSchema', 'outputSchema', 'annotations']);

function toolChange(code: ToolChangeCode, where: 'current' | 'pinned', path: JsonPath): Change {
  const [cls, zh, en] = TOOL_CHANGES[code];
  return { code, cls, side: 'tool', where, path, label: { zh, en } };
}

function hint(tool: JsonValue, key: string, fallback: boolean): boolean {
  const v = member(member(tool, 'annotations'), key);
  return v?.kind === 'bool' ? v.value : fallback;
}

/** New orders to the model: matches in the current texts that the pinned text at the same place lacks. */
function newFlags(pinned: ToolRef | null, current: ToolRef): InjectionFlag[] {
  const before = new Map<string, string>();
  if (pinned) for (const d of descriptions(pinned.node, [])) before.set(JSON.stringify(d.path), d.text);
  return descriptions(current.node, []).flatMap((d) => {
    const old = new Set(
      injectionMatches(before.get(JSON.stringify(d.path)) ?? '').map((m) => m.rule + m.match),
    );
    return injectionMatches(d.text)
      .filter((m) => !old.has(m.rule + m.match))
      .map((m) => ({ ...m, path: [...current.path, ...d.path] }));
  });
}

/** The classified changes of one tool present in both lists. */
function compareTool(p: ToolRef, c: ToolRef, renamed = false): Change[] {
  const out: Change[] = [];
  const [a, b] = [p.node, c.node];
  const at = (...k: (string | number)[]) => [...c.path, ...k];
  if (stringAt(a, 'description') !== stringAt(b, 'description'))
    out.push(toolChange('description-changed', 'current', at('description')));
  for (const [side, key] of [
    ['input', 'inputSchema'],
    ['output', 'outputSchema'],
  ] as const) {
    const [x, y] = [member(a, key), member(b, key)];
    if (side === 'output' && !x && y) out.push(toolChange('output-schema-added', 'current', at(key)));
    else if (side === 'output' && x && !y)
      out.push(toolChange('output-schema-removed', 'pinned', [...p.path, key]));
    else
      for (const s of diffSchemas(x, y, side)) {
        const [cls, zh, en] = [s.cls, s.label.zh, s.label.en];
        const gone = s.code === 'param-removed';
        const path = gone ? [...p.path, key, ...s.path] : at(key, ...s.path);
        out.push({
          code: s.code,
          cls,
          side,
          param: s.param,
          where: gone ? 'pinned' : 'current',
          path,
          label: { zh, en },
        });
      }
  }
  for (const [key, dflt, risky] of HINTS) {
    const [x, y] = [hint(a, key, dflt), hint(b, key, dflt)];
    if (x === y) continue;
    const change = toolChange(
      y === risky ? 'annotation-less-caution' : 'annotation-more-caution',
      'current',
      at('annotations', key),
    );
    out.push({
      ...change,
      label: {
        zh: labelled('zh', change.label.zh, `${key} ${x} → ${y}`),
        en: labelled('en', change.label.en, `${key} ${x} → ${y}`),
      },
    });
  }
  const annTitle = (t: JsonValue) => stringAt(member(t, 'annotations'), 'title');
  if (annTitle(a) !== annTitle(b))
    out.push(toolChange('metadata-changed', 'current', at('annotations', 'title')));
  const [na, nb] = [member(a, 'annotations'), member(b, 'annotations')];
  const known = new Set<string>(['title', ...HINTS.map((h) => h[0])]);
  for (const k of new Set([
    ...(na?.kind === 'object' ? na.entries.keys() : []),
    ...(nb?.kind === 'object' ? nb.entries.keys() : []),
  ])) {
    const [x, y] = [member(na, k), member(nb, k)];
    if (!known.has(k) && (x && canonicalJson(x)) !== (y && canonicalJson(y)))
      out.push(
        toolChange(
          'field-changed',
          y ? 'current' : 'pinned',
          y ? at('annotations', k) : [...p.path, 'annotations', k],
        ),
      );
  }
  const keys = new Set([
    ...(a.kind === 'object' ? a.entries.keys() : []),
    ...(b.kind === 'object' ? b.entries.keys() : []),
  ]);
  for (const k of keys) {
    if (OWN_FIELDS.has(k)) continue;
    const [x, y] = [member(a, k), member(b, k)];
    if ((x && canonicalJson(x)) === (y && canonicalJson(y))) continue;
    out.push(
      toolChange(
        COSMETIC_FIELDS.has(k) ? 'metadata-changed' : 'field-changed',
        y ? 'current' : 'pinned',
        y ? at(k) : [...p.path, k],
      ),
    );
  }
  // Same meaning, different spelling (a hint written out with its default value): still a new text,
  // so it is held for review like any other difference, but it blocks nothing.
  if (out.length === 0 && !renamed) out.push(toolChange('metadata-changed', 'current', at('annotations')));
  return out;
}

/** Description and input schema: what stays the same when a tool is only renamed. */
function bodyKey(t: ToolRef): string {
  const d = member(t.node, 'description');
  const s = member(t.node, 'inputSchema');
  return `${d ? canonicalJson(d) : '-'}|${s ? canonicalJson(s) : '-'}`;
}

/** The structural diff of two tool lists. Never throws. */
export function diffTools(pinned: readonly ToolRef[], current: readonly ToolRef[]): ToolDiff[] {
  const byName = (list: readonly ToolRef[]) => {
    const m = new Map<string, ToolRef>();
    for (const t of list) if (t.name !== null && !m.has(t.name)) m.set(t.name, t);
    return m;
  };
  const [pm, cm] = [byName(pinned), byName(current)];
  const out: ToolDiff[] = [];
  const added = current.filter((t) => t.name !== null && cm.get(t.name) === t && !pm.has(t.name));
  const removed = pinned.filter((t) => t.name !== null && pm.get(t.name) === t && !cm.has(t.name));
  const renamedFrom = new Map<ToolRef, ToolRef>();
  for (const r of removed) {
    const match = added.find((a) => !renamedFrom.has(a) && bodyKey(a) === bodyKey(r));
    if (match) renamedFrom.set(match, r);
  }
  const renamedOld = new Set(renamedFrom.values());
  for (const r of removed)
    if (!renamedOld.has(r))
      out.push({
        name: r.name as string,
        status: 'removed',
        hashPinned: canonicalHash(r.node),
        changes: [toolChange('tool-removed', 'pinned', [...r.path, 'name'])],
        flags: [],
      });
  const seen = new Map<string, number>();
  for (const c of current) {
    if (c.name === null) continue;
    const hashCurrent = canonicalHash(c.node);
    if (cm.get(c.name) !== c) {
      // A repeat the pinned list already had, in the same place among its namesakes and unchanged, is no
      // change: the snapshot was approved with it (review mode is where a duplicate is an error).
      const nth = (seen.get(c.name) ?? 0) + 1;
      seen.set(c.name, nth);
      const twin = pinned.filter((t) => t.name === c.name)[nth];
      if (twin && canonicalHash(twin.node) === hashCurrent) {
        out.push({
          name: c.name,
          status: 'unchanged',
          hashPinned: hashCurrent,
          hashCurrent,
          changes: [],
          flags: [],
        });
        continue;
      }
      out.push({
        name: c.name,
        status: 'changed',
        hashCurrent,
        changes: [toolChange('duplicate-name', 'current', [...c.path, 'name'])],
        flags: [],
      });
      continue;
    }
    const old = renamedFrom.get(c);
    if (old) {
      out.push({
        name: c.name,
        oldName: old.name as string,
        status: 'renamed',
        hashPinned: canonicalHash(old.node),
        hashCurrent,
        changes: [toolChange('tool-renamed', 'current', [...c.path, 'name']), ...compareTool(old, c, true)],
        flags: newFlags(old, c),
      });
      continue;
    }
    const p = pm.get(c.name);
    if (!p) {
      out.push({
        name: c.name,
        status: 'added',
        hashCurrent,
        changes: [toolChange('tool-added', 'current', [...c.path, 'name'])],
        flags: newFlags(null, c),
      });
      continue;
    }
    const hashPinned = canonicalHash(p.node);
    if (hashPinned === hashCurrent) {
      out.push({ name: c.name, status: 'unchanged', hashPinned, hashCurrent, changes: [], flags: [] });
      continue;
    }
    const changes = compareTool(p, c);
    const [da, db] = [stringAt(p.node, 'description'), stringAt(c.node, 'description')];
    const description = da !== db ? wordDiff(da ?? '', db ?? '') : undefined;
    out.push({
      name: c.name,
      status: 'changed',
      hashPinned,
      hashCurrent,
      changes,
      description,
      flags: newFlags(p, c),
    });
  }
  return out;
}
