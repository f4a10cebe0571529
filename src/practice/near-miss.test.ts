// Every practice task, through the practice page's own check: the reference answer passes and every
// near miss the task lists fails (for "only change X" tasks, one of them by the `only` rule alone).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PracticeFile, PracticeTask } from '../content-checks/types.ts';
import { loadAllLabs } from '../labs/index.ts';
import { checkTask } from './check.ts';
import { nearMissAnswer, nearMissProblems, referenceAnswer, saysOnly } from './near-miss.ts';

const labs = new Map((await loadAllLabs()).map((l) => [l.module.slug, l.module]));
const dir = join(import.meta.dirname, '../../content/practice');
const tasks: PracticeTask[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as PracticeFile).tasks);
const labOf = (t: PracticeTask) => (t.lab ? labs.get(t.lab) : undefined);

describe('near misses', () => {
  it('cover every task', () => {
    expect(tasks.length).toBeGreaterThan(40);
    for (const t of tasks) expect(t.nearMisses?.length ?? 0, t.id).toBeGreaterThan(0);
  });

  it.each(tasks.map((t) => [t.id, t] as const))('%s: the reference passes, every near miss fails', (_, t) => {
    const ref = referenceAnswer(t);
    expect(ref, 'a reference answer').not.toBeNull();
    // a page-function task is judged on a real call: python3 runs its answers and near misses in
    // scripts/page-labs/practice-calls.test.ts; here only their form is checked
    const calls = t.check.kind === 'page-function';
    if (!calls) expect(checkTask(t, ref!, labOf(t)).done, 'reference answer').toBe(true);
    for (const m of t.nearMisses) {
      const a = nearMissAnswer(t, m);
      expect(typeof a, m.why.en).not.toBe('string');
      if (typeof a !== 'string') expect(checkTask(t, a, labOf(t)).done, m.why.en).toBe(false);
    }
    expect(nearMissProblems(t, labOf(t))).toEqual([]);
  });

  it('find the "only change X" clause in either language and hold tasks to it', () => {
    const only = tasks.filter(saysOnly);
    expect(only.length).toBeGreaterThanOrEqual(10);
    for (const t of only) expect(t.check.kind === 'lab-outcome' && t.check.only, t.id).toBeTruthy();
    const loose = { ...only[0]!, check: { ...only[0]!.check, only: undefined } } as PracticeTask;
    expect(nearMissProblems(loose, labOf(loose)).map((p) => p.message)).toContain(
      'the goal says "only change …": the check needs "only"',
    );
  });

  it('report a near miss the check accepts, one in the wrong form, and an "only" no near miss tests', () => {
    const t = tasks.find((x) => x.id === 'fcall-repair-range')!;
    const lab = labOf(t);
    const why = { zh: '参考答案', en: 'the reference' };
    const accepted = { ...t, nearMisses: [{ why, input: t.answer.input! }] };
    expect(nearMissProblems(accepted, lab).map((p) => p.message)).toEqual([
      'the check accepts this near miss (the reference)',
      'no near miss is refused by "only" alone (days)',
    ]);
    const wrongForm = { ...t, nearMisses: [{ why, picks: ['a'] }] };
    expect(nearMissProblems(wrongForm, lab)[0]?.message).toBe('a lab task needs "input"');
  });
});
