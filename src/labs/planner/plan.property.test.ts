// Property tests of skillLoadPlan against an oracle written on the Python value model (../testkit.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCodePoints } from '../../json/index.ts';
import { arbInt, arbPy, effective, int, parsed, render, str, type Py } from '../testkit.ts';
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

type Res =
  | { kind: 'ok'; accepted: boolean; tokens: bigint; bodies: string[]; resources: string[] }
  | { kind: 'teach'; msg: string }
  | { kind: 'crash' };

const hashable = (p: Py) => p.t !== 'list' && p.t !== 'dict';

/** What Python's `set(v)` iterates: list items, a string's characters, a dict's keys; null: not iterable. */
function setItems(v: Py): Py[] | null {
  if (v.t === 'list') return v.items;
  if (v.t === 'str') return Array.from(v.v, str);
  if (v.t === 'dict') return [...effective(v.members).keys()].map(str);
  return null;
}

/** Oracle: the reference's semantics written directly against the model. */
function oracle(m: Py): Res {
  if (m.t !== 'dict') return { kind: 'crash' };
  const d = effective(m.members);
  const need = (k: string) => d.get(k);
  const catalog = need('catalog');
  const bodies = need('bodies');
  const activeV = need('active');
  const resourcesV = need('resources');
  const requestedV = need('requested');
  const budget = need('budget');
  if (!catalog || !bodies || !activeV) return { kind: 'crash' };
  const activeItems = setItems(activeV);
  if (!activeItems || !activeItems.every(hashable)) return { kind: 'crash' };
  if (!resourcesV || resourcesV.t !== 'dict') return { kind: 'crash' };
  const tuples = new Map<string, Py[]>();
  for (const [k, v] of effective(resourcesV.members)) {
    if (v.t === 'list') tuples.set(k, v.items);
    else if (v.t === 'str') tuples.set(k, Array.from(v.v, str));
    else if (v.t === 'dict') tuples.set(k, [...effective(v.members).keys()].map(str));
    else return { kind: 'crash' };
  }
  const requestedItems = requestedV && setItems(requestedV);
  if (!requestedItems || !requestedItems.every(hashable)) return { kind: 'crash' };
  if (!budget) return { kind: 'crash' };
  if (budget.t !== 'int' || budget.v < 0n) return { kind: 'teach', msg: PLANNER_ERRORS.budget };
  if (catalog.t !== 'dict' || bodies.t !== 'dict') return { kind: 'crash' };
  const cat = effective(catalog.members);
  const bod = effective(bodies.members);
  if ([...tuples.values()].some((t) => t.length !== 2)) return { kind: 'crash' };
  const costs = [...cat.values(), ...bod.values(), ...[...tuples.values()].map((t) => t[1] as Py)];
  if (costs.some((c) => c.t !== 'int' || c.v < 0n)) return { kind: 'teach', msg: PLANNER_ERRORS.cost };
  const active = activeItems;
  if (
    !active.every((a) => a.t === 'str' && cat.has(a.v)) ||
    !active.every((a) => a.t === 'str' && bod.has(a.v))
  ) {
    return { kind: 'teach', msg: PLANNER_ERRORS.active };
  }
  const activeNames = new Set(active.map((a) => (a as { v: string }).v));
  const req = requestedItems;
  if (!req.every((r) => r.t === 'str' && tuples.has(r.v)))
    return { kind: 'teach', msg: PLANNER_ERRORS.requested };
  const reqNames = [...new Set(req.map((r) => (r as { v: string }).v))].sort(compareCodePoints);
  for (const r of reqNames) {
    const owner = (tuples.get(r) as Py[])[0] as Py;
    if (!hashable(owner)) return { kind: 'crash' };
    if (owner.t !== 'str' || !activeNames.has(owner.v)) return { kind: 'teach', msg: PLANNER_ERRORS.owner };
  }
  let tokens = 0n;
  for (const c of cat.values()) tokens += (c as { v: bigint }).v;
  for (const a of activeNames) tokens += (bod.get(a) as { v: bigint }).v;
  for (const r of reqNames) tokens += ((tuples.get(r) as Py[])[1] as { v: bigint }).v;
  return {
    kind: 'ok',
    accepted: tokens <= budget.v,
    tokens,
    bodies: [...activeNames].sort(compareCodePoints),
    resources: reqNames,
  };
}

const SKILLS = ['a', 'b', 'c', '__proto__', '\u{1f600}', '\uff61'];
const RESOURCES = ['ref', 'r2', 'toString', '\u{1f601}'];
const cost = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(0, 1, 10, 30, 50).map((v) => int(v)) },
  { weight: 1, arbitrary: arbInt },
  { weight: 1, arbitrary: arbPy },
);
const costMap = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...SKILLS), cost), { maxLength: 4 })
      .map((members): Py => ({ t: 'dict', members })),
  },
  { weight: 1, arbitrary: arbPy },
);
const nameList = (pool: string[]) =>
  fc.oneof(
    {
      weight: 12,
      arbitrary: fc
        .array(
          fc.oneof(
            { weight: 10, arbitrary: fc.constantFrom(...pool).map(str) },
            { weight: 1, arbitrary: arbPy },
          ),
          { maxLength: 4 },
        )
        .map((items): Py => ({ t: 'list', items })),
    },
    { weight: 1, arbitrary: arbPy },
  );
const resourceValue = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .tuple(
        fc.oneof(
          { weight: 10, arbitrary: fc.constantFrom(...SKILLS).map(str) },
          { weight: 1, arbitrary: arbPy },
        ),
        cost,
      )
      .map(([o, c]): Py => ({ t: 'list', items: [o, c] })),
  },
  { weight: 1, arbitrary: arbPy },
);
const resourceMap = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...RESOURCES), resourceValue), { maxLength: 3 })
      .map((members): Py => ({ t: 'dict', members })),
  },
  { weight: 1, arbitrary: arbPy },
);
const budget = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom(0, 50, 100, 200, 1000).map((v) => int(v)) },
  { weight: 1, arbitrary: arbInt },
  { weight: 1, arbitrary: arbPy },
);
const inputArb = fc
  .tuple(
    costMap,
    costMap,
    nameList(SKILLS),
    resourceMap,
    nameList(RESOURCES),
    budget,
    fc.array(fc.nat(5), { maxLength: 2 }),
  )
  .map(([catalog, bodies, active, resources, requested, b, drop]): Py => {
    const fields: [string, Py][] = [
      ['catalog', catalog],
      ['bodies', bodies],
      ['active', active],
      ['resources', resources],
      ['requested', requested],
      ['budget', b],
    ];
    return { t: 'dict', members: fields.filter((_f, i) => !(drop.includes(i) && drop.length === 1)) };
  });

/** JSON text → model (for examples); test inputs are small. */
function toModel(t: string): Py {
  const walk = (v: unknown): Py => {
    if (v === null) return { t: 'none' };
    if (typeof v === 'boolean') return { t: 'bool', v };
    if (typeof v === 'number') return Number.isInteger(v) ? int(v) : { t: 'float', text: String(v) };
    if (typeof v === 'string') return str(v);
    if (Array.isArray(v)) return { t: 'list', items: v.map(walk) };
    return { t: 'dict', members: Object.entries(v as object).map(([k, x]) => [k, walk(x)]) };
  };
  return walk(JSON.parse(t));
}

const PLAN_EXAMPLES: Input[] = [
  {},
  { budget: 99 },
  { budget: -1 },
  { catalog: { a: -1 } },
  { active: ['zzz'] },
  { requested: ['nope'] },
  { resources: { ref: ['b', 1] } },
  { active: [[1]] },
];

describe('skillLoadPlan: properties', () => {
  it('agrees with the oracle on generated plans (all outcomes reached)', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(inputArb, (m) => {
        const o = skillLoadPlan(parsed(render(m)));
        const expected = oracle(m);
        seen.add(
          expected.kind === 'teach'
            ? expected.msg
            : expected.kind === 'ok'
              ? String(expected.accepted)
              : 'crash',
        );
        if (expected.kind === 'ok') {
          expect(o.ok).toBe(true);
          if (!o.ok) return;
          expect(BigInt(o.value.tokens)).toBe(expected.tokens);
          expect(o.value.accepted).toBe(expected.accepted);
          expect(o.value.bodies).toEqual(expected.bodies);
          expect(o.value.resources).toEqual(expected.resources);
          expect(o.trace[o.trace.length - 1]?.node).toBe(expected.accepted ? 'accepted' : 'rejected');
        } else {
          expect(o.ok).toBe(false);
          if (!o.ok && expected.kind === 'teach') expect(o.error).toBe(expected.msg);
          if (!o.ok && expected.kind === 'crash')
            expect(Object.values(PLANNER_ERRORS)).not.toContain(o.error);
          expect(o.trace[o.trace.length - 1]?.node).toBe('error');
        }
      }),
      // one example per outcome, so the coverage check below never depends on the random seed
      { numRuns: 2500, examples: PLAN_EXAMPLES.map((p) => [toModel(text({ ...base, ...p }))] as [Py]) },
    );
    expect([...seen].sort()).toEqual(['crash', 'false', 'true', ...Object.values(PLANNER_ERRORS)].sort());
  }, 120_000);

  it('accepted is monotone in the budget and flips exactly at tokens', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 200n }), (b) => {
        const o = run({ ...base, budget: raw(b.toString()) });
        expect(o.ok && o.value.accepted).toBe(b >= 100n);
      }),
    );
  });

  it('output lists are sorted, duplicate-free, and independent of input order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SKILLS), { maxLength: 8 }), (active) => {
        const cat = Object.fromEntries(SKILLS.map((s) => [s, 1]));
        const a = run({ catalog: cat, bodies: cat, active, resources: {}, requested: [], budget: 100 });
        const b = run({
          catalog: cat,
          bodies: cat,
          active: [...active].reverse(),
          resources: {},
          requested: [],
          budget: 100,
        });
        expect(a.ok && b.ok).toBe(true);
        if (!a.ok || !b.ok) return;
        expect(a.value.bodies).toEqual(b.value.bodies);
        expect(a.value.bodies).toEqual([...new Set(active)].sort(compareCodePoints));
        expect(a.value.tokens).toBe(SKILLS.length + new Set(active).size);
      }),
    );
  });
});
