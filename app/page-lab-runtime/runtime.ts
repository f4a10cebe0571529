// The page labs' Pyodide worker, seen from the page: started on the reader's first move toward a lab,
// shared by every lab of the visit, and replaced by a fresh one when a run passes its bound (an endless
// loop, or memory that keeps growing): the tab stays responsive and the next run works.
import { pyodideDir } from 'virtual:pyodide-assets';
import { PAGE_LAB_DRIVER, RUN_LIMIT_MS } from '../../src/page-labs/index';
import type { PageLabWorkerReply } from './page-lab.worker';

export type RuntimeFailure = 'load' | 'timeout' | 'memory' | 'crash';

export class RuntimeError extends Error {
  constructor(
    readonly kind: RuntimeFailure,
    message: string,
  ) {
    super(message);
  }
}

/** Above this much WebAssembly memory the worker is replaced after the run (a runaway allocation). */
const HEAP_LIMIT = 768 * 1024 * 1024;
/**
 * Time on top of a run's own limit for the answer to come back before the worker is ended. Python stops
 * a run of the page's code itself at the limit; this watchdog is for a call that never gives Python
 * control back (one huge allocation, a regular expression that backtracks for ever). On a slow phone, or
 * while the page's own thread is busy, a stopped run's answer can land well after the limit: ending the
 * worker then costs the reader a reload of Python for nothing.
 */
const GRACE_MS = 1500;

interface Worked {
  worker: Worker;
  ready: Promise<string>;
  version: string | null;
  queue: Promise<unknown>;
  /** why this worker was ended; a request queued behind that is refused with the same reason */
  dead: RuntimeError | null;
  waiting: Map<
    number,
    { resolve(line: string): void; reject(e: Error): void; timer: ReturnType<typeof setTimeout> }
  >;
  fail(e: RuntimeError): void;
}

let current: Worked | null = null;
let nextId = 0;
const listeners = new Set<() => void>();

/** Told when the runtime's state changes (loading, ready, replaced). */
export function onRuntimeChange(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
const changed = () => {
  for (const l of listeners) l();
};

function start(): Worked {
  const worker = new Worker(new URL('./page-lab.worker.ts', import.meta.url), { type: 'module' });
  let onReady!: { resolve(v: string): void; reject(e: Error): void };
  const ready = new Promise<string>((resolve, reject) => (onReady = { resolve, reject }));
  ready.catch(() => undefined);
  let failed = false;
  const w: Worked = {
    worker,
    ready,
    version: null,
    queue: Promise.resolve(),
    dead: null,
    waiting: new Map(),
    fail(e) {
      if (failed) return;
      w.dead = e;
      failed = true;
      worker.terminate();
      if (current === w) current = null;
      onReady.reject(e);
      for (const x of w.waiting.values()) {
        clearTimeout(x.timer);
        x.reject(e);
      }
      w.waiting.clear();
      changed();
    },
  };
  worker.onmessage = (e: MessageEvent<PageLabWorkerReply>) => {
    const m = e.data;
    if (m.type === 'ready') {
      w.version = m.version;
      onReady.resolve(m.version);
      changed();
    } else if (m.type === 'reply') {
      const x = w.waiting.get(m.id);
      w.waiting.delete(m.id);
      if (x) {
        clearTimeout(x.timer);
        x.resolve(m.line);
      }
      // a run that grew the heap this far leaves a runtime nobody wants: start the next one fresh
      if (m.heap > HEAP_LIMIT) w.fail(new RuntimeError('memory', 'memory bound'));
    } else if (m.id === undefined) w.fail(new RuntimeError('load', m.message));
    else {
      const x = w.waiting.get(m.id);
      w.waiting.delete(m.id);
      if (x) {
        clearTimeout(x.timer);
        x.reject(new RuntimeError('crash', m.message));
      }
    }
  };
  worker.onerror = (e) => w.fail(new RuntimeError('load', e.message || 'the Python worker did not start'));
  const indexURL = new URL(import.meta.env.BASE_URL + pyodideDir, location.href).href;
  worker.postMessage({ type: 'init', indexURL, driver: PAGE_LAB_DRIVER });
  changed();
  return w;
}

/** Starts loading Python (the reader moved toward a lab); harmless when it is loading or loaded. */
export function warmRuntime(): void {
  current ??= start();
}

export function runtimeVersion(): string | null {
  return current?.version ?? null;
}

export function runtimeLoading(): boolean {
  return current !== null && current.version === null;
}

/**
 * Sends one driver request and resolves with its answer. The worker is ended (and the promise
 * rejected with `timeout`) when no answer arrives within `limitMs` plus a little, counted from when
 * Python is ready.
 */
export async function ask<T>(request: object, limitMs = RUN_LIMIT_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const w = (current ??= start());
    await w.ready;
    // one request at a time, so a run's clock starts when Python starts on it, not behind a search
    const turn = w.queue.then(() => send(w, request, limitMs));
    w.queue = turn.catch(() => undefined);
    try {
      return JSON.parse(await turn) as T;
    } catch (e) {
      // The worker was ended by the request ahead of this one (a search that hit an endless loop or
      // a runaway allocation): this request never ran, so it runs once more on a fresh worker.
      if (attempt === 0 && e instanceof NeverRan) continue;
      throw e instanceof NeverRan ? e.cause : e;
    }
  }
}

/** A request refused because its worker had already been ended for another one. */
class NeverRan extends Error {
  constructor(override readonly cause: RuntimeError) {
    super(cause.message);
  }
}

function send(w: Worked, request: object, limitMs: number): Promise<string> {
  const id = ++nextId;
  if (w.dead) return Promise.reject(new NeverRan(w.dead));
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => w.fail(new RuntimeError('timeout', `no answer within ${limitMs} ms`)),
      limitMs + GRACE_MS,
    );
    w.waiting.set(id, { resolve, reject, timer });
    w.worker.postMessage({ type: 'call', id, line: JSON.stringify({ ...request, id }) });
  });
}
