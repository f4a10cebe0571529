// `/`: modules and their topics with badges, the labs, and the keyboard shortcuts.
import { Layout } from '../components/Layout';
import { Badges } from '../components/Badges';
import { Link, useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { useT } from '../i18n/use-t';
import { allPages } from '../content/pages';
import { TID } from '../testids';
import type { PageSummary } from '../content/types';
import { LabCards } from '../components/LabCards';
import { ProgressBadge } from '../practice/ProgressBadge';

export function HomePage() {
  const t = useT();
  const { lang } = useRoute();
  const pages = allPages.filter((p) => p.lang === lang);
  const modules = pages.filter((p) => p.kind === 'module');
  const moduleIds = [...new Set([...modules.map((m) => m.id), ...pages.map((p) => p.module)])];

  return (
    <Layout>
      <h1 className="text-3xl font-bold">{t('app.tagline')}</h1>
      <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-800 dark:text-slate-200">
        {t('home.intro')}
      </p>

      <h2 className="mt-10 text-2xl font-semibold">{t('home.title')}</h2>
      <div data-testid={TID.topicList} className="mt-4 space-y-8">
        {moduleIds.map((mid) => {
          const mod = modules.find((m) => m.id === mid);
          const members = pages.filter((p) => p.module === mid && p.kind !== 'module');
          return (
            <section key={mid} aria-labelledby={`module-${mid}`}>
              <h3 id={`module-${mid}`} className="text-xl font-semibold">
                {mod ? (
                  <Link
                    href={hrefFor({ name: 'topic', id: mod.id }, lang)}
                    className="underline-offset-4 hover:underline"
                  >
                    {mod.title}
                  </Link>
                ) : (
                  mid
                )}
              </h3>
              {mod?.summary && (
                <p className="mt-1 max-w-3xl text-slate-800 dark:text-slate-200">{mod.summary}</p>
              )}
              <ul className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
                {members.map((p) => (
                  <TopicCard key={p.id} page={p} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>

      <h2 className="mt-10 text-2xl font-semibold">{t('home.labs')}</h2>
      <LabCards />
      <p className="mt-3">
        <Link
          href={hrefFor({ name: 'labs' }, lang)}
          className="text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
        >
          {t('labs.all')} →
        </Link>
      </p>

      <h2 className="mt-10 text-2xl font-semibold">{t('home.shortcuts')}</h2>
      <dl className="mt-3 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {(
          [
            ['/', 'shortcut.search'],
            ['Esc', 'shortcut.escape'],
            ['Alt+Shift+L', 'shortcut.lang'],
            ['Alt+Shift+D', 'shortcut.theme'],
            ['Tab', 'shortcut.editorTab'],
            ['Ctrl+M', 'shortcut.editorTabToggle'],
          ] as const
        ).map(([key, desc]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded border border-slate-400 px-1.5 py-0.5 font-mono dark:border-slate-500">
                {key}
              </kbd>
            </dt>
            <dd>{t(desc)}</dd>
          </div>
        ))}
      </dl>
    </Layout>
  );
}

function TopicCard({ page }: { page: PageSummary }) {
  const { lang } = useRoute();
  return (
    <li
      data-testid={TID.topicCard}
      data-topic={page.id}
      className="flex flex-col gap-2 rounded-lg border border-slate-300 p-4 dark:border-slate-700"
    >
      <Link
        href={hrefFor({ name: 'topic', id: page.id }, lang)}
        className="text-lg font-semibold text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
      >
        {page.title}
      </Link>
      <Badges page={page} />
      <ProgressBadge pageId={page.id} taskIds={page.practiceTasks} lang={lang} />
      {page.summary && (
        <p className="text-sm leading-relaxed text-slate-800 dark:text-slate-200">{page.summary}</p>
      )}
    </li>
  );
}
