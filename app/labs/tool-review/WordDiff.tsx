// A description's word-level diff. Deletions and insertions carry a strike-through or an underline and
// bracketed [− …] / [+ …] marks, and screen readers hear "deleted:" / "inserted:": never colour alone.
import type { DiffOp } from '../../../src/labs/tool-review/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import { DELETED, DESCRIPTION_DIFF, DIFF_LEGEND, INSERTED } from './text';

export function WordDiff({ ops }: { ops: readonly DiffOp[] }) {
  const { lang } = useLabHost();
  return (
    <div className="mt-2">
      <p className="text-sm font-semibold">{DESCRIPTION_DIFF[lang]}</p>
      <p className="text-xs text-slate-700 dark:text-slate-300">{DIFF_LEGEND[lang]}</p>
      <p
        data-testid={TID.toolReviewWordDiff}
        className="mt-1 rounded bg-slate-50 p-2 text-sm leading-relaxed whitespace-pre-wrap dark:bg-slate-900"
      >
        {ops.map((o, i) =>
          o.op === 'same' ? (
            <span key={i}>{o.text}</span>
          ) : o.op === 'del' ? (
            <del
              key={i}
              className="rounded bg-rose-100 text-rose-950 decoration-2 dark:bg-rose-950 dark:text-rose-100"
            >
              <span className="sr-only">{DELETED[lang]}</span>
              <span aria-hidden="true" className="font-bold no-underline">
                [−
              </span>
              {o.text}
              <span aria-hidden="true" className="font-bold">
                ]
              </span>
            </del>
          ) : (
            <ins
              key={i}
              className="rounded bg-emerald-100 text-emerald-950 underline decoration-2 dark:bg-emerald-950 dark:text-emerald-100"
            >
              <span className="sr-only">{INSERTED[lang]}</span>
              <span aria-hidden="true" className="font-bold">
                [+
              </span>
              {o.text}
              <span aria-hidden="true" className="font-bold">
                ]
              </span>
            </ins>
          ),
        )}
      </p>
    </div>
  );
}
