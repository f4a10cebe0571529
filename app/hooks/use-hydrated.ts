// Whether the page has hydrated: false on the server and during hydration, true afterwards. A value
// read from this browser's storage (a stored width, a count) waits for it, so the first client render
// matches the prerendered HTML and React reports no mismatch.
//
// The switch to true is a transition: on a slow phone it re-renders whatever reads it (the whole lab
// workbench) in slices between frames instead of in one long task right after hydration. Components
// mounted later (client-side navigation) start at true and never re-render for it.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

let pageHydrated = false;

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated) return;
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * useSyncExternalStore for a value the server cannot know (the colour scheme, the screen's width):
 * while hydrating it is the server's value, and it becomes the browser's in the same transition as
 * useHydrated, not in a synchronous re-render straight after hydration.
 */
export function useBrowserValue<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  server: () => T,
): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? read : server, server);
}
