// Per-topic practice progress for the home page: "练习 2/7 完成" with a small bar. The task ids come
// with the page summaries from the build, so the home page makes no request per topic. The learner's
// counts live in this browser only: the prerendered HTML keeps the badge's place (invisible, so
// nothing moves when it fills in) and the counts appear once the page has hydrated.
import { useProgress } from '../stores/progress';
import { own } from '../../src/practice/index';
import { STRINGS, type Lang } from '../i18n/strings';
import { TID } from '../testids';
import { useHydrated } from '../hooks/use-hydrated';
import { labelled } from '../../src/i18n/index';

export function ProgressBadge({ pageId, taskIds, lang }: { pageId: string; taskIds: string[]; lang: Lang }) {
  const tasks = useProgress((s) => s.tasks);
  const hydrated = useHydrated();
  if (taskIds.length === 0) return null;
  const s = STRINGS[lang];
  const total = taskIds.length;
  const done = hydrated ? taskIds.filter((id) => own(tasks, id)?.status === 'done').length : 0;
  return (
    <span
      data-testid={TID.practiceBadge}
      data-page={pageId}
      data-done={hydrated ? done : undefined}
      data-total={total}
      aria-hidden={hydrated ? undefined : true}
      className={`inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200 ${hydrated ? '' : 'invisible'}`}
    >
      <span>
        {s['practice.title']} {done}/{total} {s['practice.doneCount']}
      </span>
      <progress
        max={total}
        value={done}
        aria-label={labelled(lang, s['practice.progressLabel'], `${done}/${total}`)}
        className="h-2 w-16 accent-emerald-700"
      />
    </span>
  );
}
