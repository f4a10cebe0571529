// The plain-text comparison of the two lists (where the lab uses its text area): unchanged lines fold
// to a little context, a changed run of lines shows its words struck through or underlined and
// bracketed [− …] / [+ …], as the description's word diff does. Never colour alone.
import { Fragment, type ReactElement } from 'react';
import { lineDiff, wordDiff, type DiffOp } from '../../../src/labs/tool-review/index';
import type { Lang } from '../../../src/i18n/index';
import { fill } from '../../i18n/strings';
import { useRoute } from '../../routing/router';
import { TID } from '../../testids';
import { COMPARE, DELETED, INSERTED, LINES_SAME, NO_DIFFERENCE } from './text';

/** Unchanged lines kept on each side of a change. */
const CONTEXT = 2;

const DEL = 'rounded bg-rose-100 text-rose-950 decoration-2 dark:bg-rose-950 dark:text-rose-100';
const INS =
  'rounded bg-emerald-100 text-emerald-950 underline decoration-2 dark:bg-emerald-950 dark:text-emerald-100';

function Marked({ op, lang }: { op: DiffOp; lang: Lang }) {
  if (op.op === 'same') return <span>{op.text}</span>;
  const del = op.op === 'del';
  const Tag = del ? 'del' : 'ins';
  return (
    <Tag className={del ? DEL : INS}>
      <span className="sr-only">{del ? DELETED[lang] : INSERTED[lang]}</span>
      <span aria-hidden="true" className="font-bold">
        {del ? '[−' : '[+'}
      </span>
      {op.text}
      <span aria-hidden="true" className="font-bold">
        ]
      </span>
    </Tag>
  );
}

const lineCount = (text: string) => (text.match(/\n/g)?.length ?? 0) + (text.endsWith('\n') ? 0 : 1);

/** Unchanged lines: all of them when few, else the context next to the changes and a count. */
function Same({ text, first, last, lang }: { text: string; first: boolean; last: boolean; lang: Lang }) {
  const lines = text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  const head = first ? 0 : CONTEXT;
  const tail = last ? 0 : CONTEXT;
  if (lines.length <= head + tail + 1) return <span className="opacity-80">{text}</span>;
  return (
    <span className="opacity-80">
      {lines.slice(0, head).join('')}
      <span className="italic">{fill(LINES_SAME[lang], { n: lines.length - head - tail })}</span>
      {'\n'}
      {lines.slice(lines.length - tail).join('')}
    </span>
  );
}

export function PlainCompare({ before, after }: { before: string; after: string }) {
  const { lang } = useRoute();
  if (before === after) return <p className="text-sm">{NO_DIFFERENCE[lang]}</p>;
  const ops = lineDiff(before, after);
  const parts: ReactElement[] = [];
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i]!;
    if (op.op === 'same') {
      parts.push(<Same key={i} text={op.text} first={i === 0} last={i === ops.length - 1} lang={lang} />);
      continue;
    }
    const next = ops[i + 1];
    // Deleted lines followed by as many added ones are edits of those lines: their words are compared.
    // Runs of different lengths are other lines, shown whole (a word diff across them says nothing).
    const paired = op.op === 'del' && next?.op === 'add' && lineCount(op.text) === lineCount(next.text);
    const words = paired ? wordDiff(op.text, next.text) : [op];
    if (paired) i++;
    parts.push(
      <Fragment key={i}>
        {words.map((w, j) => (
          <Marked key={j} op={w} lang={lang} />
        ))}
      </Fragment>,
    );
  }
  return (
    <pre
      data-testid={TID.toolReviewComparePlain}
      tabIndex={0}
      aria-label={COMPARE[lang]}
      className="max-h-96 overflow-auto rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-sm leading-relaxed whitespace-pre-wrap dark:border-slate-700 dark:bg-slate-900"
    >
      {parts}
    </pre>
  );
}
