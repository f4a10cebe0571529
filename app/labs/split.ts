// The width of a lab's inputs column beside its diagram, in percent of the row: where a key takes it
// (the WAI-ARIA window-splitter pattern) and the bounds that keep both columns usable.

export const SPLIT_MIN = 30;
export const SPLIT_MAX = 70;
/** Wide enough for a tools/list or a CSV row at the default width of a 1440 px screen. */
export const SPLIT_DEFAULT = 50;
const STEP = 2;
const PAGE = 10;

export function clampSplit(percent: number): number {
  return Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, Math.round(percent)));
}

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
