import { describe, expect, it } from 'vitest';
import { blockKey, keyedSeam, planPatch } from './block-patch';

describe('planPatch', () => {
  it('keeps everything when nothing changed', () => {
    expect(planPatch(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual({ keepHead: 3, keepTail: 0 });
  });

  it('replaces only the edited block in the middle', () => {
    expect(planPatch(['a', 'b', 'c', 'd'], ['a', 'B', 'c', 'd'])).toEqual({ keepHead: 1, keepTail: 2 });
  });

  it('handles a block added or removed', () => {
    expect(planPatch(['a', 'c'], ['a', 'b', 'c'])).toEqual({ keepHead: 1, keepTail: 1 });
    expect(planPatch(['a', 'b', 'c'], ['a', 'c'])).toEqual({ keepHead: 1, keepTail: 1 });
  });

  it('never counts a block as both head and tail', () => {
    // ['x','x'] → ['x','x','x']: two kept at the head, none left for the tail to claim twice.
    const plan = planPatch(['x', 'x'], ['x', 'x', 'x']);
    expect(plan.keepHead + plan.keepTail).toBeLessThanOrEqual(2);
    expect(planPatch(['x'], ['x', 'y', 'x'])).toEqual({ keepHead: 1, keepTail: 0 });
  });

  it('starts from nothing and clears to nothing', () => {
    expect(planPatch([], ['a', 'b'])).toEqual({ keepHead: 0, keepTail: 0 });
    expect(planPatch(['a', 'b'], [])).toEqual({ keepHead: 0, keepTail: 0 });
  });
});

describe('blockKey', () => {
  it('is stable for equal blocks and differs for a one-character edit, a longer block, or CJK text', () => {
    const a = '<p>一个参数对象能否放行</p>';
    expect(blockKey(a)).toBe(blockKey(String(a)));
    expect(blockKey(a)).not.toBe(blockKey(a.replace('能', '可')));
    expect(blockKey(a)).not.toBe(blockKey(`${a}\n`));
    expect(blockKey('')).not.toBe(blockKey('\n'));
  });

  it('names each block by its own key in the seam a prerendered article carries', () => {
    const blocks = ['<h2 id="a">A</h2>', '\n', '<p>$$x$$</p>'];
    const seams = blocks.map(keyedSeam);
    expect(new Set(seams).size).toBe(3);
    for (const [i, s] of seams.entries()) expect(s).toBe(`<!--tool-lab-block ${blockKey(blocks[i]!)}-->`);
    // A key never ends the comment it is written in.
    for (const s of seams) expect(s.slice(4, -3)).not.toMatch(/--|>/);
  });
});
