// Input the page has not been told of yet: an editor that reports a key's change in a task after the
// key's (editor/late-report.ts) holds it until then. Whatever reads the page's text at a moment the
// reader did not choose (a save when the page is hidden or left, a check against another tab's save)
// delivers held input first. Listeners cannot promise that order: those added earlier on the same target
// run first.

const held = new Set<() => void>();

/** Registers `deliver` while input is held; returns the function that unregisters it. */
export function holdInput(deliver: () => void): () => void {
  held.add(deliver);
  return () => held.delete(deliver);
}

/** Delivers every held input now. */
export function deliverHeldInput(): void {
  for (const deliver of [...held]) deliver();
}
