/**
 * Offset ↔ line/column conversion. Lines break at `\n`, `\r\n` and a lone `\r` (as editors show them);
 * columns count UTF-16 code units (as Monaco does). Lines and columns are 1-based, offsets 0-based.
 */

export interface LineColumn {
  line: number;
  column: number;
}

export interface LineIndex {
  /** number of lines in the text (an empty text has one line) */
  readonly lineCount: number;
  /** offset → 1-based line and column; offsets are clamped to [0, text.length] */
  position(offset: number): LineColumn;
  /** 1-based line and column → offset (clamped to the text) */
  offset(line: number, column: number): number;
}

export function createLineIndex(text: string): LineIndex {
  const starts: number[] = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      starts.push(i + 1);
    } else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  return {
    lineCount: starts.length,
    position(offset: number): LineColumn {
      const o = Math.max(0, Math.min(text.length, Math.floor(offset)));
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((starts[mid] as number) <= o) lo = mid;
        else hi = mid - 1;
      }
      return { line: lo + 1, column: o - (starts[lo] as number) + 1 };
    },
    offset(line: number, column: number): number {
      const l = Math.max(1, Math.min(starts.length, Math.floor(line)));
      const start = starts[l - 1] as number;
      const next = l < starts.length ? (starts[l] as number) : text.length;
      return Math.max(start, Math.min(next, start + Math.floor(column) - 1));
    },
  };
}

/** One-off conversion; build a {@link createLineIndex} when converting many offsets of the same text. */
export function offsetToLineColumn(text: string, offset: number): LineColumn {
  return createLineIndex(text).position(offset);
}
