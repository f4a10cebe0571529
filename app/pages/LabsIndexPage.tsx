// `/labs`: every lab, grouped by the topic page it belongs to, each with its purpose and knowledge point.
import { Layout } from '../components/Layout';
import { useT } from '../i18n/use-t';
import { LabCards, labsByTopic, topicTitle } from '../labs/LabCards';
import { Link, useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { TID } from '../testids';

export function LabsIndexPage() {
  const t = useT();
  const { lang } = useRoute();
  return (
    <Layout>
      <div data-testid={TID.labsIndex}>
        <h1 className="text-3xl font-bold">{t('labs.title')}</h1>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-800 dark:text-slate-200">
          {t('labs.intro')}
        </p>
        {labsByTopic().map(([topic, labs]) => (
          <section key={topic} aria-labelledby={`labs-${topic}`} className="mt-8">
            <h2 id={`labs-${topic}`} className="text-xl font-semibold">
              <span className="text-sm font-normal text-slate-700 dark:text-slate-300">
                {t('labs.topic')} ·{' '}
              </span>
              <Link
                href={hrefFor({ name: 'topic', id: topic }, lang)}
                className="underline-offset-4 hover:underline"
              >
                {topicTitle(topic, lang)}
              </Link>
            </h2>
            <LabCards labs={labs} />
          </section>
        ))}
      </div>
    </Layout>
  );
}
