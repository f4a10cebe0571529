// The 404 page: says what happened and offers ways on.
import { Layout } from '../components/Layout';
import { Link, useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { useT } from '../i18n/use-t';
import { allPages } from '../content/pages';
import { TID } from '../testids';

export function NotFoundBody({ title }: { title?: string }) {
  const t = useT();
  const { lang, route } = useRoute();
  const topics = allPages.filter((p) => p.lang === lang && p.kind !== 'index').slice(0, 8);
  return (
    <section data-testid={TID.notFound} className="max-w-2xl">
      <h1 className="text-3xl font-bold">{title ?? t('notFound.title')}</h1>
      {route.name === 'notFound' && (
        <p className="mt-2 font-mono text-sm text-slate-700 dark:text-slate-300">{route.path}</p>
      )}
      <p className="mt-4">{t('notFound.body')}</p>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        <li>
          <Link href={hrefFor({ name: 'home' }, lang)} className="text-blue-800 underline dark:text-blue-300">
            {t('notFound.home')}
          </Link>
        </li>
        {topics.map((p) => (
          <li key={p.id}>
            <Link
              href={hrefFor({ name: 'topic', id: p.id }, lang)}
              className="text-blue-800 underline dark:text-blue-300"
            >
              {p.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NotFoundPage() {
  return (
    <Layout>
      <NotFoundBody />
    </Layout>
  );
}
