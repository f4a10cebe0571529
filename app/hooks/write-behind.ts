// A save that waits for an idle moment instead of running in the task of the edit that asked for it (in
// the preview, a 33 KB draft serialised and written to localStorage on every key). Waiting loses nothing
// a person does: a pending save runs at once when the page is hidden or left (a reload, a closed tab, a
// phone switching apps), and otherwise within `maxWaitMs`.
import { whenIdle } from './when-idle';
import { deliverHeldInput } from './held-input';

export interface WriteBehind {
  /** Asks for a save; the save reads what is current when it runs, so many asks make one write. */
  schedule(): void;
  /** Runs a pending save now. */
  flush(): void;
  /** Drops a pending save (what it would write is no longer to be stored). */
  cancel(): void;
}

export function writeBehind(save: () => void, maxWaitMs: number): WriteBehind {
  let stop: (() => void) | null = null;
  const cancel = () => {
    stop?.();
    stop = null;
  };
  const flush = () => {
    if (!stop) return;
    cancel();
    save();
  };
  // The last key may still be held by its editor: delivered first, it is part of what is stored.
  const leave = () => {
    deliverHeldInput();
    flush();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') leave();
    });
  }
  return {
    schedule() {
      stop ??= whenIdle(flush, maxWaitMs);
    },
    flush,
    cancel,
  };
}
