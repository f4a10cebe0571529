// Diagnostics of the previewed page: the pipeline's own, plus mermaid parse errors (checked in the
// browser with the one mermaid adapter) mapped to the line of the file, and editor offsets.
// Types only from src/content: the pipeline itself (KaTeX, Ajv…) stays in the render worker, which
// sends each diagram's `diagramLineOffset` along (mapDiagramLine = line + that offset).
import { said, type DiagramBlock, type Diagnostic } from '../../src/content/index';
import { msg } from '../../src/i18n/index';
import type { EditorMarker } from '../editor/types';

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

export function mermaidDiagnostic(diagram: DiagramBlock, offset: number, message: string): Diagnostic {
  const lines = message.split('\n').filter((l) => l.trim() !== '');
  // Keep the parser's first line and what it expected; drop the excerpt and its caret line.
  const expecting = lines.find((l) => /^Expecting|^Unrecognized|got '/.test(l));
  const line = mermaidErrorLine(diagram, offset, message);
  const clip = (s: string) => (s.length > 300 ? s.slice(0, 298) + '…' : s);
  const first = lines[0] ?? 'Parse error';
  // Mermaid counts lines inside the diagram (without its comments); say which file line that is.
  const parse = /^Parse error on line (\d+):?\s*(.*)$/i.exec(first);
  const text = parse
    ? msg('content.mermaidAt', {
        line,
        diagramLine: parse[1]!,
        detail: clip([parse[2], expecting].filter(Boolean).join(' ')),
      })
    : msg('content.mermaid', {
        detail: clip(
          [first.replace(/\bline (\d+)/i, (_m, n: string) => `line ${line} (diagram line ${n})`), expecting]
            .filter(Boolean)
            .join(' '),
        ),
      });
  return { rule: 'mermaid', severity: 'error', ...said(text, msg('content.mermaid.hint')), line, column: 1 };
}

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
