// Edits the skills UI makes itself (the tree, loading files, the extras' checkboxes and script editor).
// Panels drawn from the deferred state apply their change to the state shown now, read from the host at
// the moment of the edit, so a keystroke in flight is never lost.
import { useCallback } from 'react';
import type { SkillsState } from '../../../src/labs/skills/index';
import { useLabHost } from '../host';

export type SkillsEdit = (change: (s: SkillsState) => SkillsState, how?: { record?: boolean }) => void;

export function useSkillsEdit(): SkillsEdit {
  const host = useLabHost();
  return useCallback(
    (change, how = {}) => {
      const now = host.now() as SkillsState | undefined;
      if (now === undefined) return;
      const next = change(now);
      if (next !== now) host.commit(next, how);
    },
    [host],
  );
}
