/**
 * The message log of a live session, like the MCP Inspector's history: every JSON-RPC message that
 * crossed the wire, in order, both directions, with its raw text. `out` is client → server, `in` is
 * server → client. Framework-free; `subscribe` + `entries` fit React's useSyncExternalStore (the entries
 * array is replaced, never mutated, on every change).
 */
import type { Bilingual } from '../../i18n/index.ts';
import { injectionNote, type FaultId } from './faults.ts';

export type Direction = 'out' | 'in';
export type MessageKind = 'request' | 'notification' | 'response' | 'unreadable';
export type WireId = string | number | null;

export interface LogEntry {
  /** Position in the session, from 0. */
  seq: number;
  /** When it crossed (ms since the epoch). */
  at: number;
  direction: Direction;
  kind: MessageKind;
  /** Requests and notifications. */
  method?: string;
  /** The message's `id` member when it has one that is a string, a number or null (as sent, right or wrong). */
  id?: WireId;
  /** Responses: the method of the request with the same id that went the other way, if any. */
  replyTo?: string;
  /** The message exactly as it travelled. */
  text: string;
  /** Set when the server's transport rewrote this message to produce a fault. */
  injected?: { faults: FaultId[]; note: Bilingual };
}

/** The log keeps at most this many entries (the oldest go first); `seq` keeps counting. */
export const LOG_LIMIT = 2000;

function classify(text: string): Pick<LogEntry, 'kind' | 'method' | 'id'> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'unreadable' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { kind: 'unreadable' };
  const o = value as Record<string, unknown>;
  const rawId = o.id;
  const id: WireId | undefined =
    'id' in o && (rawId === null || typeof rawId === 'string' || typeof rawId === 'number')
      ? rawId
      : undefined;
  const withId = id === undefined ? {} : { id };
  if (typeof o.method === 'string') {
    return { kind: 'id' in o ? 'request' : 'notification', method: o.method, ...withId };
  }
  if ('result' in o || 'error' in o || 'id' in o) return { kind: 'response', ...withId };
  return { kind: 'unreadable' };
}

/** The `data-id` text of an entry: strings as they are, numbers and null as JSON; none when absent. */
export function idText(entry: Pick<LogEntry, 'id'>): string | undefined {
  if (entry.id === undefined) return undefined;
  return typeof entry.id === 'string' ? entry.id : JSON.stringify(entry.id);
}

export class MessageLog {
  private list: readonly LogEntry[] = [];
  private next = 0;
  private listeners = new Set<() => void>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The entries in order (a new array after every change). */
  get entries(): readonly LogEntry[] {
    return this.list;
  }

  /** The sequence number the next entry will get. */
  get nextSeq(): number {
    return this.next;
  }

  record(direction: Direction, text: string, injected?: readonly FaultId[]): LogEntry {
    const entry: LogEntry = { seq: this.next++, at: this.now(), direction, text, ...classify(text) };
    if (entry.kind === 'response' && entry.id !== undefined) {
      const request = this.findRequest(direction === 'in' ? 'out' : 'in', entry.id);
      if (request?.method) entry.replyTo = request.method;
    }
    if (injected && injected.length > 0) {
      entry.injected = { faults: [...injected], note: injectionNote(injected) };
    }
    const list = [...this.list, entry];
    this.list = list.length > LOG_LIMIT ? list.slice(list.length - LOG_LIMIT) : list;
    this.emit();
    return entry;
  }

  /** Entries from a sequence number on. */
  since(seq: number): LogEntry[] {
    return this.list.filter((e) => e.seq >= seq);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.list = [];
    this.emit();
  }

  private findRequest(direction: Direction, id: WireId): LogEntry | undefined {
    for (let i = this.list.length - 1; i >= 0; i--) {
      const e = this.list[i] as LogEntry;
      if (e.direction === direction && e.kind === 'request' && e.id === id) return e;
    }
    return undefined;
  }

  private emit(): void {
    for (const l of [...this.listeners]) l();
  }
}
