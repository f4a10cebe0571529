// The one owner of diagram lighting: a lab's own flowchart and a topic page's diagram docked beside it
// are lit by the same code, from the same highlight model (src/labs: highlightFor, topicHighlight).
// Switching data-state attributes on the drawn SVG costs well under a millisecond; nothing re-renders.
import type { Highlight } from '../../src/labs/index';
import { revealExit } from './scroll-box';

/**
 * Lights nodes and edges. `only` (a topic page's diagram) leaves nodes outside the map untouched, so
 * the page diagram's other nodes keep their normal look.
 */
export function applyHighlight(svg: SVGSVGElement, h: Highlight, only = false): void {
  for (const g of svg.querySelectorAll<SVGGElement>('[data-node]')) {
    const state = h.nodes.get(g.dataset.node!);
    if (state) g.setAttribute('data-state', state);
    else if (only) g.removeAttribute('data-state');
    else g.setAttribute('data-state', 'idle');
  }
  for (const p of svg.querySelectorAll<SVGPathElement>('[data-edge]')) {
    if (h.edges.has(p.dataset.edge!)) p.setAttribute('data-state', 'path');
    else if (only) p.removeAttribute('data-state');
    else p.setAttribute('data-state', 'idle');
  }
  // A chart larger than its box: the verdict's node is brought into view inside the box.
  revealExit(svg);
}

/** Back to the unlit drawing (a docked lab closed). */
export function clearHighlight(svg: SVGSVGElement): void {
  for (const el of svg.querySelectorAll('[data-state]')) el.removeAttribute('data-state');
}
