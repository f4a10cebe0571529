/**
 * The open sessions of the demo server's Streamable HTTP endpoint, bounded twice: a session nobody has
 * used for `idleMs` is closed (its id then gets 404, so the client starts a new one, as the transport
 * spec says for an expired session), and no more than `max` are open at once (the next initialize is
 * refused with a sentence instead of growing the heap without end). A session with a request still
 * being answered (a held reply, an open event stream) is in use, however long ago it started.
 * The clock is injected so the rules are tested without waiting.
 */

export interface SessionLimits {
  /** A session unused for this long is closed. */
  idleMs: number;
  /** The most sessions open at once. */
  max: number;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = { idleMs: 10 * 60_000, max: 200 };

interface Slot<T> {
  value: T;
  lastUsed: number;
  busy: number;
}

export class SessionTable<T> {
  private readonly slots = new Map<string, Slot<T>>();

  constructor(
    readonly limits: SessionLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.slots.size;
  }

  /** Whether one more session may open. */
  hasRoom(): boolean {
    return this.slots.size < this.limits.max;
  }

  add(id: string, value: T): void {
    this.slots.set(id, { value, lastUsed: this.now(), busy: 0 });
  }

  /** The session, marked as used now; undefined when unknown or already closed. */
  touch(id: string): T | undefined {
    const slot = this.slots.get(id);
    if (!slot) return undefined;
    slot.lastUsed = this.now();
    return slot.value;
  }

  /** Marks a request on the session as started; the returned function marks it finished. */
  begin(id: string): () => void {
    const slot = this.slots.get(id);
    if (!slot) return () => undefined;
    slot.busy += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      slot.busy -= 1;
      slot.lastUsed = this.now();
    };
  }

  delete(id: string): T | undefined {
    const slot = this.slots.get(id);
    this.slots.delete(id);
    return slot?.value;
  }

  /** Removes and returns the sessions idle for longer than the limit (none of them busy). */
  takeExpired(): { id: string; value: T }[] {
    const cutoff = this.now() - this.limits.idleMs;
    const out: { id: string; value: T }[] = [];
    for (const [id, slot] of this.slots) {
      if (slot.busy === 0 && slot.lastUsed <= cutoff) out.push({ id, value: slot.value });
    }
    for (const { id } of out) this.slots.delete(id);
    return out;
  }

  values(): T[] {
    return [...this.slots.values()].map((s) => s.value);
  }

  entries(): [string, T][] {
    return [...this.slots].map(([id, s]) => [id, s.value]);
  }
}

/** How often to look for idle sessions: often enough to close one soon after its limit, at most every 30 s. */
export function sweepInterval(idleMs: number): number {
  return Math.max(10, Math.min(30_000, Math.floor(idleMs / 4)));
}
