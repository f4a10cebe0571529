// One live session with the demo server, outside React: it starts the server's Web Worker, loads the
// SDK client (its own chunk) and connects it, and keeps what the screen shows in an immutable snapshot
// for useSyncExternalStore. `stop()` closes the session and terminates the worker; a later `start()`
// makes a new one (StrictMode's double effects, a language switch, the restart button).
import {
  linkWorker,
  loadLiveSession,
  MessageLog,
  type CallCapture,
  type FaultId,
  type Handshake,
  type LiveSession,
} from '../../../src/labs/live-mcp/index';
import type { Lang } from '../../../src/i18n/index';

export type ListedTool = LiveSession['listedTools'][number];

export interface LiveSnapshot {
  status: 'idle' | 'starting' | 'ready' | 'failed';
  error?: string;
  handshake?: Handshake;
  log: MessageLog;
  tools: readonly ListedTool[];
  /** A call is open; `callFrom` is the log position where it started. */
  busy: boolean;
  callFrom: number | null;
  timeoutMs: number;
  maxTotalTimeoutMs: number;
}

const TIMEOUT_MS = 3000;
const MAX_TOTAL_MS = 20_000;

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export class LiveConnection {
  private snap: LiveSnapshot = {
    status: 'idle',
    log: new MessageLog(),
    tools: [],
    busy: false,
    callFrom: null,
    timeoutMs: TIMEOUT_MS,
    maxTotalTimeoutMs: MAX_TOTAL_MS,
  };
  private listeners = new Set<() => void>();
  private worker: Worker | null = null;
  private session: LiveSession | null = null;
  /** Bumped by every start and stop: late continuations of an older session see it changed and stop. */
  private epoch = 0;
  private faults: readonly FaultId[] = [];

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snap;

  start(lang: Lang): void {
    this.stop();
    const epoch = ++this.epoch;
    const log = new MessageLog();
    this.set({ status: 'starting', error: undefined, handshake: undefined, log, tools: [] });
    let worker: Worker;
    try {
      worker = new Worker(new URL('./server.worker.ts', import.meta.url), { type: 'module' });
    } catch (e) {
      this.set({ status: 'failed', error: message(e) });
      return;
    }
    this.worker = worker;
    worker.addEventListener('error', (e) => {
      if (epoch === this.epoch)
        this.set({ status: 'failed', error: e.message || 'the server worker failed' });
    });
    void this.connect(epoch, worker, lang, log);
  }

  private async connect(epoch: number, worker: Worker, lang: Lang, log: MessageLog): Promise<void> {
    try {
      const { LiveSession } = await loadLiveSession();
      if (epoch !== this.epoch) return;
      const opened = await LiveSession.open({
        link: linkWorker(worker, { lang }),
        log,
        timeoutMs: TIMEOUT_MS,
        maxTotalTimeoutMs: MAX_TOTAL_MS,
      });
      if (epoch !== this.epoch) {
        void opened.session.close();
        return;
      }
      this.session = opened.session;
      opened.session.setFaults(this.faults);
      const { handshake } = opened;
      if (handshake.sdk.kind === 'threw') {
        this.set({ status: 'failed', error: handshake.sdk.error.message, handshake });
        return;
      }
      this.set({ status: 'ready', handshake, tools: [...opened.session.listedTools] });
    } catch (e) {
      if (epoch === this.epoch) this.set({ status: 'failed', error: message(e) });
    }
  }

  stop(): void {
    this.epoch++;
    const session = this.session;
    const worker = this.worker;
    this.session = null;
    this.worker = null;
    // Close first (the client says goodbye over the port), then end the worker, at most half a second later.
    if (session && worker) {
      const grace = new Promise((resolve) => setTimeout(resolve, 500));
      void Promise.race([session.close(), grace]).then(() => worker.terminate());
    } else worker?.terminate();
    if (this.snap.busy) this.set({ busy: false, callFrom: null });
  }

  setFaults(faults: readonly FaultId[]): void {
    this.faults = [...faults];
    this.session?.setFaults(this.faults);
  }

  /** Calls a tool; null when there is no session (or it ended while the call was open). */
  async call(tool: string, args: unknown): Promise<CallCapture | null> {
    const session = this.session;
    if (!session || this.snap.busy) return null;
    const epoch = this.epoch;
    this.set({ busy: true, callFrom: this.snap.log.nextSeq });
    const capture = await session.callTool(tool, args);
    if (epoch !== this.epoch) return null;
    this.set({ busy: false, callFrom: null });
    return capture;
  }

  cancel(): void {
    this.session?.cancel();
  }

  async listTools(): Promise<void> {
    const session = this.session;
    if (!session || this.snap.busy) return;
    const epoch = this.epoch;
    this.set({ busy: true, callFrom: null });
    await session.listTools();
    if (epoch !== this.epoch) return;
    this.set({ busy: false, tools: [...session.listedTools] });
  }

  private set(patch: Partial<LiveSnapshot>): void {
    this.snap = { ...this.snap, ...patch };
    for (const l of [...this.listeners]) l();
  }
}
