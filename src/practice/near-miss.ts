/**
 * Near misses: wrong answers a task lists that its check must refuse. The content check and the unit
 * test run every task's reference answer (it must pass) and each near miss (it must fail) through the
 * same `checkTask` the practice page uses. A task whose words say "only change X" must say so in its
 * check (`only`), and one of its near misses must be refused by that rule alone.
 */
import type { NearMiss, PracticeTask } from './types.ts';
import type { AnyLab } from '../labs/index.ts';
import { checkTask, type LearnerAnswer } from './check.ts';

/** "只改 days", "只修改 id", "只加一条", "change only policy", "edit only the new list", "only add". */
const ONLY_ZH = /只(?:改|修改|加|动|删)/;
const ONLY_EN = /\b(?:change|edit|modify) only\b|\bonly (?:change|edit|modify|add)\b/i;

/** Whether a task's goal says "only change X" in either language. */
export const saysOnly = (t: PracticeTask): boolean => ONLY_ZH.test(t.goal.zh) || ONLY_EN.test(t.goal.en);

/** The reference answer of a task as a learner's answer (choices: the correct picks). */
export function referenceAnswer(t: PracticeTask): LearnerAnswer | null {
  const c = t.check;
  if (c.kind === 'choices') return { kind: 'choices', picks: c.items.map((i) => i.correct) };
  if (c.kind === 'numbers')
    return { kind: 'numbers', values: Object.fromEntries(c.fields.map((f) => [f.id, String(f.answer)])) };
  return t.answer.input === undefined ? null : { kind: 'lab', text: t.answer.input };
}

/** A near miss as a learner's answer, or a complaint when it is not in the task's form. */
export function nearMissAnswer(t: PracticeTask, m: NearMiss): LearnerAnswer | string {
  const c = t.check;
  if (c.kind === 'choices') {
    if (!m.picks) return 'a choices task needs "picks"';
    if (m.picks.length !== c.items.length) return `"picks" needs one id per item (${c.items.length})`;
    return { kind: 'choices', picks: m.picks };
  }
  if (c.kind === 'numbers') {
    if (!m.values) return 'a numbers task needs "values"';
    const ids = c.fields.map((f) => f.id).sort();
    if (Object.keys(m.values).sort().join() !== ids.join())
      return `"values" needs exactly the ids ${ids.join(', ')}`;
    return {
      kind: 'numbers',
      values: Object.fromEntries(Object.entries(m.values).map(([k, v]) => [k, String(v)])),
    };
  }
  if (m.input === undefined) return 'a lab task needs "input"';
  return { kind: 'lab', text: m.input };
}

export interface NearMissProblem {
  /** index in `nearMisses`, or -1 for the task as a whole */
  index: number;
  message: string;
}

/** Every way a task's near misses fail to do their job. */
export function nearMissProblems(t: PracticeTask, lab?: AnyLab): NearMissProblem[] {
  const out: NearMissProblem[] = [];
  const c = t.check;
  if (c.kind === 'lab-outcome' && saysOnly(t) && !c.only)
    out.push({ index: -1, message: 'the goal says "only change …": the check needs "only"' });
  let onlyCaught = false;
  t.nearMisses.forEach((m, index) => {
    const answer = nearMissAnswer(t, m);
    if (typeof answer === 'string') return out.push({ index, message: answer });
    if (checkTask(t, answer, lab).done)
      out.push({ index, message: `the check accepts this near miss (${m.why.en})` });
    else if (c.kind === 'lab-outcome' && c.only && !c.only.includes('*')) {
      const loose = { ...t, check: { ...c, only: undefined } };
      if (checkTask(loose, answer, lab).done) onlyCaught = true;
    }
  });
  if (c.kind === 'lab-outcome' && c.only && !c.only.includes('*') && !onlyCaught)
    out.push({ index: -1, message: `no near miss is refused by "only" alone (${c.only.join(', ')})` });
  return out;
}
