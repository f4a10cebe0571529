/**
 * Canonical JSON of a parsed value, for stable hashes: object keys sorted by UTF-16 code units (as RFC
 * 8785, JCS, sorts them), no whitespace, duplicate keys collapsed to the effective member (last wins, as
 * a JSON reader keeps it), numbers written by value. So two texts that differ only in key order,
 * whitespace, escapes or number spelling (`50`, `50.0`, `5e1`) give the same canonical text.
 */
import type { JsonValue } from '../../json/index.ts';
import { sha256Hex } from './sha256.ts';

/** A number by value: integral values as exact integers (an int and the float `50.0` agree). */
function numberText(v: JsonValue & { kind: 'int' | 'float' }): string {
  if (v.kind === 'int') return v.value.toString();
  const x = v.value;
  if (x === Infinity) return '1e400';
  if (x === -Infinity) return '-1e400';
  if (Number.isInteger(x) && Math.abs(x) < 1e21) return BigInt(x).toString();
  // ECMAScript's shortest round-trip form, the number format JCS prescribes.
  return String(x);
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Canonical text of `value`. Iterative, so the deepest document the reader accepts is fine. */
export function canonicalJson(value: JsonValue): string {
  const out: string[] = [];
  const stack: (JsonValue | string)[] = [value];
  while (stack.length > 0) {
    const t = stack.pop() as JsonValue | string;
    if (typeof t === 'string') {
      out.push(t);
      continue;
    }
    switch (t.kind) {
      case 'null':
        out.push('null');
        break;
      case 'bool':
        out.push(t.value ? 'true' : 'false');
        break;
      case 'int':
      case 'float':
        out.push(numberText(t));
        break;
      case 'string':
        out.push(JSON.stringify(t.value));
        break;
      case 'array':
        out.push('[');
        stack.push(']');
        for (let i = t.items.length - 1; i >= 0; i--) {
          stack.push(t.items[i] as JsonValue);
          if (i > 0) stack.push(',');
        }
        break;
      case 'object': {
        const keys = [...t.entries.keys()].sort(byCodeUnit);
        out.push('{');
        stack.push('}');
        for (let i = keys.length - 1; i >= 0; i--) {
          const key = keys[i] as string;
          stack.push(t.entries.get(key)?.value as JsonValue);
          stack.push((i > 0 ? ',' : '') + JSON.stringify(key) + ':');
        }
        break;
      }
    }
  }
  return out.join('');
}

/** SHA-256 (hex) of the canonical JSON: the identity of a declaration for snapshot diffs. */
export function canonicalHash(value: JsonValue): string {
  return sha256Hex(canonicalJson(value));
}
