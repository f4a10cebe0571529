// The page's colour scheme as React state: the class on <html> (set by the theme switch or the
// prepaint script) is the one source, so every drawing and editor follows the same switch.
import { useBrowserValue } from './use-hydrated';

function subscribeToHtmlClass(onChange: () => void) {
  const mo = new MutationObserver(onChange);
  mo.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => mo.disconnect();
}

/** Whether the page is dark now; null while rendering on the server, which cannot know. */
export function useIsDark(): boolean | null {
  return useBrowserValue(
    subscribeToHtmlClass,
    () => document.documentElement.classList.contains('dark'),
    () => null,
  );
}
