/**
 * Switching the tool-review lab between its modes. Diff mode compares the new tools/list with a pinned
 * snapshot; with no snapshot yet there is nothing to compare with, so the switch pins the text under
 * review (the two start equal, and every edit from there on is a change since the pin). A snapshot
 * already there is kept: it is what the learner or the scenario pinned.
 */
import type { ToolReviewState } from './state.ts';

export function switchMode(state: ToolReviewState, mode: ToolReviewState['mode']): ToolReviewState {
  if (mode === state.mode) return state;
  if (mode === 'diff' && state.pinned.trim() === '') return { ...state, mode, pinned: state.current };
  return { ...state, mode };
}
