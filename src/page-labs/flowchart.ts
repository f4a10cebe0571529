/**
 * The function's control flow as an SVG drawing: one box per node in reading order, indented by how
 * deeply it is nested, exits drawn as end boxes. The same function draws it at build time (the
 * prerendered lab shows the default run's path lit) and in the browser (the preview, and every run), so
 * lighting a path is drawing the same boxes with other `data-state` values.
 */
import type { FlowNode, Shape } from './types.ts';

// Drawn at 16 px labels (the project's natural diagram size); app/page-labs/page-lab.css shows it at that
// size times the context's scale (phone, presenter) and lets the box scroll rather than shrink it.
const FONT = 16;
/** a monospace cell is about 0.6 em wide */
const CELL = FONT * 0.6;
const ROW = 44;
const INDENT = 22;
const WIDTH = 480;
const BOX = ROW - 10;
/** baseline of a label centred in its box */
const TEXT_Y = Math.round(BOX / 2 + FONT * 0.35);

function esc(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** A label cut to the width of its box at a nesting depth (the whole text stays in the node's <title>). */
function cut(text: string, depth: number): string {
  const room = Math.floor((WIDTH - depth * INDENT - 24) / CELL);
  return text.length > room ? text.slice(0, room - 1) + '…' : text;
}

const CONTAINS = new Set(['if', 'elif', 'else', 'loop', 'try', 'except']);

/** How many branch, loop and try nodes enclose a node (the drawing's indentation). */
export function depths(nodes: readonly FlowNode[]): number[] {
  return nodes.map((n) =>
    n.kind === 'end'
      ? 0
      : nodes.filter(
          (c) =>
            c !== n &&
            CONTAINS.has(c.kind) &&
            c.line < n.line &&
            n.line <= c.end &&
            // an elif/else is a sibling of its if, not a child
            !(['elif', 'else'].includes(n.kind) && ['if', 'elif'].includes(c.kind) && n.line > c.line),
        ).length,
  );
}

export interface Lit {
  /** node ids the run went through */
  path: readonly string[];
  /** the exit reached, or null */
  exit: string | null;
}

/** The SVG text of a function's flowchart, with a run's path lit (or none). */
export function flowchartSvg(shape: Shape, lit: Lit | null, title: string): string {
  const nodes = shape.nodes;
  const depth = depths(nodes);
  const on = new Set(lit?.path ?? []);
  const height = (nodes.length + 1) * ROW + 12;
  const rows: string[] = [];
  const start = cut(`def ${shape.fn}(${shape.params.map((p) => p.name).join(', ')})`, 0);
  rows.push(
    `<g data-node="start" data-state="${lit ? 'lit' : 'idle'}" transform="translate(6,6)"><rect width="${WIDTH}" height="${BOX}" rx="${BOX / 2}"/><text x="12" y="${TEXT_Y}">${esc(start)}</text></g>`,
  );
  nodes.forEach((n, i) => {
    const x = 6 + depth[i]! * INDENT;
    const y = 6 + (i + 1) * ROW;
    const isExit = n.kind === 'return' || n.kind === 'raise' || n.kind === 'end';
    const state = isExit ? (lit?.exit === n.id ? 'reached' : 'idle') : on.has(n.id) ? 'lit' : 'idle';
    const full = n.kind === 'end' ? 'end' : `${n.line}  ${n.label}`;
    const label = cut(full, depth[i]!);
    const kind = n.kind === 'elif' || n.kind === 'else' ? 'branch' : n.kind;
    rows.push(
      `<g data-node="${esc(n.id)}" data-kind="${kind}" data-state="${state}" transform="translate(${x},${y})">` +
        `<line x1="12" y1="${BOX - ROW}" x2="12" y2="0"/>` +
        `<rect width="${WIDTH - depth[i]! * INDENT}" height="${BOX}" rx="${isExit ? BOX / 2 : 4}"/>` +
        `<text x="12" y="${TEXT_Y}">${esc(label)}</text><title>${esc(full)}</title></g>`,
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="page-lab-chart" viewBox="0 0 ${WIDTH + 12} ${height}" width="${WIDTH + 12}" height="${height}" style="--pl-w:${WIDTH + 12};--pl-h:${height}" font-size="${FONT}" role="img" aria-label="${esc(title)}">` +
    `<title>${esc(title)}</title>${rows.join('')}</svg>`
  );
}
