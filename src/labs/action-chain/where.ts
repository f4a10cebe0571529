/**
 * A place in the learner's input, named twice: as the teaching function writes it in messages
 * (`registry[0].inputSchema.type`, `arguments.amount`) and as a JSON path for editor markers.
 */
import type { JsonPath, JsonValue } from '../../json/index.ts';
import { kindName } from './canonical.ts';

export interface Where {
  text: string;
  path: JsonPath;
}

export const place = (text: string, path: JsonPath): Where => ({ text, path });
export const child = (w: Where, key: string): Where => ({ text: `${w.text}.${key}`, path: [...w.path, key] });
export const item = (w: Where, i: number): Where => ({ text: `${w.text}[${i}]`, path: [...w.path, i] });

/**
 * The host configuration cannot be read: the teaching function's `ValueError`, with its exact message.
 * `onKey` marks the member's key rather than its value (an unknown field).
 */
export class InputError {
  constructor(
    readonly message: string,
    readonly at: Where,
    readonly onKey = false,
  ) {}
}

/** `need(value, types, where, what)`: the value's kind must be one of `kinds`. */
export function need<K extends JsonValue['kind']>(
  value: JsonValue,
  kinds: readonly K[],
  at: Where,
  what: string,
): Extract<JsonValue, { kind: K }> {
  if (!(kinds as readonly string[]).includes(value.kind))
    throw new InputError(`${at.text} must be ${what}, not ${kindName(value)}`, at);
  return value as Extract<JsonValue, { kind: K }>;
}

export const SCALAR_KINDS = ['string', 'int', 'float', 'bool', 'null'] as const;
export const NUMBER_KINDS = ['int', 'float'] as const;
