// The one worker that takes a lab's heavy work off the main thread (run.worker.ts): runs on big inputs,
// and the break-it set on them (which mistakes apply, and the broken state of a press).
import type { LabRun } from '../../src/labs/index';

export type WorkerJob =
  | { kind: 'run'; slug: string; state: unknown }
  | { kind: 'available'; slug: string; state: unknown }
  | { kind: 'break'; slug: string; state: unknown; breaker: string };

export interface WorkerReply {
  id: number;
  run?: LabRun;
  available?: boolean[];
  /** The broken state of a `break` job; null when the mistake does not apply. */
  state?: unknown;
  error?: string;
}

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, (r: WorkerReply) => void>();

/** Sends one job to the lab worker (started on first use) and resolves with its reply. */
export function askLabWorker(job: WorkerJob): Promise<WorkerReply> {
  if (!worker) {
    worker = new Worker(new URL('./run.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<WorkerReply>) => {
      waiting.get(e.data.id)?.(e.data);
      waiting.delete(e.data.id);
    };
  }
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    waiting.set(id, (r) => (r.error === undefined ? resolve(r) : reject(new Error(r.error))));
    worker!.postMessage({ id, ...job });
  });
}
