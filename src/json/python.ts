/**
 * How Python sees a parsed value: type names, `repr` text, float repr and `str` ordering.
 * All walkers are iterative, so arbitrarily deep values are safe.
 */
import type { JsonValue } from './types.ts';

export type PyTypeName = 'dict' | 'list' | 'str' | 'int' | 'float' | 'bool' | 'NoneType';

const TYPE_NAMES: Record<JsonValue['kind'], PyTypeName> = {
  object: 'dict',
  array: 'list',
  string: 'str',
  int: 'int',
  float: 'float',
  bool: 'bool',
  null: 'NoneType',
};

/** `type(x).__name__` of the value `json.loads` would build; a missing value (undefined) is None. */
export function pyTypeName(value: JsonValue | null | undefined): PyTypeName {
  return value == null ? 'NoneType' : TYPE_NAMES[value.kind];
}

/**
 * Compare two strings the way Python compares `str`: by Unicode code point. JS `<` and the default sort
 * compare UTF-16 code units, which puts U+10000.. before U+E000..U+FFFF; this does not.
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) {
      const prev = i > 0 ? a.charCodeAt(i - 1) : 0;
      if (prev >= 0xd800 && prev <= 0xdbff) {
        // same high surrogate just before: a pair (code point >= 0x10000) beats a lone high surrogate
        const lowA = x >= 0xdc00 && x <= 0xdfff;
        const lowB = y >= 0xdc00 && y <= 0xdfff;
        if (lowA !== lowB) return lowA ? 1 : -1;
        if (lowA) return x - y;
      }
      const cx = a.codePointAt(i) as number;
      const cy = b.codePointAt(i) as number;
      return cx < cy ? -1 : cx > cy ? 1 : 0;
    }
  }
  return a.length - b.length;
}

const SURROGATE = /[\ud800-\udfff]/;

/** `sorted(strings)` in Python's order (stable, code point order). */
export function sortedPy(strings: Iterable<string>): string[] {
  const list = [...strings];
  // without surrogates UTF-16 order is code point order, and the engine's default sort is much faster
  return list.some((s) => SURROGATE.test(s)) ? list.sort(compareCodePoints) : list.sort();
}

/** Python `repr(float)`: shortest round-trip digits, exponent form outside 1e-4 <= |x| < 1e16. */
export function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (x === Infinity) return 'inf';
  if (x === -Infinity) return '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const sign = x < 0 ? '-' : '';
  const [mant, expText] = Math.abs(x).toExponential().split('e') as [string, string];
  const digits = mant.replace('.', '');
  const exp = Number(expText); // value = d.ddd × 10^exp
  const decpt = exp + 1; // digits before the decimal point
  if (decpt > -4 && decpt <= 16) {
    if (decpt <= 0) return `${sign}0.${'0'.repeat(-decpt)}${digits}`;
    if (decpt >= digits.length) return `${sign}${digits}${'0'.repeat(decpt - digits.length)}.0`;
    return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
  }
  const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  const e = Math.abs(exp).toString().padStart(2, '0');
  return `${sign}${m}e${exp < 0 ? '-' : '+'}${e}`;
}

function pyStrRepr(s: string, maxChars = Infinity): string {
  // Python prefers single quotes unless the text contains ' and no "
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    if (out.length > maxChars) return out; // the caller cuts and adds …
    const c = ch.codePointAt(0) as number;
    if (ch === quote || ch === '\\') out += '\\' + ch;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (c < 0x20 || c === 0x7f) out += '\\x' + c.toString(16).padStart(2, '0');
    else if (c >= 0xd800 && c <= 0xdfff) out += '\\u' + c.toString(16).padStart(4, '0');
    else out += ch;
  }
  return out + quote;
}

type ReprTask = JsonValue | { text: string };

/**
 * Python `repr` of the value (`{'city': '北京', 'days': True}`), optionally cut to `maxChars` with `…`.
 * Approximation notes: non-printable characters beyond ASCII control codes are shown as-is.
 */
export function pyRepr(value: JsonValue | null, maxChars = Infinity): string {
  if (value === null) return 'None';
  let out = '';
  const stack: ReprTask[] = [value];
  while (stack.length > 0) {
    if (out.length > maxChars) return out.slice(0, Math.max(0, maxChars - 1)) + '…';
    const t = stack.pop() as ReprTask;
    if ('text' in t) {
      out += t.text;
      continue;
    }
    switch (t.kind) {
      case 'null':
        out += 'None';
        break;
      case 'bool':
        out += t.value ? 'True' : 'False';
        break;
      case 'int':
        out += t.value.toString();
        break;
      case 'float':
        out += pyFloatRepr(t.value);
        break;
      case 'string':
        out += pyStrRepr(t.value, maxChars);
        break;
      case 'array': {
        stack.push({ text: ']' });
        for (let i = t.items.length - 1; i >= 0; i--) {
          stack.push(t.items[i] as JsonValue);
          if (i > 0) stack.push({ text: ', ' });
        }
        out += '[';
        break;
      }
      case 'object': {
        const entries = [...t.entries.values()];
        stack.push({ text: '}' });
        for (let i = entries.length - 1; i >= 0; i--) {
          const m = entries[i] as NonNullable<(typeof entries)[number]>;
          stack.push(m.value);
          stack.push({ text: pyStrRepr(m.key) + ': ' });
          if (i > 0) stack.push({ text: ', ' });
        }
        out += '{';
        break;
      }
    }
  }
  return out.length > maxChars ? out.slice(0, Math.max(0, maxChars - 1)) + '…' : out;
}
