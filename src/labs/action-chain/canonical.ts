/**
 * Python's view of values, as the action-chain teaching function uses it: the canonical text
 * `json.dumps(v, sort_keys=True, separators=(",", ":"), ensure_ascii=False)` (the loop key and the way
 * values are quoted in messages), JSON kind names, and exact scalar equality. Every walker is iterative.
 */
import { compareCodePoints, pyFloatRepr, type JsonValue } from '../../json/index.ts';

/** What the teaching function calls the type of a value (`KINDS[type(x)]`). */
export type KindName = 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';

const KIND_NAMES: Record<JsonValue['kind'], KindName> = {
  object: 'object',
  array: 'array',
  string: 'string',
  int: 'integer',
  float: 'number',
  bool: 'boolean',
  null: 'null',
};

export function kindName(v: JsonValue): KindName {
  return KIND_NAMES[v.kind];
}

const SHORT_ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
};

/**
 * A string as `json.dumps(s, ensure_ascii=False)` writes it: only `"`, `\` and control characters below
 * U+0020 are escaped (lowercase hex); everything else, lone surrogates and U+2028 included, stays as is.
 * (JSON.stringify differs: it escapes lone surrogates.)
 */
export function pyJsonString(s: string): string {
  let out = '"';
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c !== 0x22 && c !== 0x5c) continue;
    out += s.slice(from, i);
    const ch = s[i] as string;
    out += SHORT_ESCAPES[ch] ?? '\\u' + c.toString(16).padStart(4, '0');
    from = i + 1;
  }
  return out + s.slice(from) + '"';
}

/** `json.dumps` of a float: `repr`, with Python's names for the infinities (NaN cannot be parsed here). */
function pyJsonFloat(x: number): string {
  if (x === Infinity) return 'Infinity';
  if (x === -Infinity) return '-Infinity';
  if (Number.isNaN(x)) return 'NaN';
  return pyFloatRepr(x);
}

type Task = JsonValue | { text: string };

/** `json.dumps(v, sort_keys=True, separators=(",", ":"), ensure_ascii=False)`, exactly. */
export function canon(value: JsonValue): string {
  const parts: string[] = [];
  const stack: Task[] = [value];
  while (stack.length > 0) {
    const t = stack.pop() as Task;
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
        parts.push(pyJsonFloat(t.value));
        break;
      case 'string':
        parts.push(pyJsonString(t.value));
        break;
      case 'array':
        parts.push('[');
        stack.push({ text: ']' });
        for (let i = t.items.length - 1; i >= 0; i--) {
          stack.push(t.items[i] as JsonValue);
          if (i > 0) stack.push({ text: ',' });
        }
        break;
      case 'object': {
        // sort_keys sorts by Python str order (code points), over the effective members
        const keys = [...t.entries.keys()].sort(compareCodePoints);
        parts.push('{');
        stack.push({ text: '}' });
        for (let i = keys.length - 1; i >= 0; i--) {
          const key = keys[i] as string;
          stack.push((t.entries.get(key) as { value: JsonValue }).value);
          stack.push({ text: (i > 0 ? ',' : '') + pyJsonString(key) + ':' });
        }
        break;
      }
    }
  }
  return parts.join('');
}

/** Python `len(s)`: code points, not UTF-16 units (a lone surrogate counts as one). */
export function pyLen(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** `same(a, b)` of the teaching function: equal type and equal value (only used with a scalar `b`). */
export function same(a: JsonValue, b: JsonValue): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'null':
      return true;
    case 'bool':
    case 'int':
    case 'float':
    case 'string':
      return a.value === (b as typeof a).value;
    default:
      // containers never equal a scalar; equal containers compare by their canonical text
      return canon(a) === canon(b);
  }
}

/** `a < b` for two JSON numbers (ints exact as bigint; JS compares a bigint with a number exactly). */
export function lessThan(a: JsonValue, b: JsonValue): boolean {
  return (a as { value: number | bigint }).value < (b as { value: number | bigint }).value;
}
