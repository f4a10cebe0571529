// What the page knows about saving: which stored keys failed to save (storage full, or unavailable in
// this browser mode) and what to offer the learner. The warning stays until every failed key saved.
import { create } from 'zustand';

export interface SaveFailure {
  /** The storage key that could not be written. */
  key: string;
  reason: 'quota' | 'unavailable';
  /** What the learner would lose, for the "download" button: a file name and its text. */
  download?: { name: string; text: string };
  /** Tries the write again (true when it worked). */
  retry(): boolean | Promise<boolean>;
}

interface StorageStatus {
  failures: Record<string, SaveFailure>;
  fail(f: SaveFailure): void;
  ok(key: string): void;
}

export const useStorageStatus = create<StorageStatus>()((set, get) => ({
  failures: {},
  fail: (f) => set({ failures: { ...get().failures, [f.key]: f } }),
  ok: (key) => {
    if (!Object.hasOwn(get().failures, key)) return;
    const failures = { ...get().failures };
    delete failures[key];
    set({ failures });
  },
}));

/** A failed write's reason: the quota (or a very large value), or no storage at all. */
export function failureReason(e: unknown): SaveFailure['reason'] {
  const name = e instanceof DOMException ? e.name : '';
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' ? 'quota' : 'unavailable';
}

/** Retries every failed write (after the learner freed space, or on a timer). */
export async function retryFailedSaves(): Promise<void> {
  for (const f of Object.values(useStorageStatus.getState().failures)) {
    if (await f.retry()) useStorageStatus.getState().ok(f.key);
  }
}
