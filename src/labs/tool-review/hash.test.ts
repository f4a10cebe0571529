import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJson, type JsonValue } from '../../json/index.ts';
import { arbPy, render, type Py } from '../testkit.ts';
import { canonicalHash, canonicalJson } from './canonical.ts';
import { sha256Bytes, sha256Hex } from './sha256.ts';

const node = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const parsed = (text: string): JsonValue => {
  const r = parseJson(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('SHA-256', () => {
  it('matches the FIPS 180-4 examples and Node crypto at block boundaries', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    for (const n of [55, 56, 63, 64, 65, 119, 120, 1000])
      expect(sha256Hex('a'.repeat(n))).toBe(node('a'.repeat(n)));
    expect(sha256Bytes(new Uint8Array([0, 255, 128]))).toBe(
      createHash('sha256')
        .update(new Uint8Array([0, 255, 128]))
        .digest('hex'),
    );
  });

  it('agrees with Node crypto on any text, CJK and lone surrogates included', () =>
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
        expect(sha256Hex(s)).toBe(node(s));
      }),
    ));
});

/** The same value written differently: members shuffled, whitespace added, numbers respelt. */
function respell(m: Py, seed: number): string {
  const ws = [' ', '\n', '\t', '  \r\n'][seed % 4] as string;
  switch (m.t) {
    case 'dict': {
      const members = [...new Map(m.members.map(([k, v]) => [k, v])).entries()];
      if (seed % 2) members.reverse();
      return `{${ws}${members.map(([k, v], i) => `${JSON.stringify(k)}${ws}:${respell(v, seed + i + 1)}`).join(`,${ws}`)}${ws}}`;
    }
    case 'list':
      return `[${ws}${m.items.map((v, i) => respell(v, seed + i)).join(`${ws},`)}]`;
    case 'str':
      return JSON.stringify(m.v).replace(/[a-z]/, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
    case 'int':
      return seed % 3 === 0 && m.v < 10n ** 15n && m.v > -(10n ** 15n) ? `${m.v}.0` : render(m);
    default:
      return render(m);
  }
}

describe('canonical JSON', () => {
  it('sorts keys, drops whitespace, writes numbers by value', () => {
    expect(canonicalJson(parsed('{ "b": [1, 2.0, 5e1, -0.0], "a": {"y": null, "x": "\\u0041"} }'))).toBe(
      '{"a":{"x":"A","y":null},"b":[1,2,50,0]}',
    );
    expect(canonicalJson(parsed('{"a": 1, "a": 2}'))).toBe('{"a":2}');
    expect(canonicalJson(parsed('123456789012345678901234567890'))).toBe('123456789012345678901234567890');
  });

  it('gives the same hash whatever the key order, whitespace, escapes or number spelling', () =>
    fc.assert(
      fc.property(arbPy, fc.nat(1000), (m, seed) => {
        const a = parsed(render(m));
        const b = parsed(respell(m, seed));
        expect(canonicalJson(b)).toBe(canonicalJson(a));
        expect(canonicalHash(b)).toBe(canonicalHash(a));
      }),
      { numRuns: 600 },
    ));

  it('tells different values apart', () => {
    const h = (t: string) => canonicalHash(parsed(t));
    expect(h('{"a": 1}')).not.toBe(h('{"a": "1"}'));
    expect(h('[1, 2]')).not.toBe(h('[2, 1]'));
    expect(h('{"a": true}')).not.toBe(h('{"a": 1}'));
  });
});
