// Edits the skills UI makes itself (the tree, loading files, the extras' checkboxes and script editor).
// Panels drawn from the deferred state apply their change to the state shown now, read from the store
// at the moment of the edit, so a keystroke in flight is never lost.
import { useCallback } from 'react';
import type { SkillsState } from '../../../src/labs/skills/index';
import { currentEntry, useLabs } from '../../stores/labs';
import { firstScenario } from '../lab-view';
import { loadedLabBundle } from '../registry';

/** Sets the lab's state; a recorded change can be undone. */
export function commitSkills(slug: string, next: SkillsState, how: { record?: boolean } = {}): void {
  const bundle = loadedLabBundle(slug);
  const store = useLabs.getState();
  const viewing = Object.hasOwn(store.shared, slug);
  if (bundle && how.record && !viewing && !Object.hasOwn(store.saved, slug)) {
    // Nothing is saved yet (the first scenario is shown as it is): keep it as the saved work first, so
    // Undo has a state to go back to.
    const first = firstScenario(bundle);
    store.setState(slug, first.state, { scenarioId: first.id, edited: false });
  }
  useLabs.getState().setState(slug, next, { edited: true, record: how.record === true });
}

export type SkillsEdit = (change: (s: SkillsState) => SkillsState, how?: { record?: boolean }) => void;

export function useSkillsEdit(slug: string): SkillsEdit {
  return useCallback(
    (change, how = {}) => {
      const bundle = loadedLabBundle(slug);
      if (!bundle) return;
      const { saved, shared } = useLabs.getState();
      const view = Object.hasOwn(shared, slug) ? shared[slug] : undefined;
      const now = currentEntry(slug, saved[slug], view, firstScenario(bundle)).state as SkillsState;
      const next = change(now);
      if (next !== now) commitSkills(slug, next, how);
    },
    [slug],
  );
}
