export type {
  JsonArray,
  JsonBool,
  JsonFloat,
  JsonInt,
  JsonKind,
  JsonNull,
  JsonObject,
  JsonParseError,
  JsonProperty,
  JsonString,
  JsonValue,
  ParseResult,
  Span,
} from './types.ts';
export { parseJson, DEFAULT_MAX_DEPTH, DEFAULT_MAX_INT_DIGITS, type ParseOptions } from './parse.ts';
export { createLineIndex, offsetToLineColumn, type LineColumn, type LineIndex } from './position.ts';
export { getPath, getMember, rangeAt, keyRangeAt, nodeAtOffset, type JsonPath } from './path.ts';
export { toDisplay, jsonEqual, jv, floatLiteral } from './display.ts';
export { JsonIntNode, JsonObjectNode, JsonPropertyNode } from './object.ts';
export { pyTypeName, pyRepr, pyFloatRepr, compareCodePoints, sortedPy, type PyTypeName } from './python.ts';
export { isRecord } from './is-record.ts';
