import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJson } from './parse.ts';
import { compareCodePoints, pyFloatRepr, pyRepr, pyTypeName, sortedPy } from './python.ts';
import type { JsonValue } from './types.ts';

const parse = (t: string): JsonValue => {
  const r = parseJson(t);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Oracle: compare arrays of code points. */
function cpCompare(a: string, b: string): number {
  const x = Array.from(a, (c) => c.codePointAt(0) as number);
  const y = Array.from(b, (c) => c.codePointAt(0) as number);
  for (let i = 0; i < Math.min(x.length, y.length); i++)
    if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
  return x.length - y.length;
}

describe('python view', () => {
  it('pyFloatRepr matches CPython repr', () => {
    const cases: [number, string][] = [
      [1e16, '1e+16'],
      [1e15, '1000000000000000.0'],
      [0.0001, '0.0001'],
      [0.00001, '1e-05'],
      [1.5, '1.5'],
      [-0, '-0.0'],
      [0, '0.0'],
      [3, '3.0'],
      [1e22, '1e+22'],
      [123456789.123, '123456789.123'],
      [Infinity, 'inf'],
      [-Infinity, '-inf'],
      [5e-324, '5e-324'],
      [1.7976931348623157e308, '1.7976931348623157e+308'],
      [0.1 + 0.2, '0.30000000000000004'],
      [1e-7, '1e-07'],
      [Number('12345678901234567890'), '1.2345678901234567e+19'],
    ];
    for (const [x, s] of cases) expect(pyFloatRepr(x)).toBe(s);
  });

  it('pyFloatRepr reads back to the same double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (d) => {
        expect(Number(pyFloatRepr(d))).toBe(d);
      }),
    );
  });

  it('pyTypeName and pyRepr', () => {
    expect(pyTypeName(parse('{}'))).toBe('dict');
    expect(pyTypeName(parse('[]'))).toBe('list');
    expect(pyTypeName(parse('true'))).toBe('bool');
    expect(pyTypeName(parse('1'))).toBe('int');
    expect(pyTypeName(parse('1.0'))).toBe('float');
    expect(pyTypeName(parse('null'))).toBe('NoneType');
    expect(pyTypeName(undefined)).toBe('NoneType');
    expect(pyRepr(parse('{"a": [true, null, 1e0, -0, "it\'s"], "b": "x"}'))).toBe(
      `{'a': [True, None, 1.0, 0, "it's"], 'b': 'x'}`,
    );
    expect(pyRepr(parse('"\\n\\u0001\\ud800"'))).toBe("'\\n\\x01\\ud800'");
    expect(pyRepr(parse('[1, 2, 3, 4, 5, 6]'), 8)).toBe('[1, 2, …');
    expect(pyRepr(null)).toBe('None');
  });

  it('pyRepr is iterative (deep values are fine)', () => {
    const r = parseJson('['.repeat(50_000) + ']'.repeat(50_000), { maxDepth: Infinity });
    expect(r.ok && pyRepr(r.value).length).toBe(100_000);
  });

  it('code point order differs from UTF-16 order outside the BMP', () => {
    const names = ['\uff61', '\u{1f600}', 'a', 'B', ''];
    expect(sortedPy(names)).toEqual(['', 'B', 'a', '\uff61', '\u{1f600}']);
    expect([...names].sort()).not.toEqual(sortedPy(names));
  });

  it('compareCodePoints agrees with a code point oracle, lone surrogates included', () => {
    const unit = fc.constantFrom(
      'a',
      'z',
      '\uff61',
      '\ue000',
      '\u{1f600}',
      '\u{1f601}',
      '\ud83d',
      '\ude00',
      '\u{10000}',
    );
    const str = fc.array(unit, { maxLength: 4 }).map((a) => a.join(''));
    fc.assert(
      fc.property(str, str, (a, b) => {
        expect(Math.sign(compareCodePoints(a, b))).toBe(Math.sign(cpCompare(a, b)));
      }),
      { numRuns: 3000 },
    );
  });
});
