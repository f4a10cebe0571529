/**
 * Mermaid source of a lab flowchart in either language, and the highlight model: which nodes and edges
 * a trace lit. Pure, so the lighting rule is unit-tested apart from the SVG.
 */
import type { LabFlowchart } from './flowchart.ts';
import type { TraceStep } from './types.ts';

const EDGE = { zh: { yes: '是', no: '否' }, en: { yes: 'yes', no: 'no' } } as const;

export function flowchartSource(fc: LabFlowchart, lang: 'zh' | 'en'): string {
  const label = (s: string) => s.replace(/"/g, '#quot;');
  const lines = [`%% title: ${fc.title[lang]}`, 'flowchart TD'];
  for (const n of fc.nodes) {
    const text = label(lang === 'zh' ? n.zh : n.en);
    lines.push(n.terminal ? `    ${n.id}(["${text}"])` : `    ${n.id}["${text}"]`);
  }
  for (const e of fc.edges) {
    lines.push(e.label ? `    ${e.from} -->|${EDGE[lang][e.label]}| ${e.to}` : `    ${e.from} --> ${e.to}`);
  }
  return lines.join('\n') + '\n';
}

export type NodeState = 'path' | 'exit' | 'idle';

export interface Highlight {
  nodes: Map<string, NodeState>;
  /** edges taken, as `from->to` */
  edges: Set<string>;
  exit: string | null;
}

/** Every node on the trace is `path`, the last one `exit`, the rest `idle`. */
export function highlightFor(fc: LabFlowchart, trace: readonly TraceStep[]): Highlight {
  const nodes = new Map<string, NodeState>(fc.nodes.map((n) => [n.id, 'idle']));
  const edges = new Set<string>();
  const known = trace.filter((s) => nodes.has(s.node));
  known.forEach((s, i) => {
    nodes.set(s.node, i === known.length - 1 ? 'exit' : 'path');
    const prev = known[i - 1];
    if (prev) edges.add(`${prev.node}->${s.node}`);
  });
  return { nodes, edges, exit: known.at(-1)?.node ?? null };
}
