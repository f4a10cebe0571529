/**
 * Reading declarations defensively: every helper accepts any JSON value (the shape may be wrong), and
 * walks of nested schemas stop at a fixed depth, so a hostile document cannot make a rule run long.
 */
import type { JsonPath, JsonValue } from '../../json/index.ts';

export const member = (v: JsonValue | undefined, key: string): JsonValue | undefined =>
  v?.kind === 'object' ? v.entries.get(key)?.value : undefined;

export const stringAt = (v: JsonValue | undefined, key: string): string | null => {
  const m = member(v, key);
  return m?.kind === 'string' ? m.value : null;
};

export const boolAt = (v: JsonValue | undefined, key: string): boolean | null => {
  const m = member(v, key);
  return m?.kind === 'bool' ? m.value : null;
};

export const has = (v: JsonValue | undefined, key: string): boolean =>
  v?.kind === 'object' && v.entries.has(key);

/** `maximum` or `exclusiveMaximum`: JSON Schema bounds a number from above. */
export const hasUpperBound = (s: JsonValue): boolean => has(s, 'maximum') || has(s, 'exclusiveMaximum');

/** The JSON Schema `type` as a set of names; null when absent (any type). */
export function typeSet(schema: JsonValue | undefined): Set<string> | null {
  const t = member(schema, 'type');
  if (t?.kind === 'string') return new Set([t.value]);
  if (t?.kind === 'array') return new Set(t.items.flatMap((x) => (x.kind === 'string' ? [x.value] : [])));
  return null;
}

export interface Param {
  name: string;
  schema: JsonValue;
  /** Path of the parameter's schema in the pasted text. */
  path: JsonPath;
  /** 0 for a top-level parameter of inputSchema. */
  depth: number;
}

/** Nested object and array-item parameters are followed this deep. */
const MAX_DEPTH = 6;

/** Every parameter of `schema` (at `path`), nested ones included: object properties and array items. */
export function params(schema: JsonValue | undefined, path: JsonPath): Param[] {
  const out: Param[] = [];
  const queue: { schema: JsonValue | undefined; path: JsonPath; depth: number }[] = [
    { schema, path, depth: 0 },
  ];
  while (queue.length > 0) {
    const { schema: s, path: p, depth } = queue.shift() as (typeof queue)[number];
    if (depth > MAX_DEPTH) continue;
    const props = member(s, 'properties');
    if (props?.kind === 'object') {
      for (const m of props.entries.values()) {
        const at = [...p, 'properties', m.key];
        out.push({ name: m.key, schema: m.value, path: at, depth });
        queue.push({ schema: m.value, path: at, depth: depth + 1 });
      }
    }
    const items = member(s, 'items');
    if (items?.kind === 'object') queue.push({ schema: items, path: [...p, 'items'], depth });
  }
  return out;
}

/** Every description the model reads in a declaration: the tool's own and each parameter's. */
export function descriptions(tool: JsonValue, path: JsonPath): { text: string; path: JsonPath }[] {
  const out: { text: string; path: JsonPath }[] = [];
  const own = stringAt(tool, 'description');
  if (own !== null) out.push({ text: own, path: [...path, 'description'] });
  for (const p of params(member(tool, 'inputSchema'), [...path, 'inputSchema'])) {
    const d = stringAt(p.schema, 'description');
    if (d !== null) out.push({ text: d, path: [...p.path, 'description'] });
  }
  return out;
}
