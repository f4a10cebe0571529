// Presenter mode lives in the URL (`?present=1&walk=…&step=…`): these read it, rewrite it in place and
// bind the `P` key that toggles it. No component here, so the lab page and the presenter share them.
import { useEffect } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import { navigate, useRoute } from '../routing/router';
import { readPresent, writePresent, type PresentParams } from './params';

/** True when the URL asks for presenter mode (only after hydration, so server and client agree). */
export function usePresenting(): boolean {
  const { search } = useRoute();
  return useHydrated() && readPresent(search).present;
}

/** Rewrites the presenter keys of the current URL in place (replaceState: steps add no history). */
export function setPresent(next: PresentParams) {
  const { pathname, search, hash } = window.location;
  const query = writePresent(search, next);
  if (query === search) return;
  navigate(pathname + query + hash, { replace: true });
}

/** Keys typed into a field are the learner's, not shortcuts. */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return !!target.closest(
    'input, textarea, select, [contenteditable=""], [contenteditable="true"], .monaco-editor',
  );
}

/** `P` toggles presenter mode on the lab page (not while typing, not with modifiers). */
export function usePresentKey(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || isEditable(e.target)) return;
      if (e.key !== 'p' && e.key !== 'P') return;
      e.preventDefault();
      const now = readPresent(window.location.search);
      setPresent({ ...now, present: !now.present });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
