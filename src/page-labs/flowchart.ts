/**
 * The function's control flow as an SVG drawing: one box per node in reading order, indented by how
 * deeply it is nested, exits drawn as end boxes. The same function draws it at build time (the
 * prerendered lab shows the default run's path lit) and in the browser (the preview, and every run), so
 * lighting a path is drawing the same boxes with other `data-state` values.
 */
import type { FlowNode, Shape } from './types.ts';

const ROW = 34;
const INDENT = 18;
const WIDTH = 340;

function esc(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
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
  const start = `def ${shape.fn}(${shape.params.map((p) => p.name).join(', ')})`;
  rows.push(
    `<g data-node="start" data-state="${lit ? 'lit' : 'idle'}" transform="translate(6,6)"><rect width="${WIDTH}" height="${ROW - 8}" rx="13"/><text x="10" y="17">${esc(start)}</text></g>`,
  );
  nodes.forEach((n, i) => {
    const x = 6 + depth[i]! * INDENT;
    const y = 6 + (i + 1) * ROW;
    const isExit = n.kind === 'return' || n.kind === 'raise' || n.kind === 'end';
    const state = isExit ? (lit?.exit === n.id ? 'reached' : 'idle') : on.has(n.id) ? 'lit' : 'idle';
    const full = n.kind === 'end' ? 'end' : `${n.line}  ${n.label}`;
    // a monospace cell is about 7.3 px at 12 px: cut the label to its box, the whole text stays in <title>
    const room = Math.floor((WIDTH - depth[i]! * INDENT - 16) / 7.3);
    const label = full.length > room ? full.slice(0, room - 1) + '…' : full;
    const kind = n.kind === 'elif' || n.kind === 'else' ? 'branch' : n.kind;
    rows.push(
      `<g data-node="${esc(n.id)}" data-kind="${kind}" data-state="${state}" transform="translate(${x},${y})">` +
        `<line x1="10" y1="-8" x2="10" y2="0"/>` +
        `<rect width="${WIDTH - depth[i]! * INDENT}" height="${ROW - 8}" rx="${isExit ? 13 : 3}"/>` +
        `<text x="10" y="17">${esc(label)}</text><title>${esc(full)}</title></g>`,
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="page-lab-chart" viewBox="0 0 ${WIDTH + 12} ${height}" width="${WIDTH + 12}" height="${height}" role="img" aria-label="${esc(title)}">` +
    `<title>${esc(title)}</title>${rows.join('')}</svg>`
  );
}
