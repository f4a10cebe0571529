// The real tokenizer arrives after first paint: the lab starts with estimated counts (marked as such),
// loads the o200k_base chunk once the editor is there and the browser is idle, installs it, and asks
// every open run to be computed again. The status is shared by every screen that shows counts.
import { useEffect, useSyncExternalStore } from 'react';
import { loadTokenCounter, tokenCounter } from '../../../src/labs/skills/index';
import { useLabHost } from '../host';
import { whenIdle } from '../../hooks/when-idle';

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

/**
 * Loads the tokenizer unless it is loaded or loading; a failed load can be started again. `rerun`: the
 * host's, so open runs count again with the real tokenizer.
 */
export function startTokenizer(rerun: () => void): void {
  const s = current();
  if (s === 'exact' || s === 'loading') return;
  set('loading');
  loadTokenCounter().then(
    () => {
      set('exact');
      rerun();
    },
    () => set('failed'),
  );
}

function subscribe(cb: () => void) {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/**
 * The tokenizer's status; starts loading it after first paint. Importing it is a long task (about a
 * second of parsing on a slow machine) that would hold up Monaco if both started together, so it waits
 * until the editor's code has arrived (at once with the plain editor), then for an idle moment.
 */
export function useTokenizer(): TokenizerStatus {
  const s = useSyncExternalStore(subscribe, current, () => 'estimate' as const);
  const { editorMode: mode, editorLoaded, rerun } = useLabHost();
  useEffect(() => {
    if (current() !== 'estimate') return;
    let cancel: (() => void) | null = null;
    let gone = false;
    void editorLoaded()
      .catch(() => undefined)
      .then(() => {
        if (!gone) cancel = whenIdle(() => startTokenizer(rerun), 500);
      });
    return () => {
      gone = true;
      cancel?.();
    };
  }, [mode, editorLoaded, rerun]);
  return s;
}
