import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jv } from '../../json/index.ts';
import { arbDict, arbFloat, arbInt, arbPy, effective, parsed, render, str, type Py } from '../testkit.ts';
import { validateQuery } from './validate.ts';

const ALLOWED = ['北京', '上海', '\u{1f600}'];

function reason(text: string, allowed: Iterable<string> = ALLOWED): string {
  const o = validateQuery(parsed(text), allowed);
  if (!o.ok) throw new Error(o.error);
  expect(o.value.accepted).toBe(o.value.reason === 'accepted');
  expect(o.trace[o.trace.length - 1]?.node).toBe(o.value.reason);
  return o.value.reason;
}

describe('validateQuery: every branch', () => {
  it.each([
    // not a dict
    ['[]', 'schema_fields'],
    ['"北京"', 'schema_fields'],
    ['null', 'schema_fields'],
    ['3', 'schema_fields'],
    ['true', 'schema_fields'],
    // key set must be exactly {city, days}
    ['{}', 'schema_fields'],
    ['{"city": "北京"}', 'schema_fields'],
    ['{"days": 3}', 'schema_fields'],
    ['{"city": "北京", "days": 3, "unit": "c"}', 'schema_fields'],
    ['{"city": "北京", "__proto__": 3}', 'schema_fields'],
    ['{"constructor": "北京", "days": 3}', 'schema_fields'],
    ['{"City": "北京", "days": 3}', 'schema_fields'],
    // exact types: str and int (bool and floats are not int)
    ['{"city": 1, "days": 3}', 'schema_types'],
    ['{"city": null, "days": 3}', 'schema_types'],
    ['{"city": ["北京"], "days": 3}', 'schema_types'],
    ['{"city": "北京", "days": true}', 'schema_types'],
    ['{"city": "北京", "days": false}', 'schema_types'],
    ['{"city": "北京", "days": 3.0}', 'schema_types'],
    ['{"city": "北京", "days": 1e0}', 'schema_types'],
    ['{"city": "北京", "days": -0.0}', 'schema_types'],
    ['{"city": "北京", "days": "3"}', 'schema_types'],
    ['{"city": "北京", "days": null}', 'schema_types'],
    ['{"city": 1, "days": 99}', 'schema_types'],
    // range 1..7 on exact ints
    ['{"city": "北京", "days": 0}', 'schema_range'],
    ['{"city": "北京", "days": -0}', 'schema_range'],
    ['{"city": "北京", "days": 8}', 'schema_range'],
    ['{"city": "北京", "days": -1}', 'schema_range'],
    ['{"city": "北京", "days": 9007199254740993}', 'schema_range'],
    ['{"city": "nowhere", "days": 8}', 'schema_range'],
    // allowed list
    ['{"city": "朝阳", "days": 3}', 'semantic_city'],
    ['{"city": "北京 ", "days": 3}', 'semantic_city'],
    ['{"city": "", "days": 3}', 'semantic_city'],
    ['{"city": "北京", "days": 1}', 'accepted'],
    ['{"days": 7, "city": "上海"}', 'accepted'],
    ['{"city": "\\ud83d\\ude00", "days": 2}', 'accepted'],
    // duplicates: last one wins
    ['{"city": "北京", "days": 9, "days": 3}', 'accepted'],
    ['{"city": "北京", "days": 3, "days": true}', 'schema_types'],
    ['{"city": "北京", "city": "朝阳", "days": 3}', 'semantic_city'],
  ])('%s → %s', (text, expected) => {
    expect(reason(text)).toBe(expected);
  });

  it('traces the checks in order', () => {
    const o = validateQuery(parsed('{"city": "北京", "days": 3}'), ALLOWED);
    expect(o.trace.map((s) => s.node)).toEqual([
      'args_is_object',
      'field_set',
      'city_is_str',
      'days_is_int',
      'days_in_range',
      'city_allowed',
      'accepted',
    ]);
    expect(o.trace.every((s) => s.pass)).toBe(true);
    const bad = validateQuery(parsed('{"city": "北京", "days": true}'), ALLOWED);
    expect(bad.trace.map((s) => [s.node, s.pass])).toEqual([
      ['args_is_object', true],
      ['field_set', true],
      ['city_is_str', true],
      ['days_is_int', false],
      ['schema_types', false],
    ]);
    expect(bad.trace[3]?.detail).toContain('True (bool)');
  });

  it('field_set detail names missing and unexpected keys', () => {
    const o = validateQuery(parsed('{"city": "x", "extra": 1}'), ALLOWED);
    expect(o.trace[1]?.detail).toBe('missing days; unexpected "extra"');
  });

  it('membership never consults prototypes; allowed list may be any iterable', () => {
    expect(reason('{"city": "constructor", "days": 3}', new Set(['toString']))).toBe('semantic_city');
    expect(reason('{"city": "toString", "days": 3}', new Set(['toString']))).toBe('accepted');
    expect(reason('{"city": "a", "days": 3}', 'abc')).toBe('accepted');
    expect(reason('{"city": "a", "days": 3}', [])).toBe('semantic_city');
  });

  it('never throws, even when the allowed list throws', () => {
    const throwing: Iterable<string> = {
      [Symbol.iterator]() {
        throw new Error('boom');
      },
    };
    const o = validateQuery(jv.object([]), throwing);
    expect(o.ok).toBe(false);
  });
});

/** Oracle written against the model. */
function oracle(m: Py, allowed: Set<string>): string {
  if (m.t !== 'dict') return 'schema_fields';
  const e = effective(m.members);
  const keys = [...e.keys()].sort();
  if (keys.length !== 2 || keys[0] !== 'city' || keys[1] !== 'days') return 'schema_fields';
  const city = e.get('city') as Py;
  const days = e.get('days') as Py;
  if (city.t !== 'str' || days.t !== 'int') return 'schema_types';
  if (!(days.v >= 1n && days.v <= 7n)) return 'schema_range';
  return allowed.has(city.v) ? 'accepted' : 'semantic_city';
}

describe('validateQuery: properties', () => {
  const args = fc.oneof(
    { weight: 1, arbitrary: arbPy },
    {
      weight: 6,
      arbitrary: arbDict({
        city: fc.oneof(fc.constantFrom(...ALLOWED, '朝阳', 'constructor').map(str), arbPy),
        days: fc.oneof(arbInt, arbFloat, fc.constant<Py>({ t: 'bool', v: true }), arbPy),
      }),
    },
  );

  it('agrees with the oracle on generated arguments', () => {
    const allowed = new Set(ALLOWED);
    fc.assert(
      fc.property(args, (m) => {
        const o = validateQuery(parsed(render(m)), allowed);
        expect(o.ok).toBe(true);
        if (o.ok) expect(o.value.reason).toBe(oracle(m, allowed));
      }),
      { numRuns: 3000 },
    );
  }, 120_000);

  it('bool never passes as int, floats never pass as int', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.boolean().map(String), fc.constantFrom('1.0', '3.0', '1e0', '7E0', '2.5')),
        (d) => {
          const o = validateQuery(parsed(`{"city": "北京", "days": ${d}}`), ALLOWED);
          expect(o.ok && o.value.reason).toBe('schema_types');
        },
      ),
    );
  });

  it('int days: accepted exactly on 1..7, at any size', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (d) => {
        const o = validateQuery(parsed(`{"city": "北京", "days": ${d}}`), ALLOWED);
        expect(o.ok && o.value.reason).toBe(d >= 1n && d <= 7n ? 'accepted' : 'schema_range');
      }),
    );
  });
});
