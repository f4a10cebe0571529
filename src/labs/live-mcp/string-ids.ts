/**
 * String request ids on the wire for the page's SDK client. The SDK numbers its requests 0, 1, 2… and
 * offers no way to choose ids; the wiki's teaching function (and the classifier lab) compares a
 * response's id with an expected *string*. JSON-RPC allows either, and a server must echo the id it
 * got, so this wrapper writes request n as "req-n" (and a cancellation of n as a cancellation of
 * "req-n") and turns an echoed "req-n" back into n for the SDK. Ids it did not write pass unchanged, so a
 * response with a wrong id stays wrong.
 */
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

export const WIRE_ID_PREFIX = 'req-';

export function wireId(sdkId: number): string {
  return `${WIRE_ID_PREFIX}${sdkId}`;
}

const WIRE_ID = /^req-(0|[1-9][0-9]{0,14})$/;

type Message = Record<string, unknown>;

function toWire(m: JSONRPCMessage): JSONRPCMessage {
  const msg = m as Message;
  if (typeof msg.method !== 'string') return m;
  if (typeof msg.id === 'number') return { ...m, id: wireId(msg.id) } as JSONRPCMessage;
  const params = msg.params as Message | undefined;
  if (msg.method === 'notifications/cancelled' && typeof params?.requestId === 'number') {
    return { ...m, params: { ...params, requestId: wireId(params.requestId) } } as JSONRPCMessage;
  }
  return m;
}

function toSdk(m: JSONRPCMessage): JSONRPCMessage {
  const msg = m as Message;
  if ('method' in msg || typeof msg.id !== 'string') return m;
  const match = WIRE_ID.exec(msg.id);
  return match ? ({ ...m, id: Number(match[1]) } as JSONRPCMessage) : m;
}

export class StringIdTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];

  constructor(private readonly inner: Transport) {}

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }

  async start(): Promise<void> {
    this.inner.onmessage = (message, extra) => this.onmessage?.(toSdk(message), extra);
    this.inner.onerror = (error) => this.onerror?.(error);
    this.inner.onclose = () => this.onclose?.();
    await this.inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    return this.inner.send(toWire(message), options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
