// The practice tasks of this lab (content/practice/*.json, lab "tool-review"), checked with the real
// logic: the start does not already pass, and the reference answer does, keeping what the task says to
// keep. (The content-check tests take over once the registry knows this lab.)
import { describe, expect, it } from 'vitest';
import { parseJson } from '../../json/index.ts';
import { checkState } from '../state.ts';
import { canonicalJson } from './canonical.ts';
import lab from './index.ts';
import type { ToolReviewState } from './state.ts';
import { readContentJson } from '../lab-test-helpers.ts';

interface Task {
  id: string;
  lab: string | null;
  start: ToolReviewState;
  check: { kind: string; outcome?: string; keep?: string[] };
  answer: { input?: string };
}

const tasks = ['tool-design.json', 'field-cases.json']
  .flatMap((f) => readContentJson<{ tasks: Task[] }>('practice', f).tasks)
  .filter((t) => t.lab === lab.slug);

const member = (text: string, key: string) => {
  const r = parseJson(text);
  const v = r.ok && r.value.kind === 'object' ? r.value.entries.get(key)?.value : undefined;
  return v && canonicalJson(v);
};

describe('tool-review practice tasks', () => {
  it('has at least two', () => expect(tasks.length).toBeGreaterThanOrEqual(2));

  it.each(tasks.map((t) => [t.id, t] as const))('%s: start fails, reference answer passes', (_, t) => {
    expect(checkState(lab, t.start).ok).toBe(true);
    expect(t.check.kind).toBe('lab-outcome');
    expect(lab.run(t.start).outcome).not.toBe(t.check.outcome);
    const answer = { ...t.start, [lab.practice.field]: t.answer.input as string };
    expect(lab.run(answer).outcome).toBe(t.check.outcome);
    for (const key of t.check.keep ?? [])
      expect(member(answer.current, key), key).toBe(member(t.start.current, key));
  });
});
