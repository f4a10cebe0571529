// Line and column to a UTF-16 offset in an editor's text: what markers and cursor moves both need.

/** UTF-16 offset of each line start. */
export function lineStarts(source: string): number[] {
  const starts = [0];
  for (let i = 0; i < source.length; i++) if (source.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

/** Offset of a 1-based line and column, clamped into the text. */
export function offsetOf(starts: number[], source: string, line: number, column: number): number {
  const l = Math.min(Math.max(line, 1), starts.length);
  const start = starts[l - 1]!;
  const end = l < starts.length ? starts[l]! - 1 : source.length;
  return Math.min(start + Math.max(column, 1) - 1, end);
}
