// The learner's practice progress: its shape, migration from older stored versions, merging an
// imported file, and the pure updates the store applies. Framework-free; Ajv lives in progressFile.ts.
// Progress is keyed by ids that come from content and from imported files, so every lookup is of an own
// property and every write defines one: an id such as `constructor`, `toString` or `__proto__` is an id
// like any other, never an inherited member or the object's prototype.
import { defineRecord, readRecord } from '../records/index.ts';
import type { LearnerAnswer } from './check.ts';
import { isRecord } from '../json/index.ts';

/** The version this release writes (a test checks it is the record's derived version). */
export type ProgressVersion = 2;

/** More hints than any task could have: a stored count above it is damage, not progress. */
export const MAX_HINTS = 100;

export type TaskStatus = 'tried' | 'done';

export interface TaskProgress {
  /** tried: edited or checked without success yet; done: a check passed (stays done). */
  status: TaskStatus;
  /** number of checks run */
  attempts: number;
  /** the learner's last input, restored on reload */
  lastInput?: LearnerAnswer;
  /** how many hints of the ladder the learner has opened (they stay open after a reload) */
  hints?: number;
  /** ms since the epoch */
  updatedAt: number;
}

export interface QuizProgress {
  correct: boolean;
  choice: string;
}

/** Version 2: what the store persists and what an export file holds. */
export interface Progress {
  v: ProgressVersion;
  tasks: Record<string, TaskProgress>;
  quiz: Record<string, QuizProgress>;
}

/** Version 1 (first release): only the ids of finished tasks. */
export interface ProgressV1 {
  v: 1;
  done: string[];
}

export function emptyProgress(): Progress {
  return { v: PROGRESS_VERSION, tasks: {}, quiz: {} };
}

const ID = /^[A-Za-z0-9_][A-Za-z0-9_.:-]{0,199}$/;
/** What an id may look like (anything else is dropped). */
export const isId = (k: string) => ID.test(k);

/** The entry of `id` in a record of learner data, never an inherited member. */
export function own<T>(rec: Readonly<Record<string, T>>, id: string): T | undefined {
  return Object.hasOwn(rec, id) ? rec[id] : undefined;
}

/** A copy of `rec` with `id` set (a computed key defines an own property, even for `__proto__`). */
export function withEntry<T>(rec: Readonly<Record<string, T>>, id: string, value: T): Record<string, T> {
  return { ...rec, [id]: value };
}

/** A copy of `rec` without `id`. */
export function withoutEntry<T>(rec: Readonly<Record<string, T>>, id: string): Record<string, T> {
  const out = { ...rec };
  delete out[id];
  return out;
}

/** Sets an own property in place (plain assignment of `__proto__` would replace the prototype). */
function put<T>(rec: Record<string, T>, id: string, value: T): void {
  Object.defineProperty(rec, id, { value, enumerable: true, writable: true, configurable: true });
}

function asAnswer(x: unknown): LearnerAnswer | undefined {
  if (!isRecord(x)) return undefined;
  if (x.kind === 'lab' && (typeof x.text === 'string' || x.text === null))
    return { kind: 'lab', text: x.text };
  if (
    x.kind === 'choices' &&
    Array.isArray(x.picks) &&
    x.picks.every((p) => typeof p === 'string' || p === null)
  )
    return { kind: 'choices', picks: [...(x.picks as (string | null)[])] };
  if (x.kind === 'numbers' && isRecord(x.values)) {
    const values: Record<string, string> = {};
    for (const [k, v] of Object.entries(x.values)) if (isId(k) && typeof v === 'string') put(values, k, v);
    return { kind: 'numbers', values };
  }
  return undefined;
}

function asTask(x: unknown): TaskProgress | undefined {
  if (!isRecord(x) || (x.status !== 'tried' && x.status !== 'done')) return undefined;
  const attempts =
    typeof x.attempts === 'number' && Number.isSafeInteger(x.attempts) && x.attempts >= 0 ? x.attempts : 0;
  const updatedAt =
    typeof x.updatedAt === 'number' && Number.isFinite(x.updatedAt) && x.updatedAt >= 0 ? x.updatedAt : 0;
  const out: TaskProgress = { status: x.status, attempts, updatedAt };
  const lastInput = asAnswer(x.lastInput);
  if (lastInput) out.lastInput = lastInput;
  if (typeof x.hints === 'number' && Number.isSafeInteger(x.hints) && x.hints > 0 && x.hints <= MAX_HINTS)
    out.hints = x.hints;
  return out;
}

function asQuiz(x: unknown): QuizProgress | undefined {
  if (!isRecord(x) || typeof x.correct !== 'boolean' || typeof x.choice !== 'string') return undefined;
  return { correct: x.correct, choice: x.choice };
}

/** The stored record of progress: version 1 held only the ids of finished tasks. */
export const PROGRESS_RECORD = defineRecord<Pick<Progress, 'tasks' | 'quiz'>>({
  key: 'toollab:progress',
  steps: [
    {
      name: 'done-list-to-task-records',
      up: (old) => {
        const tasks: Record<string, TaskProgress> = {};
        for (const id of Array.isArray(old.done) ? old.done : [])
          if (typeof id === 'string' && isId(id))
            put(tasks, id, { status: 'done', attempts: 1, updatedAt: 0 });
        return { tasks, quiz: {} };
      },
    },
  ],
  // Cleaned entry by entry: a damaged entry is dropped, the rest kept.
  clean: (data) => {
    const out = emptyProgress();
    if (isRecord(data.tasks)) {
      for (const [id, t] of Object.entries(data.tasks)) {
        const task = asTask(t);
        if (isId(id) && task) put(out.tasks, id, task);
      }
    }
    if (isRecord(data.quiz)) {
      for (const [id, q] of Object.entries(data.quiz)) {
        const quiz = asQuiz(q);
        if (isId(id) && quiz) put(out.quiz, id, quiz);
      }
    }
    return { tasks: out.tasks, quiz: out.quiz };
  },
});

/** The current version, derived from the record's upgrade steps. */
export const PROGRESS_VERSION: ProgressVersion = PROGRESS_RECORD.version as ProgressVersion;

/**
 * Any stored value → valid current progress, through the record's upgrade steps; what cannot be read
 * becomes empty progress. Never throws.
 */
export function migrateProgress(stored: unknown): Progress {
  const r = readRecord(PROGRESS_RECORD, stored);
  return r.ok ? { v: PROGRESS_VERSION, ...r.value } : emptyProgress();
}

/** Which of two records of one task to keep: done beats tried, then the newer one wins. */
export function pickTask(a: TaskProgress, b: TaskProgress): TaskProgress {
  if (a.status !== b.status) return a.status === 'done' ? a : b;
  return b.updatedAt > a.updatedAt ? b : a;
}

/**
 * Merges imported progress into the current one. Per task: done beats tried, otherwise the newer
 * `updatedAt` wins (ties keep the current record); attempts are the larger of both. Per quiz item: a
 * right answer beats a wrong one, otherwise the current answer stays.
 */
export function mergeProgress(current: Progress, incoming: Progress): Progress {
  let tasks = current.tasks;
  for (const [id, t] of Object.entries(incoming.tasks)) {
    const mine = own(current.tasks, id);
    const merged = mine ? { ...pickTask(mine, t), attempts: Math.max(mine.attempts, t.attempts) } : t;
    tasks = withEntry(tasks, id, merged);
  }
  let quiz = current.quiz;
  for (const [id, q] of Object.entries(incoming.quiz)) {
    const mine = own(current.quiz, id);
    if (!mine || (!mine.correct && q.correct)) quiz = withEntry(quiz, id, q);
  }
  return { v: PROGRESS_VERSION, tasks: { ...tasks }, quiz: { ...quiz } };
}

/** Records a check of a task. */
export function recordCheck(
  p: Progress,
  id: string,
  done: boolean,
  input: LearnerAnswer,
  now: number,
): Progress {
  const prev = own(p.tasks, id);
  const status: TaskStatus = done || prev?.status === 'done' ? 'done' : 'tried';
  const next: TaskProgress = {
    status,
    attempts: (prev?.attempts ?? 0) + 1,
    lastInput: input,
    updatedAt: now,
    ...(prev?.hints ? { hints: prev.hints } : {}),
  };
  return { ...p, tasks: withEntry(p.tasks, id, next) };
}

/** Records an edit (no check): the task counts as tried from its first edit. */
export function recordInput(p: Progress, id: string, input: LearnerAnswer, now: number): Progress {
  const prev = own(p.tasks, id);
  const next: TaskProgress = {
    status: prev?.status ?? 'tried',
    attempts: prev?.attempts ?? 0,
    lastInput: input,
    updatedAt: now,
    ...(prev?.hints ? { hints: prev.hints } : {}),
  };
  return { ...p, tasks: withEntry(p.tasks, id, next) };
}

/** Records that the learner opened hints up to `shown` (never fewer than before: a hint read stays read). */
export function recordHints(p: Progress, id: string, shown: number, now: number): Progress {
  const prev = own(p.tasks, id);
  const hints = Math.min(MAX_HINTS, Math.max(prev?.hints ?? 0, Math.floor(shown)));
  if (hints <= 0 || hints === prev?.hints) return p;
  const next: TaskProgress = prev
    ? { ...prev, hints, updatedAt: now }
    : { status: 'tried', attempts: 0, hints, updatedAt: now };
  return { ...p, tasks: withEntry(p.tasks, id, next) };
}

export function recordQuiz(p: Progress, id: string, choice: string, correct: boolean): Progress {
  return { ...p, quiz: withEntry(p.quiz, id, { choice, correct }) };
}

export type DisplayStatus = 'new' | TaskStatus;

export function statusOf(p: Progress, id: string): DisplayStatus {
  return own(p.tasks, id)?.status ?? 'new';
}

/** Tasks done out of the given ids. */
export function doneCount(p: Progress, ids: readonly string[]): number {
  return ids.filter((id) => own(p.tasks, id)?.status === 'done').length;
}
