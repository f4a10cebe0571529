/** Serialising, comparing and building values. Every walker is iterative (no recursion). */
import { JsonObjectNode, JsonPropertyNode } from './object.ts';
import { pyFloatRepr } from './python.ts';
import type { JsonArray, JsonObject, JsonProperty, JsonValue } from './types.ts';

type Task = JsonValue | { text: string };

/**
 * Serialise to JSON text. `indent` 0 gives one line without spaces; otherwise members go on their own
 * lines. Ints are written from their bigint (exact at any size); floats as Python's repr (`1e0` → `1.0`,
 * `-0.0`, Infinity → `1e400`), so they read back as floats; duplicate keys are written once, with the
 * effective value.
 * `parseJson(toDisplay(v))` is structurally equal to `v`.
 */
export function toDisplay(value: JsonValue, indent = 2): string {
  const parts: string[] = [];
  const pad = (depth: number) => (indent > 0 ? '\n' + ' '.repeat(indent * depth) : '');
  const comma = ',';
  const colon = indent > 0 ? ': ' : ':';
  const stack: { task: Task; depth: number }[] = [{ task: value, depth: 0 }];
  while (stack.length > 0) {
    const { task: t, depth } = stack.pop() as { task: Task; depth: number };
    if ('text' in t) {
      parts.push(t.text);
      continue;
    }
    switch (t.kind) {
      case 'null':
        parts.push('null');
        break;
      case 'bool':
        parts.push(t.value ? 'true' : 'false');
        break;
      case 'int':
        parts.push(t.value.toString());
        break;
      case 'float':
        parts.push(floatLiteral(t.value));
        break;
      case 'string':
        parts.push(JSON.stringify(t.value));
        break;
      case 'array': {
        if (t.items.length === 0) {
          parts.push('[]');
          break;
        }
        parts.push('[');
        stack.push({ task: { text: pad(depth) + ']' }, depth });
        for (let i = t.items.length - 1; i >= 0; i--) {
          stack.push({ task: t.items[i] as JsonValue, depth: depth + 1 });
          stack.push({ task: { text: (i > 0 ? comma : '') + pad(depth + 1) }, depth });
        }
        break;
      }
      case 'object': {
        const entries = [...t.entries.values()];
        if (entries.length === 0) {
          parts.push('{}');
          break;
        }
        parts.push('{');
        stack.push({ task: { text: pad(depth) + '}' }, depth });
        for (let i = entries.length - 1; i >= 0; i--) {
          const m = entries[i] as JsonProperty;
          stack.push({ task: m.value, depth: depth + 1 });
          stack.push({
            task: { text: (i > 0 ? comma : '') + pad(depth + 1) + JSON.stringify(m.key) + colon },
            depth,
          });
        }
        break;
      }
    }
  }
  return parts.join('');
}

/** A JSON literal that reads back as the same float (Python repr, `1e400` for infinities). */
export function floatLiteral(value: number): string {
  if (value === Infinity) return '1e400';
  if (value === -Infinity) return '-1e400';
  if (Number.isNaN(value)) return 'null';
  return pyFloatRepr(value).replace('e+', 'e');
}

/**
 * Structural equality as the labs see values: same kinds (an int never equals a float or a bool), ints by
 * exact value, floats by value (`0.0` equals `-0.0`, as in Python), strings by content, arrays in order,
 * objects by effective members regardless of order. Ranges are ignored.
 */
export function jsonEqual(a: JsonValue, b: JsonValue): boolean {
  const stack: [JsonValue, JsonValue][] = [[a, b]];
  while (stack.length > 0) {
    const [x, y] = stack.pop() as [JsonValue, JsonValue];
    if (x.kind !== y.kind) return false;
    switch (x.kind) {
      case 'null':
        break;
      case 'bool':
      case 'int':
      case 'float':
      case 'string':
        if (x.value !== (y as typeof x).value) return false;
        break;
      case 'array': {
        const yi = (y as JsonArray).items;
        if (x.items.length !== yi.length) return false;
        for (let i = 0; i < yi.length; i++) stack.push([x.items[i] as JsonValue, yi[i] as JsonValue]);
        break;
      }
      case 'object': {
        const ye = (y as JsonObject).entries;
        if (x.entries.size !== ye.size) return false;
        for (const [k, m] of x.entries) {
          const other = ye.get(k);
          if (other === undefined) return false;
          stack.push([m.value, other.value]);
        }
        break;
      }
    }
  }
  return true;
}

/** Builders for values made in code (ranges are 0). */
export const jv = {
  null: (): JsonValue => ({ kind: 'null', start: 0, end: 0 }),
  bool: (value: boolean): JsonValue => ({ kind: 'bool', value, start: 0, end: 0 }),
  int: (value: bigint | number): JsonValue => ({ kind: 'int', value: BigInt(value), start: 0, end: 0 }),
  float: (value: number): JsonValue => ({ kind: 'float', value, start: 0, end: 0 }),
  str: (value: string): JsonValue => ({ kind: 'string', value, start: 0, end: 0 }),
  array: (items: JsonValue[]): JsonValue => ({ kind: 'array', items, start: 0, end: 0 }),
  /** members in order; a repeated key overrides the earlier one (keeping its position), as in Python */
  object: (members: [string, JsonValue][]): JsonValue => {
    const props = members.map(([key, value]): JsonProperty => new JsonPropertyNode(key, 0, 0, value));
    return new JsonObjectNode(props, 0, 0);
  },
};
