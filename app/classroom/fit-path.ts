// Presenter mode's "zoom to the path": the chart is enlarged until the lit path fills its box (never
// below the label floor, which is zoom 1, and at most MAX_ZOOM), then the box is scrolled to centre the
// path. The fit is worked out at the type size A+ 1 and A+ / A− scale the result, so A+ always makes the
// labels bigger (a fit at the current size would shrink the zoom by as much as A+ grew the chart); a
// path that no longer fits then shows its exit. Off, the chart is at its floor size and the box shows
// the exit. Nothing is cropped: every node can still be scrolled to, and the exports (which read the
// drawing, not the box) stay whole.
import { BOX_ATTR, revealExit } from '../diagrams/scroll-box';

/** Room around the path, in CSS pixels. */
const MARGIN = 32;
/** Past this the path's neighbours would leave the screen entirely. */
export const MAX_ZOOM = 2.5;

function litRect(svg: SVGSVGElement): DOMRect | null {
  const lit = svg.querySelectorAll('[data-node][data-state="path"], [data-node][data-state="exit"]');
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const g of lit) {
    const r = g.getBoundingClientRect();
    x0 = Math.min(x0, r.left);
    y0 = Math.min(y0, r.top);
    x1 = Math.max(x1, r.right);
    y1 = Math.max(y1, r.bottom);
  }
  return lit.length ? new DOMRect(x0, y0, x1 - x0, y1 - y0) : null;
}

/**
 * The zoom that makes a path of `path` pixels (at zoom 1, drawn at type scale `scale`) fill a box of
 * `box` pixels when drawn at type scale 1.
 */
export function pathZoom(
  path: { width: number; height: number },
  box: { width: number; height: number },
  scale = 1,
): number {
  const fit = Math.min(
    box.width / (path.width / scale + 2 * MARGIN),
    box.height / (path.height / scale + 2 * MARGIN),
  );
  return Math.min(MAX_ZOOM, Math.max(1, fit));
}

/** Zooms `svg` to its lit path (`on`) or back to its floor size; `scale` is the A+ / A− type scale. */
export function fitToPath(svg: SVGSVGElement, on: boolean, scale = 1): void {
  svg.style.removeProperty('--dg-zoom');
  const box = svg.closest<HTMLElement>(`[${BOX_ATTR}]`);
  const path = on && box ? litRect(svg) : null;
  if (!box || !path) {
    revealExit(svg);
    return;
  }
  const zoom = pathZoom(path, { width: box.clientWidth, height: box.clientHeight }, scale);
  if (zoom > 1.001) svg.style.setProperty('--dg-zoom', zoom.toFixed(3));
  const now = litRect(svg)!;
  const b = box.getBoundingClientRect();
  const fits = now.width + MARGIN <= box.clientWidth && now.height + MARGIN <= box.clientHeight;
  if (!fits) {
    // A path longer than the screen even at the floor size: the verdict is what must be seen.
    revealExit(svg);
    return;
  }
  box.scrollLeft += now.left + now.width / 2 - (b.left + box.clientLeft + box.clientWidth / 2);
  box.scrollTop += now.top + now.height / 2 - (b.top + box.clientTop + box.clientHeight / 2);
}
