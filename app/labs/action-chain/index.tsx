// The React half of the action-chain lab: the chain's editor, then who decided and the retry timeline.
import type { ActionChainState } from '../../../src/labs/action-chain/index';
import { defineLabUi } from '../contract';
import { ChainExtras } from './ChainExtras';
import { ChainInputs } from './ChainInputs';
import { TaskTimeline } from './TaskTimeline';

export default defineLabUi<ActionChainState>({
  slug: 'action-chain',
  Inputs: ChainInputs,
  Extras: ChainExtras,
  PracticeContext: TaskTimeline,
});
