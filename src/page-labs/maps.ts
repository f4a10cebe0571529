/**
 * Author maps from a page lab's flowchart onto the page's own mermaid diagram, written after that
 * diagram as
 *
 *     ```json pagelab-map=validate_query
 *     { "n4": ["fields"], "L5": ["sf"], "L15": ["ok"] }
 *     ```
 *
 * Keys are the lab's flowchart ids (`start`, a branch `n<line>`, an exit `L<line>` or `end`; lines are
 * 1-based within the function's code block), values the ids of nodes in the last mermaid diagram before
 * the block. When the lab runs beside the page, the mapped nodes of that diagram light too.
 * `check:content` checks both sides (./check.ts).
 */
import { fencedBlocks } from '../fidelity/extract.ts';
import { parseJson } from '../json/index.ts';
import type { ExampleProblem } from './examples.ts';

/** A map as the app uses it: which of the page's mermaid diagrams, and flowchart id → its node ids. */
export interface DiagramMap {
  /** 0-based index of the diagram among the page's mermaid blocks */
  diagram: number;
  nodes: Record<string, string[]>;
}

export interface MapBlock {
  fn: string;
  code: string;
  /** 1-based line of the opening fence in the page */
  line: number;
  /** the diagram the map points into (the last mermaid block before it), or null when there is none */
  diagram: { index: number; source: string } | null;
}

const MAP_FENCE = /^ {0,3}(?:`{3,}|~{3,})\s*json\s+pagelab-map=([A-Za-z_][A-Za-z0-9_]*)\s*$/;

/** Every `pagelab-map` block of a page, with the diagram before it. */
export function mapBlocks(markdown: string): MapBlock[] {
  const lines = markdown.split(/\r?\n/);
  const out: MapBlock[] = [];
  let last: { index: number; source: string } | null = null;
  let mermaids = 0;
  for (const b of fencedBlocks(markdown)) {
    if (b.lang === 'mermaid') last = { index: mermaids++, source: b.code };
    const open = b.lang === 'json' ? MAP_FENCE.exec(lines[b.line - 1] ?? '') : null;
    if (open) out.push({ fn: open[1]!, code: b.code, line: b.line, diagram: last });
  }
  return out;
}

/** The map of one block (flowchart id → diagram node ids), or the problems that keep it out. */
export function readMap(block: MapBlock): { nodes: Record<string, string[]>; problems: ExampleProblem[] } {
  const parsed = parseJson(block.code);
  const at = (line: number) => block.line + line;
  if (!parsed.ok)
    return {
      nodes: {},
      problems: [{ line: at(parsed.error.line), message: `pagelab-map block: ${parsed.error.message}` }],
    };
  if (parsed.value.kind !== 'object')
    return {
      nodes: {},
      problems: [
        { line: at(1), message: 'pagelab-map block must be an object of flowchart id → [diagram node ids]' },
      ],
    };
  const nodes: Record<string, string[]> = {};
  const problems: ExampleProblem[] = [];
  const lineOf = (offset: number) => at(block.code.slice(0, offset).split('\n').length);
  for (const [key, p] of parsed.value.entries) {
    const v = p.value;
    const ids = v.kind === 'array' ? v.items.map((x) => (x.kind === 'string' ? x.value : null)) : [null];
    if (ids.length === 0 || ids.some((x) => x === null)) {
      problems.push({
        line: lineOf(v.start),
        message: `pagelab-map ${key}: must be a non-empty array of diagram node ids`,
      });
      continue;
    }
    nodes[key] = ids as string[];
  }
  return { nodes, problems };
}

/** The map of every function of a page that has one (a function's later blocks add to its first). */
export function pageMaps(markdown: string): Map<string, DiagramMap> {
  const out = new Map<string, DiagramMap>();
  for (const block of mapBlocks(markdown)) {
    if (!block.diagram) continue;
    const { nodes } = readMap(block);
    const had = out.get(block.fn);
    out.set(
      block.fn,
      had ? { ...had, nodes: { ...had.nodes, ...nodes } } : { diagram: block.diagram.index, nodes },
    );
  }
  return out;
}

const BRANCH = /^(?:if|elif|else|for|while|async\s+for|try|except)\b/;
const EXIT = /^(?:return|raise)\b/;

/**
 * Why `id` is not a node of the function's flowchart, or null when it is. `code` is the function's
 * block, `def` the 1-based line of its `def`: a line id must fall inside the function and start the
 * statement its kind names (the driver's ids, read from the source without Python).
 */
export function flowIdProblem(id: string, code: string, def: number): string | null {
  if (id === 'start' || id === 'end') return null;
  const m = /^([nL])([1-9]\d*)$/.exec(id);
  if (!m) return `"${id}" is not a flowchart id (start, end, n<line> or L<line>)`;
  const lines = code.split('\n');
  const line = Number(m[2]);
  let last = def;
  for (let i = def; i < lines.length; i++) {
    const text = lines[i]!;
    if (text.trim() === '') continue;
    if (!/^\s/.test(text)) break;
    last = i + 1;
  }
  if (line <= def || line > last)
    return `"${id}": line ${line} is outside the function (lines ${def}–${last})`;
  const stmt = lines[line - 1]!.trim();
  const want = m[1] === 'L' ? EXIT : BRANCH;
  return want.test(stmt)
    ? null
    : `"${id}": line ${line} is not ${m[1] === 'L' ? 'a return or raise' : 'an if/elif/else, loop, try or except'}`;
}
