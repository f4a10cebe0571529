/**
 * Lighting a topic page's own diagram from a lab's trace. A lab's diagram map
 * (content/labs/<slug>/diagram-maps.json) says which page-diagram nodes stand for each lab node; the page
 * diagram then shows the same walk: nodes on the way, the outcome's nodes as the exit, and the edges
 * between consecutive lit nodes.
 */
import type { Highlight, NodeState } from './flowchart.ts';
import type { TraceStep } from './types.ts';

export type DiagramMap = Record<string, readonly string[]>;

export function topicHighlight(map: DiagramMap, trace: readonly TraceStep[]): Highlight {
  const nodes = new Map<string, NodeState>();
  for (const ids of Object.values(map)) for (const id of ids) nodes.set(id, 'idle');
  const walk: string[] = [];
  trace.forEach((step, i) => {
    const last = i === trace.length - 1;
    const ids = Object.hasOwn(map, step.node) ? map[step.node]! : [];
    for (const id of ids) {
      nodes.set(id, last ? 'exit' : 'path');
      if (walk.at(-1) !== id) walk.push(id);
    }
  });
  const edges = new Set<string>();
  for (let i = 1; i < walk.length; i++) edges.add(`${walk[i - 1]}->${walk[i]}`);
  const exit = trace.length ? ([...nodes].find(([, s]) => s === 'exit')?.[0] ?? null) : null;
  return { nodes, edges, exit };
}
