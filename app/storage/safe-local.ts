// localStorage that never throws at its callers. A read that fails gives null; a write that fails (the
// quota is full, or storage is off in this browser mode) is reported to the storage status, which keeps
// a warning on screen and retries, while the value stays in memory.
import type { StateStorage } from 'zustand/middleware';
import { failureReason, useStorageStatus } from './status';

function area(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // some browsers throw on merely reading window.localStorage when storage is blocked
  }
}

export function readLocal(key: string): string | null {
  try {
    return area()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes and reports; true when the value is stored. `download` names what the learner could save by hand. */
export function writeLocal(key: string, value: string, download?: { name: string; text: string }): boolean {
  const attempt = (): boolean => {
    const s = area();
    if (!s) throw new DOMException('no storage', 'SecurityError');
    s.setItem(key, value);
    return true;
  };
  try {
    attempt();
    useStorageStatus.getState().ok(key);
    return true;
  } catch (e) {
    useStorageStatus.getState().fail({
      key,
      reason: failureReason(e),
      download,
      retry: () => {
        try {
          return attempt();
        } catch {
          return false;
        }
      },
    });
    return false;
  }
}

export function removeLocal(key: string): void {
  try {
    area()?.removeItem(key);
    useStorageStatus.getState().ok(key);
  } catch {
    // nothing to keep: a removal that fails leaves an old value that the next write replaces
  }
}

/** For zustand's persist middleware: the same guarded reads and writes. */
export const safeLocalStorage: StateStorage = {
  getItem: readLocal,
  setItem: (key, value) =>
    void writeLocal(key, value, { name: `${key.replace(/[^a-z0-9-]+/gi, '-')}.json`, text: value }),
  removeItem: removeLocal,
};
