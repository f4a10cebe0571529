/**
 * Transport-level faults: rewrites of an outgoing response that the SDK's `Server` refuses to produce.
 * A planner watches the requests a server receives (to know which responses answer `tools/call`, and
 * which earlier id a crossed response can borrow) and turns a correct response into the faulty one.
 * Pure and SDK-free, so the wrapping transport, the HTTP entry and the tests share it.
 */
import type { FaultId } from './faults.ts';
import { isRecord } from '../../json/index.ts';

export const TRANSPORT_FAULTS: readonly FaultId[] = ['wrong_id', 'wrong_jsonrpc', 'result_and_error'];

type Id = string | number;

export interface TransportInjection {
  /** The id of the request this response really answers. */
  requestId: Id;
  /** The response as the SDK's Server wrote it. */
  original: Record<string, unknown>;
  /** The response as it goes on the wire. */
  message: Record<string, unknown>;
  faults: FaultId[];
}

function isId(x: unknown): x is Id {
  return typeof x === 'string' || (typeof x === 'number' && Number.isInteger(x));
}

/** Map key that keeps 1 and "1" apart. */
const key = (id: Id) => `${typeof id}:${String(id)}`;

/** An id the client never used for anything pending: derived from this one, but never equal to it. */
function foreignId(id: Id): Id {
  return typeof id === 'number' ? -1 - Math.abs(id) : `${id}-stale`;
}

export class TransportFaultPlanner {
  /** Method of each request seen and not yet answered. */
  private pending = new Map<string, string>();
  /** Ids of the requests seen, most recent last (bounded). */
  private seen: Id[] = [];

  /** Call for every message the server receives. */
  noteIncoming(message: unknown): void {
    if (!isRecord(message) || typeof message.method !== 'string' || !isId(message.id)) return;
    this.pending.set(key(message.id), message.method);
    this.seen.push(message.id);
    if (this.seen.length > 64) this.seen.shift();
  }

  /**
   * The rewrite of an outgoing message under the switched-on faults, or null when none applies (not a
   * response, not an answer to `tools/call`, or no transport fault on). Every response is forgotten here,
   * faulted or not.
   */
  plan(message: unknown, on: readonly FaultId[]): TransportInjection | null {
    if (!isRecord(message) || 'method' in message || !isId(message.id)) return null;
    const id = message.id;
    const method = this.pending.get(key(id));
    this.pending.delete(key(id));
    if (method !== 'tools/call') return null;
    const faults = TRANSPORT_FAULTS.filter((f) => on.includes(f));
    if (faults.length === 0) return null;

    const out: Record<string, unknown> = { ...message };
    if (faults.includes('wrong_jsonrpc')) out.jsonrpc = '1.0';
    if (faults.includes('wrong_id')) out.id = this.earlierId(id);
    if (faults.includes('result_and_error')) {
      if ('result' in out) {
        out.error = { code: -32603, message: 'Internal error while sending the result' };
      } else {
        out.result = { content: [{ type: 'text', text: 'partial result' }] };
      }
    }
    return { requestId: id, original: message, message: out, faults };
  }

  /** The most recent other request id this server saw: a response "crossed" with an earlier call. */
  private earlierId(id: Id): Id {
    for (let i = this.seen.length - 1; i >= 0; i--) {
      const other = this.seen[i] as Id;
      if (key(other) !== key(id)) return other;
    }
    return foreignId(id);
  }
}

/**
 * Rewrites that must happen after a transport has serialised a message (Streamable HTTP routes a
 * response by its id, so the SDK transport must see the true one). The wrapping transport registers an
 * injection by the original id; the HTTP writer swaps the text when that response goes out.
 */
export class WireRewrites {
  private byId = new Map<string, TransportInjection>();

  expect(injection: TransportInjection): void {
    this.byId.set(key(injection.requestId), injection);
  }

  /** The faulty text for a serialised message that was registered, or null to send it unchanged. */
  take(jsonText: string): { text: string; injection: TransportInjection } | null {
    if (this.byId.size === 0) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(jsonText);
    } catch {
      return null;
    }
    if (!isRecord(parsed) || 'method' in parsed || !isId(parsed.id)) return null;
    const injection = this.byId.get(key(parsed.id));
    if (!injection) return null;
    this.byId.delete(key(parsed.id));
    return { text: JSON.stringify(injection.message), injection };
  }
}
