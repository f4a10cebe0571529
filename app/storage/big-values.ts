// Values too large for localStorage (a 5 MB lab input) live in IndexedDB, which has a far larger quota.
// A tiny key-value wrapper: one database, one object store, string keys, string values.
const DB = 'toollab';
const STORE = 'values';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new DOMException('no IndexedDB', 'SecurityError'));
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new DOMException('IndexedDB failed', 'UnknownError'));
  }).catch((e: unknown) => {
    opening = null;
    throw e;
  });
  return opening;
}

function request<T>(mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const req = fn(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(req.result as T);
        tx.onerror = () => reject(tx.error ?? req.error);
        tx.onabort = () => reject(tx.error ?? new DOMException('aborted', 'AbortError'));
      }),
  );
}

export function getBig(key: string): Promise<string | undefined> {
  return request<unknown>('readonly', (s) => s.get(key)).then((v) => (typeof v === 'string' ? v : undefined));
}

export function setBig(key: string, value: string): Promise<void> {
  return request<unknown>('readwrite', (s) => s.put(value, key)).then(() => undefined);
}

export function deleteBig(key: string): Promise<void> {
  return request<unknown>('readwrite', (s) => s.delete(key)).then(() => undefined);
}
