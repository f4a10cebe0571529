// The React half of the planner lab: its input is one JSON text (the workbench's default editor).
import type { PlannerState } from '../../../src/labs/planner/index';
import { defineLabUi } from '../contract';
import { TokenTablePanel } from './TokenTablePanel';

export default defineLabUi<PlannerState>({ slug: 'planner', Extras: TokenTablePanel });
