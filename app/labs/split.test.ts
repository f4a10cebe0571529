import { describe, expect, it } from 'vitest';
import { SPLIT_DEFAULT, SPLIT_MAX, SPLIT_MIN, clampSplit, splitAfterKey } from './split';

describe('the inputs/diagram split', () => {
  it('moves by small and large steps and stops at its bounds', () => {
    expect(splitAfterKey(50, 'ArrowLeft')).toBe(48);
    expect(splitAfterKey(50, 'ArrowRight')).toBe(52);
    expect(splitAfterKey(50, 'PageUp')).toBe(60);
    expect(splitAfterKey(SPLIT_MIN, 'ArrowLeft')).toBe(SPLIT_MIN);
    expect(splitAfterKey(SPLIT_MAX - 1, 'PageUp')).toBe(SPLIT_MAX);
    expect(splitAfterKey(40, 'Home')).toBe(SPLIT_MIN);
    expect(splitAfterKey(40, 'End')).toBe(SPLIT_MAX);
    expect(splitAfterKey(40, 'Enter')).toBe(SPLIT_DEFAULT);
  });

  it('ignores other keys, so Tab still leaves the separator', () => {
    expect(splitAfterKey(50, 'Tab')).toBeNull();
    expect(splitAfterKey(50, 'a')).toBeNull();
  });

  it('clamps a dragged position to whole percents inside the bounds', () => {
    expect(clampSplit(12)).toBe(SPLIT_MIN);
    expect(clampSplit(99)).toBe(SPLIT_MAX);
    expect(clampSplit(55.4)).toBe(55);
  });
});
