/**
 * A live session for the page: the official SDK `Client` talking to the demo server over a
 * MessagePort, with every message in a `MessageLog`. For each operation it captures what crossed the
 * wire and, beside it, what the SDK client itself did (resolved, threw which error, checked
 * structuredContent against the outputSchema or not), so the page can set library behaviour next to
 * the classifier's verdict. Methods never throw; operations run one at a time.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { LATEST_PROTOCOL_VERSION, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { FaultId } from './faults.ts';
import { MessageLog, type LogEntry } from './message-log.ts';
import type { ServerLink } from './page-link.ts';
import { PortTransport } from './port-transport.ts';
import { describeThrown, outputCheck, type OutputCheck, type ThrownError } from './sdk-outcome.ts';

export type { OutputCheck, ThrownError };

export interface LiveSessionOptions {
  link: ServerLink;
  log?: MessageLog;
  /** The client's timeout per request, ms (default 3000; the SDK's own default is 60000). */
  timeoutMs?: number;
  /** Hard limit per request even while progress notifications reset the clock, ms (default 20000). */
  maxTotalTimeoutMs?: number;
}

export type SdkOutcome<T> = { kind: 'resolved'; value: T } | { kind: 'threw'; error: ThrownError };

export interface Handshake {
  sdk: SdkOutcome<{
    /** The version the SDK client asked for (its newest). */
    requested: string;
    /** The version in the server's initialize result. */
    negotiated: string | null;
    serverInfo: unknown;
    serverCapabilities: unknown;
    instructions: string | undefined;
  }>;
  /** Messages the SDK reported through `onerror` meanwhile. */
  sdkReports: string[];
}

export interface ListCapture {
  sdk: SdkOutcome<Tool[]>;
  /** The raw `tools/list` response, or null when none arrived. */
  response: { text: string; seq: number } | null;
  sdkReports: string[];
}

export interface CallCapture {
  tool: string;
  arguments: unknown;
  /** The request's id as sent on the wire, the SDK's number (the response must carry it); null if it never went out. */
  requestId: string | number | null;
  /** The response that came back while the call was open; null when none did. */
  response: { text: string; seq: number; injected?: FaultId[] } | null;
  /** Why there is no response. */
  noResponse?: 'timeout' | 'cancelled' | 'closed';
  sdk: SdkOutcome<CallToolResult> & { outputSchema: OutputCheck };
  sdkReports: string[];
  progress: { progress: number; total?: number; message?: string }[];
  /** The fault switches that were on. */
  faults: FaultId[];
}

const CANCEL_REASON = 'Cancelled from the page';

export class LiveSession {
  readonly log: MessageLog;
  readonly timeoutMs: number;
  private readonly maxTotalTimeoutMs: number;
  private readonly port: PortTransport;
  private readonly client: Client;
  private reports: string[] = [];
  private tools: Tool[] = [];
  private faultsOn: FaultId[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  private inflight: AbortController | null = null;

  constructor(private readonly options: LiveSessionOptions) {
    this.log = options.log ?? new MessageLog();
    this.timeoutMs = options.timeoutMs ?? 3000;
    this.maxTotalTimeoutMs = options.maxTotalTimeoutMs ?? 20_000;
    this.port = new PortTransport(options.link.port);
    this.port.onwire = (direction, text, injected) =>
      this.log.record(direction === 'sent' ? 'out' : 'in', text, injected);
    this.client = new Client({ name: 'toollab-page', version: '1.0.0' }, { capabilities: {} });
    this.client.onerror = (error) => this.reports.push(error.message);
  }

  /** Connects and lists the tools (so the SDK caches their output validators, as a host would). */
  static async open(options: LiveSessionOptions): Promise<{ session: LiveSession; handshake: Handshake }> {
    const session = new LiveSession(options);
    const handshake = await session.connect();
    if (handshake.sdk.kind === 'resolved') await session.listTools();
    return { session, handshake };
  }

  /** The tools of the last successful listing. */
  get listedTools(): readonly Tool[] {
    return this.tools;
  }

  /** `initialize`, then `notifications/initialized` (the SDK's `connect`). */
  connect(): Promise<Handshake> {
    return this.run(async () => {
      const from = this.log.nextSeq;
      const reportsFrom = this.reports.length;
      let sdk: Handshake['sdk'];
      try {
        await this.client.connect(this.port, { timeout: this.timeoutMs });
        const init = this.responseTo('initialize', from);
        sdk = {
          kind: 'resolved',
          value: {
            requested: LATEST_PROTOCOL_VERSION,
            negotiated: init ? readVersion(init.text) : null,
            serverInfo: this.client.getServerVersion(),
            serverCapabilities: this.client.getServerCapabilities(),
            instructions: this.client.getInstructions(),
          },
        };
      } catch (e) {
        sdk = { kind: 'threw', error: describeThrown(e) };
      }
      return { sdk, sdkReports: this.reports.slice(reportsFrom) };
    });
  }

  listTools(): Promise<ListCapture> {
    return this.run(async () => {
      const from = this.log.nextSeq;
      const reportsFrom = this.reports.length;
      let sdk: ListCapture['sdk'];
      try {
        const result = await this.client.listTools(undefined, { timeout: this.timeoutMs });
        this.tools = result.tools;
        sdk = { kind: 'resolved', value: result.tools };
      } catch (e) {
        sdk = { kind: 'threw', error: describeThrown(e) };
      }
      const entry = this.responseTo('tools/list', from);
      return {
        sdk,
        response: entry ? { text: entry.text, seq: entry.seq } : null,
        sdkReports: this.reports.slice(reportsFrom),
      };
    });
  }

  /** Calls a tool with any JSON value as its arguments (non-objects show how the server refuses them). */
  callTool(name: string, args: unknown): Promise<CallCapture> {
    return this.run(async () => {
      const from = this.log.nextSeq;
      const reportsFrom = this.reports.length;
      const faults = [...this.faultsOn];
      const progress: CallCapture['progress'] = [];
      const abort = new AbortController();
      this.inflight = abort;
      let sdk: CallCapture['sdk'];
      try {
        const params = (args === undefined ? { name } : { name, arguments: args }) as { name: string };
        const result = (await this.client.callTool(params, undefined, {
          timeout: this.timeoutMs,
          maxTotalTimeout: this.maxTotalTimeoutMs,
          resetTimeoutOnProgress: true,
          signal: abort.signal,
          onprogress: (p) => progress.push(p),
        })) as CallToolResult;
        sdk = { kind: 'resolved', value: result, outputSchema: outputCheck(this.tools, name, { result }) };
      } catch (e) {
        const error = describeThrown(e);
        sdk = { kind: 'threw', error, outputSchema: outputCheck(this.tools, name, { error }) };
      } finally {
        this.inflight = null;
      }
      const window = this.log.since(from);
      const request = window.find((e) => e.direction === 'out' && e.method === 'tools/call');
      const requestId =
        typeof request?.id === 'string' || typeof request?.id === 'number' ? request.id : null;
      const answers = window.filter(
        (e) => e.direction === 'in' && (e.kind === 'response' || e.kind === 'unreadable'),
      );
      const entry = answers.find((e) => e.id === requestId) ?? answers[0];
      const capture: CallCapture = {
        tool: name,
        arguments: args,
        requestId,
        response: entry
          ? {
              text: entry.text,
              seq: entry.seq,
              ...(entry.injected ? { injected: entry.injected.faults } : {}),
            }
          : null,
        sdk,
        sdkReports: this.reports.slice(reportsFrom),
        progress,
        faults,
      };
      if (!entry)
        capture.noResponse = abort.signal.aborted ? 'cancelled' : isTimeout(sdk) ? 'timeout' : 'closed';
      return capture;
    });
  }

  /** Cancels the call in flight, if any: the SDK sends notifications/cancelled and stops waiting. */
  cancel(): boolean {
    if (!this.inflight) return false;
    this.inflight.abort(CANCEL_REASON);
    return true;
  }

  /** Switches faults on the server for this session; the hold time is set past this client's timeout. */
  setFaults(on: readonly FaultId[]): void {
    this.faultsOn = [...on];
    this.port.sendControl({ on: this.faultsOn, delayMs: this.timeoutMs + 2000 });
  }

  async close(): Promise<void> {
    try {
      await this.client.close();
    } catch {
      // already closed
    }
    this.options.link.dispose();
  }

  private run<T>(op: () => Promise<T>): Promise<T> {
    const next = this.queue.then(op, op);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private responseTo(method: string, from: number): LogEntry | undefined {
    return this.log
      .since(from)
      .find((e) => e.direction === 'in' && e.kind === 'response' && e.replyTo === method);
  }
}

function readVersion(text: string): string | null {
  try {
    const v = (JSON.parse(text) as { result?: { protocolVersion?: unknown } }).result?.protocolVersion;
    return typeof v === 'string' ? v : null;
  } catch {
    return null;
  }
}

function isTimeout(sdk: SdkOutcome<unknown>): boolean {
  return sdk.kind === 'threw' && sdk.error.code === -32001;
}
