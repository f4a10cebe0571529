// Work that can wait for a quiet moment of the main thread (a save, a large optional download).

/** Runs `fn` when the browser is idle (at the latest after `timeout` ms); returns a cancel function. */
export function whenIdle(fn: () => void, timeout: number): () => void {
  const w = window as Window & {
    requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(fn, { timeout });
    return () => w.cancelIdleCallback!(id);
  }
  const id = window.setTimeout(fn, 200);
  return () => window.clearTimeout(id);
}
