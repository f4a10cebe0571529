// Ajv's errors read as sentences of the reader's language: in Chinese no English sentence is left
// outside the data Ajv's parameters fill in, for every keyword the labs' schemas use.
import { describe, expect, it } from 'vitest';
import { asciiColons, englishRuns, t, tMarked } from '../../src/i18n/index';
import { checkWithSchema, type SchemaCheck } from '../../src/schema-check/index';
import { schemaErrorText } from './schema-error-text';

const SCHEMA = {
  type: 'object',
  required: ['city', 'days'],
  additionalProperties: false,
  properties: {
    city: { enum: ['杭州', '成都'] },
    days: { type: 'integer', minimum: 1, maximum: 14 },
    note: { type: 'string', maxLength: 3, pattern: '^[a-z]+$' },
    tags: { type: 'array', minItems: 1 },
    kind: { const: 'trip' },
  },
};
const VALUES = [
  {},
  { city: '北京', days: 0, extra: 1 },
  { city: '杭州', days: 1.5, note: 'ABCDE', tags: [], kind: 'x' },
  { city: '杭州', days: 99 },
];

const errors = VALUES.flatMap((v) => (checkWithSchema(SCHEMA, v) as SchemaCheck).errors);

describe('JSON Schema errors in the reader language', () => {
  it('covers every keyword raised here with a sentence of its own', () => {
    expect(new Set(errors.map((e) => e.keyword))).toEqual(
      new Set([
        'required',
        'additionalProperties',
        'enum',
        'minimum',
        'maximum',
        'type',
        'maxLength',
        'pattern',
        'minItems',
        'const',
      ]),
    );
    expect(
      errors
        .map((e) => schemaErrorText(e).params?.problem)
        .filter((p) => (p as { id: string }).id === 'schema.other'),
    ).toEqual([]);
  });

  it('says them in Chinese, with Ajv’s values as data', () => {
    for (const e of errors) {
      const zh = tMarked('zh', schemaErrorText(e));
      expect(englishRuns(zh), zh).toEqual([]);
      expect(asciiColons(zh), zh).toEqual([]);
    }
    const required = errors.find((e) => e.keyword === 'required')!;
    expect(t('zh', schemaErrorText(required))).toBe('/：缺少属性 city');
    expect(t('en', schemaErrorText(required))).toBe('/ must have the property city');
  });

  it('quotes Ajv’s own words for a keyword without a sentence', () => {
    const [e] = (checkWithSchema({ uniqueItems: true }, [1, 1]) as SchemaCheck).errors;
    expect(t('zh', schemaErrorText(e!))).toContain(e!.message);
    expect(englishRuns(tMarked('zh', schemaErrorText(e!)))).toEqual([]);
  });
});
