import type { Message } from '../i18n/index.ts';

/**
 * The value tree produced by {@link parseJson}.
 *
 * Every node carries the half-open source range `[start, end)` in UTF-16 code units of the text it was
 * parsed from (nodes built in code carry `start = end = 0`). The tree keeps the distinctions Python's
 * `json.loads` makes and plain JS values lose:
 *
 * - `int` (a number written without fraction or exponent) holds an exact `bigint`;
 *   `float` (written with `.` or `e`) holds a `number`. `true`/`false` are `bool`, never numbers.
 * - objects keep every member in source order (`members`, duplicates included, for editor markers) and a
 *   `Map` of the effective members (`entries`, built on first use): the last duplicate wins but keeps the position of the first
 *   occurrence, exactly like a Python dict built by `json.loads`. Keys are plain Map keys, so names such as
 *   `__proto__` or `constructor` are ordinary.
 */

export interface Span {
  /** offset of the first code unit */
  start: number;
  /** offset just past the last code unit */
  end: number;
}

export interface JsonNull extends Span {
  kind: 'null';
}

export interface JsonBool extends Span {
  kind: 'bool';
  value: boolean;
}

export interface JsonInt extends Span {
  kind: 'int';
  /** exact value (computed on first read by the parser's nodes) */
  readonly value: bigint;
}

export interface JsonFloat extends Span {
  kind: 'float';
  /** `1e400` reads as Infinity, as in Python; the literal as written is `text.slice(start, end)` */
  value: number;
}

export interface JsonString extends Span {
  kind: 'string';
  value: string;
}

export interface JsonArray extends Span {
  kind: 'array';
  items: JsonValue[];
}

export interface JsonProperty {
  readonly key: string;
  /** range of the key including its quotes */
  readonly keySpan: Span;
  readonly value: JsonValue;
}

export interface JsonObject extends Span {
  kind: 'object';
  /** every member as written, duplicates included */
  members: JsonProperty[];
  /**
   * effective members: last duplicate wins, position of first occurrence (Python dict semantics).
   * Built lazily from `members` by the parser's nodes; do not mutate either.
   */
  readonly entries: Map<string, JsonProperty>;
}

export type JsonValue = JsonNull | JsonBool | JsonInt | JsonFloat | JsonString | JsonArray | JsonObject;

export type JsonKind = JsonValue['kind'];

export interface JsonParseError {
  /** English, as `text` renders it there. */
  message: string;
  /** The error by message id, for the reader's language. */
  text: Message;
  /** 1-based line */
  line: number;
  /** 1-based column in UTF-16 code units */
  column: number;
  /** 0-based offset in UTF-16 code units */
  offset: number;
}

export type ParseResult = { ok: true; value: JsonValue } | { ok: false; error: JsonParseError };
