// Status, depth and practice badges read from a page's frontmatter.
import { useT } from '../i18n/use-t';
import type { StringKey } from '../i18n/strings';
import type { PageSummary } from '../content/types';
import { labelled } from '../../src/i18n/index';
import { useRoute } from '../routing/router';

const STATUS_STYLE: Record<string, string> = {
  published: 'border-emerald-700 text-emerald-900 dark:border-emerald-400 dark:text-emerald-200',
  review: 'border-amber-700 text-amber-900 dark:border-amber-400 dark:text-amber-200',
  draft: 'border-slate-600 text-slate-800 dark:border-slate-400 dark:text-slate-200',
  deprecated: 'border-rose-700 text-rose-900 dark:border-rose-400 dark:text-rose-200',
};

function label(t: (k: StringKey) => string, prefix: string, value: string): string {
  const key = `${prefix}.${value}` as StringKey;
  const text = t(key);
  return text ?? value;
}

export function Badges({ page }: { page: PageSummary }) {
  const t = useT();
  const { lang } = useRoute();
  const base = 'inline-flex items-center rounded-full border px-2 py-0.5 text-sm font-medium';
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('badge.status')}>
      <li className={`${base} ${STATUS_STYLE[page.status] ?? STATUS_STYLE.draft}`} data-badge="status">
        <span className="sr-only">{labelled(lang, t('badge.status'))}</span>
        {label(t, 'status', page.status)}
      </li>
      <li
        className={`${base} border-blue-700 text-blue-900 dark:border-blue-400 dark:text-blue-200`}
        data-badge="depth"
      >
        <span className="sr-only">{labelled(lang, t('badge.depth'))}</span>
        {label(t, 'depth', page.depth)}
      </li>
      <li
        className={`${base} border-violet-700 text-violet-900 dark:border-violet-400 dark:text-violet-200`}
        data-badge="practice"
      >
        <span className="sr-only">{labelled(lang, t('badge.practice'))}</span>
        {/* What a learner can do here, not the authors' workflow state ("练习 · 已设计"). */}
        {label(t, 'practiceBadge', page.practiceStatus)}
      </li>
    </ul>
  );
}
