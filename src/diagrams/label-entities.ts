// mermaid turns `#quot;` in a label into the entity `&quot;` and then, drawing SVG text instead of
// HTML, escapes it once more: the drawing says `&quot;2.0&quot;` where the page meant `"2.0"`. The
// build and the browser both undo that one extra escape on mermaid's output, before it is parsed.
// The result is still escaped markup (`&lt;` stays text), so no label can become an element.

const DOUBLED = /&amp;(quot|amp|lt|gt|apos|nbsp|#\d{1,7}|#x[0-9a-fA-F]{1,6});/g;

/** mermaid's SVG markup with label entities escaped once, not twice. */
export function undoubleEscape(svg: string): string {
  return svg.replace(DOUBLED, '&$1;');
}

/** An HTML entity written out as text (what a reader must never see in a label or on a page). */
export const ENTITY_AS_TEXT = /&(?:quot|amp|lt|gt|apos|nbsp|#\d{1,7}|#x[0-9a-fA-F]{1,6});/;
