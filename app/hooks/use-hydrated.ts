// Whether the page has hydrated: false on the server and during hydration, true afterwards. A value
// read from this browser's storage (a stored width, a count) waits for it, so the first client render
// matches the prerendered HTML and React reports no mismatch.
import { useSyncExternalStore } from 'react';

const noop = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
