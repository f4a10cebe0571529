/**
 * Payload generator for the planner: a sound plan (every active skill in both maps, owners active, the
 * budget near the total) with zero to three mutations from ./inputs.ts, so that each teaching error, each
 * crash of the call, both verdicts and several errors at once in every order are all reached.
 */
import fc from 'fast-check';
import { arbPy, int, str, type Py } from '../../src/labs/testkit.ts';
import type { PlannerPayload } from '../../src/labs/planner/index.ts';
import {
  appendTo,
  arbNumberish,
  arbStyle,
  arbWeirdStr,
  dict,
  dup,
  list,
  mutated,
  putIn,
  write,
  type Dict,
  type Mutation,
} from './inputs.ts';

const SKILLS = ['a', 'b', 'c', '__proto__', '😀', '\ud800', 'constructor'];
const FILES = ['ref', 'r2', 'toString', '😀.md', '\ue000'];
const FIELDS = ['catalog', 'bodies', 'active', 'resources', 'requested', 'budget'];

const arbName = (pool: string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...pool).map(str), weight: 9 },
    { arbitrary: arbWeirdStr, weight: 1 },
  );

/** What `set(...)` reads: mostly a list of names; also strings (characters), objects (keys), junk. */
const arbNameSet = (pool: string[]) =>
  fc.oneof(
    { arbitrary: fc.array(arbName(pool), { maxLength: 3 }).map(list), weight: 4 },
    { arbitrary: fc.array(arbPy, { maxLength: 2 }).map(list), weight: 1 },
    { arbitrary: fc.constantFrom(...pool, 'ab', '').map(str), weight: 1 },
    {
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...pool), arbPy), { maxLength: 2 })
        .map((members): Py => dict(members)),
      weight: 1,
    },
    { arbitrary: arbPy, weight: 1 },
  );

const ODD_OWNERS: Py[] = [list([str('a')]), dict([['a', int(1)]]), { t: 'none' }, int(1), str('nobody')];

/** A resource entry other than a sound pair: other lengths, strings and objects (read by `tuple()`), junk. */
const arbOddEntry = fc.oneof(
  fc.tuple(fc.constantFrom(...ODD_OWNERS), arbNumberish(0, 60)).map(([o, c]) => list([o, c])),
  fc.array(arbName(SKILLS), { maxLength: 3 }).map(list),
  fc.constantFrom('ab', 'a', 'abc', '😀x').map(str),
  fc.constantFrom<Py>(
    dict([
      ['a', int(1)],
      ['b', int(2)],
    ]),
    dict([]),
  ),
  arbPy,
);

/** A sound plan: every active skill in both maps, owners active, budget near the total. */
const arbPlan: fc.Arbitrary<Dict> = fc
  .uniqueArray(fc.constantFrom(...SKILLS), { minLength: 1, maxLength: 4 })
  .chain((skills) =>
    fc.record({
      skills: fc.constant(skills),
      meta: fc.array(fc.integer({ min: 0, max: 30 }), { minLength: skills.length, maxLength: skills.length }),
      body: fc.array(fc.integer({ min: 0, max: 80 }), { minLength: skills.length, maxLength: skills.length }),
      active: fc.subarray(skills, { minLength: 1 }),
      files: fc.uniqueArray(fc.constantFrom(...FILES), { maxLength: 3 }),
      seed: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
      costs: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 3, maxLength: 3 }),
      pick: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
      slack: fc.integer({ min: -25, max: 25 }),
    }),
  )
  .map(({ skills, meta, body, active, files, seed, costs, pick, slack }) => {
    const owners = files.map((_f, i) => active[(seed[i] as number) % active.length] as string);
    const requested = files.filter((_f, i) => pick[i]);
    const total =
      meta.reduce((a, b) => a + b, 0) +
      active.reduce((a, s) => a + (body[skills.indexOf(s)] as number), 0) +
      requested.reduce((a, f) => a + (costs[files.indexOf(f)] as number), 0);
    return dict([
      ['catalog', dict(skills.map((s, i) => [s, int(meta[i] as number)]))],
      ['bodies', dict(skills.map((s, i) => [s, int(body[i] as number)]))],
      ['active', list(active.map(str))],
      [
        'resources',
        dict(files.map((f, i) => [f, list([str(owners[i] as string), int(costs[i] as number)])])),
      ],
      ['requested', list(requested.map(str))],
      ['budget', int(Math.max(0, total + slack))],
    ]);
  });

const arbPlanMutation: fc.Arbitrary<Mutation> = fc.oneof(
  arbNumberish(-5, 300).map(
    (v): Mutation =>
      (d) =>
        putIn(d, ['budget'], v),
  ),
  fc.tuple(fc.constantFrom('catalog', 'bodies'), fc.constantFrom(...SKILLS), arbNumberish(-3, 60)).map(
    ([f, k, v]): Mutation =>
      (d) =>
        putIn(d, [f, k], v),
  ),
  fc.tuple(fc.constantFrom(...FILES), arbOddEntry).map(
    ([k, v]): Mutation =>
      (d) =>
        putIn(d, ['resources', k], v),
  ),
  fc.tuple(fc.constantFrom(...FILES), arbName(SKILLS), arbNumberish(0, 40)).map(
    ([k, o, c]): Mutation =>
      (d) =>
        putIn(d, ['resources', k], list([o, c])),
  ),
  fc
    .tuple(fc.constantFrom('active', 'requested'), arbName([...SKILLS, ...FILES]))
    .map(([k, v]) => appendTo(k, v)),
  fc.tuple(fc.constantFrom('active', 'requested'), arbPy).map(([k, v]) => appendTo(k, v)),
  arbNameSet(SKILLS).map(
    (v): Mutation =>
      (d) =>
        putIn(d, ['active'], v),
  ),
  arbNameSet(FILES).map(
    (v): Mutation =>
      (d) =>
        putIn(d, ['requested'], v),
  ),
  fc.tuple(fc.constantFrom(...FIELDS), arbPy).map(
    ([k, v]): Mutation =>
      (d) =>
        putIn(d, [k], v),
  ),
  fc.constantFrom(...FIELDS).map(
    (k): Mutation =>
      (d) =>
        putIn(d, [k], undefined),
  ),
  fc.tuple(fc.constantFrom(...FIELDS, 'extra', '__proto__'), arbPy).map(([k, v]) => dup(k, v)),
  {
    arbitrary: arbPy.map(
      (v): Mutation =>
        () =>
          v,
    ),
    weight: 1,
  },
);

export const arbPlanner: fc.Arbitrary<PlannerPayload> = fc
  .record({ input: mutated(arbPlan, arbPlanMutation), style: arbStyle })
  .map(({ input, style }) => ({ text: write(input, style) }));
