// A practice task of the action chain edits the chain's input; its retry timeline is fixed, and shown
// beside the editor (folded) for the tasks that ask to compare the two lanes.
import { useMemo } from 'react';
import { runTimeline, type ActionChainState } from '../../../src/labs/action-chain/index';
import { useLabHost } from '../host';
import type { PracticeContextProps } from '../contract';
import { TimelineView } from './TimelineView';
import { PRACTICE_TIMELINE } from './text';

export function TaskTimeline({ start }: PracticeContextProps<ActionChainState>) {
  const { lang } = useLabHost();
  const result = useMemo(() => runTimeline(start.timeline), [start.timeline]);
  if (!result.ok) return null;
  return (
    <details className="mb-2 rounded-md border border-slate-300 p-2 dark:border-slate-700">
      <summary className="cursor-pointer text-sm font-semibold">{PRACTICE_TIMELINE[lang]}</summary>
      <div className="mt-2">
        <TimelineView timeline={result.value} exportable={false} />
      </div>
    </details>
  );
}
