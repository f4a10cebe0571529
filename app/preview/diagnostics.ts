// Diagnostics of the previewed page: the pipeline's own, plus mermaid parse errors (checked in the
// browser with the one mermaid adapter) mapped to the line of the file, and editor offsets.
// Types only from src/content: the pipeline itself (KaTeX, Ajv…) stays in the render worker, which
// sends each diagram's `diagramLineOffset` along (mapDiagramLine = line + that offset).
import { said, type DiagramBlock, type Diagnostic } from '../../src/content/index';
import { msg } from '../../src/i18n/index';
import { lineStarts, offsetOf } from '../editor/offsets';
import type { EditorMarker } from '../editor/types';

export { lineStarts, offsetOf };

/**
 * Lines of the diagram source that mermaid's parser sees: mermaid drops `%%` comment lines (not
 * `%%{` directives) and leading blank lines before parsing, so its "line N" counts only these.
 * Returns the 1-based source line of each parsed line.
 */
export function parsedLines(source: string): number[] {
  const out: number[] = [];
  // mermaid's /^\s*%%(?!{)[^\n]+\n?/gm also swallows the blank lines just before a comment.
  let blanks: number[] = [];
  source.split('\n').forEach((text, i) => {
    if (/^\s*%%(?!\{).+$/.test(text)) {
      blanks = [];
    } else if (text.trim() === '') {
      blanks.push(i + 1);
    } else {
      // trimStart(): blank lines before the first kept line are gone too.
      if (out.length > 0) out.push(...blanks);
      blanks = [];
      out.push(i + 1);
    }
  });
  return out;
}

/** The file line a mermaid error message points at, or the diagram's first line. */
export function mermaidErrorLine(
  diagram: Pick<DiagramBlock, 'line' | 'source'>,
  offset: number,
  message: string,
): number {
  const m = /\bline (\d+)/i.exec(message);
  if (!m) return diagram.line;
  const n = Number(m[1]);
  const lines = parsedLines(diagram.source);
  const sourceLine = lines[n - 1] ?? lines[lines.length - 1] ?? n;
  return sourceLine + offset;
}

/** A line of the source and the column a problem is at: shown monospaced with a caret under it. */
export interface SourceExcerpt {
  text: string;
  /** 1-based, UTF-16 code units */
  column: number;
}

/** A preview diagnostic; a diagram's carries the line it points at. */
export type PreviewDiagnostic = Diagnostic & { excerpt?: SourceExcerpt };

const CLOSERS: Record<string, string> = { '{': '}', '[': ']', '(': ')' };

/**
 * The first bracket of a diagram line that the line does not close (quoted text skipped), as a 1-based
 * column, or null. A node's shape opens and closes on its line, so such a bracket is the mistake even
 * though mermaid's parser only stops at a later token, often on the next line.
 */
export function unclosedBracket(line: string): { char: string; column: number } | null {
  if (/^\s*%%/.test(line)) return null;
  const open: { char: string; column: number }[] = [];
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (CLOSERS[c]) open.push({ char: c, column: i + 1 });
    else if (open.length > 0 && CLOSERS[open[open.length - 1]!.char] === c) open.pop();
    // A closer with no opener (`A>text]` is an asymmetric shape) opens nothing: skip it.
  }
  return open[0] ?? null;
}

export function mermaidDiagnostic(diagram: DiagramBlock, offset: number, message: string): PreviewDiagnostic {
  const lines = message.split('\n').filter((l) => l.trim() !== '');
  // Keep the parser's first line and what it expected; drop its excerpt and caret (ours lines up).
  const expecting = lines.find((l) => /^Expecting|^Unrecognized|got '/.test(l));
  const reported = mermaidErrorLine(diagram, offset, message);
  const sourceLines = diagram.source.split('\n');
  const clip = (t: string) => (t.length > 300 ? t.slice(0, 298) + '…' : t);
  const first = lines[0] ?? 'Parse error';
  // Mermaid counts lines inside the diagram (without its comments); say which file line that is.
  const parse = /^Parse error on line (\d+):?\s*(.*)$/i.exec(first);
  const detail = parse
    ? clip([parse[2], expecting].filter(Boolean).join(' '))
    : clip(
        [first.replace(/\bline (\d+)/i, (_m, n: string) => `line ${reported} (diagram line ${n})`), expecting]
          .filter(Boolean)
          .join(' '),
      );
  const parser = parse
    ? msg('content.mermaidParse', { line: reported, diagramLine: parse[1]!, detail })
    : detail;
  const hint = msg('content.mermaid.hint');
  // An unclosed bracket on the reported line or a line before it is where the mistake is.
  for (let file = reported; file > offset && /\bline \d+/i.test(message); file--) {
    const text = sourceLines[file - offset - 1];
    if (text === undefined) continue;
    const open = unclosedBracket(text);
    if (!open) continue;
    const unclosed = msg('content.mermaidUnclosed', {
      char: open.char,
      line: file,
      column: open.column,
      parser,
    });
    return {
      rule: 'mermaid',
      severity: 'error',
      ...said(unclosed, hint),
      line: file,
      column: open.column,
      excerpt: { text, column: open.column },
    };
  }
  const text = sourceLines[reported - offset - 1];
  return {
    rule: 'mermaid',
    severity: 'error',
    ...said(
      parse
        ? msg('content.mermaidAt', { line: reported, diagramLine: parse[1]!, detail })
        : msg('content.mermaid', { detail }),
      hint,
    ),
    line: reported,
    column: 1,
    ...(text !== undefined && text.trim() !== '' ? { excerpt: { text, column: 1 } } : {}),
  };
}

/** Editor markers: from the diagnostic's position to its end, else to the end of that line. */
export function toMarkers(source: string, diagnostics: readonly Diagnostic[]): EditorMarker[] {
  const starts = lineStarts(source);
  return diagnostics.map((d) => {
    const start = offsetOf(starts, source, d.line, d.column);
    let end: number;
    if (d.endLine) end = offsetOf(starts, source, d.endLine, d.endColumn ?? 1);
    else {
      const l = Math.min(Math.max(d.line, 1), starts.length);
      end = l < starts.length ? starts[l]! - 1 : source.length;
    }
    return {
      start,
      end: Math.max(end, start + 1),
      message: d.hint ? `${d.message}\n${d.hint}` : d.message,
      severity: d.severity,
    };
  });
}
