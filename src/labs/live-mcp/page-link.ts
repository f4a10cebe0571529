/**
 * The page's end of a demo server session: a MessageChannel whose far end a Web Worker serves (see
 * server-link.ts for the serving side). Kept apart from the server code so the page bundle never
 * carries the server; the worker bundle carries it instead.
 */
import type { Lang } from '../../i18n/index.ts';
import type { PortLike } from './port-transport.ts';

/** The page's end of one session. */
export interface ServerLink {
  port: PortLike;
  /** Where the server runs, for the page to say so. */
  where: 'worker' | 'in-thread';
  /** Stops the session's server side (the page closes its port separately). */
  dispose(): void;
}

/** Options a page passes to a server; the serving side reads them defensively. */
export interface LinkOptions {
  lang?: Lang;
  /** Initial fault switches (`FaultSettings`). */
  faults?: unknown;
  /** Time per month of compile_climate_report, ms. */
  stepMs?: number;
}

/** The part of a `Worker` used here. */
export interface WorkerLike {
  postMessage(message: unknown, transfer: Transferable[]): void;
}

/** A session whose server runs in a Web Worker whose entry called `serveDemoInWorker`. */
export function linkWorker(worker: WorkerLike, options: LinkOptions = {}): ServerLink {
  const channel = new MessageChannel();
  worker.postMessage({ t: 'open', port: channel.port2, options }, [channel.port2]);
  // The worker's server shuts itself down when the page's transport sends its close envelope.
  return { port: channel.port1, where: 'worker', dispose: () => undefined };
}
