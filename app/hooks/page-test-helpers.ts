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

/** An in-memory localStorage whose writes fail, as a full browser storage's do, past `quota`. */
export interface MemoryStorage {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'clear' | 'length'>;
  stored: Map<string, string>;
  /** Characters (keys and values together) it holds before a write throws QuotaExceededError. */
  quota: number;
}

export function memoryStorage(): MemoryStorage {
  const stored = new Map<string, string>();
  const used = () => [...stored].reduce((n, [k, v]) => n + k.length + v.length, 0);
  const mem: MemoryStorage = {
    stored,
    quota: Infinity,
    storage: {
      getItem: (k) => stored.get(k) ?? null,
      setItem: (k, v) => {
        const value = String(v);
        if (used() - (stored.get(k)?.length ?? 0) + value.length > mem.quota)
          throw new DOMException('full', 'QuotaExceededError');
        stored.set(k, value);
      },
      removeItem: (k) => void stored.delete(k),
      key: (i) => [...stored.keys()][i] ?? null,
      get length() {
        return stored.size;
      },
      clear: () => stored.clear(),
    },
  };
  return mem;
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
  const { storage, stored } = memoryStorage();
  win.localStorage = storage;
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
  vi.stubGlobal('localStorage', storage);
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
