// The markers of one text as a list under its editor: the plain text area cannot draw squiggles, and a
// list is readable on a phone and by a screen reader. Each entry jumps to its place in the editor.
import { fill } from '../../../src/i18n/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import type { Mark } from './marks';
import { useReveal, type ReviewField } from './reveal';
import { AT, MARKS, MORE_MARKS, NO_MARKS, SEVERITY } from './text';

/** Shown in full up to this many; the panels below list every one. */
const SHOWN = 5;

export const SEVERITY_STYLE = {
  error: 'border-rose-700 text-rose-900 dark:border-rose-400 dark:text-rose-200',
  warning: 'border-amber-700 text-amber-950 dark:border-amber-400 dark:text-amber-200',
  info: 'border-sky-700 text-sky-900 dark:border-sky-400 dark:text-sky-200',
} as const;
/** A shape per severity, so the level never rests on colour alone. */
export const SEVERITY_ICON = { error: '✖', warning: '▲', info: 'ℹ' } as const;

export function MarkList({ field, marks }: { field: ReviewField; marks: Mark[] }) {
  const { lang } = useLabHost();
  const show = useReveal((s) => s.show);
  if (marks.length === 0)
    return (
      <p data-testid={TID.toolReviewMarks} data-field={field} data-count={0} className="text-sm">
        {NO_MARKS[lang]}
      </p>
    );
  const tally = (['error', 'warning', 'info'] as const)
    .map((sev) => [sev, marks.filter((m) => m.severity === sev).length] as const)
    .filter(([, n]) => n > 0)
    .map(([sev, n]) => `${SEVERITY_ICON[sev]} ${n} ${SEVERITY[sev][lang]}`)
    .join(' · ');
  return (
    // Open by default while short; a long list folds so the outcome stays near the editor.
    <details
      data-testid={TID.toolReviewMarks}
      data-field={field}
      data-count={marks.length}
      open={marks.length <= 3}
      className="text-sm"
    >
      <summary className="cursor-pointer">
        <span className="font-semibold">{MARKS[lang]}</span> {tally}
      </summary>
      <ul className="mt-1 space-y-1">
        {marks.slice(0, SHOWN).map((m, i) => (
          <li key={i}>
            <button
              type="button"
              data-severity={m.severity}
              onClick={() => show(field, m.start, m.end)}
              className={`w-full rounded border-l-4 px-2 py-0.5 text-left hover:bg-slate-100 dark:hover:bg-slate-800 ${SEVERITY_STYLE[m.severity]}`}
            >
              <span aria-hidden="true">{SEVERITY_ICON[m.severity]} </span>
              <span className="font-semibold">{SEVERITY[m.severity][lang]}</span>
              <span className="font-mono text-xs"> · {fill(AT[lang], m)} · </span>
              <span className="text-slate-900 dark:text-slate-100">{m.message}</span>
            </button>
          </li>
        ))}
        {marks.length > SHOWN && (
          <li className="text-slate-700 dark:text-slate-300">
            {fill(MORE_MARKS[lang], { n: marks.length - SHOWN })}
          </li>
        )}
      </ul>
    </details>
  );
}
