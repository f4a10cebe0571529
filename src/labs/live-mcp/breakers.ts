/**
 * "Break it" buttons of the live lab: each switches one fault on (and does not apply when it is on
 * already). The switch takes effect on the server at once; the next call shows what it does.
 */
import type { Breaker } from '../contract.ts';
import { FAULTS, FAULT_IDS } from './faults.ts';
import type { LiveState } from './state.ts';

export const liveBreakers: Breaker<LiveState>[] = FAULTS.map((f) => ({
  id: `fault-${f.id}`,
  label: f.label,
  apply: (s) =>
    s.faults.includes(f.id)
      ? null
      : { ...s, faults: FAULT_IDS.filter((id) => id === f.id || s.faults.includes(id)) },
}));
