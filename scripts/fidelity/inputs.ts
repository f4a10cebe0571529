/**
 * Payload generators for the differential test. Values are built as `Py` models (src/labs/testkit.ts)
 * and written out as JSON text in one of several spellings, so both readers see the same value through
 * different texts: escapes for every non-ASCII character (astral characters become surrogate-pair
 * escapes, which `json.loads` joins), raw characters, and lone surrogates written as `\ud800` escapes or
 * raw. A raw lone surrogate is kept away from an escaped one: Python would keep the two apart as two
 * code points while a UTF-16 string cannot tell them from a pair (the one spelling the harness leaves out).
 */
import fc from 'fast-check';
import { arbDict, arbFloat, arbInt, arbPy, int, str, type Py } from '../../src/labs/testkit.ts';
import type { AdmissionPayload } from '../../src/labs/admission/index.ts';
import type { ClassifierPayload } from '../../src/labs/classifier/index.ts';

type Style = 'json' | 'ascii' | 'raw' | 'spaced';

function quote(s: string, style: Style): string {
  if (style === 'json' || style === 'spaced') return JSON.stringify(s);
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const ch = s[i] as string;
    if (ch === '"' || ch === '\\') out += '\\' + ch;
    else if (c < 0x20) out += '\\u' + c.toString(16).padStart(4, '0');
    else if (style === 'ascii' && c > 0x7e) out += '\\u' + c.toString(16).padStart(4, '0');
    else out += ch;
  }
  return out + '"';
}

/** JSON text of a model; duplicate keys stay duplicated (the text is what both readers parse). */
export function write(m: Py, style: Style = 'json'): string {
  const sep = style === 'spaced' ? ',\n ' : ',';
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
      return quote(m.v, style);
    case 'list':
      return '[' + m.items.map((x) => write(x, style)).join(sep) + ']';
    case 'dict':
      return '{' + m.members.map(([k, v]) => `${quote(k, style)}: ${write(v, style)}`).join(sep) + '}';
  }
}

export const arbStyle = fc.constantFrom<Style>('json', 'json', 'ascii', 'raw', 'spaced');

/** Names that trip JS objects, sort orders and string encodings. */
export const TRICKY = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  '😀',
  '\ud800',
  '\udfff',
  'a\udc00',
  '\uffff',
  '\ue000',
  '\u0000',
  'é',
  'é',
  '2.0',
];

export const arbWeirdStr = fc.oneof(
  fc.constantFrom(...TRICKY).map(str),
  fc.string({ unit: 'binary', maxLength: 3 }).map(str),
);

export const bool = (v: boolean): Py => ({ t: 'bool', v });
const flt = (text: string): Py => ({ t: 'float', text });
export const list = (items: Py[]): Py => ({ t: 'list', items });

/** A number-ish value: ints (big, negative, -0), floats (2.0, 1e400, -0.0), bools, numeric strings, null. */
export function arbNumberish(lo: number, hi: number): fc.Arbitrary<Py> {
  return fc.oneof(
    { arbitrary: fc.integer({ min: lo, max: hi }).map((v) => int(v)), weight: 8 },
    { arbitrary: arbInt, weight: 2 },
    { arbitrary: arbFloat, weight: 2 },
    {
      arbitrary: fc.constantFrom('2.0', '1.0', '1e400', '-1e400', '-0.0', '7.0', '0.0', '1E2').map(flt),
      weight: 2,
    },
    { arbitrary: fc.boolean().map(bool), weight: 2 },
    { arbitrary: fc.constantFrom('3', '0', '-0', '2.0').map(str), weight: 1 },
    { arbitrary: fc.constantFrom<Py>({ t: 'none' }, list([]), { t: 'dict', members: [] }), weight: 1 },
  );
}

// ------------------------------------------------------------------------------------------- admission

const CITIES = ['杭州', '成都', '北京', '朝阳', 'Hangzhou', '😀', '\ud800', '__proto__', ''];

export const arbAdmission: fc.Arbitrary<AdmissionPayload> = fc
  .record({
    args: fc.oneof(
      {
        arbitrary: arbDict({
          city: fc.oneof(
            { arbitrary: fc.constantFrom(...CITIES).map(str), weight: 6 },
            { arbitrary: arbWeirdStr, weight: 2 },
            { arbitrary: arbPy, weight: 1 },
          ),
          days: arbNumberish(-2, 10),
        }),
        weight: 8,
      },
      { arbitrary: arbPy, weight: 2 },
    ),
    cities: fc.uniqueArray(fc.constantFrom(...CITIES, ...TRICKY), { maxLength: 4 }),
    style: arbStyle,
  })
  .map(({ args, cities, style }) => ({ text: write(args, style), cities }));

// ------------------------------------------------------------------------------------------- mutations

/**
 * Inputs for the classifier and the planner start from a sound value and get zero to three mutations,
 * applied in order: each error alone, several errors at once in every order, and the happy paths, all
 * reached often enough to count (the test checks that each outcome is reached).
 */
export type Dict = { t: 'dict'; members: [string, Py][] };
export type Mutation = (d: Dict) => Py;

export const dict = (members: [string, Py][]): Dict => ({ t: 'dict', members });

/** Sets `path` (replacing every duplicate of the last key); creates missing dicts; leaves junk alone. */
export function putIn(d: Dict, path: readonly string[], v: Py | undefined): Dict {
  const [key, ...rest] = path as [string, ...string[]];
  const current = d.members.filter(([k]) => k === key).at(-1)?.[1];
  let next: Py | undefined = v;
  if (rest.length > 0) {
    if (current === undefined) next = putIn(dict([]), rest, v);
    else if (current.t === 'dict') next = putIn(current, rest, v);
    else return d;
  }
  const kept = d.members.filter(([k]) => k !== key);
  return dict(next === undefined ? kept : [...kept, [key, next]]);
}

export const dup =
  (key: string, v: Py): Mutation =>
  (d) =>
    dict([...d.members, [key, v]]);

export function appendTo(key: string, v: Py): Mutation {
  return (d) => {
    const current = d.members.filter(([k]) => k === key).at(-1)?.[1];
    return current?.t === 'list' ? putIn(d, [key], list([...current.items, v])) : d;
  };
}

export function mutated(base: fc.Arbitrary<Dict>, mutation: fc.Arbitrary<Mutation>): fc.Arbitrary<Py> {
  const count = fc.oneof(
    { arbitrary: fc.constant(0), weight: 3 },
    { arbitrary: fc.constant(1), weight: 4 },
    { arbitrary: fc.constant(2), weight: 2 },
    { arbitrary: fc.constant(3), weight: 1 },
  );
  return fc
    .tuple(
      base,
      count.chain((n) => fc.array(mutation, { minLength: n, maxLength: n })),
    )
    .map(([d, ms]) => ms.reduce<Py>((v, m) => (v.t === 'dict' ? m(v) : v), d));
}

// ------------------------------------------------------------------------------------------- classifier

const IDS = ['req-1', 'req-2', '', '1', '😀', '\ud800', '__proto__'];

const arbCount = arbNumberish(-3, 9);

const arbResponse = (expectedId: string): fc.Arbitrary<Dict> =>
  fc
    .record({
      error: fc.boolean(),
      code: fc.constantFrom(-32602, -32601, -32603, -32700, 0),
      isError: fc.option(fc.boolean(), { nil: undefined }),
      count: fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }),
    })
    .map(({ error, code, isError, count }) => {
      const head: [string, Py][] = [
        ['jsonrpc', str('2.0')],
        ['id', str(expectedId)],
      ];
      if (error)
        return dict([
          ...head,
          [
            'error',
            dict([
              ['code', int(code)],
              ['message', str('x')],
            ]),
          ],
        ]);
      const result: [string, Py][] = [['content', list([])]];
      if (isError !== undefined) result.push(['isError', bool(isError)]);
      if (count !== undefined) result.push(['structuredContent', dict([['count', int(count)]])]);
      return dict([...head, ['result', dict(result)]]);
    });

const arbResponseMutation: fc.Arbitrary<Mutation> = fc.oneof(
  arbNumberish(1, 2).map(
    (v): Mutation =>
      (d) =>
        putIn(d, ['jsonrpc'], v),
  ),
  fc.constantFrom(...IDS).map(
    (id): Mutation =>
      (d) =>
        putIn(d, ['id'], str(id)),
  ),
  fc.constantFrom<Py | undefined>(undefined, int(1), { t: 'none' }).map(
    (v): Mutation =>
      (d) =>
        putIn(d, ['id'], v),
  ),
  arbPy.map(
    (v): Mutation =>
      (d) =>
        putIn(d, ['error'], v),
  ),
  arbPy.map(
    (v): Mutation =>
      (d) =>
        putIn(d, ['result'], v),
  ),
  fc.constantFrom('error', 'result').map(
    (k): Mutation =>
      (d) =>
        putIn(d, [k], undefined),
  ),
  arbNumberish(-32700, -32000).map(
    (v): Mutation =>
      (d) =>
        putIn(d, ['error', 'code'], v),
  ),
  fc
    .constantFrom<Py | undefined>(
      undefined,
      bool(true),
      bool(false),
      { t: 'none' },
      int(0),
      int(1),
      str('true'),
    )
    .map(
      (v): Mutation =>
        (d) =>
          putIn(d, ['result', 'isError'], v),
    ),
  arbPy.map(
    (v): Mutation =>
      (d) =>
        putIn(d, ['result', 'structuredContent'], v),
  ),
  fc.option(arbCount, { nil: undefined }).map(
    (v): Mutation =>
      (d) =>
        putIn(d, ['result', 'structuredContent', 'count'], v),
  ),
  fc
    .tuple(fc.constantFrom('jsonrpc', 'id', 'error', 'result', '__proto__'), arbPy)
    .map(([k, v]) => dup(k, v)),
  {
    arbitrary: arbPy.map(
      (v): Mutation =>
        () =>
          v,
    ),
    weight: 1,
  },
);

export const arbClassifier: fc.Arbitrary<ClassifierPayload> = fc
  .constantFrom(...IDS)
  .chain((expectedId) =>
    fc.record({
      response: fc.oneof(
        { arbitrary: mutated(arbResponse(expectedId), arbResponseMutation), weight: 30 },
        { arbitrary: fc.constant<Py | null>(null), weight: 1 },
      ),
      expectedId: fc.constant(expectedId),
      style: arbStyle,
    }),
  )
  .map(({ response, expectedId, style }) => ({
    text: response === null ? null : write(response, style),
    expectedId,
  }));
