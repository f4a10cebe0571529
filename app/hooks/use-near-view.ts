// Whether an element has come within a screen of the view, for content far down a page that costs a lot
// to mount: it is mounted as the reader approaches it, not while the page starts. Once near, it stays
// near (what it gates stays mounted). Inside a scrolling pane the pane is what it watches.
import { useEffect, useState, type RefObject } from 'react';

/** The nearest ancestor that scrolls vertically, or null for the page itself. */
function scrollingAncestor(el: Element): Element | null {
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    const y = getComputedStyle(p).overflowY;
    if (y === 'auto' || y === 'scroll') return p;
  }
  return null;
}

export function useNearView(ref: RefObject<Element | null>): boolean {
  // A browser without the observer mounts at once (false on the server, as before any scroll).
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver !== 'function',
  );
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { root: scrollingAncestor(el), rootMargin: '100% 0px' },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, [ref, near]);
  return near;
}
