// Diagrams shared by the build and the browser: mermaid flowchart ids, the label font and the
// breaking of long labels at word boundaries.
export { edgeKey, flowchartEdgeEnds, flowchartNodeId } from './flowchart-ids.ts';
export { DIAGRAM_FONT } from './font.ts';
export { ENTITY_AS_TEXT, undoubleEscape } from './label-entities.ts';
export { LABEL_COLUMNS, labelColumns, wrapLabel } from './label-wrap.ts';
