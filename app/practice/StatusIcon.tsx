// Status mark of a task or a mastery item; decorative (the status is also said in words beside it).
import type { DisplayStatus } from '../../src/practice/index';

const LOOK: Record<DisplayStatus, { mark: string; cls: string }> = {
  new: { mark: '○', cls: 'border-slate-500 text-slate-600 dark:text-slate-300' },
  tried: { mark: '◐', cls: 'border-amber-700 text-amber-800 dark:border-amber-400 dark:text-amber-300' },
  done: {
    mark: '✓',
    cls: 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-400 dark:bg-emerald-600',
  },
};

export function StatusIcon({ status }: { status: DisplayStatus }) {
  const { mark, cls } = LOOK[status];
  return (
    <span
      aria-hidden="true"
      className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full border text-xs leading-none ${cls}`}
    >
      {mark}
    </span>
  );
}
