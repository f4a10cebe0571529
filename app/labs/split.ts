// The width of a lab's inputs column beside its diagram, in percent of the row: where a key takes it
// (the WAI-ARIA window-splitter pattern), within the bounds that keep both columns usable.

import { SPLIT_DEFAULT, SPLIT_MAX, SPLIT_MIN, clampSplit } from '../stores/split-bounds';

export { SPLIT_DEFAULT, SPLIT_MAX, SPLIT_MIN, clampSplit };

const STEP = 2;
const PAGE = 10;

/** The split after a key on the focused separator, or null when the key is not one of its keys. */
export function splitAfterKey(percent: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
      return clampSplit(percent - STEP);
    case 'ArrowRight':
      return clampSplit(percent + STEP);
    case 'PageDown':
      return clampSplit(percent - PAGE);
    case 'PageUp':
      return clampSplit(percent + PAGE);
    case 'Home':
      return SPLIT_MIN;
    case 'End':
      return SPLIT_MAX;
    case 'Enter':
      return SPLIT_DEFAULT;
    default:
      return null;
  }
}
