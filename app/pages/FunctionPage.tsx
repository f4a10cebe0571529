// `/topics/<id>/functions/<name>`: one page function as a full-page lab, prerendered with the build's
// default run (outcome, exits, lit flowchart) so it reads finished before any script runs.
import { Layout } from '../components/Layout';
import { Link, useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { findSummary, pageLangFor } from '../content/pages';
import { NotFoundBody } from './NotFoundPage';
import { useT } from '../i18n/use-t';
import { loadedLabs } from '../page-lab-runtime/data';
import { PageLab } from '../page-labs/PageLab';
import { usePresentKey, usePresenting } from '../classroom/Presenter';
import { msg, t } from '../../src/i18n/index';

export default function FunctionPage({ id, name }: { id: string; name: string }) {
  const { lang } = useRoute();
  const tr = useT();
  const lab = loadedLabs(lang, id)?.find((l) => l.name === name);
  const pl = pageLangFor(lang, id);
  const summary = pl ? findSummary(pl, id) : undefined;
  usePresentKey(!!lab);
  const presenting = usePresenting();
  if (!lab)
    return (
      <Layout>
        <NotFoundBody title={tr('topic.missing')} />
      </Layout>
    );
  return (
    // one tree in and out of presenter mode, so the lab keeps the reader's inputs and run
    <Layout wide presenter={presenting}>
      {!presenting && (
        <p className="mb-3 text-sm">
          <Link href={hrefFor({ name: 'topic', id }, lang)} className="underline">
            {summary
              ? t(lang, msg('pageLab.backToPage', { title: summary.title }))
              : t(lang, msg('pageLab.backToPageUntitled'))}
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
