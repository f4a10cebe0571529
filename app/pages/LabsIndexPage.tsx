// `/labs`: every lab as a grid of cards, each with its purpose, knowledge point and topic page.
import { Layout } from '../components/Layout';
import { useT } from '../i18n/use-t';
import { LabCards, labsByTopic } from '../components/LabCards';
import { TID } from '../testids';

export function LabsIndexPage() {
  const t = useT();
  return (
    <Layout>
      <div data-testid={TID.labsIndex}>
        <h1 className="text-3xl font-bold">{t('labs.title')}</h1>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-800 dark:text-slate-200">
          {t('labs.intro')}
        </p>
        {/* One grid, in topic order; each card names its topic page. */}
        <LabCards labs={labsByTopic().flatMap(([, labs]) => labs)} showTopic />
      </div>
    </Layout>
  );
}
