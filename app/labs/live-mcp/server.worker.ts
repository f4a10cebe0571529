// The live-MCP lab's Web Worker: runs the demo MCP server (src/labs/live-mcp/server.ts) on every
// MessagePort the page sends it. All logic lives in src/; this file only hands over the worker scope.
// The worker needs the server half only, not the lab module: a deliberate deep import.
// eslint-disable-next-line no-restricted-imports
import { serveDemoInWorker } from '../../../src/labs/live-mcp/server-link';

serveDemoInWorker(self);
