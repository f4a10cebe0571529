/**
 * The live lab has no "break it" buttons: its mistakes are the demo server's fault switches, which the
 * lab shows as one set of controls beside the call (FaultSwitches in app/labs/live-mcp). A row of
 * buttons doing the same as those switches would be two controls for one thing.
 */
import type { Breaker } from '../contract.ts';
import type { LiveState } from './state.ts';

export const liveBreakers: Breaker<LiveState>[] = [];
