// How a drawn mermaid flowchart names its parts: the one rule that maps mermaid's element ids back
// to the flowchart's node ids and edges. The build (stamping inline SVG) and the browser (stamping
// what mermaid draws at run time) both call it, so lit paths find the same nodes either way.

/**
 * The flowchart node id of a node group: mermaid 11 gives `<g class="node">` the id
 * `<svgId>-flowchart-<nodeId>-<counter>` (the counter is not the node's index). Null if the id
 * has another shape.
 */
export function flowchartNodeId(elementId: string): string | null {
  const m = /-flowchart-(.+)-\d+$/.exec(elementId);
  return m ? m[1]! : null;
}

/** The `data-edge` value of an edge: the lab traces name edges the same way. */
export function edgeKey(from: string, to: string): string {
  return `${from}->${to}`;
}

/**
 * The two ends of an edge path: mermaid 11 names it `L_<from>_<to>_<counter>` (in `data-id`, and
 * in `id` after the SVG's own id and a dash). Node ids may contain `_`, so the split is checked
 * against the chart's node ids; when several splits name real nodes, the shortest `from` wins.
 */
export function flowchartEdgeEnds(
  edgeId: string,
  nodeIds: ReadonlySet<string>,
): { from: string; to: string } | null {
  const m = /(?:^|-)L_(.+)_\d+$/.exec(edgeId);
  if (!m) return null;
  const body = m[1]!;
  for (let cut = body.indexOf('_'); cut > 0; cut = body.indexOf('_', cut + 1)) {
    const from = body.slice(0, cut);
    const to = body.slice(cut + 1);
    if (nodeIds.has(from) && nodeIds.has(to)) return { from, to };
  }
  return null;
}
