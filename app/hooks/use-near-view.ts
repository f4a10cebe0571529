// Whether an element has come within a screen of the view, for content far down a page that costs a lot
// to mount: it is mounted as the reader approaches it, not while the page starts. Once near, it stays
// near (what it gates stays mounted). Inside a scrolling pane the pane is what it watches.
import { useEffect, useState } from 'react';

/** The nearest ancestor that scrolls vertically, or null for the page itself. */
function scrollingAncestor(el: Element): Element | null {
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    const y = getComputedStyle(p).overflowY;
    if (y === 'auto' || y === 'scroll') return p;
  }
  return null;
}

/**
 * A callback ref for the element and whether it is near yet. A callback ref, not an object: the
 * element may come and go (rendered only when there is something to show), and each new one is watched.
 */
export function useNearView<T extends Element>(): [(el: T | null) => void, boolean] {
  const [el, setEl] = useState<T | null>(null);
  // A browser without the observer mounts at once (false on the server, as before any scroll).
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver !== 'function',
  );
  useEffect(() => {
    if (near || !el) return;
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { root: scrollingAncestor(el), rootMargin: '100% 0px' },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, [el, near]);
  return [setEl, near];
}
