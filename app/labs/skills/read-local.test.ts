import { describe, expect, it } from 'vitest';
import { MAX_FILE_CHARS, MAX_FILES, MAX_TOTAL_CHARS } from '../../../src/labs/skills/index';
import { finishLoad, planLoad, rootPaths, type Candidate } from './read-local';

const cand = (path: string, size = 10): Candidate => ({ path, size, read: async () => 'x' });

describe('rootPaths', () => {
  it('keeps a chosen skill folder as the first segment', () => {
    expect(rootPaths(['weather/SKILL.md', 'weather/references/u.md'])).toEqual([
      'weather/SKILL.md',
      'weather/references/u.md',
    ]);
  });
  it('drops a folder of skill folders', () => {
    expect(rootPaths(['skills/a/SKILL.md', 'skills/b/SKILL.md'])).toEqual(['a/SKILL.md', 'b/SKILL.md']);
  });
  it('leaves loose files and mixed roots alone', () => {
    expect(rootPaths(['SKILL.md'])).toEqual(['SKILL.md']);
    expect(rootPaths(['a/SKILL.md', 'b/SKILL.md'])).toEqual(['a/SKILL.md', 'b/SKILL.md']);
  });
});

describe('planLoad', () => {
  it('leaves out hidden and oversized files, and says which', () => {
    const plan = planLoad(
      [cand('s/a/SKILL.md'), cand('s/.git/config'), cand('s/a/.DS_Store'), cand('s/a/big.bin', 10_000_000)],
      false,
    );
    expect('read' in plan && plan.read.map((c) => c.path)).toEqual(['a/SKILL.md']);
    expect('read' in plan && plan.skipped.map((s) => s.why)).toEqual(['hidden', 'hidden', 'too-large']);
  });
  it('refuses too many files, a walk that was cut short, and nothing readable', () => {
    const many = Array.from({ length: MAX_FILES + 1 }, (_, i) => cand(`a/f${i}.md`));
    for (const [found, truncated] of [
      [many, false],
      [[cand('a/SKILL.md')], true],
      [[cand('.hidden')], false],
    ] as const) {
      const plan = planLoad(found, truncated);
      expect('refuse' in plan).toBe(true);
      if ('refuse' in plan) expect(plan.refuse.zh && plan.refuse.en).toBeTruthy();
    }
  });
});

describe('finishLoad', () => {
  it('skips binary and over-long texts, never cuts them', () => {
    const r = finishLoad(
      [
        { path: 'b/SKILL.md', text: 'ok' },
        { path: 'a/img.png', text: 'PNG\u0000\u0001' },
        { path: 'a/long.md', text: 'x'.repeat(MAX_FILE_CHARS + 1) },
      ],
      [],
    );
    expect(r.ok && r.files).toEqual([{ path: 'b/SKILL.md', text: 'ok' }]);
    expect(r.skipped.map((s) => `${s.path}:${s.why}`)).toEqual(['a/img.png:binary', 'a/long.md:too-large']);
  });
  it('refuses a set over the total limit with the numbers in the message', () => {
    const n = Math.ceil(MAX_TOTAL_CHARS / MAX_FILE_CHARS) + 1;
    const r = finishLoad(
      Array.from({ length: n }, (_, i) => ({ path: `a/f${i}.md`, text: 'y'.repeat(MAX_FILE_CHARS) })),
      [],
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason.en).toMatch(/400,000/);
  });
});
