// Link from a topic page to its practice view: "练习 (2/7 完成)". Renders nothing for pages without
// practice. The count appears once the tasks have loaded (after hydration).
import { Link, useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { useT } from '../i18n/use-t';
import { useProgress } from '../stores/progress';
import { own } from '../../src/practice/index';
import { TID } from '../testids';
import { hasPractice } from './data';
import { usePracticeFile } from './hooks';

export function PracticeLink({ pageId, className }: { pageId: string; className?: string }) {
  const t = useT();
  const { lang } = useRoute();
  const file = usePracticeFile(pageId);
  const tasks = useProgress((s) => s.tasks);
  if (!hasPractice(pageId) || file === null) return null;
  const count = file
    ? ` (${file.tasks.filter((x) => own(tasks, x.id)?.status === 'done').length}/${file.tasks.length} ${t('practice.doneCount')})`
    : '';
  return (
    <p className={className}>
      <Link
        data-testid={TID.practiceLink}
        href={hrefFor({ name: 'practice', id: pageId }, lang)}
        className="inline-flex items-center rounded border border-blue-800 px-3 py-1 text-sm font-medium text-blue-900 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:border-blue-300 dark:text-blue-200 dark:hover:bg-slate-800"
      >
        {t('practice.title')}
        {count}
      </Link>
    </p>
  );
}
