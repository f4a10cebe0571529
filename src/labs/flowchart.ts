/**
 * Flowchart model shared by the labs. Each lab lists one node per check its function makes and one
 * terminal node per outcome; node ids are exactly the `TraceStep.node` ids the function emits, so the UI
 * can light the path of a trace on the diagram. The terminal nodes are the lab's outcomes: nothing else
 * lists them. The mermaid source (either language) is generated here and nowhere else.
 */
import type { Bilingual, Lang } from '../i18n/index.ts';
import type { TraceStep } from './types.ts';
import { wrapLabel } from '../diagrams/index.ts';

export interface FlowNode<Id extends string = string> extends Bilingual {
  id: Id;
  /** terminal nodes are outcomes (an outcome code, or `error`) */
  terminal: boolean;
}

export interface FlowEdge {
  from: string;
  to: string;
  /** edge label: 'yes' / 'no' for check outcomes */
  label?: 'yes' | 'no';
}

export interface LabFlowchart<N extends readonly FlowNode[] = readonly FlowNode[]> {
  /** Names the chart among a lab's flowcharts (`LabRun.chart`); 'main' unless the lab has modes. */
  id: string;
  /** accessible title, also the first mermaid comment line */
  title: Bilingual;
  /** the first node of every trace */
  start: string;
  nodes: N;
  edges: readonly FlowEdge[];
}

/** The ids of a flowchart's terminal nodes, as a type: a lab's outcome codes derive from it. */
export type TerminalId<F> =
  F extends LabFlowchart<infer N> ? Extract<N[number], { terminal: true }>['id'] : never;

/** Checks the chart's edges and node ids once, when the lab module is defined. */
export function defineFlowchart<const N extends readonly FlowNode[]>(
  spec: Omit<LabFlowchart<N>, 'id'> & { id?: string },
): LabFlowchart<N> {
  const ids = new Set(spec.nodes.map((n) => n.id));
  if (ids.size !== spec.nodes.length) throw new Error(`flowchart "${spec.title.en}" repeats a node id`);
  if (!ids.has(spec.start)) throw new Error(`flowchart start ${spec.start} is not a node`);
  for (const e of spec.edges) {
    if (!ids.has(e.from) || !ids.has(e.to))
      throw new Error(`flowchart edge ${e.from} -> ${e.to} names an unknown node`);
  }
  return { ...spec, id: spec.id ?? 'main' };
}

/** Check chain helper: `check` continues to `next` on yes and goes to `fail` on no. */
export function yesNo(check: string, next: string, fail: string): FlowEdge[] {
  return [
    { from: check, to: next, label: 'yes' },
    { from: check, to: fail, label: 'no' },
  ];
}

/** Terminal node ids in chart order (`error` included when the chart has it). */
export function terminalIds(fc: LabFlowchart): string[] {
  return fc.nodes.filter((n) => n.terminal).map((n) => n.id);
}

const EDGE_LABEL = { zh: { yes: '是', no: '否' }, en: { yes: 'yes', no: 'no' } } as const;

/** Mermaid `flowchart TD` source of a lab flowchart in one language. */
export function flowchartSource(fc: LabFlowchart, lang: Lang): string {
  // Lines broken at word boundaries here (src/diagrams/label-wrap.ts), so mermaid never cuts a word.
  const label = (s: string) =>
    wrapLabel(s, lang)
      .map((line) => line.replace(/"/g, '#quot;'))
      .join('<br/>');
  const lines = [`%% title: ${fc.title[lang]}`, 'flowchart TD'];
  for (const n of fc.nodes) {
    const text = label(lang === 'zh' ? n.zh : n.en);
    lines.push(n.terminal ? `    ${n.id}(["${text}"])` : `    ${n.id}["${text}"]`);
  }
  for (const e of fc.edges) {
    lines.push(
      e.label ? `    ${e.from} -->|${EDGE_LABEL[lang][e.label]}| ${e.to}` : `    ${e.from} --> ${e.to}`,
    );
  }
  const side = sideExits(fc);
  for (let i = 1; i < side.length; i++) lines.push(`    ${side[i - 1]} ${LAYOUT_LINK} ${side[i]}`);
  return lines.join('\n') + '\n';
}

/** mermaid's invisible link: it places the nodes it joins and draws nothing (the build drops it). */
const LAYOUT_LINK = '~~~';

/**
 * The exits a check leaves by while the walk goes on (a decision with a terminal and a non-terminal
 * child), in the order the walk meets them. Laid out alone, each one pulls the next decision aside and
 * the chart becomes a diagonal staircase leaving half its box empty; joined one under the next by
 * invisible links they stand in a column of their own beside a straight column of checks.
 */
export function sideExits(fc: LabFlowchart): string[] {
  const terminal = new Set(fc.nodes.filter((n) => n.terminal).map((n) => n.id));
  const out: string[] = [];
  for (const from of new Set(fc.edges.map((e) => e.from))) {
    const to = fc.edges.filter((e) => e.from === from).map((e) => e.to);
    if (!to.some((t) => !terminal.has(t))) continue;
    for (const t of to) if (terminal.has(t) && !out.includes(t)) out.push(t);
  }
  return out;
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
