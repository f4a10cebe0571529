/**
 * The practice tasks that use this lab (content/practice/*.json): the start does not already solve the
 * task, the reference answer does, and the answer keeps the fields the task says to keep.
 */
import { describe, expect, it } from 'vitest';
import functionCalling from '../../../content/practice/function-calling.json';
import toolsSkills from '../../../content/practice/tools-skills.json';
import { jsonEqual, parseJson, type JsonValue } from '../../json/index.ts';
import { checkState } from '../state.ts';
import type { ActionChainState } from './state.ts';
import lab from './index.ts';

interface Task {
  id: string;
  lab: string | null;
  start?: unknown;
  check: { kind: string; outcome?: string; keep?: string[] };
  answer: { input?: string };
}

const tasks = [...functionCalling.tasks, ...toolsSkills.tasks].filter(
  (t) => (t as Task).lab === 'action-chain',
) as Task[];

const value = (text: string): JsonValue => {
  const r = parseJson(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const member = (v: JsonValue, key: string) => (v.kind === 'object' ? v.entries.get(key)?.value : undefined);

describe('action-chain practice tasks', () => {
  it('there are at least four, one of them on the tools-skills page', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(4);
    expect(toolsSkills.tasks.some((t) => (t as Task).lab === 'action-chain')).toBe(true);
  });

  it.each(tasks.map((t) => [t.id, t] as const))('%s: the answer solves it, the start does not', (_, task) => {
    const start = checkState(lab, task.start);
    expect(start.ok).toBe(true);
    const state = task.start as ActionChainState;
    expect(task.check.kind).toBe('lab-outcome');
    expect(lab.run(state).outcome).not.toBe(task.check.outcome);
    const input = task.answer.input as string;
    expect(lab.run({ ...state, input }).outcome).toBe(task.check.outcome);
    for (const key of task.check.keep ?? []) {
      const before = member(value(state.input), key);
      const after = member(value(input), key);
      expect(before, key).toBeDefined();
      expect(after && before && jsonEqual(before, after), key).toBe(true);
    }
  });
});
