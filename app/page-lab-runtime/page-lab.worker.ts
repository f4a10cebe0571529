// CPython (Pyodide) for the page labs, off the main thread. The runtime is fetched from the site's own
// origin on the reader's first move toward a lab. Page code never reaches the page: the worker has no
// DOM, the driver refuses imports outside the standard library (and the bridge modules `js`, `pyodide`,
// `pyodide_js`), forgets those modules once loaded, and this worker removes its own network and storage
// entry points before any page code runs. The main thread ends a run that takes too long by
// terminating this worker (the only way to stop Python here).

import { bootPyodide, type PyodideLike } from '../pyodide/pyodide-loader';

type Inbound =
  { type: 'init'; indexURL: string; driver: string } | { type: 'call'; id: number; line: string };

export type PageLabWorkerReply =
  | { type: 'ready'; version: string }
  | { type: 'reply'; id: number; line: string; heap: number }
  | { type: 'failed'; id?: number; message: string };

let handle: ((line: string) => string) | null = null;
let runtime: PyodideLike | null = null;
const reply = (m: PageLabWorkerReply) => self.postMessage(m);

/** The worker's ways out to the network and to storage, gone before page code runs. */
const CLOSED = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'WebSocketStream',
  'EventSource',
  'indexedDB',
  'caches',
  'importScripts',
  'BroadcastChannel',
  'Request',
  'WebTransport',
  'Worker',
  'SharedWorker',
] as const;

function closeDoors(): void {
  for (const name of CLOSED) {
    try {
      Object.defineProperty(self, name, { value: undefined, configurable: false, writable: false });
    } catch {
      // a property the browser does not let us redefine is deleted instead
      delete (self as unknown as Record<string, unknown>)[name];
    }
  }
}

async function init(indexURL: string, driver: string): Promise<void> {
  const booted = await bootPyodide(indexURL, driver, '_page_lab_handle');
  handle = booted.handle;
  handle(JSON.stringify({ op: 'seal' }));
  closeDoors();
  runtime = booted.py;
  reply({ type: 'ready', version: booted.version });
}

self.onmessage = (e: MessageEvent<Inbound>) => {
  const m = e.data;
  if (m.type === 'init') {
    init(m.indexURL, m.driver).catch((err: unknown) =>
      reply({ type: 'failed', message: err instanceof Error ? err.message : String(err) }),
    );
    return;
  }
  if (!handle) return reply({ type: 'failed', id: m.id, message: 'Python is not loaded' });
  try {
    const line = handle(m.line);
    reply({ type: 'reply', id: m.id, line, heap: runtime?._module?.HEAP8?.buffer.byteLength ?? 0 });
  } catch (err) {
    reply({ type: 'failed', id: m.id, message: err instanceof Error ? err.message : String(err) });
  }
};
