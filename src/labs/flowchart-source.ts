// Moved into flowchart.ts (one owner of the mermaid source and the highlight model).
export { flowchartSource, highlightFor, type Highlight, type NodeState } from './flowchart.ts';
