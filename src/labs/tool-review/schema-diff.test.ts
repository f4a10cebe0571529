// Every row of the classification table in schema-diff.ts, on both sides.
import { describe, expect, it } from 'vitest';
import { parseJson, type JsonValue } from '../../json/index.ts';
import { diffSchemas, SCHEMA_CHANGES, type SchemaChangeCode } from './schema-diff.ts';

const v = (x: unknown): JsonValue => {
  const r = parseJson(JSON.stringify(x));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const obj = (properties: object, extra: object = {}) => ({ type: 'object', properties, ...extra });
const P = { q: { type: 'string' } };

const ROWS: [SchemaChangeCode, object, object][] = [
  ['param-removed', obj({ ...P, n: { type: 'integer' } }), obj(P)],
  ['param-added-required', obj(P), obj({ ...P, n: { type: 'integer' } }, { required: ['n'] })],
  ['param-added-optional', obj(P), obj({ ...P, n: { type: 'integer' } })],
  ['param-now-required', obj(P), obj(P, { required: ['q'] })],
  ['param-now-optional', obj(P, { required: ['q'] }), obj(P)],
  ['type-narrowed', obj({ n: { type: 'number' } }), obj({ n: { type: 'integer' } })],
  ['type-widened', obj({ n: { type: ['string'] } }), obj({ n: { type: ['string', 'null'] } })],
  ['type-changed', obj({ n: { type: 'string' } }), obj({ n: { type: 'integer' } })],
  ['enum-narrowed', obj({ s: { enum: ['a', 'b'] } }), obj({ s: { enum: ['a'] } })],
  ['enum-widened', obj({ s: { enum: ['a'] } }), obj({ s: { enum: ['a', 'b'] } })],
  ['enum-changed', obj({ s: { enum: ['a', 'b'] } }), obj({ s: { enum: ['a', 'c'] } })],
  ['bound-tightened', obj({ n: { maximum: 50 } }), obj({ n: { maximum: 20 } })],
  ['bound-loosened', obj({ n: { minimum: 5 } }), obj({ n: { minimum: 1 } })],
  ['constraint-added', obj(P), obj({ q: { type: 'string', pattern: '^x' } })],
  ['constraint-dropped', obj({ q: { type: 'string', format: 'date' } }), obj(P)],
  [
    'constraint-changed',
    obj({ q: { type: 'string', pattern: '^x' } }),
    obj({ q: { type: 'string', pattern: '^y' } }),
  ],
  ['closed', obj(P), obj(P, { additionalProperties: false })],
  ['opened', obj(P, { additionalProperties: false }), obj(P)],
  [
    'default-changed',
    obj({ n: { type: 'integer', default: 10 } }),
    obj({ n: { type: 'integer', default: 20 } }),
  ],
  [
    'param-description-changed',
    obj({ q: { type: 'string', description: 'a' } }),
    obj({ q: { type: 'string', description: 'b' } }),
  ],
  [
    'title-changed',
    obj({ q: { type: 'string', title: 'Q' } }),
    obj({ q: { type: 'string', title: 'Query' } }),
  ],
  [
    'other-changed',
    obj({ q: { type: 'string', oneOf: [{ minLength: 1 }] } }),
    obj({ q: { type: 'string', oneOf: [] } }),
  ],
];

describe('schema change classification', () => {
  it('covers every code of the table', () => {
    expect(ROWS.map((r) => r[0]).sort()).toEqual(Object.keys(SCHEMA_CHANGES).sort());
  });

  it.each(ROWS)('%s', (code, before, after) => {
    for (const side of ['input', 'output'] as const) {
      const changes = diffSchemas(v(before), v(after), side);
      expect(changes.map((c) => c.code)).toEqual([code]);
      expect(changes[0]?.cls).toBe(SCHEMA_CHANGES[code][side === 'input' ? 0 : 1]);
    }
  });

  it('classifies the input side as the gateway policy says', () => {
    const cls = (code: SchemaChangeCode) => SCHEMA_CHANGES[code][0];
    for (const c of ['param-removed', 'param-added-required', 'type-narrowed', 'enum-narrowed'] as const)
      expect(cls(c)).toBe('breaking');
    for (const c of ['param-added-optional', 'type-widened', 'enum-widened', 'bound-loosened'] as const)
      expect(cls(c)).toBe('compatible');
  });

  it('treats type replacement, swapped enums, changed defaults and widened output as breaking', () => {
    const [input, output] = [
      (c: SchemaChangeCode) => SCHEMA_CHANGES[c][0],
      (c: SchemaChangeCode) => SCHEMA_CHANGES[c][1],
    ];
    for (const c of ['type-changed', 'enum-changed', 'default-changed'] as const) {
      expect(input(c)).toBe('breaking');
      expect(output(c)).toBe('breaking');
    }
    for (const c of [
      'type-widened',
      'enum-widened',
      'bound-loosened',
      'constraint-dropped',
      'opened',
    ] as const)
      expect(output(c)).toBe('breaking');
    // Text is model input, not a contract with callers: the gateway holds it for review instead.
    expect(input('param-description-changed')).toBe('compatible');
  });

  it('names nested parameters and ignores reordering', () => {
    const before = obj({ filter: obj({ tags: { type: 'array', items: { enum: ['a', 'b'] } } }) });
    const after = obj({ filter: obj({ tags: { type: 'array', items: { enum: ['b'] } } }) });
    expect(diffSchemas(v(before), v(after), 'input').map((c) => [c.code, c.param])).toEqual([
      ['enum-narrowed', 'filter.tags[]'],
    ]);
    expect(
      diffSchemas(
        v(obj({ s: { enum: ['a', 'b'], type: ['string', 'null'] } })),
        v(obj({ s: { type: ['null', 'string'], enum: ['b', 'a'] } })),
        'input',
      ),
    ).toEqual([]);
    expect(diffSchemas(v({ type: 'object' }), v({ type: 'object' }), 'input')).toEqual([]);
  });
});
