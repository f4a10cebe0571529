// Compact page header: breadcrumb, title, badges, version, last checked, and the claims with sources.
import { memo } from 'react';
import { useT } from '../i18n/use-t';
import { useRoute } from '../routing/router';
import { Badges } from './Badges';
import type { ClaimSourceData, PageData } from '../content/types';
import { TID } from '../testids';

/** Memoised: the preview renders it beside an editor, and a key changes none of its page data. */
export const TopicHeader = memo(function TopicHeader({ page }: { page: PageData }) {
  const t = useT();
  const { lang } = useRoute();
  return (
    <header
      data-testid={TID.topicHeader}
      className="mb-6 border-b border-slate-300 pb-4 dark:border-slate-700"
    >
      {page.breadcrumb && <p className="text-sm text-slate-700 dark:text-slate-300">{page.breadcrumb}</p>}
      <h1 className="mt-1 text-3xl font-bold leading-tight">{page.title}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-800 dark:text-slate-200">
        <Badges page={page} />
        <span>
          {t('badge.version')} {page.pageVersion}
        </span>
        <span>
          {t('badge.checked')} <time dateTime={page.lastChecked}>{page.lastChecked}</time>
        </span>
      </div>
      {page.claims.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-blue-900 dark:text-blue-200">
            {t('topic.claims')} ({page.claims.length})
          </summary>
          <ul className="mt-2 max-w-[65ch] space-y-3">
            {page.claims.map(({ id, claim }) => (
              <li
                key={id}
                id={`claim-${id}`}
                className="rounded border border-slate-300 p-3 dark:border-slate-700"
              >
                <code className="text-xs">{id}</code>
                {claim ? (
                  <>
                    <p className="mt-1">{claim.statement[lang]}</p>
                    <ul className="mt-1 list-disc pl-5">
                      {claim.sources.map((s, i) => (
                        <li key={i}>
                          <SourceLink source={s} />
                        </li>
                      ))}
                    </ul>
                    <p className="mt-1 text-slate-700 dark:text-slate-300">
                      {t('badge.checked')} {claim.checked}
                    </p>
                  </>
                ) : (
                  <p className="mt-1 text-rose-800 dark:text-rose-300">—</p>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </header>
  );
});

function SourceLink({ source }: { source: ClaimSourceData }) {
  const href =
    source.url ??
    (source.repo
      ? `https://github.com/${source.repo}${source.commit ? `/blob/${source.commit}/${source.path ?? ''}` : ''}`
      : undefined);
  const label =
    source.repo && source.commit
      ? `${source.title} (${source.repo}@${source.commit.slice(0, 8)})`
      : source.title;
  return href && /^https:\/\//.test(href) ? (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="text-blue-800 underline [overflow-wrap:anywhere] dark:text-blue-300"
    >
      {label}
    </a>
  ) : (
    <span>{label}</span>
  );
}
