// The React half of the live-MCP lab: the live panel is its input (the workbench shows the verdict of
// the captured reply and lights its path).
import type { LiveState } from '../../../src/labs/live-mcp/index';
import { defineLabUi } from '../contract';
import { LiveInputs } from './LiveInputs';

export default defineLabUi<LiveState>({
  slug: 'live-mcp',
  Inputs: LiveInputs,
});
