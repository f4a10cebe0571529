// When to load Monaco. It is the heaviest thing on a lab page (about 0.8 MB gz and a few hundred
// milliseconds of start-up work), and the text area it replaces already works, so it does not compete
// with the page's own start: it loads at the first sign of the reader (pointer, key, touch, wheel,
// focus) or once the page has been idle for a while.
import { useSyncExternalStore } from 'react';

/** With no sign of the reader, Monaco loads this long after the first editor mounted (then when idle). */
const IDLE_AFTER_MS = 3000;
const SIGNS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'focusin'] as const;

let wanted = false;
let armed = false;
const listeners = new Set<() => void>();

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const e of SIGNS) window.removeEventListener(e, want, true);
  for (const l of listeners) l();
}

function arm(): void {
  if (armed || wanted) return;
  armed = true;
  for (const e of SIGNS) window.addEventListener(e, want, { capture: true, passive: true });
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(want, { timeout: 2000 });
    else want();
  }, IDLE_AFTER_MS);
}

function subscribe(cb: () => void): () => void {
  arm();
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/** Whether Monaco may load now (false on the server and during hydration). */
export function useMonacoWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
