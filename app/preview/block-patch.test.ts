import { describe, expect, it } from 'vitest';
import { planPatch } from './block-patch';

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
