// The one owner of diagram lighting: a lab's own flowchart and a topic page's diagram docked beside it
// are lit by the same code, from the same highlight model (src/labs: highlightFor, topicHighlight).
// Switching data-state attributes on the drawn SVG costs well under a millisecond; nothing re-renders.
import type { Highlight } from '../../src/labs/index';
import { revealExitBeforePaint } from './scroll-box';

/** Sets an attribute only when it changes: a write of the same value still invalidates style. */
function setState(el: Element, state: string | null): void {
  if (el.getAttribute('data-state') === state) return;
  if (state === null) el.removeAttribute('data-state');
  else el.setAttribute('data-state', state);
}

/**
 * Lights nodes and edges. `only` (a topic page's diagram) leaves nodes outside the map untouched, so
 * the page diagram's other nodes keep their normal look.
 */
export function applyHighlight(svg: SVGSVGElement, h: Highlight, only = false): void {
  for (const g of svg.querySelectorAll<SVGGElement>('[data-node]')) {
    setState(g, h.nodes.get(g.dataset.node!) ?? (only ? null : 'idle'));
  }
  for (const p of svg.querySelectorAll<SVGPathElement>('[data-edge]')) {
    setState(p, h.edges.has(p.dataset.edge!) ? 'path' : only ? null : 'idle');
  }
  // A chart larger than its box: the verdict's node is brought into view inside the box, in the frame
  // that shows the new lighting.
  revealExitBeforePaint(svg);
}

/** Back to the unlit drawing (a docked lab closed). */
export function clearHighlight(svg: SVGSVGElement): void {
  for (const el of svg.querySelectorAll('[data-state]')) el.removeAttribute('data-state');
}
