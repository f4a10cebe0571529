import { describe, expect, it } from 'vitest';
import lab from './index.ts';
import { switchMode } from './mode.ts';
import type { ToolReviewState } from './state.ts';

const current =
  '{"tools": [{"name": "get_weather", "description": "Today\'s weather.", "inputSchema": {"type": "object"}}]}';

describe('switching mode', () => {
  it('diff mode without a snapshot pins the text under review, so it opens on "no change", not an error', () => {
    const review: ToolReviewState = { mode: 'review', current, pinned: '' };
    const diff = switchMode(review, 'diff');
    expect(diff).toEqual({ mode: 'diff', current, pinned: current });
    expect(lab.run(diff).outcome).not.toBe('error');
    expect(lab.run({ ...diff, pinned: '' }).outcome).toBe('error');
  });

  it('keeps a snapshot already pinned, and going back to review changes nothing else', () => {
    const pinned = current.replace('Today', 'Tomorrow');
    const diff = switchMode({ mode: 'review', current, pinned }, 'diff');
    expect(diff.pinned).toBe(pinned);
    expect(switchMode(diff, 'review')).toEqual({ mode: 'review', current, pinned });
    expect(switchMode(diff, 'diff')).toBe(diff);
  });
});
