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
import { JsonObjectNode, JsonPropertyNode } from './object.ts';
import { Fail, isDigit, scanNumber, scanString, unexpectedAt } from './scan.ts';
import { createLineIndex } from './position.ts';
import { msg, type Message } from '../i18n/index.ts';
import type { JsonArray, JsonObject, JsonParseError, JsonProperty, JsonValue, ParseResult } from './types.ts';

export const DEFAULT_MAX_DEPTH = 1000;
export const DEFAULT_MAX_INT_DIGITS = 4300;

export interface ParseOptions {
  /** deepest allowed nesting of arrays/objects (default 1000; `Infinity` for no limit) */
  maxDepth?: number;
  /** most digits an integer literal may have (default 4300; `Infinity` for no limit) */
  maxIntDigits?: number;
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

/** Parse `text` as one JSON document. */
export function parseJson(text: string, options: ParseOptions = {}): ParseResult {
  try {
    return { ok: true, value: new Parser(String(text), options).parseDocument() };
  } catch (e) {
    const src = String(text);
    const fail =
      e instanceof Fail
        ? e
        : new Fail(msg('json.internal', { detail: e instanceof Error ? e.message : String(e) }), 0);
    const { line, column } = createLineIndex(src).position(fail.offset);
    const error: JsonParseError = {
      message: fail.message,
      text: fail.text,
      line,
      column,
      offset: fail.offset,
    };
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
      throw new Fail(msg('json.bom'), 0);
    }
    const stack: Frame[] = [];
    let value: JsonValue;
    outer: for (;;) {
      // ---- read one value (containers open a frame and loop back for their first element) ----
      this.skipWs();
      const c = text.charCodeAt(this.pos);
      if (c === 123 /* { */ || c === 91 /* [ */) {
        if (stack.length + 1 > this.maxDepth) {
          throw new Fail(msg('json.depth', { limit: this.maxDepth }), this.pos);
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
            const key = this.readKey(msg('json.keyOrClose'));
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
              throw new Fail(msg('json.trailingBracket'), this.pos - 1);
            }
            continue outer;
          }
          if (d === 93 /* ] */) {
            frame.node.end = ++this.pos;
            value = frame.node;
            stack.pop();
            continue;
          }
          throw this.unexpected(msg('json.commaOrBracket'));
        } else {
          const prop: JsonProperty = new JsonPropertyNode(frame.key, frame.keyStart, frame.keyEnd, value);
          frame.node.members.push(prop);
          if (d === 44) {
            this.pos++;
            this.skipWs();
            if (text.charCodeAt(this.pos) === 125) {
              throw new Fail(msg('json.trailingBrace'), this.pos - 1);
            }
            frame.keyStart = this.pos;
            frame.key = this.readKey(msg('json.key'));
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
          throw this.unexpected(msg('json.commaOrBrace'));
        }
      }
    }
    this.skipWs();
    if (this.pos < text.length) {
      throw this.unexpected(msg('json.end'));
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
  private unexpected(expected: Message): Fail {
    return unexpectedAt(this.text, this.pos, expected);
  }

  private expectColon(): void {
    this.skipWs();
    if (this.text.charCodeAt(this.pos) !== 58) throw this.unexpected(msg('json.colon'));
    this.pos++;
  }

  private readKey(expected: Message): string {
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
      if (text.startsWith(word, start)) throw new Fail(msg('json.wordNotAllowed', { word }), start);
    }
    for (const [py, js] of [
      ['True', 'true'],
      ['False', 'false'],
      ['None', 'null'],
    ] as const) {
      if (text.startsWith(py, start)) throw new Fail(msg('json.python', { js, py }), start);
    }
    if (c === 43) throw new Fail(msg('json.plus'), start);
    if (c === 46) throw new Fail(msg('json.point'), start);
    throw this.unexpected(msg('json.value'));
  }

  private readNumber(): JsonValue {
    const { value, end } = scanNumber(this.text, this.pos, this.maxIntDigits);
    this.pos = end;
    return value;
  }

  /** Read a string starting at the opening quote at `pos`; leaves `pos` after the closing quote. */
  private readString(): string {
    const { value, end } = scanString(this.text, this.pos);
    this.pos = end;
    return value;
  }
}
