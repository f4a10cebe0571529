// Diagrams shared by the build and the browser: mermaid flowchart ids, the label font and the
// breaking of long labels at word boundaries.
export { edgeKey, flowchartEdgeEnds, flowchartNodeId } from './flowchart-ids.ts';
export { DIAGRAM_FONT } from './font.ts';
export { charactersOutside } from './font-coverage.ts';
export { ENTITY_AS_TEXT, undoubleEscape } from './label-entities.ts';
export {
  EDGE_LABEL_COLUMNS,
  LABEL_COLUMNS,
  balancedLabelLines,
  labelColumns,
  wrapLabel,
} from './label-wrap.ts';
export { wrapFlowchartLabels, wrapLabelSource, type LabelWidths } from './flowchart-labels.ts';
