/**
 * Editing a JSON text through its parsed tree, for "break it" buttons and other one-click changes:
 * everything a change does not touch keeps its exact value (big ints, floats like 3.0, key order),
 * because the tree is written back with `toDisplay`.
 */
import { jv, parseJson, toDisplay, type JsonValue } from '../json/index.ts';

export type Members = [string, JsonValue][];

/** The effective members of an object (last duplicate wins), or null for anything else. */
export function members(v: JsonValue | undefined): Members | null {
  return v && v.kind === 'object' ? [...v.entries.values()].map((p) => [p.key, p.value]) : null;
}

/** `v[key]` for an object, else undefined. */
export function member(v: JsonValue | undefined, key: string): JsonValue | undefined {
  return v && v.kind === 'object' ? v.entries.get(key)?.value : undefined;
}

/** A copy of object `v` with `key` set (added at the end if new) or removed (`value` undefined). */
export function withKey(v: JsonValue, key: string, value: JsonValue | undefined): JsonValue | null {
  const m = members(v);
  if (!m) return null;
  const i = m.findIndex(([k]) => k === key);
  if (value === undefined) {
    if (i < 0) return null;
    m.splice(i, 1);
  } else if (i >= 0) m[i] = [key, value];
  else m.push([key, value]);
  return jv.object(m);
}

/**
 * Applies `fn` to the parsed text and writes the result back (two-space indent), or null when the text
 * does not parse, `fn` does not apply, or nothing changed.
 */
export function editJsonText(text: string | null, fn: (v: JsonValue) => JsonValue | null): string | null {
  if (text === null) return null;
  const r = parseJson(text);
  if (!r.ok) return null;
  const next = fn(r.value);
  if (!next) return null;
  const out = toDisplay(next, 2);
  return out === text ? null : out;
}
