// The problems of the previewed page (already in the reader's language): where (第 L 行第 C 列 / line L,
// column C), severity, message and a fix hint. Choosing one moves the editor's cursor there.
import { memo } from 'react';
import type { Diagnostic } from '../../src/content/index';
import type { SourceExcerpt } from './diagnostics';
import { labelled } from '../../src/i18n/index';
import { fill } from '../i18n/strings';
import { useT } from '../i18n/use-t';
import { useRoute } from '../routing/router';
import { TID } from '../testids';

// Memoised: the list changes with a rendering, not with each key typed in the draft.
export const DiagnosticsList = memo(function DiagnosticsList({
  diagnostics,
  busy,
  onPick,
}: {
  diagnostics: readonly Diagnostic[];
  busy: boolean;
  onPick(d: Diagnostic): void;
}) {
  const t = useT();
  const { lang } = useRoute();
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  return (
    <section aria-labelledby="preview-problems" className="mt-4 lg:flex lg:min-h-24 lg:flex-col">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 id="preview-problems" className="text-lg font-semibold">
          {t('preview.diagnostics')}
          {diagnostics.length > 0 && (
            <span className="ml-2 text-sm font-normal text-slate-700 dark:text-slate-300">
              {errors} {t(errors === 1 ? 'preview.error' : 'preview.errors')} · {warnings}{' '}
              {t(warnings === 1 ? 'preview.warning' : 'preview.warnings')}
            </span>
          )}
        </h2>
        <p
          data-testid={TID.previewStatus}
          data-state={busy ? 'busy' : 'idle'}
          role="status"
          className="text-sm text-slate-700 dark:text-slate-300"
        >
          {busy ? t('preview.working') : diagnostics.length === 0 ? t('preview.noProblems') : ''}
        </p>
      </div>
      {diagnostics.length > 0 && (
        <ol
          data-testid={TID.previewDiagnostics}
          className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-300 lg:min-h-0 lg:overflow-auto dark:divide-slate-800 dark:border-slate-700"
        >
          {diagnostics.map((d, i) => (
            <li
              key={`${d.line}:${d.column}:${d.rule}:${i}`}
              data-testid={TID.previewDiagnostic}
              data-line={d.line}
              data-column={d.column}
              data-rule={d.rule}
              data-severity={d.severity}
            >
              <button
                type="button"
                onClick={() => onPick(d)}
                className="grid w-full grid-cols-[minmax(5.5rem,auto)_minmax(0,1fr)] gap-x-3 px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-900 dark:focus-visible:bg-slate-900"
              >
                <span className="whitespace-nowrap text-slate-800 tabular-nums dark:text-slate-200">
                  {fill(t('pos.lineColumn'), d)}
                </span>
                <span className="min-w-0">
                  <span
                    className={`mr-2 inline-block rounded px-1.5 text-xs font-semibold uppercase ${
                      d.severity === 'error'
                        ? 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200'
                        : 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100'
                    }`}
                  >
                    {t(d.severity === 'error' ? 'preview.error' : 'preview.warning')}
                  </span>
                  <span className="break-words">{d.message}</span>
                  {'excerpt' in d && d.excerpt ? <Excerpt excerpt={d.excerpt as SourceExcerpt} /> : null}
                  {d.hint && (
                    <span className="mt-0.5 block break-words text-slate-700 dark:text-slate-300">
                      <span className="font-medium">{labelled(lang, t('preview.hint'))}</span>
                      {d.hint}
                    </span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});

/**
 * The source line, monospaced, with a caret under the column. The caret's lead is the line's own text
 * before the column, drawn invisibly: it takes the same width whatever the characters are (CJK is
 * two columns wide, a tab is a tab), so the caret stands exactly under its character.
 */
function Excerpt({ excerpt }: { excerpt: SourceExcerpt }) {
  const lead = excerpt.text.slice(0, Math.max(0, excerpt.column - 1));
  return (
    // A span, not a pre: it sits inside the problem's button, which may hold phrasing content only.
    <span
      data-testid="preview-excerpt"
      aria-hidden="true"
      className="mt-1 block overflow-x-auto rounded bg-slate-100 px-2 py-1 font-mono text-xs leading-snug whitespace-pre dark:bg-slate-900"
    >
      <span data-excerpt-line="">{excerpt.text}</span>
      {'\n'}
      <span className="invisible">{lead}</span>
      <span data-excerpt-caret="" className="font-bold text-red-700 dark:text-red-300">
        ^
      </span>
    </span>
  );
}
