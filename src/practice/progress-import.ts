// What importing a progress file would change, before it changes anything: per task and quiz item,
// whether the learner's record is kept, replaced by the file's, or added from it; and how to take an
// applied import back (only the entries it changed, so later work on other tasks stays).
import {
  mergeProgress,
  own,
  PROGRESS_VERSION,
  withEntry,
  withoutEntry,
  type Progress,
  type QuizProgress,
  type TaskProgress,
} from './progress.ts';

export type ImportChange = 'added' | 'replaced' | 'kept';

export interface ImportEntry {
  id: string;
  change: ImportChange;
}

export interface ImportPlan {
  /** Progress after the import. */
  result: Progress;
  tasks: ImportEntry[];
  quiz: ImportEntry[];
  /** What the changed entries were before (undefined: the entry did not exist). */
  before: {
    tasks: Record<string, TaskProgress | undefined>;
    quiz: Record<string, QuizProgress | undefined>;
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changeOf<T>(mine: T | undefined, after: T | undefined): ImportChange {
  if (mine === undefined) return 'added';
  return same(mine, after) ? 'kept' : 'replaced';
}

/** Plans merging `incoming` into `current` (the same rules as mergeProgress), entry by entry. */
export function planImport(current: Progress, incoming: Progress): ImportPlan {
  const result = mergeProgress(current, incoming);
  const plan: ImportPlan = { result, tasks: [], quiz: [], before: { tasks: {}, quiz: {} } };
  for (const id of Object.keys(incoming.tasks)) {
    const mine = own(current.tasks, id);
    const change = changeOf(mine, own(result.tasks, id));
    plan.tasks.push({ id, change });
    if (change !== 'kept') plan.before.tasks = withEntry(plan.before.tasks, id, mine);
  }
  for (const id of Object.keys(incoming.quiz)) {
    const mine = own(current.quiz, id);
    const change = changeOf(mine, own(result.quiz, id));
    plan.quiz.push({ id, change });
    if (change !== 'kept') plan.before.quiz = withEntry(plan.before.quiz, id, mine);
  }
  return plan;
}

/** Counts of each kind of change, for a one-line summary. */
export function importCounts(plan: ImportPlan): Record<ImportChange, number> {
  const counts = { added: 0, replaced: 0, kept: 0 };
  for (const e of [...plan.tasks, ...plan.quiz]) counts[e.change] += 1;
  return counts;
}

/**
 * Takes an applied import back: every entry it added or replaced returns to what it was, unless the
 * learner changed that entry again since (then theirs stays); every other entry is left alone.
 */
export function undoImport(now: Progress, plan: ImportPlan): Progress {
  let tasks = now.tasks;
  for (const id of Object.keys(plan.before.tasks)) {
    if (!same(own(now.tasks, id), own(plan.result.tasks, id))) continue;
    const was = own(plan.before.tasks, id);
    tasks = was ? withEntry(tasks, id, was) : withoutEntry(tasks, id);
  }
  let quiz = now.quiz;
  for (const id of Object.keys(plan.before.quiz)) {
    if (!same(own(now.quiz, id), own(plan.result.quiz, id))) continue;
    const was = own(plan.before.quiz, id);
    quiz = was ? withEntry(quiz, id, was) : withoutEntry(quiz, id);
  }
  return { v: PROGRESS_VERSION, tasks, quiz };
}
