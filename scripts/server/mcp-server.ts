/**
 * `npm run mcp:server`: the live-MCP lab's demo server (src/labs/live-mcp/server.ts, the same code the
 * browser runs in a Web Worker) on the learner's machine, for the MCP Inspector or any MCP host.
 *
 *   npm run --silent mcp:server                      stdio (the host starts this process)
 *   npm run mcp:server -- --http [--port 3920]       Streamable HTTP on http://127.0.0.1:<port>/mcp
 *
 * Over HTTP every session gets its own server (and its own fault switches: `--fault`, or `?fault=` on
 * the URL the host connects to). Logs go to stderr; over stdio stdout carries MCP messages only.
 */
import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { Lang } from '../../src/i18n/index.ts';
import {
  DEFAULT_DELAY_MS,
  FAULTS,
  FAULT_IDS,
  parseFaultList,
  type FaultSettings,
} from '../../src/labs/live-mcp/faults.ts';
import { checkHost, checkOrigin, corsHeaders } from '../../src/labs/live-mcp/http-policy.ts';
import { createDemoServer, type DemoServer, type DemoServerOptions } from '../../src/labs/live-mcp/server.ts';
import { MAX_HELD_REPLIES } from '../../src/labs/live-mcp/server.ts';
import {
  DEFAULT_SESSION_LIMITS,
  SessionTable,
  sweepInterval,
  type SessionLimits,
} from '../../src/labs/live-mcp/session-table.ts';
import { WireRewrites, type TransportInjection } from '../../src/labs/live-mcp/transport-faults.ts';
import { rewriteBody, sendJsonError } from './mcp-http-reply.ts';
import { MAX_MESSAGE_BYTES, batchRefusal, boundedLines, errorLine, readJsonBody } from './mcp-limits.ts';

export const DEFAULT_PORT = 3920;

export interface CliOptions {
  mode: 'stdio' | 'http';
  port: number;
  lang: Lang;
  faults: FaultSettings;
  stepMs: number;
  sessions: SessionLimits;
}

const HELP = `Tool Lab demo MCP server (weather, made-up data; follows MCP 2025-06-18)

  npm run --silent mcp:server [-- options]    stdio
  npm run mcp:server -- --http [options]       Streamable HTTP on http://127.0.0.1:${DEFAULT_PORT}/mcp

Options
  --http             serve Streamable HTTP on 127.0.0.1 instead of stdio
  --port <n>         HTTP port (default ${DEFAULT_PORT}; 0 picks a free one)
  --lang zh|en       language of descriptions and tool messages (default zh)
  --fault <ids>      switch faults on (comma-separated, repeatable); over HTTP a session can
                     also choose its own with ?fault=<ids>&delay_ms=<n> on the endpoint URL
  --delay-ms <n>     how long the timeout fault holds a reply (default ${DEFAULT_DELAY_MS})
  --step-ms <n>      time per month of compile_climate_report (default 400)
  --session-idle-ms <n>
                     close an HTTP session unused for this long (default ${DEFAULT_SESSION_LIMITS.idleMs});
                     a request on a closed session gets 404 and the client starts a new one
  --max-sessions <n> the most HTTP sessions open at once (default ${DEFAULT_SESSION_LIMITS.max}); one more
                     initialize gets 503 until a session closes or expires
  --help             this text

Limits
  a message          at most ${MAX_MESSAGE_BYTES} bytes: one POST body over HTTP, one line over stdio;
                     a larger one is dropped and answered with -32600 (HTTP 413)
  a batch            refused with -32600 (HTTP 400): MCP 2025-06-18 sends one message per POST
  held replies       at most ${MAX_HELD_REPLIES} per session under the timeout fault; one more call gets -32000

Faults
${FAULTS.map((f) => `  ${f.id.padEnd(20)} ${f.label.en} [${f.layer}]`).join('\n')}
`;

function intOption(name: string, value: string | undefined, min: number, max: number): number | string {
  const n = Number(value);
  return value !== undefined && /^\d+$/.test(value) && n >= min && n <= max
    ? n
    : `${name} needs a whole number from ${min} to ${max}, got ${JSON.stringify(value ?? '')}`;
}

/** Reads the command line; never throws. */
export function parseCli(
  argv: readonly string[],
): { ok: true; options: CliOptions } | { ok: false; message: string } | { help: true } {
  const o: CliOptions = {
    mode: 'stdio',
    port: DEFAULT_PORT,
    lang: 'zh',
    faults: { on: [], delayMs: DEFAULT_DELAY_MS },
    stepMs: 400,
    sessions: { ...DEFAULT_SESSION_LIMITS },
  };
  const on = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] as string).split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--help' || flag === '-h') return { help: true };
    // Hosts differ on whether they pass a separating `--` through; it means nothing here.
    if (flag === '--') continue;
    if (flag === '--http') o.mode = 'http';
    else if (flag === '--port') {
      const p = intOption('--port', value(), 0, 65535);
      if (typeof p === 'string') return { ok: false, message: p };
      o.port = p;
    } else if (flag === '--lang') {
      const l = value();
      if (l !== 'zh' && l !== 'en')
        return { ok: false, message: `--lang is zh or en, got ${JSON.stringify(l ?? '')}` };
      o.lang = l;
    } else if (flag === '--fault') {
      const list = parseFaultList(value() ?? '');
      if (list.unknown.length > 0) {
        return {
          ok: false,
          message: `unknown fault ${list.unknown.join(', ')}; known: ${FAULT_IDS.join(', ')}`,
        };
      }
      list.on.forEach((f) => on.add(f));
    } else if (flag === '--delay-ms' || flag === '--step-ms') {
      const n = intOption(flag, value(), flag === '--delay-ms' ? 0 : 1, 3_600_000);
      if (typeof n === 'string') return { ok: false, message: n };
      if (flag === '--delay-ms') o.faults = { ...o.faults, delayMs: n };
      else o.stepMs = n;
    } else if (flag === '--session-idle-ms' || flag === '--max-sessions') {
      const idle = flag === '--session-idle-ms';
      const n = intOption(flag, value(), 1, idle ? 86_400_000 : 100_000);
      if (typeof n === 'string') return { ok: false, message: n };
      o.sessions = idle ? { ...o.sessions, idleMs: n } : { ...o.sessions, max: n };
    } else return { ok: false, message: `unknown option ${JSON.stringify(argv[i])}` };
  }
  o.faults = { ...o.faults, on: FAULT_IDS.filter((f) => on.has(f)) };
  return { ok: true, options: o };
}

const stderrLog = (line: string) => process.stderr.write(`[toollab-mcp] ${line}\n`);

function injectionLogger(log: (line: string) => void) {
  return (i: TransportInjection) =>
    log(
      `injected at the transport (${i.faults.join(', ')}) into the response to request ${JSON.stringify(i.requestId)}`,
    );
}

/** Serves one server over stdio until stdin ends. */
export async function runStdio(options: CliOptions, log = stderrLog): Promise<DemoServer> {
  const demo = createDemoServer({
    lang: options.lang,
    faults: options.faults,
    stepMs: options.stepMs,
    onInjected: injectionLogger(log),
  });
  // Each line is one message; a line over the limit is dropped and answered, never buffered whole.
  const input = process.stdin.pipe(
    boundedLines(MAX_MESSAGE_BYTES, () => {
      process.stdout.write(
        errorLine(-32600, `Invalid Request: a message is at most ${MAX_MESSAGE_BYTES} bytes`),
      );
      log(`dropped a message over ${MAX_MESSAGE_BYTES} bytes`);
    }),
  );
  await demo.connect(new StdioServerTransport(input, process.stdout));
  // A client ends a stdio session by closing our stdin (then SIGTERM, then SIGKILL): leave at once.
  process.stdin.on('end', () => void demo.close().finally(() => process.exit(0)));
  log(`serving over stdio; faults: ${options.faults.on.join(', ') || 'none'}`);
  return demo;
}

export interface HttpOptions {
  port?: number;
  lang?: Lang;
  faults?: FaultSettings;
  stepMs?: number;
  sessions?: Partial<SessionLimits>;
  log?: (line: string) => void;
}

export interface HttpHandle {
  url: string;
  port: number;
  /** Live sessions by `Mcp-Session-Id` (tests switch faults through them at run time). */
  sessions: ReadonlyMap<string, DemoServer>;
  /** Closes the sessions idle past the limit now (the server also does it on a timer). */
  expireIdle(): Promise<number>;
  close(): Promise<void>;
}

interface Session {
  demo: DemoServer;
  transport: StreamableHTTPServerTransport;
  wire: WireRewrites;
}

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Streamable HTTP on 127.0.0.1 with Origin and Host checks and one server per session. */
export async function startHttpServer(options: HttpOptions = {}): Promise<HttpHandle> {
  const log = options.log ?? stderrLog;
  const limits: SessionLimits = { ...DEFAULT_SESSION_LIMITS, ...options.sessions };
  const sessions = new SessionTable<Session>(limits);
  // The same sessions by id as the handle exposes them (tests reach each one's fault switches).
  const demos = new Map<string, DemoServer>();
  let port = options.port ?? DEFAULT_PORT;

  function forget(id: string): Session | undefined {
    demos.delete(id);
    return sessions.delete(id);
  }

  async function expireIdle(): Promise<number> {
    const expired = sessions.takeExpired();
    for (const { id } of expired) {
      demos.delete(id);
      log(`session ${id} closed after ${limits.idleMs} ms unused`);
    }
    await Promise.all(expired.map(({ value }) => value.demo.close().catch(() => undefined)));
    return expired.length;
  }
  const sweep = setInterval(() => void expireIdle(), sweepInterval(limits.idleMs));
  sweep.unref();

  async function openSession(faults: FaultSettings): Promise<Session> {
    const wire = new WireRewrites();
    const serverOptions: DemoServerOptions = {
      lang: options.lang ?? 'zh',
      faults,
      onInjected: injectionLogger(log),
    };
    if (options.stepMs !== undefined) serverOptions.stepMs = options.stepMs;
    const demo = createDemoServer(serverOptions);
    const session: Session = { demo, wire } as Session;
    session.transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        sessions.add(id, session);
        demos.set(id, demo);
        log(`session ${id} opened; faults: ${faults.on.join(', ') || 'none'}`);
      },
      onsessionclosed: (id) => {
        forget(id);
        log(`session ${id} closed by the client`);
      },
    });
    await demo.connect(session.transport, { wire });
    return session;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!checkHost(header(req.headers.host), port)) {
      return sendJsonError(
        res,
        403,
        -32000,
        `Forbidden: Host ${JSON.stringify(req.headers.host ?? '')} is not this loopback server`,
      );
    }
    const origin = checkOrigin(header(req.headers.origin));
    if (!origin.ok) return sendJsonError(res, origin.status, -32000, origin.message);
    if (origin.allowOrigin)
      for (const [k, v] of Object.entries(corsHeaders(origin.allowOrigin))) res.setHeader(k, v);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/mcp')
      return sendJsonError(res, 404, -32000, 'Not found: the MCP endpoint is /mcp');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();

    let body: unknown;
    if (req.method === 'POST') {
      const read = await readJsonBody(req);
      if (!read.ok) return sendJsonError(res, read.status, read.code, read.message);
      body = read.value;
      const batch = batchRefusal(body);
      if (batch !== undefined) return sendJsonError(res, 400, -32600, batch);
    }
    const sid = header(req.headers['mcp-session-id']);
    let session: Session | undefined;
    if (sid !== undefined) {
      session = sessions.touch(sid);
      if (!session) return sendJsonError(res, 404, -32001, 'Session not found');
    } else if (req.method === 'POST' && isInitializeRequest(body)) {
      if (!sessions.hasRoom()) {
        res.setHeader('Retry-After', String(Math.ceil(limits.idleMs / 1000)));
        return sendJsonError(
          res,
          503,
          -32000,
          `Too many open sessions (${limits.max}): end one with DELETE, or wait until an unused one closes after ${limits.idleMs} ms`,
        );
      }
      const asked = parseFaultList(url.searchParams.getAll('fault').join(','));
      if (asked.unknown.length > 0) {
        return sendJsonError(
          res,
          400,
          -32602,
          `Unknown fault ${asked.unknown.join(', ')}; known: ${FAULT_IDS.join(', ')}`,
        );
      }
      const delay = url.searchParams.get('delay_ms');
      if (delay !== null && !/^\d{1,7}$/.test(delay)) {
        return sendJsonError(
          res,
          400,
          -32602,
          `delay_ms must be a whole number of milliseconds, got ${JSON.stringify(delay)}`,
        );
      }
      const base = options.faults ?? { on: [], delayMs: DEFAULT_DELAY_MS };
      session = await openSession({
        on: url.searchParams.has('fault') ? asked.on : base.on,
        delayMs: delay === null ? base.delayMs : Number(delay),
      });
    } else {
      return sendJsonError(res, 400, -32000, 'Bad Request: Mcp-Session-Id header is required');
    }
    if (req.method === 'POST') rewriteBody(res, session.wire);
    // A request in progress (a held reply, an open event stream) keeps its session from expiring.
    const finished = sid === undefined ? () => undefined : sessions.begin(sid);
    res.once('close', finished);
    await session.transport.handleRequest(req, res, body);
  }

  const server: HttpServer = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      log(`request failed: ${(e as Error).message}`);
      if (!res.headersSent) sendJsonError(res, 500, -32603, 'Internal error');
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    port,
    sessions: demos,
    expireIdle,
    async close() {
      clearInterval(sweep);
      await Promise.all(sessions.values().map((s) => s.demo.close().catch(() => undefined)));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function main(argv: readonly string[]): Promise<void> {
  const parsed = parseCli(argv);
  if ('help' in parsed) return void process.stderr.write(HELP);
  if (!parsed.ok) {
    stderrLog(`${parsed.message} (see --help)`);
    process.exitCode = 2;
    return;
  }
  const o = parsed.options;
  if (o.mode === 'stdio') return void (await runStdio(o));
  try {
    const handle = await startHttpServer({
      port: o.port,
      lang: o.lang,
      faults: o.faults,
      stepMs: o.stepMs,
      sessions: o.sessions,
    });
    stderrLog(`Streamable HTTP at ${handle.url} (faults: ${o.faults.on.join(', ') || 'none'}); Ctrl+C stops`);
    const stop = () => void handle.close().finally(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    stderrLog(
      err.code === 'EADDRINUSE'
        ? `port ${o.port} is in use; pick another with --port`
        : `cannot start: ${err.message}`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  void main(process.argv.slice(2));
