// `/topics/<id>/functions/<name>`: one page function as a full-page lab, prerendered with the build's
// default run (outcome, exits, lit flowchart) so it reads finished before any script runs.
import { Layout } from '../components/Layout';
import { Link, useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { findSummary, pageLangFor } from '../content/pages';
import { NotFoundBody } from '../pages/NotFoundPage';
import { useT } from '../i18n/use-t';
import { loadedLabs } from './data';
import { PageLab } from './PageLab';
import { PAGE_LAB_WORDS } from './text';
import { usePresentKey, usePresenting } from '../classroom/Presenter';

export default function FunctionPage({ id, name }: { id: string; name: string }) {
  const { lang } = useRoute();
  const t = useT();
  const w = PAGE_LAB_WORDS[lang];
  const lab = loadedLabs(lang, id)?.find((l) => l.name === name);
  const pl = pageLangFor(lang, id);
  const summary = pl ? findSummary(pl, id) : undefined;
  usePresentKey(!!lab);
  const presenting = usePresenting();
  if (!lab)
    return (
      <Layout>
        <NotFoundBody title={t('topic.missing')} />
      </Layout>
    );
  return (
    // one tree in and out of presenter mode, so the lab keeps the reader's inputs and run
    <Layout wide presenter={presenting}>
      {!presenting && (
        <p className="mb-3 text-sm">
          <Link href={hrefFor({ name: 'topic', id }, lang)} className="underline">
            {w.backToPage}
            {summary ? `: ${summary.title}` : ''}
          </Link>
        </p>
      )}
      {!presenting && (
        <h1 className="mb-4 text-2xl font-bold">
          <code>{name}</code>
        </h1>
      )}
      <PageLab data={lab} present />
    </Layout>
  );
}
