// The chain's input: the host configuration and the call in one editor. The retry timeline has its own
// editor in the timeline panel (on the lab's page); a link leads there, also from a docked lab.
import type { ActionChainState } from '../../../src/labs/action-chain/index';
import { TID } from '../../testids';
import type { LabInputsProps } from '../contract';
import { LabTextEditor } from '../LabTextEditor';
import { TIMELINE_ANCHOR } from './TimelinePanel';
import { TIMELINE_BELOW, TIMELINE_ON_PAGE } from './text';

export function ChainInputs({ lab, host, state, run, onEdit }: LabInputsProps<ActionChainState>) {
  const { lang, Link } = host;
  // on the lab's own page the timeline is further down; docked beside a topic, it is on that page
  const here = host.onLabPage;
  const href = `${host.href({ name: 'lab', slug: lab.slug })}#${TIMELINE_ANCHOR}`;
  return (
    <div className="space-y-1">
      <LabTextEditor
        lab={lab}
        field="input"
        run={run}
        value={state.input}
        onChange={(input) => onEdit({ ...state, input })}
        height="24rem"
      />
      <p className="text-sm">
        <Link
          href={href}
          data-testid={TID.acTimelineLink}
          className="text-blue-800 underline underline-offset-4 dark:text-blue-300"
        >
          {(here ? TIMELINE_BELOW : TIMELINE_ON_PAGE)[lang]}
        </Link>
      </p>
    </div>
  );
}
