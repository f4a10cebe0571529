/**
 * An MCP transport over a `MessagePort` (the page ↔ Web Worker channel; Node's `MessageChannel` in
 * tests). Each JSON-RPC message travels as its JSON text, like a stdio line, inside a small envelope
 * that can also carry the server's "injected at the transport" mark and, from the page, the session's
 * fault switches. Incoming text is checked with the SDK's own message schema, as its stdio and HTTP
 * transports do: what fails is reported through `onerror` and dropped.
 */
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { FaultId } from './faults.ts';
import type { InjectionAwareTransport } from './fault-transport.ts';

/** The parts of a MessagePort this transport uses (browser and Node ports both have them). */
export interface PortLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  start?(): void;
  close(): void;
}

export type PortEnvelope =
  /** One JSON-RPC message as text; `injected` when the server's transport rewrote it. */
  | { t: 'mcp'; text: string; injected?: FaultId[] }
  /** Page → worker: the session's new fault switches. */
  | { t: 'faults'; settings: unknown }
  /** Either side: this end is closing. */
  | { t: 'close' };

/** Called with every message as it crosses the port: the raw text, in either direction. */
export type WireListener = (
  direction: 'sent' | 'received',
  text: string,
  injected?: readonly FaultId[],
) => void;

function envelope(data: unknown): PortEnvelope | null {
  if (data === null || typeof data !== 'object') return null;
  const d = data as { t?: unknown; text?: unknown; injected?: unknown };
  if (d.t === 'mcp' && typeof d.text === 'string') {
    const injected = Array.isArray(d.injected)
      ? (d.injected.filter((x) => typeof x === 'string') as FaultId[])
      : undefined;
    return injected ? { t: 'mcp', text: d.text, injected } : { t: 'mcp', text: d.text };
  }
  if (d.t === 'faults') return { t: 'faults', settings: (data as { settings?: unknown }).settings };
  if (d.t === 'close') return { t: 'close' };
  return null;
}

export class PortTransport implements InjectionAwareTransport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  /** Sees every message text that crosses the port (the page's message log hangs here). */
  onwire?: WireListener;
  /** Receives fault switches sent from the page (used on the server side). */
  oncontrol?: (settings: unknown) => void;
  private closed = false;
  private readonly listener = (event: { data: unknown }) => this.receive(event.data);

  constructor(private readonly port: PortLike) {}

  async start(): Promise<void> {
    this.port.addEventListener('message', this.listener);
    this.port.start?.();
  }

  async send(message: JSONRPCMessage, _options?: TransportSendOptions): Promise<void> {
    this.post(JSON.stringify(message));
  }

  async sendInjected(message: Record<string, unknown>, faults: readonly FaultId[]): Promise<void> {
    this.post(JSON.stringify(message), faults);
  }

  /** Sends fault switches to the other end (page side). */
  sendControl(settings: unknown): void {
    if (!this.closed) this.port.postMessage({ t: 'faults', settings } satisfies PortEnvelope);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    try {
      this.port.postMessage({ t: 'close' } satisfies PortEnvelope);
    } catch {
      // the other end may already be gone
    }
    this.shutdown();
  }

  private post(text: string, injected?: readonly FaultId[]): void {
    if (this.closed) throw new Error('Transport is closed');
    const data: PortEnvelope = injected ? { t: 'mcp', text, injected: [...injected] } : { t: 'mcp', text };
    this.port.postMessage(data);
    this.onwire?.('sent', text, injected);
  }

  private shutdown(): void {
    this.closed = true;
    this.port.removeEventListener('message', this.listener);
    this.port.close();
    this.onclose?.();
  }

  private receive(data: unknown): void {
    const env = envelope(data);
    if (!env) return this.onerror?.(new Error('Ignored a port message that is not an MCP envelope'));
    if (env.t === 'close') return this.closed ? undefined : this.shutdown();
    if (env.t === 'faults') return this.oncontrol?.(env.settings);
    this.onwire?.('received', env.text, env.injected);
    let json: unknown;
    try {
      json = JSON.parse(env.text);
    } catch (e) {
      return this.onerror?.(new Error(`Received text that is not JSON: ${(e as Error).message}`));
    }
    const parsed = JSONRPCMessageSchema.safeParse(json);
    if (!parsed.success) {
      return this.onerror?.(
        new Error(`Received a message that is not valid JSON-RPC: ${parsed.error.message}`),
      );
    }
    this.onmessage?.(parsed.data);
  }
}
