// `/labs/<slug>`: a lab on its own page.
import { Layout } from '../components/Layout';
import { NotFoundBody } from './NotFoundPage';
import { LabWorkbench } from '../labs/LabWorkbench';
import { getLab } from '../../src/labs/registry';
import { useT } from '../i18n/use-t';
import type { StringKey } from '../i18n/strings';
// Classroom (issue 6): presenter mode replaces the workbench while the URL says `?present=1`.
import { PresenterView, usePresentKey, usePresenting } from '../classroom/Presenter';

export default function LabPage({ slug }: { slug: string }) {
  const t = useT();
  const lab = getLab(slug);
  // Classroom hooks: the `P` key toggles presenter mode; the URL decides whether it is on.
  usePresentKey(!!lab);
  const presenting = usePresenting();
  if (!lab) {
    return (
      <Layout>
        <NotFoundBody title={t('lab.unknown')} />
      </Layout>
    );
  }
  if (presenting) {
    return (
      <Layout wide presenter>
        <PresenterView key={lab.slug} slug={lab.slug} />
      </Layout>
    );
  }
  return (
    <Layout wide>
      <h1 className="text-3xl font-bold">{t(`lab.${lab.slug}` as StringKey)}</h1>
      <p className="mt-2 max-w-3xl text-slate-800 dark:text-slate-200">
        {t(`lab.${lab.slug}.desc` as StringKey)}
      </p>
      <div className="mt-6">
        <LabWorkbench key={lab.slug} slug={lab.slug} />
      </div>
    </Layout>
  );
}
