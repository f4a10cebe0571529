// The topic pages' own mermaid flowcharts get their long labels broken at word boundaries, as the
// labs' generated charts do (label-wrap.ts): left to mermaid, a label is cut where the width runs out,
// inside a Chinese word or before a lone "?". The author's source is rewritten only on its way to
// mermaid (at build and in the browser); the figure keeps the source as written, so the preview still
// finds the build's drawing of an unchanged diagram by its source.
//
// The rewrite only adds `<br/>` inside labels and drops the spaces at each break: it never adds or
// removes a newline, so mermaid's error lines still map to the page's lines.
import { balancedLabelLines, EDGE_LABEL_COLUMNS, LABEL_COLUMNS } from './label-wrap.ts';

const LINE_BREAK = '<br/>';

/** A label that already says where its lines end (or is a markdown string) is left as written. */
const HAS_BREAK = /<br\s*\/?>|\\n|\n/i;

/** Statements whose text is not a node or edge label: styling, classes, links, subgraph titles. */
const NOT_A_LABEL_LINE = /^[^\S\n]*(?:%%|(?:style|classDef|class|linkStyle|click|subgraph)(?=\s|$))/;

/** The header that makes a diagram a flowchart, with its direction. */
const HEADER = /^[^\S\n]*(?:flowchart-elk|flowchart|graph)\b(?:[^\S\n]+(?:TB|TD|BT|RL|LR)\b)?/;

/** Node shapes, longest opener first; some shapes close either way (`[/text\]` is a trapezoid). */
const SHAPES: readonly (readonly [string, readonly string[]])[] = [
  ['(((', [')))']],
  ['((', ['))']],
  ['([', ['])']],
  ['[(', [')]']],
  ['[[', [']]']],
  ['[/', ['/]', '\\]']],
  ['[\\', ['\\]', '/]']],
  ['{{', ['}}']],
  ['(', [')']],
  ['[', [']']],
  ['{', ['}']],
  ['>', [']']],
];

/** A character a node id may end with (the opener that follows it starts the node's label). */
const ID_CHAR = /[\p{L}\p{N}_]/u;

/** A link, to see whether `|label|` follows it: `-->`, `---`, `-.->`, `==>`, `--x`, `--o`, `~~~`. */
const LINK = /(?:-{2,}[->xo]?|={2,}[=>xo]?|-\.+-[>xo]?|~{3,})[^\S\n]*\|/y;

/** The start of a link with its text in the middle (`-- text -->`), and what closes each kind. */
const TEXT_LINK_START = /(--|==|-\.)(?![-=>.|])(?![xo](?:\s|$))/y;
const TEXT_LINK_END: Record<string, RegExp> = {
  '--': /[^\S\n]*(?:-{2,}[->xo]|-{3,})/g,
  '==': /[^\S\n]*={2,}[=>xo]/g,
  '-.': /[^\S\n]*\.+-[>xo]?/g,
};

/** Where a label's text lies in the source (inside its quotes, if it has them). */
interface LabelSpan {
  start: number;
  end: number;
  /** Where scanning goes on after the label and its closing mark. */
  next: number;
}

/** The text between `from` and the first of `closers`, on the same line; quoted text may hold closers. */
function spanUntil(s: string, from: number, closers: readonly string[]): LabelSpan | null {
  if (s[from] === '"') {
    const q = s.indexOf('"', from + 1);
    if (q < 0) return null;
    let after = q + 1;
    while (s[after] === ' ' || s[after] === '\t') after++;
    const closer = closers.find((c) => s.startsWith(c, after));
    return closer === undefined ? null : { start: from + 1, end: q, next: after + closer.length };
  }
  const eol = s.indexOf('\n', from);
  const limit = eol < 0 ? s.length : eol;
  let best: { at: number; closer: string } | null = null;
  for (const c of closers) {
    const at = s.indexOf(c, from);
    if (at >= 0 && at < limit && (!best || at < best.at)) best = { at, closer: c };
  }
  return best && { start: from, end: best.at, next: best.at + best.closer.length };
}

/** The label of a node whose shape opens at `i` (just after its id), if one does. */
function nodeLabelAt(s: string, i: number): LabelSpan | null {
  if (i === 0 || !ID_CHAR.test(s[i - 1]!)) return null;
  for (const [open, closers] of SHAPES) {
    if (!s.startsWith(open, i)) continue;
    const span = spanUntil(s, i + open.length, closers);
    if (span) return span;
  }
  return null;
}

/** The label of an edge whose link starts at `i`: `-->|text|` or `-- text -->`. */
function edgeLabelAt(s: string, i: number): LabelSpan | null {
  LINK.lastIndex = i;
  if (LINK.exec(s)) return spanUntil(s, LINK.lastIndex, ['|']);
  // Inside a link (`A --- B`): its second dash starts no text.
  if (/[-=.]/.test(s[i - 1] ?? '')) return null;
  TEXT_LINK_START.lastIndex = i;
  const start = TEXT_LINK_START.exec(s);
  if (!start) return null;
  const eol = s.indexOf('\n', i);
  const limit = eol < 0 ? s.length : eol;
  let from = TEXT_LINK_START.lastIndex;
  while (s[from] === ' ' || s[from] === '\t') from++;
  if (s[from] === '"') {
    const span = spanUntil(s, from, ['']);
    if (!span || span.end > limit) return null;
    const end = TEXT_LINK_END[start[1]!]!;
    end.lastIndex = span.next;
    const close = end.exec(s);
    return close && close.index === span.next ? span : null;
  }
  const end = TEXT_LINK_END[start[1]!]!;
  end.lastIndex = from;
  const close = end.exec(s);
  if (!close || close.index >= limit || close.index === from) return null;
  return { start: from, end: close.index, next: close.index };
}

// An entity (`#quot;`, `&amp;`, `#35;`), a tag or a Font Awesome icon is one unit of a label: never
// split, measured as one character.
const UNIT = /#[a-zA-Z]+;|#\d+;|&[a-zA-Z]+;|&#\d+;|&#x[0-9a-fA-F]+;|<[^<>]*>|fa[bkrs]?:fa-[\w-]+/y;
const NAMED: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };
/** Stands for a unit that reads as no ordinary character (a tag, an icon, a space entity). */
const OPAQUE = '\ue000';

function unitText(unit: string): string {
  const name = /^[#&]([a-zA-Z]+);$/.exec(unit)?.[1];
  if (name) return NAMED[name] ?? OPAQUE;
  const num = /^(?:#|&#)(x[0-9a-fA-F]+|\d+);$/.exec(unit)?.[1];
  if (num) {
    const code = num.startsWith('x') ? parseInt(num.slice(1), 16) : parseInt(num, 10);
    const ch = code > 0 && code < 0x10000 ? String.fromCharCode(code) : '';
    return ch && !/\s/.test(ch) ? ch : OPAQUE;
  }
  return OPAQUE;
}

/** A label's source with `<br/>` between its lines, or unchanged when it fits or says its breaks. */
export function wrapLabelSource(label: string, lang: string, max = LABEL_COLUMNS): string {
  if (HAS_BREAK.test(label) || label.startsWith('`')) return label;
  // The label as it reads (entities decoded), and where each of its characters starts in the source.
  let text = '';
  const at: number[] = [];
  for (let i = 0; i < label.length;) {
    UNIT.lastIndex = i;
    const unit = UNIT.exec(label)?.[0];
    const piece = unit ? unitText(unit) : String.fromCodePoint(label.codePointAt(i)!);
    const width = unit ? unit.length : piece.length;
    at[text.length] = i;
    text += piece;
    i += width;
  }
  at[text.length] = label.length;
  const lines = balancedLabelLines(text, lang, max);
  if (lines.length < 2) return label;
  return lines
    .map(({ start, end }, n) =>
      label.slice(n === 0 ? 0 : at[start], n === lines.length - 1 ? label.length : at[end]),
    )
    .join(LINE_BREAK);
}

/** Where a flowchart's statements start (after its header), or -1 if the source is another diagram. */
function bodyStart(source: string): number {
  let i = 0;
  // YAML front matter (`---` … `---`) first, then comment and blank lines, then the header.
  if (/^---[^\S\n]*\n/.test(source)) {
    const close = /\n---[^\S\n]*(?:\n|$)/.exec(source.slice(3));
    if (!close) return -1;
    i = 3 + close.index + close[0].length;
  }
  while (i < source.length) {
    const eol = source.indexOf('\n', i);
    const line = source.slice(i, eol < 0 ? source.length : eol);
    if (line.trim() === '' || line.trimStart().startsWith('%%')) {
      if (eol < 0) return -1;
      i = eol + 1;
      continue;
    }
    const header = HEADER.exec(line);
    return header ? i + header[0].length : -1;
  }
  return -1;
}

/** Columns per line of a node label and of an edge label. */
export interface LabelWidths {
  node?: number;
  edge?: number;
}

/**
 * A mermaid flowchart's source with every node and edge label longer than its width in columns
 * broken into lines at word boundaries (`<br/>` between them). Labels that already hold a break,
 * markdown strings, comments, styling and subgraph titles are left as written, and so is any diagram
 * that is not a flowchart. Newlines are neither added nor removed.
 */
export function wrapFlowchartLabels(source: string, lang: string, widths: LabelWidths = {}): string {
  const { node = LABEL_COLUMNS, edge = EDGE_LABEL_COLUMNS } = widths;
  const body = bodyStart(source);
  if (body < 0) return source;
  let out = source.slice(0, body);
  let i = body;
  while (i < source.length) {
    if (source[i - 1] === '\n') {
      const skip = NOT_A_LABEL_LINE.exec(source.slice(i, i + 64));
      if (skip) {
        const eol = source.indexOf('\n', i);
        const next = eol < 0 ? source.length : eol;
        out += source.slice(i, next);
        i = next;
        continue;
      }
    }
    const nodeLabel = nodeLabelAt(source, i);
    const label = nodeLabel ?? edgeLabelAt(source, i);
    if (label) {
      out += source.slice(i, label.start);
      out += wrapLabelSource(source.slice(label.start, label.end), lang, nodeLabel ? node : edge);
      out += source.slice(label.end, label.next);
      i = label.next;
      continue;
    }
    if (source[i] === '"') {
      // A quoted string outside a label (a class or a link target): copied whole, never scanned.
      const q = source.indexOf('"', i + 1);
      const next = q < 0 ? source.length : q + 1;
      out += source.slice(i, next);
      i = next;
      continue;
    }
    out += source[i];
    i++;
  }
  return out;
}
