// What a practice task of the selection-eval lab shows beside its editor: the design and the before set,
// read-only (the task edits only the after set).
import type { SelectionState } from '../../../src/labs/selection-eval/index';
import { fill } from '../../../src/i18n/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import type { PracticeContextProps } from '../contract';
import { DESIGNS, PRACTICE_BEFORE, PRACTICE_DESIGN } from './text';

export function BeforeCases({ start }: PracticeContextProps<SelectionState>) {
  const { lang } = useLabHost();
  return (
    <div className="mb-2 space-y-2 text-sm">
      <p>{fill(PRACTICE_DESIGN[lang], { design: DESIGNS[start.design].label[lang] })}</p>
      <details className="rounded-md border border-slate-300 p-2 dark:border-slate-700">
        <summary className="cursor-pointer font-semibold">{PRACTICE_BEFORE[lang]}</summary>
        <pre
          data-testid={TID.selectionPracticeBefore}
          tabIndex={0}
          aria-label={PRACTICE_BEFORE[lang]}
          className="mt-2 max-h-64 overflow-auto rounded bg-slate-100 p-2 font-mono text-xs dark:bg-slate-900"
        >
          {start.before}
        </pre>
      </details>
    </div>
  );
}
