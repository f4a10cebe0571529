// CPython (Pyodide) off the main thread, for the "run the page's Python" panel (python-runtime.ts).
// The runtime is fetched from the site's own origin (indexURL, see scripts/build/vite-plugin-pyodide.ts) when
// the learner first asks for it; nothing here is in the first-paint bundle. The main thread sends the
// fidelity driver's source (src/fidelity/driver.ts), then request lines; each reply is one line back.
// A call that runs too long is stopped by terminating this worker (the only way to stop Python here).

import { bootPyodide } from '../pyodide/pyodide-loader';

type Inbound =
  { type: 'init'; indexURL: string; driver: string } | { type: 'exchange'; id: number; line: string };

export type PythonWorkerReply =
  | { type: 'ready'; version: string }
  | { type: 'reply'; id: number; line: string }
  | { type: 'failed'; id?: number; message: string };

let handle: ((line: string) => string) | null = null;

const reply = (m: PythonWorkerReply) => self.postMessage(m);

async function init(indexURL: string, driver: string): Promise<void> {
  const booted = await bootPyodide(indexURL, driver, '_fidelity_handle');
  handle = booted.handle;
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
    reply({ type: 'reply', id: m.id, line: handle(m.line) });
  } catch (err) {
    reply({ type: 'failed', id: m.id, message: err instanceof Error ? err.message : String(err) });
  }
};
