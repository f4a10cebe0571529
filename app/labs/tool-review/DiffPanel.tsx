// Diff mode, beyond the outcome: the gateway's verdict, then every tool that differs from the pin with
// its hashes, its classified changes (breaking or compatible), the word-level diff of its description
// and the orders to the model that appeared in the new text. Every change jumps to its place.
import type { Lang } from '../../../src/i18n/index';
import { GATEWAY, INJECTION_LABELS, type ToolReviewValue } from '../../../src/labs/tool-review/index';
import { fill, labelled } from '../../../src/i18n/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import { Panel } from '../Panel';
import { SEVERITY_STYLE } from './MarkList';
import { useReveal } from './reveal';
import * as W from './text';
import { WordDiff } from './WordDiff';

type Diff = Extract<ToolReviewValue, { mode: 'diff' }>;
type Tool = Diff['tools'][number];

const VERDICT_TONE: Record<string, string> = {
  unchanged: 'border-emerald-700 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950',
  compatible: 'border-amber-700 bg-amber-50 dark:border-amber-400 dark:bg-amber-950',
  breaking: 'border-rose-700 bg-rose-50 dark:border-rose-400 dark:bg-rose-950',
};
const VERDICT_ICON: Record<string, string> = { unchanged: '＝', compatible: '‖', breaking: '✖' };

/** The first characters of a hash, the whole one on hover and for screen readers. */
function Hash({ value }: { value: string | undefined }) {
  if (!value) return <span>—</span>;
  return (
    <code title={value} aria-label={value} className="rounded bg-slate-100 px-1 dark:bg-slate-800">
      {value.slice(0, 12)}…
    </code>
  );
}

export function DiffPanel({ value, outcome }: { value: Diff | null; outcome: string }) {
  const { lang } = useLabHost();
  if (!value)
    return (
      <Panel title={W.DIFF[lang]} testId={TID.toolReviewDiff}>
        <p>{W.DIFF_NEEDS_INPUT[lang]}</p>
      </Panel>
    );
  const changed = value.tools.filter((t) => t.status !== 'unchanged');
  const same = value.tools.filter((t) => t.status === 'unchanged');
  const verdict = W.VERDICTS[outcome];
  return (
    <Panel title={W.DIFF[lang]} testId={TID.toolReviewDiff}>
      {verdict && (
        <p
          data-testid={TID.toolReviewVerdict}
          data-verdict={outcome}
          data-gateway={GATEWAY[outcome as keyof typeof GATEWAY]}
          className={`rounded-md border-2 p-2 font-semibold ${VERDICT_TONE[outcome] ?? ''}`}
        >
          <span aria-hidden="true">{VERDICT_ICON[outcome]} </span>
          {labelled(lang, W.VERDICT, verdict)}
        </p>
      )}
      <p>{fill(W.DIFF_COUNTS[lang], value.counts)}</p>
      {value.notes.map((n, i) => (
        <p key={i} className="rounded border-l-4 border-amber-700 bg-amber-50 p-2 text-sm dark:bg-amber-950">
          {n[lang]}
        </p>
      ))}
      <p className="text-sm">
        {labelled(lang, W.LIST_HASH)}
        {W.PINNED_SHORT[lang]} <Hash value={value.listHash.pinned} /> → {W.CURRENT_SHORT[lang]}{' '}
        <Hash value={value.listHash.current} /> (
        {value.listHash.pinned === value.listHash.current ? W.SAME_HASH[lang] : W.NEW_HASH[lang]})
      </p>
      <ul className="space-y-3">
        {changed.map((t) => (
          <ToolCard key={`${t.status}:${t.name}`} tool={t} lang={lang} />
        ))}
      </ul>
      {same.length > 0 && (
        <div className="text-sm">
          <p className="font-semibold">{fill(W.UNCHANGED_TOOLS[lang], { n: same.length })}</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {same.map((t) => (
              <li key={t.name} data-tool={t.name} data-status={t.status}>
                <span aria-hidden="true">＝ </span>
                <code>{t.name}</code> <Hash value={t.hashCurrent} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}

function ToolCard({ tool: t, lang }: { tool: Tool; lang: Lang }) {
  const show = useReveal((s) => s.show);
  const breaking = t.changes.some((c) => c.cls === 'breaking') || t.flags.length > 0;
  return (
    <li
      data-tool={t.name}
      data-status={t.status}
      className={`rounded-md border p-3 ${breaking ? 'border-rose-700 dark:border-rose-400' : 'border-sky-700 dark:border-sky-400'}`}
    >
      <h3 className="flex flex-wrap items-baseline gap-x-2">
        <code className="font-bold">{t.name}</code>
        <span className="rounded border border-slate-500 px-1 text-xs">{W.STATUS[t.status]?.[lang]}</span>
        {t.oldName && <span className="text-sm">{fill(W.RENAMED_FROM[lang], { name: t.oldName })}</span>}
      </h3>
      <p className="mt-1 text-xs">
        {labelled(lang, W.HASH)}
        {W.PINNED_SHORT[lang]} <Hash value={t.hashPinned} /> → {W.CURRENT_SHORT[lang]}{' '}
        <Hash value={t.hashCurrent} />
      </p>
      <ul className="mt-2 space-y-1">
        {t.changes.map((c, i) => (
          <li key={i} data-code={c.code} data-cls={c.cls}>
            <button
              type="button"
              onClick={() => show(c.where, c.span.start, c.span.end)}
              title={W.SHOW_IN_EDITOR[lang]}
              className={`w-full rounded border-l-4 px-2 py-0.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800 ${SEVERITY_STYLE[c.cls === 'breaking' ? 'error' : 'info']}`}
            >
              <span className="font-semibold">
                <span aria-hidden="true">{c.cls === 'breaking' ? '✖ ' : '✓ '}</span>
                {W.CLASS[c.cls][lang]}
              </span>
              <span className="text-slate-900 dark:text-slate-100">
                {' · '}
                {c.side !== 'tool' && `${W.SIDE[c.side][lang]} · `}
                {c.label[lang]}
                {c.param && (
                  <>
                    {' '}
                    <code>{c.param}</code>
                  </>
                )}
              </span>
              <span className="font-mono text-xs">
                {' · '}
                {fill(W.AT[lang], c)}
                {c.where === 'pinned' && ` ${W.IN_PINNED[lang]}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {t.description && <WordDiff ops={t.description} />}
      {t.flags.length > 0 && (
        <div className="mt-2">
          <p className="text-sm font-semibold">{W.FLAGS[lang]}</p>
          <ul className="mt-1 space-y-1">
            {t.flags.map((f, i) => (
              <li key={i}>
                <button
                  type="button"
                  data-testid={TID.toolReviewFlag}
                  data-rule={f.rule}
                  onClick={() => show('current', f.span.start, f.span.end)}
                  title={W.SHOW_IN_EDITOR[lang]}
                  className={`w-full rounded border-l-4 px-2 py-0.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800 ${SEVERITY_STYLE.error}`}
                >
                  <span className="font-semibold">
                    <span aria-hidden="true">⚠ </span>
                    {labelled(lang, INJECTION_LABELS[f.rule])}
                  </span>
                  <q className="text-slate-900 dark:text-slate-100">{f.match}</q>
                  <span className="font-mono text-xs">
                    {' · '}
                    {fill(W.AT[lang], f)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
