// A choice made in a prerendered <select> before the scripts have run. The browser shows it at once,
// but no handler saw it, and hydration puts the select back to the value React renders. So the client
// entry starts watching before it hydrates: a select whose choice differs from its prerendered one, and
// every later change, are kept here by element until the component that owns the select claims it.
import { useEffect, type RefObject } from 'react';

/** A choice made before hydration, and the option the server had selected. */
export interface EarlyChoice {
  value: string;
  prerendered: string;
}

const chosen = new WeakMap<HTMLSelectElement, EarlyChoice>();
const claimed = new WeakSet<HTMLSelectElement>();
let stop: (() => void) | null = null;

/** The option the server marked selected (the first one when none is). */
function prerenderedChoice(select: HTMLSelectElement): string {
  for (const option of select.options) if (option.defaultSelected) return option.value;
  return select.options[0]?.value ?? '';
}

/** Call just before hydrating `root`. */
export function watchChoicesBeforeHydration(root: HTMLElement): void {
  stop?.();
  const note = (select: HTMLSelectElement) =>
    chosen.set(select, { value: select.value, prerendered: prerenderedChoice(select) });
  for (const select of root.querySelectorAll('select'))
    if (select.value !== prerenderedChoice(select)) note(select);
  const onChange = (e: Event) => {
    const select = e.target;
    if (!(select instanceof HTMLSelectElement) || claimed.has(select)) return;
    note(select);
  };
  root.addEventListener('change', onChange, true);
  stop = () => root.removeEventListener('change', onChange, true);
}

/** The component that owns `select` takes the choice made in it before hydration, once (undefined: none). */
export function claimChoiceBeforeHydration(select: HTMLSelectElement): EarlyChoice | undefined {
  claimed.add(select);
  const value = chosen.get(select);
  chosen.delete(select);
  return value;
}

/**
 * Hands `take` the choice made in `select` before hydration, if there was one, with the option the page
 * was prerendered with, a task after the owner mounted: its stores hold their client state by then
 * (saved work read, a shared link opened), so `take` can decide whether the choice still applies.
 * `take` must keep its identity between renders.
 */
export function useChoiceBeforeHydration(
  select: RefObject<HTMLSelectElement | null>,
  take: (choice: string, prerendered: string) => void,
): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      const choice = select.current ? claimChoiceBeforeHydration(select.current) : undefined;
      if (choice !== undefined) take(choice.value, choice.prerendered);
    }, 0);
    return () => clearTimeout(timer);
  }, [select, take]);
}
