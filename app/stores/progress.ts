// The learner's practice progress, persisted locally (versioned; older versions are migrated).
// Two open tabs stay consistent: a write in one tab fires a `storage` event in the others, which
// re-read the stored value.
import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import { safeLocalStorage } from '../storage/safe-local';
import type { LearnerAnswer } from '../../src/practice/index';
import {
  emptyProgress,
  migrateProgress,
  PROGRESS_RECORD,
  PROGRESS_VERSION,
  recordCheck,
  recordHints,
  recordInput,
  planImport,
  recordQuiz,
  undoImport,
  type ImportPlan,
  type Progress,
} from '../../src/practice/index';

export const PROGRESS_KEY = PROGRESS_RECORD.key;

export interface ProgressState extends Progress {
  /** Records a check of a task (done or not). */
  check(taskId: string, done: boolean, input: LearnerAnswer): void;
  /** Records an edit of a task's input (marks it tried, keeps the input for a reload). */
  edit(taskId: string, input: LearnerAnswer): void;
  /** Records how many hints of a task are open (kept for a reload). */
  showHints(taskId: string, shown: number): void;
  answerQuiz(itemId: string, choice: string, correct: boolean): void;
  /**
   * Merges validated imported progress into the current one (the learner saw planImport's preview
   * first) and returns the plan as applied, for Undo.
   */
  applyImport(incoming: Progress): ImportPlan;
  /** Takes an applied import back, entry by entry (later work on other entries stays). */
  undoImport(plan: ImportPlan): void;
  reset(): void;
}

const data = (s: Progress): Progress => ({ v: PROGRESS_VERSION, tasks: s.tasks, quiz: s.quiz });

export const useProgress = create<ProgressState>()(
  persist(
    (set, get) => ({
      ...emptyProgress(),
      check: (id, done, input) => set((s) => recordCheck(data(s), id, done, input, Date.now())),
      edit: (id, input) => set((s) => recordInput(data(s), id, input, Date.now())),
      showHints: (id, shown) => set((s) => recordHints(data(s), id, shown, Date.now())),
      answerQuiz: (id, choice, correct) => set((s) => recordQuiz(data(s), id, choice, correct)),
      applyImport: (incoming) => {
        const plan = planImport(data(get()), incoming);
        set(data(plan.result));
        return plan;
      },
      undoImport: (plan) => set((s) => undoImport(data(s), plan)),
      reset: () => set(emptyProgress()),
    }),
    {
      name: PROGRESS_KEY,
      version: PROGRESS_VERSION,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: (s) => data(s),
      migrate: (persisted) => migrateProgress(persisted),
      // Also a stored value of the current version goes through the same cleaning.
      merge: (persisted, current) => ({ ...current, ...migrateProgress(persisted) }),
    },
  ),
);

export function progressData(): Progress {
  return data(useProgress.getState());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === PROGRESS_KEY || e.key === null) void useProgress.persist.rehydrate();
  });
}
