// `/topics/<id>/practice`: a topic's practice tasks (checked with the real lab logic), hint ladder,
// explanation and reference answer after success (unless a class link locks them), the mastery
// checklist, and export/import of progress.
import { startTransition, useEffect, useState } from 'react';
import { Link, useRoute } from '../routing/router';
import { hashId, hrefFor } from '../routing/routes';
import { useT } from '../i18n/use-t';
import { useHydrated } from '../hooks/use-hydrated';
import { TID } from '../testids';
import type { PracticeFile, PracticeTask } from '../../src/content-checks/index';
import { own, type DisplayStatus } from '../../src/practice/index';
import { usePracticeFile, useSavedProgress } from './hooks';
import { TaskView } from './TaskView';
import { MasteryList } from './MasteryList';
import { ProgressTools } from './ProgressTools';
import { StatusIcon } from './StatusIcon';
import { PracticeHeading, PracticeShell, usePracticeTitle } from './PracticeShell';

/** `?lock=answers` in the URL (a teacher's class link) hides explanations and reference answers. */
export function answersLocked(search: string): boolean {
  return new URLSearchParams(search).get('lock') === 'answers';
}

export default function PracticePage({ id }: { id: string }) {
  const t = useT();
  const { lang } = useRoute();
  const file = usePracticeFile(id, true);
  const { title, known } = usePracticeTitle(id);

  useEffect(() => {
    document.title = `${t('practice.title')} · ${title} · ${t('app.name')}`;
  }, [t, title]);

  if (file === undefined) {
    return <PracticeShell id={id} loading />;
  }
  if (file === null || !known || file.tasks.length === 0) {
    return (
      <>
        <h1 className="text-2xl font-bold">{t('practice.none.page')}</h1>
        {known && (
          <p className="mt-4">
            <Link
              href={hrefFor({ name: 'topic', id }, lang)}
              className="text-blue-800 underline dark:text-blue-300"
            >
              {t('practice.backToTopic')}
            </Link>
          </p>
        )}
      </>
    );
  }
  return <PracticeBody file={file} pageId={id} title={title} />;
}

function PracticeBody({ file, pageId, title }: { file: PracticeFile; pageId: string; title: string }) {
  const t = useT();
  const { lang, search } = useRoute();
  // The server renders what a new learner sees: the first task, nothing saved, answers not locked
  // (it cannot know the fragment, the query or this browser's storage). The hydrating render
  // agrees with it; the task named in the link, the lock and the saved progress come right after.
  const hydrated = useHydrated();
  const locked = hydrated && answersLocked(search);
  const tasks = useSavedProgress((p) => p.tasks);
  const quiz = useSavedProgress((p) => p.quiz);
  // The fragment as the page opened (later changes of it are the page's own, see go()).
  const [openedHash] = useState(() => (typeof window === 'undefined' ? '' : window.location.hash));
  const [chosenId, setChosenId] = useState<string | null>(null);
  const currentId = chosenId ?? (hydrated ? linkedTask(file.tasks, openedHash) : file.tasks[0]!.id);
  const index = Math.max(
    0,
    file.tasks.findIndex((x) => x.id === currentId),
  );
  const task = file.tasks[index]!;
  const statusOf = (x: PracticeTask): DisplayStatus => own(tasks, x.id)?.status ?? 'new';
  const done = file.tasks.filter((x) => statusOf(x) === 'done').length;
  const mastery = file.mastery ?? [];
  const met = mastery.filter((m) => own(quiz, m.id)?.correct).length;

  const go = (i: number) => {
    const next = file.tasks[(i + file.tasks.length) % file.tasks.length]!;
    // A transition: while another lab's code loads, the current task stays on screen.
    startTransition(() => setChosenId(next.id));
    // Keep the task in the URL so a reload comes back to it.
    const url = new URL(window.location.href);
    url.hash = next.id;
    window.history.replaceState(null, '', url);
  };

  return (
    <div data-testid={TID.practicePage} lang={lang === 'zh' ? 'zh-CN' : 'en'}>
      <header className="mb-6 border-b border-slate-300 pb-4 dark:border-slate-700">
        <PracticeHeading pageId={pageId} title={title} />
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-800 dark:text-slate-200">
          <span data-done={done} data-total={file.tasks.length}>
            {t('practice.tasks')} {done}/{file.tasks.length} {t('practice.doneCount')}
          </span>
          {mastery.length > 0 && (
            <span>
              {t('quiz.title')} {met}/{mastery.length} {t('quiz.count')}
            </span>
          )}
          {locked && (
            <span
              data-testid={TID.practiceLocked}
              className="rounded border border-amber-700 bg-amber-50 px-2 py-0.5 text-amber-950 dark:bg-amber-950 dark:text-amber-100"
            >
              🔒 {t('practice.lockedBanner')}
            </span>
          )}
        </p>
        <ProgressTools pageId={pageId} />
      </header>

      <div className="practice-layout flex flex-col gap-8 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)]">
        <nav
          aria-label={t('practice.tasks')}
          className="order-last lg:sticky lg:top-20 lg:order-none lg:self-start"
        >
          <h2 className="mb-2 text-lg font-semibold">{t('practice.tasks')}</h2>
          <ol data-testid={TID.practiceTaskList} className="space-y-1">
            {file.tasks.map((x, i) => {
              const st = statusOf(x);
              const current = i === index;
              return (
                <li key={x.id}>
                  <button
                    type="button"
                    data-task={x.id}
                    data-status={st}
                    aria-current={current ? 'step' : undefined}
                    onClick={() => go(i)}
                    className={`flex w-full items-start gap-2 rounded px-2 py-1.5 text-left text-sm ${
                      current
                        ? 'bg-blue-50 font-semibold text-blue-950 ring-1 ring-blue-700 dark:bg-slate-800 dark:text-blue-100 dark:ring-blue-400'
                        : 'hover:bg-slate-100 dark:hover:bg-slate-900'
                    }`}
                  >
                    <StatusIcon status={st} />
                    <span className="min-w-0 flex-1">
                      <span className="block">{x.title[lang]}</span>
                      <span className="block text-xs font-normal text-slate-700 dark:text-slate-300">
                        {t(`practice.status.${st}`)}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
          <p className="mt-3 text-xs text-slate-700 dark:text-slate-300">{t('practice.shortcuts')}</p>
        </nav>

        <TaskView
          key={task.id}
          task={task}
          pageId={pageId}
          number={index + 1}
          total={file.tasks.length}
          locked={locked}
          onPrev={() => go(index - 1)}
          onNext={() => go(index + 1)}
        />
        {/* Marks that the open task has been parsed whole: see .practice-layout in app.css. */}
        <span className="practice-layout-end" hidden />
      </div>

      {mastery.length > 0 && <MasteryList items={mastery} />}
    </div>
  );
}

function linkedTask(tasks: PracticeTask[], hash: string): string {
  // The fragment comes from whoever wrote the link: a malformed escape must not blank the page.
  const id = hashId(hash);
  return tasks.some((x) => x.id === id) ? id : (tasks[0]?.id ?? '');
}
