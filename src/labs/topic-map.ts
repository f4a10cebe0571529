/**
 * Lighting a topic page's own diagram from a lab's trace. The map (content/scenarios/topic-diagram-map.json)
 * says which page-diagram nodes stand for each lab node; the page diagram then shows the same walk.
 */
import type { TraceStep } from './types.ts';
import type { NodeState } from './flowchart-source.ts';

export type DiagramMap = Record<string, readonly string[]>;

/** States for the page diagram's nodes: mapped from the trace's steps, the last step's nodes are the exit. */
export function topicHighlight(map: DiagramMap, trace: readonly TraceStep[]): Map<string, NodeState> {
  const states = new Map<string, NodeState>();
  for (const ids of Object.values(map)) for (const id of ids) states.set(id, 'idle');
  trace.forEach((step, i) => {
    const last = i === trace.length - 1;
    for (const id of map[step.node] ?? []) states.set(id, last ? 'exit' : 'path');
  });
  return states;
}
