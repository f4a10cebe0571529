// Ajv's errors as sentences in the reader's language: the keyword picks the sentence, the error's own
// parameters fill it. Ajv's English stays only as a quoted detail for a keyword without a sentence.
import { msg, type Message } from '../../src/i18n/index';
import type { SchemaError } from '../../src/schema-check/index';

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
const LIMITS: Record<string, string> = {
  minimum: '>=',
  maximum: '<=',
  exclusiveMinimum: '>',
  exclusiveMaximum: '<',
};
const SIMPLE = ['minLength', 'maxLength', 'minItems', 'maxItems', 'multipleOf'] as const;

/** What an Ajv error says about the value, without the path. */
export function schemaProblem(e: SchemaError): Message {
  const p = e.params;
  switch (e.keyword) {
    case 'required':
      return msg('schema.required', { property: text(p.missingProperty) });
    case 'type':
      return msg('schema.type', { type: text(p.type) });
    case 'enum':
      return msg('schema.enum', { values: ((p.allowedValues as unknown[]) ?? []).map(text).join(', ') });
    case 'const':
      return msg('schema.const', { value: text(p.allowedValue) });
    case 'additionalProperties':
      return msg('schema.additionalProperties', { property: text(p.additionalProperty) });
    case 'pattern':
      return msg('schema.pattern', { pattern: text(p.pattern) });
    case 'format':
      return msg('schema.format', { format: text(p.format) });
  }
  if (e.keyword in LIMITS)
    return msg('schema.limit', { comparison: LIMITS[e.keyword]!, limit: text(p.limit) });
  const simple = SIMPLE.find((k) => k === e.keyword);
  if (simple) return msg(`schema.${simple}`, { limit: text(p.limit ?? p.multipleOf) });
  return msg('schema.other', { keyword: e.keyword, detail: e.message });
}

/** An Ajv error with the place it names. */
export function schemaErrorText(e: SchemaError): Message {
  return msg('schema.at', { path: e.path, problem: schemaProblem(e) });
}
