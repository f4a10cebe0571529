/**
 * The JSON Schema subset the action-chain host understands, exactly as the teaching function
 * `check_schema` / `schema_error` on the function-calling page: registration refuses anything outside
 * it, and checking reports the first place an argument breaks its schema, in one sentence for the model.
 *
 * Subset: `type` (object, array, string, integer, number, boolean; exact types, so `true` is no integer
 * and `2.0` is no integer, unlike JSON Schema), `properties`, `required`, `additionalProperties` (a
 * boolean), `items` (one schema), `enum` (scalars, exact equality), `minimum`/`maximum`,
 * `minLength`/`maxLength` (code points), and the annotations `title`/`description`.
 */
import type { JsonObject, JsonValue } from '../../json/index.ts';
import { canon, kindName, lessThan, pyLen, same } from './canonical.ts';
import { msg, type Message } from '../../i18n/index.ts';
import { child, InputError, item, need, NUMBER_KINDS, SCALAR_KINDS, type Where } from './where.ts';

/** `TYPE_TESTS`, in the page's order (the order of its "must be one of" message). */
const TYPE_TESTS = new Map<string, (v: JsonValue) => boolean>([
  ['object', (v) => v.kind === 'object'],
  ['array', (v) => v.kind === 'array'],
  ['string', (v) => v.kind === 'string'],
  ['integer', (v) => v.kind === 'int'],
  ['number', (v) => v.kind === 'int' || v.kind === 'float'],
  ['boolean', (v) => v.kind === 'bool'],
]);

const KEYWORDS = new Map<string, { kinds: readonly JsonValue['kind'][]; what: string }>([
  ['type', { kinds: ['string'], what: 'a string' }],
  ['properties', { kinds: ['object'], what: 'an object' }],
  ['required', { kinds: ['array'], what: 'an array' }],
  ['additionalProperties', { kinds: ['bool'], what: 'true or false' }],
  ['items', { kinds: ['object'], what: 'an object' }],
  ['enum', { kinds: ['array'], what: 'an array' }],
  ['minimum', { kinds: NUMBER_KINDS, what: 'a number' }],
  ['maximum', { kinds: NUMBER_KINDS, what: 'a number' }],
  ['minLength', { kinds: ['int'], what: 'an integer' }],
  ['maxLength', { kinds: ['int'], what: 'an integer' }],
  ['title', { kinds: ['string'], what: 'a string' }],
  ['description', { kinds: ['string'], what: 'a string' }],
]);

/** `check_schema(schema, where)`: throws the function's error for a schema outside the subset. */
export function checkSchema(schema: JsonValue, at: Where): void {
  const obj = need(schema, ['object'], at, 'an object');
  for (const [word, member] of obj.entries) {
    const here = child(at, word);
    const spec = KEYWORDS.get(word);
    if (!spec)
      throw new InputError(
        `${here.text} is not in this host's schema subset`,
        msg('chain.notInSubset', { at: here.text }),
        here,
        true,
      );
    const value = need(member.value, spec.kinds, here, spec.what);
    if (word === 'type' && !TYPE_TESTS.has((value as { value: string }).value))
      throw new InputError(
        `${at.text}.type must be one of ${[...TYPE_TESTS.keys()].join(', ')}`,
        msg('chain.typeOneOf', { at: `${at.text}.type`, types: [...TYPE_TESTS.keys()].join(', ') }),
        here,
      );
    if (word === 'properties')
      for (const [name, sub] of (value as JsonObject).entries) checkSchema(sub.value, child(here, name));
    if (word === 'items') checkSchema(value, here);
    if (word === 'required')
      (value as { items: JsonValue[] }).items.forEach((name, i) =>
        need(name, ['string'], item(here, i), 'a string'),
      );
    if (word === 'enum')
      (value as { items: JsonValue[] }).items.forEach((option, i) =>
        need(option, SCALAR_KINDS, item(here, i), 'a string, number, boolean or null'),
      );
    if ((word === 'minLength' || word === 'maxLength') && (value as { value: bigint }).value < 0n)
      throw new InputError(
        `${here.text} must not be negative`,
        msg('chain.negative', { at: here.text }),
        here,
      );
  }
}

/** One sentence naming the first place `value` breaks `schema`, and where that is. */
export interface SchemaProblem {
  message: string;
  /** The same sentence from the catalogue, for the reader's language. */
  text: Message;
  at: Where;
  /** The place is an object member's key (an unexpected field). */
  onKey: boolean;
}

const get = (o: JsonObject, key: string): JsonValue | undefined => o.entries.get(key)?.value;

/** `schema_error(schema, value, where)` for a schema that passed {@link checkSchema}. */
export function schemaError(schema: JsonObject, value: JsonValue, at: Where): SchemaProblem | null {
  const fail = (message: string, said: Message, where = at, onKey = false): SchemaProblem => ({
    message: `${where.text}: ${message}`,
    text: msg('chain.argProblem', { at: where.text, problem: said }),
    at: where,
    onKey,
  });
  const t = get(schema, 'type');
  if (t?.kind === 'string' && !(TYPE_TESTS.get(t.value) as (v: JsonValue) => boolean)(value))
    return fail(
      `expected ${t.value}, got ${kindName(value)} ${canon(value)}`,
      msg('chain.expectedType', { type: t.value, kind: kindName(value), value: canon(value) }),
    );
  const options = get(schema, 'enum');
  if (options?.kind === 'array' && !options.items.some((o) => same(value, o)))
    return fail(
      `${canon(value)} is not one of ${canon(options)}`,
      msg('chain.notOneOf', { value: canon(value), options: canon(options) }),
    );
  if (value.kind === 'int' || value.kind === 'float') {
    const min = get(schema, 'minimum');
    if (min && lessThan(value, min))
      return fail(
        `${canon(value)} is below the minimum ${canon(min)}`,
        msg('chain.belowMin', { value: canon(value), min: canon(min) }),
      );
    const max = get(schema, 'maximum');
    if (max && lessThan(max, value))
      return fail(
        `${canon(value)} is above the maximum ${canon(max)}`,
        msg('chain.aboveMax', { value: canon(value), max: canon(max) }),
      );
  }
  if (value.kind === 'string') {
    const n = pyLen(value.value);
    const minLen = get(schema, 'minLength');
    if (minLen?.kind === 'int' && BigInt(n) < minLen.value)
      return fail(
        `${n} characters, fewer than minLength ${minLen.value}`,
        msg('chain.tooShort', { n, limit: minLen.value }),
      );
    const maxLen = get(schema, 'maxLength');
    if (maxLen?.kind === 'int' && BigInt(n) > maxLen.value)
      return fail(
        `${n} characters, more than maxLength ${maxLen.value}`,
        msg('chain.tooLong', { n, limit: maxLen.value }),
      );
  }
  if (value.kind === 'object') {
    const props = get(schema, 'properties');
    const properties = props?.kind === 'object' ? props.entries : new Map();
    const required = get(schema, 'required');
    for (const name of required?.kind === 'array' ? required.items : [])
      if (name.kind === 'string' && !value.entries.has(name.value))
        return fail('required field is missing', msg('chain.requiredMissing'), child(at, name.value));
    const extra = get(schema, 'additionalProperties');
    if (extra?.kind === 'bool' && !extra.value)
      for (const name of value.entries.keys())
        if (!properties.has(name))
          return fail(
            'unexpected field (additionalProperties is false)',
            msg('chain.unexpectedArg'),
            child(at, name),
            true,
          );
    for (const [name, sub] of properties) {
      const arg = value.entries.get(name);
      if (arg === undefined) continue;
      const problem = schemaError(sub.value as JsonObject, arg.value, child(at, name));
      if (problem) return problem;
    }
  }
  const items = get(schema, 'items');
  if (value.kind === 'array' && items?.kind === 'object') {
    for (let i = 0; i < value.items.length; i++) {
      const problem = schemaError(items, value.items[i] as JsonValue, item(at, i));
      if (problem) return problem;
    }
  }
  return null;
}
