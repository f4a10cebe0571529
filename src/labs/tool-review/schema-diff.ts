/**
 * Classifying a change of a tool's JSON Schema as breaking or compatible. The direction matters: for an
 * input schema, narrowing what is accepted breaks callers that worked yesterday; for an output schema,
 * widening what may come back breaks consumers. One table holds every kind of change with its class on
 * each side, so the policy can be read (and taught) in one place:
 *
 * | change                                  | input      | output     |
 * | --------------------------------------- | ---------- | ---------- |
 * | parameter removed                       | breaking   | breaking   |
 * | new required parameter                  | breaking   | compatible |
 * | new optional parameter                  | compatible | compatible |
 * | optional → required                     | breaking   | compatible |
 * | required → optional                     | compatible | breaking   |
 * | type narrowed (number → integer)        | breaking   | compatible |
 * | type widened                            | compatible | breaking   |
 * | type replaced                           | breaking   | breaking   |
 * | enum narrowed / introduced              | breaking   | compatible |
 * | enum widened / dropped                  | compatible | breaking   |
 * | enum values swapped                     | breaking   | breaking   |
 * | bound tightened (maximum lowered…)      | breaking   | compatible |
 * | bound loosened                          | compatible | breaking   |
 * | pattern / format / const added          | breaking   | compatible |
 * | pattern / format / const dropped        | compatible | breaking   |
 * | pattern / format / const replaced       | breaking   | breaking   |
 * | additionalProperties became false       | breaking   | compatible |
 * | additionalProperties no longer false    | compatible | breaking   |
 * | default changed                         | breaking   | breaking   |
 * | description or examples changed         | compatible | compatible |
 * | title or $comment changed               | compatible | compatible |
 * | anything else                           | breaking   | breaking   |
 *
 * A changed default breaks on both sides: a caller that leaves the field out gets other behaviour, and a
 * consumer reads a missing output field differently. An output that may now carry undeclared fields is
 * widened output. Descriptions break no caller, so they are compatible here; they are model input all
 * the same, and the gateway holds every compatible change for review (blocking it when the new text
 * carries an injection signal). Anything the table does not know is breaking: it goes to a human.
 */
import type { Bilingual } from '../../i18n/index.ts';
import type { JsonPath, JsonValue } from '../../json/index.ts';
import { canonicalJson } from './canonical.ts';
import { member, typeSet } from './schema-walk.ts';

export type ChangeClass = 'breaking' | 'compatible';
export type Side = 'input' | 'output';

const B = 'breaking' as const;
const C = 'compatible' as const;

export const SCHEMA_CHANGES = {
  'param-removed': [B, B, '参数被删除', 'parameter removed'],
  'param-added-required': [B, C, '新增必填参数', 'new required parameter'],
  'param-added-optional': [C, C, '新增可选参数', 'new optional parameter'],
  'param-now-required': [B, C, '参数改为必填', 'parameter became required'],
  'param-now-optional': [C, B, '参数改为可选', 'parameter became optional'],
  'type-narrowed': [B, C, '类型收窄', 'type narrowed'],
  'type-widened': [C, B, '类型放宽', 'type widened'],
  'type-changed': [B, B, '类型被替换', 'type replaced'],
  'enum-narrowed': [B, C, '取值范围收窄', 'enum narrowed'],
  'enum-widened': [C, B, '取值范围放宽', 'enum widened'],
  'enum-changed': [B, B, '取值被替换', 'enum values replaced'],
  'bound-tightened': [B, C, '边界收紧', 'bound tightened'],
  'bound-loosened': [C, B, '边界放宽', 'bound loosened'],
  'constraint-added': [B, C, '新增格式约束', 'format constraint added'],
  'constraint-dropped': [C, B, '格式约束被去掉', 'format constraint dropped'],
  'constraint-changed': [B, B, '格式约束被替换', 'format constraint replaced'],
  closed: [B, C, '不再接受未声明字段', 'no longer accepts undeclared fields'],
  opened: [C, B, '开始接受未声明字段', 'now accepts undeclared fields'],
  'default-changed': [B, B, '默认值改变', 'default changed'],
  'param-description-changed': [C, C, '说明文字改变', 'description or examples changed'],
  'title-changed': [C, C, '标题或注释改变', 'title or comment changed'],
  'other-changed': [
    B,
    B,
    '其他改动（未分类，按破坏性处理）',
    'other change (unclassified, treated as breaking)',
  ],
} as const satisfies Record<string, readonly [ChangeClass, ChangeClass, string, string]>;

export type SchemaChangeCode = keyof typeof SCHEMA_CHANGES;

export interface SchemaChange {
  code: SchemaChangeCode;
  side: Side;
  cls: ChangeClass;
  /** Dotted parameter name (`filters.status`, `ids[]`), empty for the schema root. */
  param: string;
  /** Path inside the schema (in the new version when the node exists there, else in the old one). */
  path: JsonPath;
  label: Bilingual;
}

const LOWER = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const UPPER = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];
const CONSTRAINTS = ['pattern', 'format', 'const'];
const TEXT = ['description', 'examples'];
const COSMETIC = ['title', '$comment'];
/** Keys this module classifies itself; every other key that differs is `other-changed`. */
const HANDLED = new Set([
  'type',
  'enum',
  'properties',
  'required',
  'items',
  'additionalProperties',
  'default',
  ...LOWER,
  ...UPPER,
  ...CONSTRAINTS,
  ...TEXT,
  ...COSMETIC,
]);

const MAX_DEPTH = 8;

const canon = (v: JsonValue | undefined) => (v === undefined ? undefined : canonicalJson(v));
const num = (v: JsonValue | undefined): number | null =>
  v?.kind === 'int' ? Number(v.value) : v?.kind === 'float' ? v.value : null;

function accepts(set: Set<string> | null, t: string): boolean {
  return set === null || set.has(t) || (t === 'integer' && set.has('number'));
}
const within = (inner: Set<string> | null, outer: Set<string> | null) =>
  inner === null ? outer === null : [...inner].every((t) => accepts(outer, t));

function requiredSet(schema: JsonValue | undefined): Set<string> {
  const r = member(schema, 'required');
  return new Set(r?.kind === 'array' ? r.items.flatMap((x) => (x.kind === 'string' ? [x.value] : [])) : []);
}

/** Every classified change between two versions of a schema. Never throws. */
export function diffSchemas(
  old: JsonValue | undefined,
  neu: JsonValue | undefined,
  side: Side,
): SchemaChange[] {
  const out: SchemaChange[] = [];
  const add = (code: SchemaChangeCode, param: string, path: JsonPath) => {
    const [input, output, zh, en] = SCHEMA_CHANGES[code];
    out.push({ code, side, cls: side === 'input' ? input : output, param, path, label: { zh, en } });
  };
  const walk = (
    a: JsonValue | undefined,
    b: JsonValue | undefined,
    param: string,
    path: JsonPath,
    depth: number,
  ) => {
    if (canon(a) === canon(b)) return;
    if (a?.kind !== 'object' || b?.kind !== 'object' || depth > MAX_DEPTH)
      return add('other-changed', param, path);
    const key = (k: string) => [canon(member(a, k)), canon(member(b, k))] as const;
    // type
    const [ta, tb] = [typeSet(a), typeSet(b)];
    if (key('type')[0] !== key('type')[1]) {
      const narrowed = within(tb, ta);
      const widened = within(ta, tb);
      if (!(narrowed && widened))
        add(
          narrowed && !widened ? 'type-narrowed' : widened && !narrowed ? 'type-widened' : 'type-changed',
          param,
          [...path, 'type'],
        );
    }
    // enum
    const [ea, eb] = [member(a, 'enum'), member(b, 'enum')];
    if (key('enum')[0] !== key('enum')[1]) {
      const values = (e: JsonValue | undefined) =>
        new Set(e?.kind === 'array' ? e.items.map(canonicalJson) : []);
      const [va, vb] = [values(ea), values(eb)];
      const lost = !eb ? false : !ea ? true : [...va].some((v) => !vb.has(v));
      const gained = !ea ? false : !eb ? true : [...vb].some((v) => !va.has(v));
      // Reordering the same values is no change at all.
      if (lost || gained)
        add(lost && gained ? 'enum-changed' : lost ? 'enum-narrowed' : 'enum-widened', param, [
          ...path,
          'enum',
        ]);
    }
    // numeric and length bounds
    for (const [keys, tighterIfHigher] of [
      [LOWER, true],
      [UPPER, false],
    ] as const)
      for (const k of keys) {
        const [x, y] = [member(a, k), member(b, k)];
        if (canon(x) === canon(y)) continue;
        const [nx, ny] = [num(x), num(y)];
        if ((x && nx === null) || (y && ny === null)) add('other-changed', param, [...path, k]);
        else if (nx === null) add('bound-tightened', param, [...path, k]);
        else if (ny === null) add('bound-loosened', param, [...path, k]);
        else if (nx !== ny)
          add(ny > nx === tighterIfHigher ? 'bound-tightened' : 'bound-loosened', param, [...path, k]);
      }
    for (const k of CONSTRAINTS) {
      const [x, y] = key(k);
      if (x === y) continue;
      add(
        x === undefined ? 'constraint-added' : y === undefined ? 'constraint-dropped' : 'constraint-changed',
        param,
        [...path, k],
      );
    }
    // additionalProperties: false closes the object, anything else (or absent) leaves it open
    const closedA =
      member(a, 'additionalProperties')?.kind === 'bool' && key('additionalProperties')[0] === 'false';
    const closedB =
      member(b, 'additionalProperties')?.kind === 'bool' && key('additionalProperties')[1] === 'false';
    if (key('additionalProperties')[0] !== key('additionalProperties')[1])
      add(closedB && !closedA ? 'closed' : closedA && !closedB ? 'opened' : 'other-changed', param, [
        ...path,
        'additionalProperties',
      ]);
    if (key('default')[0] !== key('default')[1]) add('default-changed', param, [...path, 'default']);
    for (const k of TEXT) if (key(k)[0] !== key(k)[1]) add('param-description-changed', param, [...path, k]);
    for (const k of COSMETIC) if (key(k)[0] !== key(k)[1]) add('title-changed', param, [...path, k]);
    // parameters
    const [pa, pb] = [member(a, 'properties'), member(b, 'properties')];
    const [ra, rb] = [requiredSet(a), requiredSet(b)];
    const names = new Set([
      ...(pa?.kind === 'object' ? pa.entries.keys() : []),
      ...(pb?.kind === 'object' ? pb.entries.keys() : []),
    ]);
    const child = (n: string) => (param ? `${param}.${n}` : n);
    for (const n of names) {
      const [x, y] = [member(pa, n), member(pb, n)];
      const at = [...path, 'properties', n];
      if (!y) add('param-removed', child(n), at);
      else if (!x) add(rb.has(n) ? 'param-added-required' : 'param-added-optional', child(n), at);
      else {
        if (rb.has(n) && !ra.has(n)) add('param-now-required', child(n), at);
        if (ra.has(n) && !rb.has(n)) add('param-now-optional', child(n), at);
        walk(x, y, child(n), at, depth + 1);
      }
    }
    if ((pa && pa.kind !== 'object') || (pb && pb.kind !== 'object')) {
      if (key('properties')[0] !== key('properties')[1]) add('other-changed', param, [...path, 'properties']);
    }
    // required entries without a declared property still change what callers must send
    for (const n of rb)
      if (!names.has(n) && !ra.has(n)) add('param-now-required', child(n), [...path, 'required']);
    for (const n of ra)
      if (!names.has(n) && !rb.has(n)) add('param-now-optional', child(n), [...path, 'required']);
    walk(member(a, 'items'), member(b, 'items'), `${param}[]`, [...path, 'items'], depth + 1);
    for (const k of new Set([...a.entries.keys(), ...b.entries.keys()]))
      if (!HANDLED.has(k) && key(k)[0] !== key(k)[1]) add('other-changed', param, [...path, k]);
  };
  walk(old, neu, '', [], 0);
  return out;
}
