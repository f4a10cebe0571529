// `/topics/<id>`: the topic reader.
import { Layout } from '../components/Layout';
import { TopicHeader } from '../components/TopicHeader';
import { Article } from '../components/Article';
import { Toc } from '../components/Toc';
import { useT } from '../i18n/use-t';
import { useRoute } from '../routing/router';
import { getLoadedPage, pageLangFor, pagesVersion, subscribePages } from '../content/pages';
import { NotFoundBody } from './NotFoundPage';
import { PracticeLink } from '../practice/PracticeLink';
import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import type { DockTarget } from '../labs/LabDock';

const LabDock = lazy(() => import('../labs/LabDock').then((m) => ({ default: m.LabDock })));
const PageLabDock = lazy(() => import('../page-labs/PageLabDock'));

/** The last page diagram before `link`: the flowchart of the knowledge point the lab belongs to. */
function figureBefore(link: HTMLElement): HTMLElement | null {
  const figures = [...(link.closest('.wiki-article')?.querySelectorAll<HTMLElement>('figure.diagram') ?? [])];
  return (
    figures.filter((f) => f.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).at(-1) ?? null
  );
}

export function TopicPage({ id }: { id: string }) {
  const t = useT();
  const { lang } = useRoute();
  // Re-render when the dev server swaps in an edited page (no full reload).
  useSyncExternalStore(subscribePages, pagesVersion, pagesVersion);
  const pageLang = pageLangFor(lang, id);
  const page = pageLang ? getLoadedPage(pageLang, id) : undefined;
  const [dock, setDock] = useState<DockTarget | null>(null);
  const [fnDock, setFnDock] = useState<{ block: number; functions: string[] } | null>(null);
  const openDock = useCallback((slug: string, link: HTMLAnchorElement) => {
    setFnDock(null);
    setDock({ slug, figure: figureBefore(link) });
  }, []);
  const openFnDock = useCallback((block: number, functions: string[]) => {
    setDock(null);
    setFnDock({ block, functions });
  }, []);
  if (!page) {
    return (
      <Layout>
        <NotFoundBody title={t('topic.missing')} />
      </Layout>
    );
  }
  return (
    <Layout wide>
      <div
        className={`lg:grid lg:gap-10 ${dock || fnDock ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,36rem)]' : 'lg:grid-cols-[minmax(0,1fr)_16rem]'}`}
      >
        <div className="min-w-0" lang={page.lang === 'zh' ? 'zh-CN' : 'en'}>
          {page.lang !== lang && (
            <p
              role="note"
              className="mb-4 rounded border border-amber-600 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-100"
            >
              {t('topic.otherLang')}
            </p>
          )}
          <TopicHeader page={page} />
          <PracticeLink pageId={page.id} className="-mt-3 mb-6" />
          <details className="mb-6 rounded border border-slate-300 p-3 lg:hidden dark:border-slate-700">
            <summary className="cursor-pointer font-medium">{t('topic.toc')}</summary>
            <div className="mt-2">
              <Toc headings={page.headings} />
            </div>
          </details>
          <Article
            html={page.html}
            pageKey={`${page.lang}/${page.id}`}
            onLabLink={openDock}
            onTryPython={openFnDock}
          />
        </div>
        {fnDock ? (
          <Suspense fallback={null}>
            <PageLabDock key={fnDock.block} pageId={page.id} {...fnDock} onClose={() => setFnDock(null)} />
          </Suspense>
        ) : dock ? (
          <Suspense fallback={null}>
            <LabDock pageId={page.id} target={dock} onClose={() => setDock(null)} />
          </Suspense>
        ) : (
          <aside className="hidden lg:block">
            <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-auto">
              <Toc headings={page.headings} />
            </div>
          </aside>
        )}
      </div>
    </Layout>
  );
}
