// Presenter mode zooms the diagram to the lit path: the viewBox is cropped to the nodes the run went
// through (plus a margin). The full viewBox is kept in data-full-viewbox so exports stay whole.
import { viewBoxOf } from './export';

const MARGIN = 24;

export function fitToPath(svg: SVGSVGElement, on: boolean) {
  const full = svg.dataset.fullViewbox ?? svg.getAttribute('viewBox');
  if (!full) return;
  svg.dataset.fullViewbox = full;
  svg.setAttribute('viewBox', full);
  if (!on) return;
  const box = viewBoxOf(full);
  const lit = svg.querySelectorAll<SVGGElement>(
    '[data-node][data-state="path"], [data-node][data-state="exit"]',
  );
  const inv = svg.getScreenCTM()?.inverse();
  if (!box || !inv || lit.length === 0) return;
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const g of lit) {
    const r = g.getBoundingClientRect();
    for (const [px, py] of [
      [r.left, r.top],
      [r.right, r.bottom],
    ] as const) {
      const p = new DOMPoint(px, py).matrixTransform(inv);
      x0 = Math.min(x0, p.x);
      y0 = Math.min(y0, p.y);
      x1 = Math.max(x1, p.x);
      y1 = Math.max(y1, p.y);
    }
  }
  // Never zoom in past a third of the diagram: the neighbours of the path stay in sight.
  const w = Math.max(x1 - x0 + 2 * MARGIN, box.width / 3);
  const h = Math.max(y1 - y0 + 2 * MARGIN, box.height / 3);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const x = Math.min(Math.max(box.x, cx - w / 2), box.x + box.width - Math.min(w, box.width));
  const y = Math.min(Math.max(box.y, cy - h / 2), box.y + box.height - Math.min(h, box.height));
  svg.setAttribute('viewBox', `${x} ${y} ${Math.min(w, box.width)} ${Math.min(h, box.height)}`);
}
