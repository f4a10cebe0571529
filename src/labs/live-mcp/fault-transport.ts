/**
 * A transport wrapped around the demo server's real one (MessagePort, stdio, Streamable HTTP) that
 * turns correct responses into the faulty ones the SDK's `Server` cannot send: see transport-faults.ts.
 * Everything else passes through untouched.
 */
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { FaultId } from './faults.ts';
import { TransportFaultPlanner, type TransportInjection, type WireRewrites } from './transport-faults.ts';

/** A transport that can mark a message as injected on the wire (the MessagePort transport can). */
export interface InjectionAwareTransport extends Transport {
  sendInjected(message: Record<string, unknown>, faults: readonly FaultId[]): Promise<void>;
}

function isInjectionAware(t: Transport): t is InjectionAwareTransport {
  return typeof (t as Partial<InjectionAwareTransport>).sendInjected === 'function';
}

export interface FaultTransportOptions {
  /**
   * For transports that route a response by its id (Streamable HTTP): pass the true response down and
   * let the HTTP writer swap the text (see `WireRewrites`).
   */
  wire?: WireRewrites;
  /** Told about every injection (the Node entry logs it to stderr). */
  onInjected?: (injection: TransportInjection) => void;
}

export class FaultInjectingTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  private planner = new TransportFaultPlanner();

  constructor(
    private readonly inner: Transport,
    private readonly faultsOn: () => readonly FaultId[],
    private readonly options: FaultTransportOptions = {},
  ) {}

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  async start(): Promise<void> {
    this.inner.onmessage = (message, extra) => {
      this.planner.noteIncoming(message);
      this.onmessage?.(message, extra);
    };
    this.inner.onerror = (error) => this.onerror?.(error);
    this.inner.onclose = () => this.onclose?.();
    await this.inner.start();
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    const injection = this.planner.plan(message, this.faultsOn());
    if (!injection) return this.inner.send(message, options);
    this.options.onInjected?.(injection);
    if (this.options.wire) {
      this.options.wire.expect(injection);
      return this.inner.send(message, options);
    }
    if (isInjectionAware(this.inner)) return this.inner.sendInjected(injection.message, injection.faults);
    // stdio serialises whatever it is given; the cast is the point of the fault.
    return this.inner.send(injection.message as unknown as JSONRPCMessage, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
