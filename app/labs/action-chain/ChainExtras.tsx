// Under the workbench: who decided (the policy rules and the ignored annotations), then the retry
// timeline, the lab's second view.
import type { ActionChainState } from '../../../src/labs/action-chain/index';
import type { LabExtrasProps } from '../contract';
import { PolicyPanel } from './PolicyPanel';
import { TimelinePanel } from './TimelinePanel';

export function ChainExtras({ lab, run }: LabExtrasProps<ActionChainState>) {
  return (
    <div className="space-y-4">
      <PolicyPanel run={run} />
      <TimelinePanel lab={lab} />
    </div>
  );
}
