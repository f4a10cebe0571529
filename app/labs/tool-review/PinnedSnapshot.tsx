// What a practice task of the tool-review lab shows beside its editor: which mode checks it, and in diff
// mode the pinned snapshot, read-only (the learner edits only the new tools/list).
import type { ToolReviewState } from '../../../src/labs/tool-review/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import type { PracticeContextProps } from '../contract';
import { PRACTICE_MODE, PRACTICE_PINNED } from './text';

export function PinnedSnapshot({ start }: PracticeContextProps<ToolReviewState>) {
  const { lang } = useLabHost();
  return (
    <div className="mb-2 space-y-2 text-sm">
      <p>{PRACTICE_MODE[start.mode][lang]}</p>
      {start.mode === 'diff' && (
        <details open className="rounded-md border border-slate-300 p-2 dark:border-slate-700">
          <summary className="cursor-pointer font-semibold">{PRACTICE_PINNED[lang]}</summary>
          <pre
            data-testid={TID.toolReviewPracticePinned}
            tabIndex={0}
            aria-label={PRACTICE_PINNED[lang]}
            className="mt-2 max-h-64 overflow-auto rounded bg-slate-100 p-2 font-mono text-xs dark:bg-slate-900"
          >
            {start.pinned}
          </pre>
        </details>
      )}
    </div>
  );
}
