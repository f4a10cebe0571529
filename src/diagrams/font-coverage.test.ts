import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charactersOutside } from './font-coverage.ts';

describe('charactersOutside', () => {
  it('names each missing character once, in order, by code point (astral ones whole)', () => {
    expect(charactersOutside('龘 a 𠀀龘b\n', 'ab')).toEqual(['龘', '𠀀']);
    expect(charactersOutside('工具调用', '工具调用')).toEqual([]);
  });

  it('returns exactly the characters of the text that are not covered', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (text, covered) => {
        const have = new Set(covered);
        const missing = charactersOutside(text, covered);
        expect(new Set(missing).size).toBe(missing.length);
        for (const ch of missing) expect(have.has(ch) || /\s/u.test(ch)).toBe(false);
        for (const ch of text) if (!have.has(ch) && !/\s/u.test(ch)) expect(missing).toContain(ch);
      }),
    );
  });
});
