// Per-topic practice progress for the home page: "练习 2/7 完成" with a small bar. Renders nothing for
// a page without practice, and nothing until the page's tasks have loaded (after hydration).
import { useProgress } from '../stores/progress';
import { own } from '../../src/practice/index';
import { STRINGS, type Lang } from '../i18n/strings';
import { TID } from '../testids';
import { usePracticeFile } from './hooks';

export function ProgressBadge({ pageId, lang }: { pageId: string; lang: Lang }) {
  const file = usePracticeFile(pageId);
  const tasks = useProgress((s) => s.tasks);
  if (!file || file.tasks.length === 0) return null;
  const s = STRINGS[lang];
  const total = file.tasks.length;
  const done = file.tasks.filter((t) => own(tasks, t.id)?.status === 'done').length;
  return (
    <span
      data-testid={TID.practiceBadge}
      data-page={pageId}
      data-done={done}
      data-total={total}
      className="inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
    >
      <span>
        {s['practice.title']} {done}/{total} {s['practice.doneCount']}
      </span>
      <progress
        max={total}
        value={done}
        aria-label={`${s['practice.progressLabel']}: ${done}/${total}`}
        className="h-2 w-16 accent-emerald-700"
      />
    </span>
  );
}
