/**
 * A small exact CSV reader (RFC 4180): comma-separated fields, records ended by CRLF (LF and a lone CR
 * are accepted too), fields optionally in double quotes, a quote inside a quoted field written twice, and
 * line breaks allowed inside quotes. Every field keeps the position where it starts, so a later check
 * can point at it. Two deliberate leniencies, both common in exported files: a byte-order mark at the
 * start is skipped, and empty lines are skipped. Anything else outside the grammar is an error with its
 * line and column; the reader never throws.
 */
import { msg, t, type Message } from '../../i18n/index.ts';

export interface Position {
  /** 1-based */
  line: number;
  /** 1-based, UTF-16 code units */
  column: number;
  /** 0-based UTF-16 offset */
  offset: number;
}

/** A problem at a position: English (tests, the command line) and by message for the reader. */
export type Problem = Position & { message: string; text: Message };

/** The problem `text` at `pos`. */
export const problemAt = (pos: Position, text: Message): Problem => ({
  ...pos,
  message: t('en', text),
  text,
});

export interface CsvField extends Position {
  value: string;
  quoted: boolean;
}

export type CsvResult = { ok: true; rows: CsvField[][] } | { ok: false; error: Problem };

export function readCsv(text: string): CsvResult {
  const rows: CsvField[][] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let lineStart = i;
  const at = (offset: number): Position => ({ line, column: offset - lineStart + 1, offset });
  const fail = (pos: Position, text: Message): CsvResult => ({ ok: false, error: problemAt(pos, text) });
  /** Consumes a line break at i, if any; true when one was consumed. */
  const lineBreak = (): boolean => {
    const ch = text[i];
    if (ch === '\r') i += text[i + 1] === '\n' ? 2 : 1;
    else if (ch === '\n') i += 1;
    else return false;
    line += 1;
    lineStart = i;
    return true;
  };
  let row: CsvField[] = [];
  const endRow = () => {
    // A line holding nothing at all is skipped (an unquoted empty field alone on its line).
    const blank = row.length === 1 && !row[0]?.quoted && row[0]?.value === '';
    if (!blank) rows.push(row);
    row = [];
  };
  while (i < text.length) {
    const start = at(i);
    if (text[i] === '"') {
      i += 1;
      let value = '';
      for (;;) {
        if (i >= text.length) return fail(start, msg('csv.unclosed'));
        const ch = text[i] as string;
        if (ch === '"') {
          if (text[i + 1] === '"') {
            value += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (ch === '\r' || ch === '\n') {
          value += ch === '\r' && text[i + 1] === '\n' ? '\r\n' : ch;
          lineBreak();
          continue;
        }
        value += ch;
        i += 1;
      }
      row.push({ ...start, value, quoted: true });
      const next = text[i];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n')
        return fail(at(i), msg('csv.afterQuote', { char: JSON.stringify(next) }));
    } else {
      let j = i;
      while (j < text.length && text[j] !== ',' && text[j] !== '\r' && text[j] !== '\n') {
        if (text[j] === '"') return fail(at(j), msg('csv.strayQuote'));
        j += 1;
      }
      row.push({ ...start, value: text.slice(i, j), quoted: false });
      i = j;
    }
    if (text[i] === ',') {
      i += 1;
      // A comma at the very end of the text or of a line leaves one empty field after it.
      if (i >= text.length || text[i] === '\r' || text[i] === '\n')
        row.push({ ...at(i), value: '', quoted: false });
    }
    if (lineBreak() || i >= text.length) endRow();
  }
  return { ok: true, rows };
}
