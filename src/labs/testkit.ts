/**
 * Test-only helpers: a tiny model of the Python values `json.loads` builds, a renderer to JSON text and
 * fast-check arbitraries. Lab property tests generate a model, render it, run the lab on the parsed text
 * and compare with an oracle written against the model — independent of the parser's node types.
 */
import fc from 'fast-check';
import { parseJson, type JsonValue } from '../json/index.ts';

export type Py =
  | { t: 'int'; v: bigint; text?: string }
  | { t: 'float'; text: string }
  | { t: 'bool'; v: boolean }
  | { t: 'none' }
  | { t: 'str'; v: string }
  | { t: 'list'; items: Py[] }
  | { t: 'dict'; members: [string, Py][] };

/** Render to JSON text (models are shallow, so recursion is fine here). */
export function render(m: Py): string {
  switch (m.t) {
    case 'int':
      return m.text ?? m.v.toString();
    case 'float':
      return m.text;
    case 'bool':
      return String(m.v);
    case 'none':
      return 'null';
    case 'str':
      return JSON.stringify(m.v);
    case 'list':
      return '[' + m.items.map(render).join(', ') + ']';
    case 'dict':
      return '{' + m.members.map(([k, v]) => `${JSON.stringify(k)}: ${render(v)}`).join(', ') + '}';
  }
}

/** Python dict semantics of a member list: last duplicate wins. */
export function effective(members: [string, Py][]): Map<string, Py> {
  const map = new Map<string, Py>();
  for (const [k, v] of members) map.set(k, v);
  return map;
}

export function parsed(text: string): JsonValue {
  const r = parseJson(text);
  if (!r.ok) throw new Error(`test input does not parse: ${r.error.message} in ${text}`);
  return r.value;
}

export const int = (v: bigint | number, text?: string): Py =>
  text === undefined ? { t: 'int', v: BigInt(v) } : { t: 'int', v: BigInt(v), text };
export const str = (v: string): Py => ({ t: 'str', v });

export const NAMES = [
  'a',
  'b',
  'c',
  'ref',
  '__proto__',
  'constructor',
  'toString',
  '北京',
  '\u{1f600}',
  '\uff61',
  '',
];

export const arbInt: fc.Arbitrary<Py> = fc.oneof(
  fc
    .constantFrom(-1n, 0n, 1n, 2n, 7n, 8n, 10n, 30n, 9007199254740993n, -(10n ** 25n), 10n ** 25n)
    .map((v) => int(v)),
  fc.constant(int(0, '-0')),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((v) => int(v)),
  fc.integer({ min: -3, max: 12 }).map((v) => int(v)),
);

export const arbFloat: fc.Arbitrary<Py> = fc
  .constantFrom('3.0', '1e0', '-0.0', '0.0', '2.5', '7.0', '1E1', '-1.5', '1e400')
  .map((text) => ({ t: 'float', text }));

export const arbScalar: fc.Arbitrary<Py> = fc.oneof(
  arbInt,
  arbFloat,
  fc.boolean().map((v): Py => ({ t: 'bool', v })),
  fc.constant<Py>({ t: 'none' }),
  fc.constantFrom(...NAMES, '2.0', '1', '3').map(str),
  fc.string({ maxLength: 4 }).map(str),
);

export const arbPy: fc.Arbitrary<Py> = fc.letrec<{ v: Py }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    arbScalar,
    fc.array(tie('v'), { maxLength: 3 }).map((items): Py => ({ t: 'list', items })),
    fc
      .array(fc.tuple(fc.constantFrom(...NAMES), tie('v')), { maxLength: 3 })
      .map((members): Py => ({ t: 'dict', members })),
  ),
})).v;

/** A dict made of the given field generators, each present with probability, sometimes duplicated. */
export function arbDict(fields: Record<string, fc.Arbitrary<Py>>, extra = arbPy): fc.Arbitrary<Py> {
  const entries = Object.entries(fields);
  return fc
    .tuple(
      ...entries.map(([k, arb]) =>
        fc.tuple(fc.constant(k), fc.option(arb, { freq: 12 }), fc.option(arb, { freq: 6 })),
      ),
      fc.option(fc.tuple(fc.constantFrom(...NAMES), extra), { freq: 2 }),
      fc.boolean(),
    )
    .map((parts) => {
      const flag = parts[parts.length - 1] as boolean;
      const extraMember = parts[parts.length - 2] as [string, Py] | null;
      const members: [string, Py][] = [];
      for (const p of parts.slice(0, -2) as [string, Py | null, Py | null][]) {
        const [k, first, dup] = p;
        if (first !== null) members.push([k, first]);
        if (dup === null && first !== null) continue;
        if (dup !== null) members.push([k, dup]);
      }
      if (extraMember !== null) members.push(extraMember);
      if (flag) members.reverse();
      return { t: 'dict', members } as Py;
    });
}
