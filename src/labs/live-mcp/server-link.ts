/**
 * The serving end of a demo server session: in a Web Worker (`serveDemoInWorker`, called by the thin
 * `app/labs/live-mcp/server.worker.ts`) or in the same thread (`linkInThread`: Node tests, or a page
 * that cannot start workers). The page's end is page-link.ts.
 */
import { readFaultSettings, NO_FAULTS } from './faults.ts';
import { PortTransport, type PortLike } from './port-transport.ts';
import type { LinkOptions, ServerLink } from './page-link.ts';
import { createDemoServer, type DemoServer, type DemoServerOptions } from './server.ts';

function readLinkOptions(input: unknown): DemoServerOptions {
  const o = (input !== null && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const stepMs =
    typeof o.stepMs === 'number' && Number.isFinite(o.stepMs)
      ? Math.min(Math.max(o.stepMs, 1), 5000)
      : undefined;
  return {
    lang: o.lang === 'en' ? 'en' : 'zh',
    faults: readFaultSettings(o.faults, NO_FAULTS),
    ...(stepMs === undefined ? {} : { stepMs }),
  };
}

/** Serves one demo server session on a port (the worker's end, or the far end in-thread). */
export function servePort(port: PortLike, options: DemoServerOptions = {}): DemoServer {
  const transport = new PortTransport(port);
  const demo = createDemoServer(options);
  transport.oncontrol = (settings) => demo.setFaults(settings);
  void demo.connect(transport);
  return demo;
}

/** A session whose server runs in this thread. */
export function linkInThread(options: LinkOptions = {}): ServerLink {
  const channel = new MessageChannel();
  const demo = servePort(channel.port2, readLinkOptions(options));
  return { port: channel.port1, where: 'in-thread', dispose: () => void demo.close() };
}

/** The part of a worker's global scope used here. */
export interface WorkerScopeLike {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** Worker entry: serves a new demo server session on every port the page sends. */
export function serveDemoInWorker(scope: WorkerScopeLike): void {
  scope.addEventListener('message', (event) => {
    const data = event.data as { t?: unknown; port?: unknown; options?: unknown } | null;
    if (data?.t !== 'open' || !data.port) return;
    servePort(data.port as PortLike, readLinkOptions(data.options));
  });
}
