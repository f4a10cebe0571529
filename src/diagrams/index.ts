// Diagrams shared by the build and the browser: mermaid flowchart ids and the label font.
export { edgeKey, flowchartEdgeEnds, flowchartNodeId } from './flowchart-ids.ts';
export { DIAGRAM_FONT } from './font.ts';
export { ENTITY_AS_TEXT, undoubleEscape } from './label-entities.ts';
