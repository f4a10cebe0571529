// A docked page lab lights the page's own mermaid diagram too, where the author mapped its flowchart
// onto that diagram (a `pagelab-map` block, src/page-labs/maps.ts): the same highlight model and
// lighting code as the ported labs' diagram maps, fed with the page lab's path and exit.
import { useCallback, useEffect } from 'react';
import { topicHighlight, type TraceStep } from '../../src/labs/index';
import type { DiagramMap, RunReport } from '../../src/page-labs/index';
import { applyHighlight, clearHighlight } from '../diagrams/lighting';

/** The drawn SVG of the page's n-th mermaid diagram (figures are in the order of the page's blocks). */
function diagramSvg(index: number): SVGSVGElement | null {
  const figures = document.querySelectorAll<HTMLElement>('.wiki-article figure.diagram');
  return figures[index]?.querySelector('svg') ?? null;
}

/** The run as the ported labs' trace: start, the nodes it went through, the exit last. */
export function pageTrace(report: Pick<RunReport, 'path' | 'exit'>): TraceStep[] {
  const nodes = ['start', ...(report.path ?? []), ...(report.exit ? [report.exit] : [])];
  return nodes.map((node) => ({ node, pass: true }));
}

/** A run callback that lights the mapped diagram; the diagram goes back to unlit when the lab closes. */
export function usePageDiagramLight(map: DiagramMap | null | undefined): (report: RunReport) => void {
  useEffect(
    () => () => {
      const svg = map ? diagramSvg(map.diagram) : null;
      if (svg) clearHighlight(svg);
    },
    [map],
  );
  return useCallback(
    (report: RunReport) => {
      const svg = map ? diagramSvg(map.diagram) : null;
      if (!map || !svg) return;
      applyHighlight(svg, topicHighlight(map.nodes, pageTrace(report)), true);
    },
    [map],
  );
}
