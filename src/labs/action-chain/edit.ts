/**
 * Small edits on a parsed JSON text for the break-it buttons: work on the tree and write it back with
 * `toDisplay`, so every value the edit does not touch keeps its exact value (big ints, floats like 2.0,
 * key order).
 */
import { jv, parseJson, toDisplay, type JsonValue } from '../../json/index.ts';

export function get(v: JsonValue | undefined, key: string): JsonValue | undefined {
  return v?.kind === 'object' ? v.entries.get(key)?.value : undefined;
}

/** A copy of object `v` with `key` set (appended when new) or removed (`value` undefined); null if `v` is no object. */
export function withKey(v: JsonValue, key: string, value: JsonValue | undefined): JsonValue | null {
  if (v.kind !== 'object') return null;
  const members: [string, JsonValue][] = [...v.entries.values()].map((p) => [p.key, p.value]);
  const i = members.findIndex(([k]) => k === key);
  if (value === undefined) {
    if (i < 0) return null;
    members.splice(i, 1);
  } else if (i >= 0) members[i] = [key, value];
  else members.push([key, value]);
  return jv.object(members);
}

/** Sets the value at `path` (objects by key, arrays by index); null when a step is missing. */
export function setAt(
  v: JsonValue,
  path: readonly (string | number)[],
  value: JsonValue | undefined,
): JsonValue | null {
  if (path.length === 0) return value ?? null;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    if (v.kind !== 'array' || head < 0 || head >= v.items.length) return null;
    const inner = setAt(v.items[head] as JsonValue, rest, value);
    if (inner === null) return null;
    const items = [...v.items];
    items[head] = inner;
    return jv.array(items);
  }
  if (rest.length === 0) return withKey(v, head as string, value);
  const child = get(v, head as string);
  const inner = child && setAt(child, rest, value);
  return inner ? withKey(v, head as string, inner) : null;
}

/** Applies `fn` to the parsed text and writes it back; null when the text does not parse or `fn` declines. */
export function editText(text: string, fn: (v: JsonValue) => JsonValue | null): string | null {
  const parsed = parseJson(text);
  if (!parsed.ok) return null;
  const out = fn(parsed.value);
  return out ? toDisplay(out, 2) : null;
}
