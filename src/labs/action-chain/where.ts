/**
 * A place in the learner's input, named twice: as the teaching function writes it in messages
 * (`registry[0].inputSchema.type`, `arguments.amount`) and as a JSON path for editor markers.
 */
import { msg, type Bilingual, type Message } from '../../i18n/index.ts';
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
    /** The same message from the catalogue, for the reader's language. */
    readonly text: Message,
    readonly at: Where,
    readonly onKey = false,
  ) {}
}

/** What a value must be, as the Python says it and in Chinese. */
const WHAT: Readonly<Record<string, Bilingual>> = {
  'an object': { en: 'an object', zh: '对象' },
  'a string': { en: 'a string', zh: '字符串' },
  'an array': { en: 'an array', zh: '数组' },
  'a number': { en: 'a number', zh: '数字' },
  'an integer': { en: 'an integer', zh: '整数' },
  'a boolean': { en: 'a boolean', zh: '布尔值' },
  'a string, number, boolean or null': {
    en: 'a string, number, boolean or null',
    zh: '字符串、数字、布尔值或 null',
  },
};

const whatText = (what: string): Bilingual => WHAT[what] ?? { en: what, zh: what };

/** `need(value, types, where, what)`: the value's kind must be one of `kinds`. */
export function need<K extends JsonValue['kind']>(
  value: JsonValue,
  kinds: readonly K[],
  at: Where,
  what: string,
): Extract<JsonValue, { kind: K }> {
  if (!(kinds as readonly string[]).includes(value.kind))
    throw new InputError(
      `${at.text} must be ${what}, not ${kindName(value)}`,
      msg('chain.mustBe', { at: at.text, what: whatText(what), kind: kindName(value) }),
      at,
    );
  return value as Extract<JsonValue, { kind: K }>;
}

export const SCALAR_KINDS = ['string', 'int', 'float', 'bool', 'null'] as const;
export const NUMBER_KINDS = ['int', 'float'] as const;
