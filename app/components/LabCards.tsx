// The labs as cards (title, purpose, knowledge point), from the catalog: the home page lists them all,
// the /labs index shows them in one grid, each card naming the topic page it belongs to.
import { labCatalog, type LabMeta } from '../../src/lab-catalog/index';
import { findSummary, pageLangFor } from '../content/pages';
import { useT } from '../i18n/use-t';
import type { Lang } from '../i18n/strings';
import { Link, useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { TID } from '../testids';
import { labelled } from '../../src/i18n/index';

/** The title of a lab's topic page in the reader's language (the id when the page is missing). */
export function topicTitle(topic: string, lang: Lang): string {
  const pl = pageLangFor(lang, topic);
  return (pl && findSummary(pl, topic)?.title) || topic;
}

/** Labs grouped by topic, topics in the order their first lab appears in the catalog. */
export function labsByTopic(): [string, LabMeta[]][] {
  const groups = new Map<string, LabMeta[]>();
  for (const m of labCatalog) groups.set(m.topic, [...(groups.get(m.topic) ?? []), m]);
  return [...groups];
}

export function LabCard({ meta, showTopic = false }: { meta: LabMeta; showTopic?: boolean }) {
  const t = useT();
  const { lang } = useRoute();
  return (
    <li
      data-testid={TID.labCard}
      data-lab-card={meta.slug}
      className="flex flex-col rounded-lg border border-slate-300 p-4 dark:border-slate-700"
    >
      <Link
        href={hrefFor({ name: 'lab', slug: meta.slug }, lang)}
        className="font-semibold text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
      >
        {meta.title[lang]}
      </Link>
      <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">{meta.purpose[lang]}</p>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        <span className="font-semibold">{labelled(lang, t('labs.knowledge'))}</span>
        {meta.knowledge[lang]}
      </p>
      {showTopic && (
        <p className="mt-auto pt-2 text-sm text-slate-700 dark:text-slate-300">
          <span className="font-semibold">{labelled(lang, t('labs.topic'))}</span>
          <Link
            href={hrefFor({ name: 'topic', id: meta.topic }, lang)}
            className="text-blue-800 underline underline-offset-4 dark:text-blue-300"
          >
            {topicTitle(meta.topic, lang)}
          </Link>
        </p>
      )}
    </li>
  );
}

export function LabCards({
  labs = labCatalog,
  showTopic = false,
}: {
  labs?: readonly LabMeta[];
  showTopic?: boolean;
}) {
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {labs.map((m) => (
        <LabCard key={m.slug} meta={m} showTopic={showTopic} />
      ))}
    </ul>
  );
}
