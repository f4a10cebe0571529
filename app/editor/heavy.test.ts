import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HEAVY_CHARS, HEAVY_DEPTH, heavyText, maxDepth } from './heavy';

describe('heavy texts for the editor', () => {
  it('a 100,000-deep array is heavy by depth', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(heavyText(deep)).toEqual({ reason: 'depth', depth: 100_000 });
  });

  it('brackets inside strings do not count, escaped quotes do not end a string', () => {
    const text = JSON.stringify({ s: '['.repeat(5000), t: '\\"[[[[' });
    expect(maxDepth(text)).toBe(1);
    expect(heavyText(text)).toBeNull();
  });

  it('a text over the size limit is heavy whatever its shape', () => {
    expect(heavyText(' '.repeat(HEAVY_CHARS + 1))).toEqual({ reason: 'size', chars: HEAVY_CHARS + 1 });
    expect(heavyText(' '.repeat(HEAVY_CHARS))).toBeNull();
  });

  it('depth is the JSON nesting depth of any value', () => {
    const value = fc.letrec((tie) => ({
      v: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.integer(),
        fc.array(tie('v'), { maxLength: 3 }),
        fc.dictionary(fc.string(), tie('v'), { maxKeys: 3 }),
      ),
    })).v;
    const depthOf = (v: unknown): number =>
      typeof v === 'object' && v !== null
        ? 1 + Math.max(0, ...Object.values(v as Record<string, unknown>).map(depthOf))
        : 0;
    fc.assert(
      fc.property(value, (v) => {
        expect(maxDepth(JSON.stringify(v))).toBe(depthOf(v));
      }),
    );
    expect(heavyText('['.repeat(HEAVY_DEPTH) + ']'.repeat(HEAVY_DEPTH))).toBeNull();
  });
});
