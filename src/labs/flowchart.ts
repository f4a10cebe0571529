/**
 * Flowchart model shared by the labs. Each lab lists one node per check its function makes and one
 * terminal node per outcome; node ids are exactly the `TraceStep.node` ids the function emits, so the UI
 * can highlight the path of a trace on the diagram. The mermaid source is generated from this data.
 */

export interface FlowNode {
  id: string;
  zh: string;
  en: string;
  /** terminal nodes are outcomes (outcome code, `rejected` or `error`) */
  terminal: boolean;
}

export interface FlowEdge {
  from: string;
  to: string;
  /** edge label: 'yes' / 'no' for check outcomes */
  label?: 'yes' | 'no';
}

export interface LabFlowchart {
  /** accessible title, also the first mermaid comment line */
  title: { zh: string; en: string };
  /** the first node of every trace */
  start: string;
  nodes: readonly FlowNode[];
  edges: readonly FlowEdge[];
  /** mermaid `flowchart TD` source (Chinese labels) */
  mermaid: string;
}

const EDGE_LABEL_ZH = { yes: '是', no: '否' } as const;

function mermaidLabel(text: string): string {
  return text.replace(/"/g, '#quot;');
}

export function defineFlowchart(spec: Omit<LabFlowchart, 'mermaid'>): LabFlowchart {
  const ids = new Set(spec.nodes.map((n) => n.id));
  for (const e of spec.edges) {
    if (!ids.has(e.from) || !ids.has(e.to))
      throw new Error(`flowchart edge ${e.from} -> ${e.to} names an unknown node`);
  }
  const lines = [`%% title: ${spec.title.zh}`, 'flowchart TD'];
  for (const n of spec.nodes) {
    lines.push(
      n.terminal ? `    ${n.id}(["${mermaidLabel(n.zh)}"])` : `    ${n.id}["${mermaidLabel(n.zh)}"]`,
    );
  }
  for (const e of spec.edges) {
    lines.push(
      e.label ? `    ${e.from} -->|${EDGE_LABEL_ZH[e.label]}| ${e.to}` : `    ${e.from} --> ${e.to}`,
    );
  }
  const terminals = spec.nodes.filter((n) => n.terminal).map((n) => n.id);
  if (terminals.length > 0) {
    lines.push('    classDef outcome stroke-width:3px,font-weight:bold;');
    lines.push(`    class ${terminals.join(',')} outcome;`);
  }
  return { ...spec, mermaid: lines.join('\n') + '\n' };
}

/** Check chain helper: `check` continues to `next` on yes and goes to `fail` on no. */
export function yesNo(check: string, next: string, fail: string): FlowEdge[] {
  return [
    { from: check, to: next, label: 'yes' },
    { from: check, to: fail, label: 'no' },
  ];
}
