// The spec-revision switch beside the classifier's verdict. The verdict never moves (the teaching
// function is the page's, for 2025-06-18); switching to a later revision shows, for every rule that
// changed, what each revision says and what that means for the verdict, with the claim that cites the
// revision's changelog. Rules about a step on the lit path come first.
import { useId } from 'react';
import claims from '../../../content/claims/mcp-architecture.json';
import {
  PAGE_REVISION,
  REVISIONS,
  REVISION_RULES,
  revisionOf,
  type ClassifierState,
  type Revision,
  type RevisionRule,
} from '../../../src/labs/classifier/index';
import type { LabRun } from '../../../src/labs/index';
import type { Lang } from '../../../src/i18n/index';
import { fill } from '../../../src/i18n/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import * as T from './text';

interface ClaimSource {
  title: string;
  url?: string;
  repo?: string;
  commit?: string;
  path?: string;
}

const CHANGELOG = /changelog\.mdx$/;

/** The claim's source for the changelog (the change itself), as a link; null when it has none. */
function changelogSource(claimId: string): { title: string; href: string } | null {
  const claim = (claims as Record<string, { sources?: ClaimSource[] }>)[claimId];
  const s = claim?.sources?.find((x) => x.path && CHANGELOG.test(x.path)) ?? claim?.sources?.[0];
  if (!s) return null;
  const href =
    s.url ?? (s.repo && s.commit ? `https://github.com/${s.repo}/blob/${s.commit}/${s.path ?? ''}` : null);
  const label = s.repo && s.commit ? `${s.title} (${s.repo}@${s.commit.slice(0, 8)})` : s.title;
  return href && /^https:\/\//.test(href) ? { title: label, href } : null;
}

function Rule({
  rule,
  revision,
  onPath,
  lang,
}: {
  rule: RevisionRule;
  revision: Revision;
  onPath: boolean;
  lang: Lang;
}) {
  const source = changelogSource(rule.claim);
  const changed = rule.changedIn !== null;
  return (
    <li
      data-rule={rule.id}
      data-on-path={onPath}
      className={`rounded-md border p-3 ${onPath ? 'border-blue-700 dark:border-blue-300' : 'border-slate-300 dark:border-slate-700'}`}
    >
      <p className="font-semibold">
        {rule.topic[lang]}
        {onPath && (
          <span className="ml-2 rounded bg-blue-100 px-1.5 py-0.5 text-xs font-normal text-blue-950 dark:bg-blue-900 dark:text-blue-50">
            {T.REVISION_ON_PATH[lang]}
          </span>
        )}
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {changed
          ? fill(T.REVISION_CHANGED[lang], { rev: rule.changedIn ?? '', ref: rule.ref })
          : T.REVISION_SAME[lang]}
      </p>
      <dl className="mt-1 space-y-1 text-sm">
        {(changed ? [PAGE_REVISION, revision] : [revision]).map((r) => (
          <div key={r}>
            <dt className="inline font-mono font-semibold">{r}: </dt>
            <dd className="inline">{rule.rule[r][lang]}</dd>
          </div>
        ))}
      </dl>
      {rule.later && (
        <p className="mt-1 text-sm">
          <span className="font-semibold">
            {fill(T.REVISION_LATER[lang], { rev: rule.later.revision, ref: rule.later.ref })}
          </span>
          {rule.later.rule[lang]}
        </p>
      )}
      <p className="mt-1 text-sm">
        <span className="font-semibold">{T.REVISION_VERDICT[lang]}</span>
        {rule.classifier[lang]}
      </p>
      <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
        {T.REVISION_SOURCE[lang]}
        {source ? (
          <a
            href={source.href}
            target="_blank"
            rel="noopener noreferrer"
            className="text-blue-800 underline dark:text-blue-300"
          >
            {source.title}
          </a>
        ) : null}{' '}
        · {T.REVISION_CLAIM[lang]} <code>{rule.claim}</code>
      </p>
    </li>
  );
}

export function RevisionNotes({
  state,
  run,
  onEdit,
}: {
  state: ClassifierState;
  run: LabRun;
  onEdit(next: ClassifierState): void;
}) {
  const { lang } = useLabHost();
  const group = useId();
  const revision = revisionOf(state);
  // The check that decided the verdict: the last step before the outcome.
  const deciding = run.trace.length >= 2 ? run.trace[run.trace.length - 2]!.node : null;
  const decides = (r: RevisionRule) => deciding !== null && r.nodes.includes(deciding);
  const near = REVISION_RULES.filter(decides);
  const rest = REVISION_RULES.filter((r) => !decides(r));
  return (
    <section data-testid={TID.classifierRevision} data-revision={revision} className="space-y-2">
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <legend className="float-left mr-2 font-semibold">{T.REVISION_LEGEND[lang]}</legend>
        {REVISIONS.map((r) => (
          <label key={r} className="inline-flex items-center gap-1.5">
            <input
              type="radio"
              name={group}
              value={r}
              checked={revision === r}
              onChange={() => onEdit({ ...state, revision: r })}
              className="h-4 w-4"
            />
            <span className="font-mono">{r}</span>
            {r === PAGE_REVISION && T.REVISION_PAGE[lang]}
          </label>
        ))}
      </fieldset>
      {revision === PAGE_REVISION ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{T.REVISION_INTRO[lang]}</p>
      ) : (
        <div data-testid={TID.classifierRevisionRules} className="space-y-2">
          {near.length > 0 && (
            <ul className="space-y-2">
              {near.map((rule) => (
                <Rule key={rule.id} rule={rule} revision={revision} onPath lang={lang} />
              ))}
            </ul>
          )}
          <details open={near.length === 0} className="text-sm">
            <summary className="cursor-pointer font-semibold">
              {fill(T.REVISION_OTHERS[lang], { n: rest.length })}
            </summary>
            <ul className="mt-2 space-y-2">
              {rest.map((rule) => (
                <Rule key={rule.id} rule={rule} revision={revision} onPath={false} lang={lang} />
              ))}
            </ul>
          </details>
        </div>
      )}
    </section>
  );
}
