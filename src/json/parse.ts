/**
 * Strict RFC 8259 JSON reader that keeps source ranges and Python's int/float distinction.
 *
 * - Iterative (explicit stack): hostile nesting can never overflow the JS call stack.
 * - Rejects comments, trailing commas, single quotes, NaN/Infinity, leading zeros, `+1`, `.5`, bare control
 *   characters inside strings, invalid escapes, and a leading byte order mark (U+FEFF), which Python's
 *   `json.loads` also refuses.
 * - Two Python limits are applied by default so that every text we accept is one `json.loads` accepts too:
 *   nesting deeper than {@link DEFAULT_MAX_DEPTH} levels (CPython stops at about 997 from a top-level call)
 *   and integer literals with more than {@link DEFAULT_MAX_INT_DIGITS} digits (CPython's int conversion
 *   limit). Both can be lifted with {@link ParseOptions}.
 * - Never throws: every failure, including unexpected internal ones, is returned as an error object.
 */
import { JsonIntNode, JsonObjectNode, JsonPropertyNode } from './object.ts';
import { createLineIndex } from './position.ts';
import type { JsonArray, JsonObject, JsonParseError, JsonProperty, JsonValue, ParseResult } from './types.ts';

export const DEFAULT_MAX_DEPTH = 1000;
export const DEFAULT_MAX_INT_DIGITS = 4300;

export interface ParseOptions {
  /** deepest allowed nesting of arrays/objects (default 1000; `Infinity` for no limit) */
  maxDepth?: number;
  /** most digits an integer literal may have (default 4300; `Infinity` for no limit) */
  maxIntDigits?: number;
}

class Fail {
  constructor(
    readonly message: string,
    readonly offset: number,
  ) {}
}

interface ArrayFrame {
  node: JsonArray;
  key: undefined;
  keyStart: number;
  keyEnd: number;
}
interface ObjectFrame {
  node: JsonObject;
  key: string;
  keyStart: number;
  keyEnd: number;
}
type Frame = ArrayFrame | ObjectFrame;

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

function describeChar(text: string, pos: number): string {
  const cp = text.codePointAt(pos) as number;
  if (cp < 0x20 || cp === 0x7f) return hex4(cp) + (CONTROL_NAMES[cp] ? ` (${CONTROL_NAMES[cp]})` : '');
  if (cp === 0xfeff) return 'U+FEFF (byte order mark)';
  return `'${String.fromCodePoint(cp)}'`;
}

const POW10 = Array.from({ length: 23 }, (_, i) => Number(`1e${i}`));

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

/** Parse `text` as one JSON document. */
export function parseJson(text: string, options: ParseOptions = {}): ParseResult {
  try {
    return { ok: true, value: new Parser(String(text), options).parseDocument() };
  } catch (e) {
    const src = String(text);
    let message: string;
    let offset: number;
    if (e instanceof Fail) {
      message = e.message;
      offset = e.offset;
    } else {
      message = `Internal parser error: ${e instanceof Error ? e.message : String(e)}`;
      offset = 0;
    }
    const { line, column } = createLineIndex(src).position(offset);
    const error: JsonParseError = { message, line, column, offset };
    return { ok: false, error };
  }
}

class Parser {
  private pos = 0;
  private readonly maxDepth: number;
  private readonly maxIntDigits: number;

  constructor(
    private readonly text: string,
    options: ParseOptions,
  ) {
    this.maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
    this.maxIntDigits = options.maxIntDigits ?? DEFAULT_MAX_INT_DIGITS;
  }

  parseDocument(): JsonValue {
    const text = this.text;
    if (text.charCodeAt(0) === 0xfeff) {
      throw new Fail(
        'Unexpected byte order mark (U+FEFF) at the start; remove it (json.loads refuses it too)',
        0,
      );
    }
    const stack: Frame[] = [];
    let value: JsonValue;
    outer: for (;;) {
      // ---- read one value (containers open a frame and loop back for their first element) ----
      this.skipWs();
      const c = text.charCodeAt(this.pos);
      if (c === 123 /* { */ || c === 91 /* [ */) {
        if (stack.length + 1 > this.maxDepth) {
          throw new Fail(`Nesting is deeper than ${this.maxDepth} levels`, this.pos);
        }
        const start = this.pos++;
        this.skipWs();
        if (c === 91) {
          const node: JsonArray = { kind: 'array', items: [], start, end: start };
          if (text.charCodeAt(this.pos) === 93) {
            node.end = ++this.pos;
            value = node;
          } else {
            stack.push({ node, key: undefined, keyStart: 0, keyEnd: 0 });
            continue outer;
          }
        } else {
          const node: JsonObject = new JsonObjectNode([], start, start);
          if (text.charCodeAt(this.pos) === 125) {
            node.end = ++this.pos;
            value = node;
          } else {
            const keyStart = this.pos;
            const key = this.readKey("Expected a property name in double quotes or '}'");
            const keyEnd = this.pos;
            this.expectColon();
            stack.push({ node, key, keyStart, keyEnd });
            continue outer;
          }
        }
      } else {
        value = this.readScalar();
      }

      // ---- attach the finished value to its parents, closing every container that ends here ----
      for (;;) {
        const frame = stack[stack.length - 1];
        if (frame === undefined) break outer;
        this.skipWs();
        const d = text.charCodeAt(this.pos);
        if (frame.key === undefined) {
          frame.node.items.push(value);
          if (d === 44 /* , */) {
            this.pos++;
            this.skipWs();
            if (text.charCodeAt(this.pos) === 93) {
              throw new Fail("Trailing comma before ']' is not allowed", this.pos - 1);
            }
            continue outer;
          }
          if (d === 93 /* ] */) {
            frame.node.end = ++this.pos;
            value = frame.node;
            stack.pop();
            continue;
          }
          throw this.unexpected("Expected ',' or ']' after an array element");
        } else {
          const prop: JsonProperty = new JsonPropertyNode(frame.key, frame.keyStart, frame.keyEnd, value);
          frame.node.members.push(prop);
          if (d === 44) {
            this.pos++;
            this.skipWs();
            if (text.charCodeAt(this.pos) === 125) {
              throw new Fail("Trailing comma before '}' is not allowed", this.pos - 1);
            }
            frame.keyStart = this.pos;
            frame.key = this.readKey('Expected a property name in double quotes');
            frame.keyEnd = this.pos;
            this.expectColon();
            continue outer;
          }
          if (d === 125 /* } */) {
            frame.node.end = ++this.pos;
            value = frame.node;
            stack.pop();
            continue;
          }
          throw this.unexpected("Expected ',' or '}' after a property value");
        }
      }
    }
    this.skipWs();
    if (this.pos < text.length) {
      throw this.unexpected('Expected the end of the document after the JSON value');
    }
    return value;
  }

  private skipWs(): void {
    const text = this.text;
    let p = this.pos;
    for (;;) {
      const c = text.charCodeAt(p);
      if (c === 32 || c === 10 || c === 13 || c === 9) p++;
      else break;
    }
    this.pos = p;
  }

  /** Build an error for the character at `pos`, with hints for common non-JSON habits. */
  private unexpected(expected: string): Fail {
    const text = this.text;
    const p = this.pos;
    if (p >= text.length) return new Fail(`${expected}, but the input ended`, p);
    const c = text.charCodeAt(p);
    const n = text.charCodeAt(p + 1);
    if (c === 47 && (n === 47 || n === 42))
      return new Fail(`${expected}; comments are not allowed in JSON`, p);
    if (c === 39) return new Fail(`${expected}; strings must use double quotes, not single quotes`, p);
    return new Fail(`${expected}, but found ${describeChar(text, p)}`, p);
  }

  private expectColon(): void {
    this.skipWs();
    if (this.text.charCodeAt(this.pos) !== 58) throw this.unexpected("Expected ':' after a property name");
    this.pos++;
  }

  private readKey(expected: string): string {
    if (this.text.charCodeAt(this.pos) !== 34) throw this.unexpected(expected);
    return this.readString();
  }

  private readScalar(): JsonValue {
    const text = this.text;
    const start = this.pos;
    const c = text.charCodeAt(start);
    if (c === 34) {
      const value = this.readString();
      return { kind: 'string', value, start, end: this.pos };
    }
    if (c === 45 || isDigit(c)) return this.readNumber();
    if (c === 116 && text.startsWith('true', start)) {
      this.pos += 4;
      return { kind: 'bool', value: true, start, end: this.pos };
    }
    if (c === 102 && text.startsWith('false', start)) {
      this.pos += 5;
      return { kind: 'bool', value: false, start, end: this.pos };
    }
    if (c === 110 && text.startsWith('null', start)) {
      this.pos += 4;
      return { kind: 'null', start, end: this.pos };
    }
    for (const word of ['NaN', 'Infinity']) {
      if (text.startsWith(word, start)) throw new Fail(`${word} is not allowed in JSON`, start);
    }
    for (const [py, js] of [
      ['True', 'true'],
      ['False', 'false'],
      ['None', 'null'],
    ] as const) {
      if (text.startsWith(py, start))
        throw new Fail(`Expected a JSON value; write ${js}, not Python's ${py}`, start);
    }
    if (c === 43) throw new Fail("Expected a JSON value; a leading '+' is not allowed in numbers", start);
    if (c === 46) throw new Fail("Expected a JSON value; a number must have a digit before '.'", start);
    throw this.unexpected('Expected a JSON value');
  }

  private readNumber(): JsonValue {
    const text = this.text;
    const start = this.pos;
    let p = start;
    const negative = text.charCodeAt(p) === 45;
    if (negative) {
      p++;
      if (text.startsWith('Infinity', p)) throw new Fail('-Infinity is not allowed in JSON', start);
      if (!isDigit(text.charCodeAt(p))) {
        this.pos = p;
        throw this.unexpected("Expected a digit after '-'");
      }
    }
    // mantissa digits are accumulated while they are few enough to be exact in a double
    let mantissa = 0;
    let mantissaDigits = 0;
    const intStart = p;
    let c = text.charCodeAt(p);
    if (c === 48) {
      p++;
      if (isDigit(text.charCodeAt(p))) throw new Fail('Leading zeros are not allowed in numbers', intStart);
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
      if (!isDigit(c)) {
        this.pos = p;
        throw this.unexpected("Expected a digit after the decimal point '.'");
      }
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
      if (!isDigit(c)) {
        this.pos = p;
        throw this.unexpected('Expected a digit in the exponent');
      }
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
    this.pos = p;
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
      return { kind: 'float', value, start, end: p };
    }
    if (intDigits > this.maxIntDigits) {
      throw new Fail(
        `Integer literal has ${intDigits} digits; more than ${this.maxIntDigits} is refused (Python's int conversion limit)`,
        start,
      );
    }
    return intDigits <= 15
      ? new JsonIntNode(negative ? -mantissa : mantissa, undefined, start, p)
      : new JsonIntNode(0, BigInt(text.slice(start, p)), start, p);
  }

  /** Read a string starting at the opening quote at `pos`; leaves `pos` after the closing quote. */
  private readString(): string {
    const text = this.text;
    const open = this.pos;
    let p = open + 1;
    let chunkStart = p;
    let out = '';
    for (;;) {
      if (p >= text.length)
        throw new Fail("Unterminated string: no closing '\"' before the end of input", open);
      const c = text.charCodeAt(p);
      if (c === 34) {
        out += text.slice(chunkStart, p);
        this.pos = p + 1;
        return out;
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
              if (h < 0) throw new Fail('Invalid \\u escape: expected exactly four hex digits after \\u', p);
              code = code * 16 + h;
            }
            out += String.fromCharCode(code);
            p += 4;
            break;
          }
          default:
            if (p + 1 >= text.length) {
              throw new Fail("Unterminated string: no closing '\"' before the end of input", open);
            }
            throw new Fail(
              `Invalid escape sequence '\\${String.fromCodePoint(text.codePointAt(p + 1) as number)}'; allowed: \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX`,
              p,
            );
        }
        p += 2;
        chunkStart = p;
        continue;
      }
      if (c < 0x20) {
        throw new Fail(`Control character ${describeChar(text, p)} must be escaped inside a string`, p);
      }
      p++;
    }
  }
}
