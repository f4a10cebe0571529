// The last call: did a reply come, was it rewritten on the wire, the links that take it to the
// classifier and the listed tools to the tool review, and what the SDK client did beside the verdict.
import { useEffect, useState } from 'react';
import {
  classifierHref,
  compareWithSdk,
  toolReviewHref,
  toolsListDeclaration,
  type LiveState,
} from '../../../src/labs/live-mcp/index';
import type { LabRun } from '../../../src/labs/index';
import type { Lang } from '../../../src/i18n/index';
import { fill, labelled } from '../../../src/i18n/index';
import { TID } from '../../testids';
import type { LiveSnapshot } from './live-connection';
import { T } from './text';
import { wireIdText } from './ToolCall';
import { useLogEntries } from './use-log-entries';
import { useLabHost } from '../host';

/** A link computed asynchronously (the target lab's share format loads with it), for one input. */
function useAsyncHref(key: string | null, make: () => Promise<string>): string | null {
  const [done, setDone] = useState<{ key: string; href: string } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    make().then(
      (href) => live && setDone({ key, href }),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // `make` is rebuilt every render; the key says when its result changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return done && done.key === key ? done.href : null;
}

const LINK = 'font-semibold text-blue-800 underline dark:text-blue-300';

function ReviewLink({ snap, lang }: { snap: LiveSnapshot; lang: Lang }) {
  const { Link } = useLabHost();
  const entries = useLogEntries(snap.log);
  const last = entries.findLast((e) => e.direction === 'in' && e.replyTo === 'tools/list');
  const declaration = last ? toolsListDeclaration(last.text) : null;
  const href = useAsyncHref(declaration === null ? null : `${lang}:${declaration}`, () =>
    toolReviewHref(declaration ?? '', lang),
  );
  if (!href) return null;
  return (
    <p>
      <Link href={href} data-testid={TID.mcpReview} className={LINK}>
        {T.review[lang]}
      </Link>{' '}
      <span className="text-sm text-slate-700 dark:text-slate-300">{T.reviewNote[lang]}</span>
    </p>
  );
}

export function CapturePanel({ state, run, snap }: { state: LiveState; run: LabRun; snap: LiveSnapshot }) {
  const { lang, Link } = useLabHost();
  const c = state.captured;
  const key = c === null ? null : `${lang}:${c.expectedId}:${c.response ?? ''}`;
  const classify = useAsyncHref(key, () =>
    classifierHref(
      { requestId: c?.expectedId ?? null, response: c?.response == null ? null : { text: c.response } },
      lang,
    ),
  );
  const changed = c !== null && c.faults.join(',') !== state.faults.join(',');
  const sdk = c === null ? null : compareWithSdk(run.outcome, c);
  return (
    <section
      data-testid={TID.mcpCapture}
      className="space-y-2 rounded-md border border-slate-300 p-3 dark:border-slate-700"
    >
      <h3 className="font-semibold">{T.captureTitle[lang]}</h3>
      {c === null ? (
        <p className="text-sm">{T.notCalledYet[lang]}</p>
      ) : (
        <>
          <p className="text-sm">
            <code>{fill(T.capturedCall[lang], { tool: c.tool, id: wireIdText(c.expectedId) })}</code>{' '}
            {c.response !== null ? T.replied[lang] : T.noReply[c.noResponse ?? 'timeout'][lang]}
          </p>
          {c.injected && (
            <p className="text-sm text-amber-900 dark:text-amber-200">
              {fill(T.injected[lang], { faults: c.injected.join(', ') })}
            </p>
          )}
          {changed && <p className="text-sm font-semibold">{T.changedSince[lang]}</p>}
          {classify && (
            <p>
              <Link href={classify} data-testid={TID.mcpClassify} className={LINK}>
                {T.classify[lang]}
              </Link>
            </p>
          )}
        </>
      )}
      <ReviewLink snap={snap} lang={lang} />
      {c !== null && sdk && (
        <div
          data-testid={TID.mcpSdk}
          data-agree={sdk.agree}
          className={`space-y-1 rounded-md border-l-4 p-2 text-sm ${sdk.agree ? 'border-emerald-700 dark:border-emerald-400' : 'border-amber-700 dark:border-amber-400'}`}
        >
          <p className="font-semibold">{T.sdkTitle[lang]}</p>
          <p>{sdk.did[lang]}</p>
          <p>
            <span className="font-semibold">{labelled(lang, T.outputCheck)}</span>
            {T.outputChecks[c.sdk.outputSchema][lang]}
          </p>
          {c.sdk.reports.length > 0 && (
            <div>
              <p>{T.reports[lang]}</p>
              <ul className="list-disc pl-5 font-mono text-xs break-all">
                {c.sdk.reports.map((r, i) => (
                  <li key={i}>{r}</li>
                ))}
              </ul>
            </div>
          )}
          <p>
            <span className="font-semibold">{labelled(lang, T.verdict)}</span>
            <code className="font-bold">{run.outcome}</code>
            {' · '}
            <span className="font-semibold">{sdk.agree ? T.agree[lang] : T.differ[lang]}</span>
          </p>
          <p>{sdk.compare[lang]}</p>
        </div>
      )}
    </section>
  );
}
