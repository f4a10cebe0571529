// `/labs/<slug>`: a lab on its own page (or in presenter mode when the URL says `?present=1`).
import { Layout } from '../components/Layout';
import { NotFoundBody } from './NotFoundPage';
import { LabWorkbench } from '../labs/LabWorkbench';
import { useLabBundle } from '../labs/lab-view';
import { useT } from '../i18n/use-t';
import { useRoute } from '../routing/router';
import { LabPageTools } from '../classroom/LabPageTools';
import { PresenterView, usePresentKey, usePresenting } from '../classroom/Presenter';

export default function LabPage({ slug }: { slug: string }) {
  const t = useT();
  const { lang } = useRoute();
  const bundle = useLabBundle(slug);
  // The `P` key toggles presenter mode; the URL decides whether it is on.
  usePresentKey(!!bundle);
  const presenting = usePresenting();
  if (!bundle) {
    return (
      <Layout>
        <NotFoundBody title={t('lab.unknown')} />
      </Layout>
    );
  }
  const { module: lab } = bundle;
  if (presenting) {
    return (
      <Layout wide presenter>
        <PresenterView key={lab.slug} bundle={bundle} />
      </Layout>
    );
  }
  return (
    <Layout wide>
      <h1 className="text-3xl font-bold">{lab.title[lang]}</h1>
      <p className="mt-2 max-w-3xl text-slate-800 dark:text-slate-200">{lab.purpose[lang]}</p>
      <div className="mt-6">
        <LabWorkbench key={lab.slug} bundle={bundle} Tools={LabPageTools} />
      </div>
    </Layout>
  );
}
