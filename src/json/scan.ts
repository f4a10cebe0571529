/**
 * The two scanners of the JSON reader that carry most of its rules (numbers: leading zeros, Python's int
 * digit limit, exact floats; strings: escapes, control characters), and the error helpers they share with
 * the reader (./parse.ts). Each scanner reads from a position and says where it stopped.
 */
import { JsonIntNode } from './object.ts';
import { msg, t, type Message } from '../i18n/index.ts';
import type { JsonValue } from './types.ts';

/** A reading failure at a source offset (the reader turns it into line and column), by message id. */
export class Fail {
  /** The English sentence (what tests and the command line read). */
  readonly message: string;
  constructor(
    readonly text: Message,
    readonly offset: number,
  ) {
    this.message = t('en', text);
  }
}

/** What a scanner read, and the offset just past it. */
export interface Scanned<T> {
  value: T;
  end: number;
}

const CONTROL_NAMES: Record<number, string> = {
  0: 'NUL',
  8: 'backspace',
  9: 'tab',
  10: 'line feed',
  12: 'form feed',
  13: 'carriage return',
};

function hex4(c: number): string {
  return 'U+' + c.toString(16).toUpperCase().padStart(4, '0');
}

export function describeChar(text: string, pos: number): string {
  const cp = text.codePointAt(pos) as number;
  if (cp < 0x20 || cp === 0x7f) return hex4(cp) + (CONTROL_NAMES[cp] ? ` (${CONTROL_NAMES[cp]})` : '');
  if (cp === 0xfeff) return 'U+FEFF (byte order mark)';
  return `'${String.fromCodePoint(cp)}'`;
}

const POW10 = Array.from({ length: 23 }, (_, i) => Number(`1e${i}`));

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

/** An error for the character at `p`, with hints for common non-JSON habits. */
export function unexpectedAt(text: string, p: number, expected: Message): Fail {
  if (p >= text.length) return new Fail(msg('json.butEnded', { what: expected }), p);
  const c = text.charCodeAt(p);
  const n = text.charCodeAt(p + 1);
  if (c === 47 && (n === 47 || n === 42)) return new Fail(msg('json.butComment', { what: expected }), p);
  if (c === 39) return new Fail(msg('json.butSingleQuote', { what: expected }), p);
  return new Fail(msg('json.butFound', { what: expected, char: describeChar(text, p) }), p);
}

export function scanNumber(text: string, start: number, maxIntDigits: number): Scanned<JsonValue> {
  let p = start;
  const negative = text.charCodeAt(p) === 45;
  if (negative) {
    p++;
    if (text.startsWith('Infinity', p))
      throw new Fail(msg('json.wordNotAllowed', { word: '-Infinity' }), start);
    if (!isDigit(text.charCodeAt(p))) throw unexpectedAt(text, p, msg('json.digitAfterMinus'));
  }
  // mantissa digits are accumulated while they are few enough to be exact in a double
  let mantissa = 0;
  let mantissaDigits = 0;
  const intStart = p;
  let c = text.charCodeAt(p);
  if (c === 48) {
    p++;
    if (isDigit(text.charCodeAt(p))) throw new Fail(msg('json.leadingZeros'), intStart);
  } else {
    while (isDigit(c)) {
      mantissa = mantissa * 10 + (c - 48);
      p++;
      c = text.charCodeAt(p);
    }
    mantissaDigits = p - intStart;
  }
  const intDigits = p - intStart;
  let fractionDigits = 0;
  let isFloat = false;
  if (text.charCodeAt(p) === 46) {
    p++;
    const fracStart = p;
    c = text.charCodeAt(p);
    if (!isDigit(c)) throw unexpectedAt(text, p, msg('json.digitAfterPoint'));
    while (isDigit(c)) {
      mantissa = mantissa * 10 + (c - 48);
      p++;
      c = text.charCodeAt(p);
    }
    fractionDigits = p - fracStart;
    mantissaDigits += fractionDigits;
    isFloat = true;
  }
  let exponent = 0;
  let exponentDigits = 0;
  const e = text.charCodeAt(p);
  if (e === 101 || e === 69) {
    p++;
    const s = text.charCodeAt(p);
    const negExp = s === 45;
    if (s === 43 || s === 45) p++;
    c = text.charCodeAt(p);
    if (!isDigit(c)) throw unexpectedAt(text, p, msg('json.digitInExponent'));
    const expStart = p;
    while (isDigit(c)) {
      exponent = exponent * 10 + (c - 48);
      p++;
      c = text.charCodeAt(p);
    }
    exponentDigits = p - expStart;
    if (negExp) exponent = -exponent;
    isFloat = true;
  }
  if (isFloat) {
    // exact fast path (Clinger): an exact mantissa times an exact power of ten rounds once, correctly
    const power = exponent - fractionDigits;
    let value: number;
    if (mantissaDigits <= 15 && exponentDigits <= 5 && power >= -22 && power <= 22) {
      value = power < 0 ? mantissa / (POW10[-power] as number) : mantissa * (POW10[power] as number);
      if (negative) value = -value;
    } else {
      value = Number(text.slice(start, p));
    }
    return { value: { kind: 'float', value, start, end: p }, end: p };
  }
  if (intDigits > maxIntDigits) {
    throw new Fail(msg('json.intDigits', { digits: intDigits, limit: maxIntDigits }), start);
  }
  const value =
    intDigits <= 15
      ? new JsonIntNode(negative ? -mantissa : mantissa, undefined, start, p)
      : new JsonIntNode(0, BigInt(text.slice(start, p)), start, p);
  return { value, end: p };
}

/** Reads a string whose opening quote is at `open`; `end` is just past the closing quote. */
export function scanString(text: string, open: number): Scanned<string> {
  let p = open + 1;
  let chunkStart = p;
  let out = '';
  for (;;) {
    if (p >= text.length) throw new Fail(msg('json.unterminated'), open);
    const c = text.charCodeAt(p);
    if (c === 34) {
      out += text.slice(chunkStart, p);
      return { value: out + '', end: p + 1 };
    }
    if (c === 92) {
      out += text.slice(chunkStart, p);
      const esc = text.charCodeAt(p + 1);
      switch (esc) {
        case 34:
          out += '"';
          break;
        case 92:
          out += '\\';
          break;
        case 47:
          out += '/';
          break;
        case 98:
          out += '\b';
          break;
        case 102:
          out += '\f';
          break;
        case 110:
          out += '\n';
          break;
        case 114:
          out += '\r';
          break;
        case 116:
          out += '\t';
          break;
        case 117: {
          let code = 0;
          for (let k = 2; k < 6; k++) {
            const h = hexValue(text.charCodeAt(p + k));
            if (h < 0) throw new Fail(msg('json.unicodeEscape'), p);
            code = code * 16 + h;
          }
          out += String.fromCharCode(code);
          p += 4;
          break;
        }
        default:
          if (p + 1 >= text.length) {
            throw new Fail(msg('json.unterminated'), open);
          }
          throw new Fail(
            msg('json.escape', {
              escape: String.fromCodePoint(text.codePointAt(p + 1) as number),
              allowed: '\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX',
            }),
            p,
          );
      }
      p += 2;
      chunkStart = p;
      continue;
    }
    if (c < 0x20) {
      throw new Fail(msg('json.control', { char: describeChar(text, p) }), p);
    }
    p++;
  }
}
