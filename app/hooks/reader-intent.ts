// Heavy, optional work waits for the reader. Monaco (about 0.8 MB gz and a few hundred milliseconds of
// start-up) and mermaid drawing in the browser (the preview, a build without drawn diagrams) would
// otherwise compete with the page's own start, while what they replace already works: a text area, the
// page text. They start at the first sign of the reader (pointer, key, touch, wheel, focus), or once the
// page has been idle for a while.
import { useSyncExternalStore } from 'react';

/** With no sign of the reader, heavy work starts this long after it was first asked for (then idle). */
const IDLE_AFTER_MS = 3000;
const SIGNS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'focusin'] as const;

let active = false;
let armed = false;
const listeners = new Set<() => void>();

function activate(): void {
  if (active) return;
  active = true;
  for (const e of SIGNS) window.removeEventListener(e, activate, true);
  for (const l of listeners) l();
  listeners.clear();
}

function arm(): void {
  if (armed || active) return;
  armed = true;
  for (const e of SIGNS) window.addEventListener(e, activate, { capture: true, passive: true });
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(activate, { timeout: 2000 });
    else activate();
  }, IDLE_AFTER_MS);
}

function subscribe(cb: () => void): () => void {
  arm();
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/** Whether heavy work may start now (false on the server and during hydration). */
export function useReaderActive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => active,
    () => false,
  );
}

/** Resolves when heavy work may start. */
export function readerActive(): Promise<void> {
  if (active) return Promise.resolve();
  return new Promise((resolve) => {
    subscribe(resolve);
  });
}
