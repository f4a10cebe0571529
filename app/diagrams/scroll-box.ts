// A diagram larger than its box scrolls inside it: labels keep their floor size (app/styles/diagram.css
// scales the drawing by context, never to fit). This module marks such a box (`data-overflow`, which the
// visible cue and the hint line key on), lets a mouse drag it, and brings the lit exit into view inside
// the box only, in the part of the box that is on screen below the sticky header. The page itself is
// never scrolled.
// Framework-free DOM code: a topic's figures live in HTML that React does not own.

/** The attribute that marks an element as a diagram's scroll box. */
export const BOX_ATTR = 'data-diagram-box';

/** Which way the content overflows the box ('' when it fits). */
export function overflowOf(box: HTMLElement): '' | 'x' | 'y' | 'both' {
  const x = box.scrollWidth - box.clientWidth > 1;
  const y = box.scrollHeight - box.clientHeight > 1;
  return x && y ? 'both' : x ? 'x' : y ? 'y' : '';
}

/**
 * The part of the screen a box's contents can be seen in: the window, less the sticky header at its
 * top (the root's scroll-padding-top, which the site sets to clear it). A box half scrolled under the
 * header or past the window's bottom shows its contents only in the rest.
 */
function screenPart(): { left: number; top: number; right: number; bottom: number } {
  const cover = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return { left: 0, top: cover, right: window.innerWidth, bottom: window.innerHeight };
}

/**
 * Scrolls `box` (and nothing else) so that `target` is inside it with `margin` pixels to spare, centring
 * it along any axis where it was not. Where the box is partly off screen (or under the sticky header)
 * and its part on screen has room for the target, the target is centred in that part: centring it in
 * the whole box could put it exactly where nobody sees it. Returns whether the box moved.
 */
export function revealInBox(box: HTMLElement, target: Element, margin = 24): boolean {
  const b = box.getBoundingClientRect();
  const r = target.getBoundingClientRect();
  if (!b.width || !b.height || !r.width || !r.height) return false;
  const inner = {
    left: b.left + box.clientLeft,
    top: b.top + box.clientTop,
    right: b.left + box.clientLeft + box.clientWidth,
    bottom: b.top + box.clientTop + box.clientHeight,
  };
  const screen = screenPart();
  const seen = {
    left: Math.max(inner.left, screen.left),
    top: Math.max(inner.top, screen.top),
    right: Math.min(inner.right, screen.right),
    bottom: Math.min(inner.bottom, screen.bottom),
  };
  const roomX = seen.right - seen.left >= r.width + 2 * margin;
  const roomY = seen.bottom - seen.top >= r.height + 2 * margin;
  const left = roomX ? seen.left : inner.left;
  const right = roomX ? seen.right : inner.right;
  const top = roomY ? seen.top : inner.top;
  const bottom = roomY ? seen.bottom : inner.bottom;
  const outX = r.left < left + margin || r.right > right - margin;
  const outY = r.top < top + margin || r.bottom > bottom - margin;
  const before = [box.scrollLeft, box.scrollTop];
  if (outX) box.scrollLeft += (r.left + r.right) / 2 - (left + right) / 2;
  if (outY) box.scrollTop += (r.top + r.bottom) / 2 - (top + bottom) / 2;
  return box.scrollLeft !== before[0] || box.scrollTop !== before[1];
}

/**
 * revealExit in the next frame, after the browser has laid it out and before it paints. A ResizeObserver
 * reports an element it starts to observe right after that layout, so the sizes read then are already
 * known. Read in the keystroke's task or in an animation-frame callback, after the editor's own writes,
 * they would make the browser lay the page out once more. Asked again before that frame, the drawing is
 * observed afresh and revealed once. A drawing not shown yet (a hidden tab) is revealed when it shows.
 */
let revealObserver: ResizeObserver | null = null;
const awaitingReveal = new Set<Element>();
export function revealExitBeforePaint(svg: SVGSVGElement): void {
  revealObserver ??= new ResizeObserver((entries) => {
    for (const { target } of entries) {
      awaitingReveal.delete(target);
      revealObserver?.unobserve(target);
      if (target.isConnected) revealExit(target as SVGSVGElement);
    }
  });
  // A drawing that left the page before it was ever shown gets no report: let it go here instead of
  // keeping it observed (and alive) for good.
  for (const waiting of awaitingReveal) {
    if (waiting.isConnected) continue;
    awaitingReveal.delete(waiting);
    revealObserver.unobserve(waiting);
  }
  awaitingReveal.add(svg);
  revealObserver.unobserve(svg);
  revealObserver.observe(svg);
}

/** Brings a lit diagram's exit node into view inside its scroll box, if it has both. */
export function revealExit(svg: SVGSVGElement): boolean {
  const exit = svg.querySelector('[data-node][data-state="exit"]');
  const box = svg.closest<HTMLElement>(`[${BOX_ATTR}]`);
  // A box whose drawing fits cannot scroll: no need to measure the exit.
  return !!exit && !!box && overflowOf(box) !== '' && revealInBox(box, exit);
}

/**
 * One ResizeObserver for every scroll box on the page. Its callback runs right after the browser's own
 * layout, so the sizes it reads cost nothing, as long as no box is written before every box is read: a
 * page of many diagrams (a topic, the preview's draft) otherwise lays the whole page out once per box.
 * Each box's `data-overflow` is written only when it changes.
 */
const owners = new WeakMap<Element, HTMLElement>();
let sharedObserver: ResizeObserver | null = null;
function boxObserver(): ResizeObserver {
  sharedObserver ??= new ResizeObserver((entries) => {
    const boxes = new Set<HTMLElement>();
    for (const entry of entries) {
      const box = owners.get(entry.target);
      if (box?.isConnected) boxes.add(box);
    }
    const found = [...boxes].map((box) => [box, overflowOf(box)] as const);
    for (const [box, overflow] of found) {
      if ((box.dataset.overflow ?? '') === overflow) continue;
      if (overflow) box.dataset.overflow = overflow;
      else delete box.dataset.overflow;
    }
  });
  return sharedObserver;
}

/**
 * Keeps `data-overflow` on a scroll box current (its size or its drawing's size changed) and lets a
 * mouse drag it (touch scrolls natively; keys scroll a focused box natively). Returns the undo.
 */
export function watchScrollBox(box: HTMLElement, options: { drag?: boolean } = {}): () => void {
  box.setAttribute(BOX_ATTR, '');
  const ro = boxObserver();
  const watch = (el: Element) => {
    owners.set(el, box);
    ro.observe(el);
  };
  watch(box);
  for (const child of box.children) watch(child);
  // A drawing that arrives later (mermaid in the browser) is watched too; observing it reports its size.
  const mo = new MutationObserver(() => {
    for (const child of box.children) watch(child);
  });
  mo.observe(box, { childList: true });

  let drag: { x: number; y: number; left: number; top: number; id: number } | null = null;
  const down = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse' || e.button !== 0 || !box.dataset.overflow) return;
    drag = { x: e.clientX, y: e.clientY, left: box.scrollLeft, top: box.scrollTop, id: e.pointerId };
    box.setPointerCapture(e.pointerId);
  };
  const move = (e: PointerEvent) => {
    if (!drag || e.pointerId !== drag.id) return;
    box.scrollLeft = drag.left - (e.clientX - drag.x);
    box.scrollTop = drag.top - (e.clientY - drag.y);
  };
  const up = () => (drag = null);
  if (options.drag) {
    box.addEventListener('pointerdown', down);
    box.addEventListener('pointermove', move);
    box.addEventListener('pointerup', up);
    box.addEventListener('pointercancel', up);
  }
  return () => {
    ro.unobserve(box);
    for (const child of box.children) ro.unobserve(child);
    mo.disconnect();
    box.removeEventListener('pointerdown', down);
    box.removeEventListener('pointermove', move);
    box.removeEventListener('pointerup', up);
    box.removeEventListener('pointercancel', up);
  };
}

/**
 * A drawing mermaid made in the browser, sized like the build's: its natural size times the context's
 * label scale (app/styles/diagram.css), instead of squeezed into its column.
 */
export function sizeLikeBuild(svg: SVGSVGElement): void {
  const vb = svg.viewBox.baseVal;
  svg.removeAttribute('style');
  svg.classList.add('dg-sized');
  if (!vb || !vb.width || !vb.height) return;
  svg.style.setProperty('--dg-w', String(Math.round(vb.width)));
  svg.style.setProperty('--dg-h', String(Math.round(vb.height)));
}
