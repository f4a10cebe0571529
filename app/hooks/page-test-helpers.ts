// A page's window, document and localStorage for unit tests that run under Node: events, idle callbacks,
// visibility and storage, each driven by the test. Only tests import this file.
import { vi } from 'vitest';

export interface FakePage {
  /** The browser finds an idle moment: every waiting idle callback runs. */
  idle(): void;
  leave(): void;
  hide(): void;
  show(): void;
  /** Another tab wrote `key` (null: removed it): this tab's storage changes and gets a `storage` event. */
  otherTabWrites(key: string, value: string | null): void;
  /** What this page's localStorage holds. */
  stored: Map<string, string>;
}

function fakeStorage(stored: Map<string, string>) {
  return {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, String(v)),
    removeItem: (k: string) => void stored.delete(k),
    key: (i: number) => [...stored.keys()][i] ?? null,
    get length() {
      return stored.size;
    },
    clear: () => stored.clear(),
  };
}

/** Stubs the globals; `vi.unstubAllGlobals()` removes them. */
export function fakePage(): FakePage {
  const win = new EventTarget() as EventTarget & Record<string, unknown>;
  const idle = new Map<number, () => void>();
  let next = 1;
  win.requestIdleCallback = (cb: () => void) => {
    idle.set(next, cb);
    return next++;
  };
  win.cancelIdleCallback = (id: number) => idle.delete(id);
  const doc = new EventTarget() as EventTarget & { visibilityState: string; compatMode: string };
  doc.visibilityState = 'visible';
  doc.compatMode = 'CSS1Compat'; // a standards-mode page (KaTeX warns otherwise)
  const stored = new Map<string, string>();
  win.localStorage = fakeStorage(stored);
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
  vi.stubGlobal('localStorage', win.localStorage);
  const setVisibility = (state: string) => {
    doc.visibilityState = state;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return {
    idle() {
      const due = [...idle.values()];
      idle.clear();
      for (const cb of due) cb();
    },
    leave: () => win.dispatchEvent(new Event('pagehide')),
    hide: () => setVisibility('hidden'),
    show: () => setVisibility('visible'),
    otherTabWrites(key, value) {
      if (value === null) stored.delete(key);
      else stored.set(key, value);
      win.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: value }));
    },
    stored,
  };
}
