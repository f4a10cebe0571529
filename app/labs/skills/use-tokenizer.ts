// The real tokenizer arrives after first paint: the lab starts with estimated counts (marked as such),
// loads the o200k_base chunk when the browser is idle, installs it, and asks every open run to be
// computed again. The status is shared by every screen that shows counts.
import { useEffect, useSyncExternalStore } from 'react';
import { loadTokenCounter, tokenCounter } from '../../../src/labs/skills/index';
import { rerunLabs } from '../use-lab-run';

export type TokenizerStatus = 'estimate' | 'loading' | 'exact' | 'failed';

let status: TokenizerStatus | null = null;
const listeners = new Set<() => void>();

function current(): TokenizerStatus {
  return (status ??= tokenCounter().encoding === 'o200k_base' ? 'exact' : 'estimate');
}

function set(next: TokenizerStatus) {
  status = next;
  for (const l of listeners) l();
}

/** Loads the tokenizer unless it is loaded or loading; a failed load can be started again. */
export function startTokenizer(): void {
  const s = current();
  if (s === 'exact' || s === 'loading') return;
  set('loading');
  loadTokenCounter().then(
    () => {
      set('exact');
      rerunLabs();
    },
    () => set('failed'),
  );
}

function subscribe(cb: () => void) {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/** The tokenizer's status; starts loading it once the page has painted and the browser is idle. */
export function useTokenizer(): TokenizerStatus {
  const s = useSyncExternalStore(subscribe, current, () => 'estimate' as const);
  useEffect(() => {
    if (current() !== 'estimate') return;
    const w = window as Window & {
      requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number;
      cancelIdleCallback?: (id: number) => void;
    };
    if (w.requestIdleCallback && w.cancelIdleCallback) {
      const id = w.requestIdleCallback(startTokenizer, { timeout: 1500 });
      return () => w.cancelIdleCallback!(id);
    }
    const id = window.setTimeout(startTokenizer, 200);
    return () => window.clearTimeout(id);
  }, []);
  return s;
}
