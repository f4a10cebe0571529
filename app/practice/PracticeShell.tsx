// What the practice page shows while its code and tasks load on a visit within the app: the back link
// and the page's title, the same markup the full page starts with, so the reader sees where they are.
import { Link, useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { useT } from '../i18n/use-t';
import { findSummary, pageLangFor } from '../content/pages';
import { labelled } from '../../src/i18n/index';

/** The practice page's title for a topic id (the id itself when the topic is unknown). */
export function usePracticeTitle(id: string): { title: string; known: boolean } {
  const { lang } = useRoute();
  const pageLang = pageLangFor(lang, id);
  const summary = pageLang ? findSummary(pageLang, id) : undefined;
  return { title: summary?.title ?? id, known: !!summary };
}

/** The back link and the h1: the top of the practice page, loaded or not. */
export function PracticeHeading({ pageId, title }: { pageId: string; title: string }) {
  const t = useT();
  const { lang } = useRoute();
  return (
    <>
      <p className="text-sm">
        <Link
          href={hrefFor({ name: 'topic', id: pageId }, lang)}
          className="text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
        >
          ← {t('practice.backToTopic')}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold leading-tight">{labelled(lang, t('practice.title'), title)}</h1>
    </>
  );
}

/** The page before its tasks are there (a visit within the app, while the code and the file load). */
export function PracticeShell({ id, loading = false }: { id: string; loading?: boolean }) {
  const t = useT();
  const { lang } = useRoute();
  const { title, known } = usePracticeTitle(id);
  if (!known) return null;
  // The tasks that replace it fill more than a screen: holding that room keeps the footer below the
  // fold until they come, so nothing on screen moves when they do (no layout shift).
  return (
    <div lang={lang === 'zh' ? 'zh-CN' : 'en'} className="min-h-[100svh]">
      <header className="mb-6 border-b border-slate-300 pb-4 dark:border-slate-700">
        <PracticeHeading pageId={id} title={title} />
      </header>
      {loading && (
        <p role="status" className="text-slate-700 dark:text-slate-300">
          {t('practice.loading')}
        </p>
      )}
    </div>
  );
}
