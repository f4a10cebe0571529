// `/labs/<slug>`: a lab on its own page.
import { Layout } from '../components/Layout';
import { NotFoundBody } from './NotFoundPage';
import { LabWorkbench } from '../labs/LabWorkbench';
import { getLab } from '../../src/labs/registry';
import { useT } from '../i18n/useT';
import type { StringKey } from '../i18n/strings';

export default function LabPage({ slug }: { slug: string }) {
  const t = useT();
  const lab = getLab(slug);
  if (!lab) {
    return (
      <Layout>
        <NotFoundBody title={t('lab.unknown')} />
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
