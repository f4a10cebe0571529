import { describe, expect, it } from 'vitest';
import { jv } from '../../json/index.ts';
import { parsed } from '../testkit.ts';
import { PLANNER_ERRORS } from './flowchart.ts';
import { skillLoadPlan } from './plan.ts';

interface Input {
  catalog?: unknown;
  bodies?: unknown;
  active?: unknown;
  resources?: unknown;
  requested?: unknown;
  budget?: unknown;
}

const base = {
  catalog: { a: 10, b: 10 },
  bodies: { a: 50, b: 80 },
  active: ['a'],
  resources: { ref: ['a', 30] },
  requested: ['ref'],
  budget: 100,
};

/** Inputs written as JSON text; raw JSON fragments can be passed with `raw()`. */
const RAW = Symbol('raw');
const raw = (text: string) => ({ [RAW]: text });
function text(input: Input): string {
  return JSON.stringify(input, (_k, v) =>
    v && typeof v === 'object' && RAW in v ? `@@${v[RAW]}@@` : v,
  ).replace(/"@@(.*?)@@"/g, (_m, t: string) => JSON.parse(`"${t}"`) as string);
}
const run = (input: Input) => skillLoadPlan(parsed(text(input)));
const errorOf = (input: Input) => {
  const o = run(input);
  expect(o.ok).toBe(false);
  expect(o.trace[o.trace.length - 1]?.node).toBe('error');
  return o.ok ? '' : o.error;
};
const nodes = (input: Input) => run(input).trace.map((s) => s.node);

describe('skillLoadPlan: the worked example', () => {
  it('tokens 100: budget 99 rejected, 100 accepted', () => {
    const r99 = run({ ...base, budget: 99 });
    expect(r99).toMatchObject({
      ok: true,
      value: { accepted: false, tokens: 100, bodies: ['a'], resources: ['ref'] },
    });
    expect(r99.trace[r99.trace.length - 1]).toEqual({ node: 'rejected', pass: false });
    const r100 = run(base);
    expect(r100).toMatchObject({ ok: true, value: { accepted: true, tokens: 100 } });
    expect(r100.trace.map((s) => s.node)).toEqual([
      'input_shape',
      'budget_valid',
      'costs_collected',
      'costs_valid',
      'active_in_catalog',
      'active_in_bodies',
      'requested_exist',
      'owners_active',
      'within_budget',
      'accepted',
    ]);
  });

  it('unselected bodies cost nothing; the whole catalog always does', () => {
    expect(run({ ...base, active: [], requested: [] })).toMatchObject({
      ok: true,
      value: { tokens: 20, bodies: [] },
    });
    expect(run({ ...base, active: ['a', 'b'] })).toMatchObject({
      ok: true,
      value: { tokens: 180, accepted: false },
    });
  });
});

describe('skillLoadPlan: the five teaching errors, exact messages, in order', () => {
  it.each([
    [{ budget: -1 }, PLANNER_ERRORS.budget],
    [{ budget: raw('1.0') }, PLANNER_ERRORS.budget],
    [{ budget: true }, PLANNER_ERRORS.budget],
    [{ budget: '100' }, PLANNER_ERRORS.budget],
    [{ budget: null }, PLANNER_ERRORS.budget],
    [{ catalog: { a: -1, b: 10 } }, PLANNER_ERRORS.cost],
    [{ catalog: { a: 10, b: raw('10.0') } }, PLANNER_ERRORS.cost],
    [{ bodies: { a: true, b: 80 } }, PLANNER_ERRORS.cost],
    [{ bodies: { a: 50, b: 80, unused: '3' } }, PLANNER_ERRORS.cost],
    [{ resources: { ref: ['a', -30] } }, PLANNER_ERRORS.cost],
    [{ resources: { ref: ['a', 30], other: ['zzz', null] } }, PLANNER_ERRORS.cost],
    // a 2-character string and a 2-key object unpack into two; their "cost" is a string
    [{ resources: { ref: 'ab' } }, PLANNER_ERRORS.cost],
    [{ resources: { ref: '\u{1f600}x' } }, PLANNER_ERRORS.cost],
    [{ resources: { ref: { a: 1, b: 2 } } }, PLANNER_ERRORS.cost],
    [{ active: ['c'] }, PLANNER_ERRORS.active],
    [{ active: ['a', 1] }, PLANNER_ERRORS.active],
    [{ active: [null] }, PLANNER_ERRORS.active],
    [{ catalog: { a: 10, b: 10, c: 1 }, active: ['c'] }, PLANNER_ERRORS.active],
    [{ active: ['__proto__'] }, PLANNER_ERRORS.active],
    [{ active: ['constructor'], requested: [] }, PLANNER_ERRORS.active],
    [{ requested: ['nope'] }, PLANNER_ERRORS.requested],
    [{ requested: ['toString'] }, PLANNER_ERRORS.requested],
    [{ requested: [1] }, PLANNER_ERRORS.requested],
    [{ resources: { ref: ['b', 30] } }, PLANNER_ERRORS.owner],
    [{ resources: { ref: [null, 30] } }, PLANNER_ERRORS.owner],
    [{ resources: { ref: [1, 30] } }, PLANNER_ERRORS.owner],
    [{ resources: { ref: ['A', 30] } }, PLANNER_ERRORS.owner],
  ])('%j → %s', (patch, message) => {
    expect(errorOf({ ...base, ...patch })).toBe(message);
  });

  it('checks run in the reference order', () => {
    // budget before costs, costs before membership, membership before requests, requests before owners
    expect(errorOf({ ...base, budget: -1, catalog: { a: -1 } })).toBe(PLANNER_ERRORS.budget);
    expect(errorOf({ ...base, catalog: { a: -1, b: 1 }, active: ['zzz'] })).toBe(PLANNER_ERRORS.cost);
    expect(errorOf({ ...base, active: ['zzz'], requested: ['nope'] })).toBe(PLANNER_ERRORS.active);
    expect(errorOf({ ...base, requested: ['nope', 'ref'], resources: { ref: ['b', 1] } })).toBe(
      PLANNER_ERRORS.requested,
    );
    // active ⊆ catalog is checked before active ⊆ bodies
    expect(nodes({ ...base, active: ['x'] }).slice(-2)).toEqual(['active_in_catalog', 'error']);
    expect(nodes({ ...base, catalog: { a: 1, x: 1 }, active: ['x'] }).slice(-2)).toEqual([
      'active_in_bodies',
      'error',
    ]);
    // an unrequested resource with an inactive owner is fine
    expect(run({ ...base, resources: { ref: ['a', 30], other: ['b', 5] } })).toMatchObject({
      ok: true,
      value: { tokens: 100 },
    });
  });

  it('error traces end at node error with the Python exception in the detail', () => {
    const o = run({ ...base, budget: -5 });
    expect(o.trace.map((s) => [s.node, s.pass])).toEqual([
      ['input_shape', true],
      ['budget_valid', false],
      ['error', false],
    ]);
    expect(o.trace[2]?.detail).toContain(PLANNER_ERRORS.budget);
  });
});

describe('skillLoadPlan: inputs on which the reference would crash', () => {
  it.each([
    ['missing field', { ...base, budget: undefined }, /"budget" is missing/, 'input_shape'],
    ['missing catalog', { ...base, catalog: undefined }, /"catalog" is missing/, 'input_shape'],
    ['active a number', { ...base, active: 3 }, /"active" must be an array/, 'input_shape'],
    ['active null', { ...base, active: null }, /"active" must be an array/, 'input_shape'],
    ['requested not an array', { ...base, requested: null }, /"requested" must be an array/, 'input_shape'],
    ['unhashable active item', { ...base, active: ['a', ['b']] }, /"active\[1\]" is an array/, 'input_shape'],
    [
      'unhashable requested item',
      { ...base, requested: [{}] },
      /"requested\[0\]" is an object/,
      'input_shape',
    ],
    [
      'resources not an object',
      { ...base, resources: [['a', 1]] },
      /"resources" must be an object/,
      'input_shape',
    ],
    [
      'resource value not iterable',
      { ...base, resources: { ref: 5 } },
      /resources\["ref"\] is a number/,
      'input_shape',
    ],
    [
      'resource value null',
      { ...base, resources: { ref: null } },
      /resources\["ref"\] is null/,
      'input_shape',
    ],
    ['resource of 3 items', { ...base, resources: { ref: ['a', 1, 2] } }, /has 3 items/, 'costs_collected'],
    ['resource of 1 item', { ...base, resources: { ref: ['a'] } }, /has 1 item;/, 'costs_collected'],
    ['resource string of 3', { ...base, resources: { ref: 'abc' } }, /has 3 items/, 'costs_collected'],
    ['resource object of 1 key', { ...base, resources: { ref: { a: 1 } } }, /has 1 item/, 'costs_collected'],
    ['catalog not an object', { ...base, catalog: [10] }, /"catalog" must be an object/, 'costs_collected'],
    ['bodies not an object', { ...base, bodies: 'x' }, /"bodies" must be an object/, 'costs_collected'],
    [
      'owner unhashable',
      { ...base, resources: { ref: [['a'], 30] } },
      /owner of resources\["ref"\] is an array/,
      'owners_active',
    ],
  ])('%s', (_name, input, message, node) => {
    const o = run(input as Input);
    expect(o.ok).toBe(false);
    if (!o.ok) expect(o.error).toMatch(message);
    expect(o.trace.slice(-2).map((s) => s.node)).toEqual([node, 'error']);
    expect(o.trace[o.trace.length - 1]?.detail).toMatch(/would crash/);
  });

  it('input that is not an object', () => {
    for (const t of ['[]', 'null', '"x"', '1']) {
      const o = skillLoadPlan(parsed(t));
      expect(o.ok).toBe(false);
      expect(o.trace.map((s) => s.node)).toEqual(['input_shape', 'error']);
    }
    // Python words `d['catalog']` differently per type (found by the differential test)
    const detail = (t: string) => skillLoadPlan(parsed(t)).trace[1]?.detail;
    expect(detail('"x"')).toMatch(/^TypeError: string indices must be integers, not 'str'/);
    expect(detail('[]')).toMatch(/^TypeError: list indices must be integers or slices, not str/);
    expect(detail('1')).toMatch(/^TypeError: 'int' object is not subscriptable/);
  });

  it('set() reads a string as its characters and an object as its keys, as Python does', () => {
    // the differential test proved the old crash wrong: set('a') == {'a'}, set({'a': 1}) == {'a'}
    for (const active of ['a', { a: 1 }]) {
      const o = run({ ...base, active });
      expect(o).toMatchObject({ ok: true, value: { tokens: 100, bodies: ['a'] } });
      expect(o.trace[0]?.detail).toMatch(/set\(\) takes its (characters|keys)/);
    }
    expect(run({ ...base, active: 'ab' })).toMatchObject({ ok: true, value: { bodies: ['a', 'b'] } });
    expect(errorOf({ ...base, requested: 'xy' })).toBe(PLANNER_ERRORS.requested);
    expect(errorOf({ ...base, active: 3 })).toMatch(/"active" must be an array/);
  });

  it('crash order follows Python: conversion crashes beat the budget check, unpacking crashes do not', () => {
    expect(errorOf({ ...base, resources: { ref: 5 }, budget: -1 })).toMatch(/is a number/);
    expect(errorOf({ ...base, resources: { ref: [1, 2, 3] }, budget: -1 })).toBe(PLANNER_ERRORS.budget);
    expect(errorOf({ ...base, catalog: [], budget: -1 })).toBe(PLANNER_ERRORS.budget);
    // the whole cost list is built before costs are checked: an unpacking crash beats a bad cost
    expect(errorOf({ ...base, catalog: { a: -1 }, resources: { ref: ['a'] } })).toMatch(/has 1 item/);
  });

  it('owners are visited in code point order of resource names (documented tie rule)', () => {
    const both = { ...base, requested: ['x', 'y'], resources: { x: [['a'], 1], y: ['b', 1] } };
    expect(errorOf(both)).toMatch(/is an array/);
    const swapped = { ...base, requested: ['x', 'y'], resources: { x: ['b', 1], y: [['a'], 1] } };
    expect(errorOf(swapped)).toBe(PLANNER_ERRORS.owner);
  });

  it('extra input fields are ignored', () => {
    expect(run({ ...base, ...{ extra: 1 } })).toMatchObject({ ok: true });
  });
});

describe('skillLoadPlan: Python semantics', () => {
  it('ints are exact: tokens stay a bigint beyond the safe range', () => {
    const o = run({
      ...base,
      catalog: { a: raw('9007199254740993'), b: 0 },
      budget: raw('9007199254741073'),
    });
    expect(o).toMatchObject({ ok: true, value: { tokens: 9007199254741073n, accepted: true } });
    const under = run({
      ...base,
      catalog: { a: raw('9007199254740993'), b: 0 },
      budget: raw('9007199254741072'),
    });
    expect(under).toMatchObject({ ok: true, value: { accepted: false } });
    expect(run(base).ok && typeof (run(base) as { value: { tokens: unknown } }).value.tokens).toBe('number');
  });

  it('sets collapse duplicates; duplicate keys: last wins', () => {
    const o = run({ ...base, active: ['a', 'a', 'a'], requested: ['ref', 'ref'] });
    expect(o).toMatchObject({ ok: true, value: { tokens: 100, bodies: ['a'], resources: ['ref'] } });
    const dup = skillLoadPlan(parsed(text(base).replace('"budget":100', '"budget":1,"budget":100')));
    expect(dup).toMatchObject({ ok: true, value: { accepted: true } });
    const dupCost = skillLoadPlan(parsed(text(base).replace('"a":50', '"a":-5,"a":50')));
    expect(dupCost).toMatchObject({ ok: true, value: { tokens: 100 } });
  });

  it('prototype-ish names are ordinary names', () => {
    // JSON.parse makes "__proto__" an own key (an object literal would set the prototype instead)
    const o = run({
      catalog: JSON.parse('{"__proto__": 1, "constructor": 2}'),
      bodies: JSON.parse('{"__proto__": 10, "constructor": 20}'),
      active: ['__proto__'],
      resources: { toString: ['__proto__', 100] },
      requested: ['toString'],
      budget: 1000,
    });
    expect(o).toMatchObject({
      ok: true,
      value: { tokens: 113, bodies: ['__proto__'], resources: ['toString'] },
    });
  });

  it('sorted outputs use code point order, not UTF-16 order', () => {
    const names = ['\u{1f600}', '\uff61', 'b', 'B'];
    const cat = Object.fromEntries(names.map((n) => [n, 1]));
    const res = Object.fromEntries(names.map((n) => [n, [n, 1]]));
    const o = run({
      catalog: cat,
      bodies: cat,
      active: names,
      resources: res,
      requested: [...names].reverse(),
      budget: 100,
    });
    expect(o).toMatchObject({ ok: true, value: { bodies: ['B', 'b', '\uff61', '\u{1f600}'], tokens: 12 } });
    if (o.ok) expect(o.value.resources).toEqual(['B', 'b', '\uff61', '\u{1f600}']);
  });

  it('a value built in code (not parsed) works too', () => {
    const o = skillLoadPlan(
      jv.object([
        ['catalog', jv.object([['a', jv.int(1)]])],
        ['bodies', jv.object([['a', jv.int(2)]])],
        ['active', jv.array([jv.str('a')])],
        ['resources', jv.object([])],
        ['requested', jv.array([])],
        ['budget', jv.int(3)],
      ]),
    );
    expect(o).toMatchObject({ ok: true, value: { tokens: 3, accepted: true } });
  });
});

// ---------------------------------------------------------------- oracle-based properties
