// The practice tasks of this lab (content/practice/field-cases.json, lab "selection-eval"), checked
// with the real logic: the start does not already pass, and the reference answer does.
import { describe, expect, it } from 'vitest';
import { checkState } from '../state.ts';
import lab from './index.ts';
import type { SelectionState } from './state.ts';
import { readContentJson } from '../lab-test-helpers.ts';

interface Task {
  id: string;
  lab: string | null;
  start: SelectionState;
  check: { kind: string; outcome?: string };
  answer: { input?: string };
}

const tasks = readContentJson<{ tasks: Task[] }>('practice', 'field-cases.json').tasks.filter(
  (t) => t.lab === lab.slug,
);

describe('selection-eval practice tasks', () => {
  it('has at least two', () => expect(tasks.length).toBeGreaterThanOrEqual(2));

  it.each(tasks.map((t) => [t.id, t] as const))('%s: start fails, reference answer passes', (_, t) => {
    expect(checkState(lab, t.start).ok).toBe(true);
    expect(t.check.kind).toBe('lab-outcome');
    expect(lab.run(t.start).outcome).not.toBe(t.check.outcome);
    expect(lab.run({ ...t.start, [lab.practice.field]: t.answer.input as string }).outcome).toBe(
      t.check.outcome,
    );
  });
});
