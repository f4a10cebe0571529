// The bounds of a lab's inputs column beside its diagram, in percent of the row. They live with the
// stored settings, which keep the reader's last width and must clean what they read with the same bounds.

export const SPLIT_MIN = 30;
export const SPLIT_MAX = 70;
/** Wide enough for a tools/list or a CSV row at the default width of a 1440 px screen. */
export const SPLIT_DEFAULT = 50;

export function clampSplit(percent: number): number {
  return Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, Math.round(percent)));
}
