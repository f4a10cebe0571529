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
import { SseRewriter } from '../../src/labs/live-mcp/sse-rewrite.ts';
import { WireRewrites, type TransportInjection } from '../../src/labs/live-mcp/transport-faults.ts';

export const DEFAULT_PORT = 3920;
const MAX_BODY_BYTES = 4 * 1024 * 1024;

export interface CliOptions {
  mode: 'stdio' | 'http';
  port: number;
  lang: Lang;
  faults: FaultSettings;
  stepMs: number;
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
  --help             this text

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
  await demo.connect(new StdioServerTransport());
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
  log?: (line: string) => void;
}

export interface HttpHandle {
  url: string;
  port: number;
  /** Live sessions by `Mcp-Session-Id` (tests switch faults through them at run time). */
  sessions: ReadonlyMap<string, DemoServer>;
  close(): Promise<void>;
}

interface Session {
  demo: DemoServer;
  transport: StreamableHTTPServerTransport;
  wire: WireRewrites;
}

function sendJsonError(res: ServerResponse, status: number, code: number, message: string): void {
  const body = JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null });
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
}

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function readJson(
  req: IncomingMessage,
): Promise<{ ok: true; value: unknown } | { ok: false; status: number; code: number; message: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY_BYTES) chunks.push(c);
    });
    req.on('error', () =>
      resolve({ ok: false, status: 400, code: -32700, message: 'Parse error: the body could not be read' }),
    );
    req.on('end', () => {
      if (size > MAX_BODY_BYTES)
        return resolve({
          ok: false,
          status: 413,
          code: -32600,
          message: `Request body over ${MAX_BODY_BYTES} bytes`,
        });
      try {
        resolve({ ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      } catch (e) {
        resolve({ ok: false, status: 400, code: -32700, message: `Parse error: ${(e as Error).message}` });
      }
    });
  });
}

/**
 * Passes the response body through the session's transport-fault rewrites (see sse-rewrite.ts). A
 * rewrite changes the length, so a Content-Length the adapter computed for a short stream is dropped
 * (the body goes out chunked).
 */
function rewriteBody(res: ServerResponse, wire: WireRewrites): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const headers = args[args.length - 1];
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      for (const k of Object.keys(headers))
        if (k.toLowerCase() === 'content-length') delete (headers as Record<string, unknown>)[k];
    }
    res.removeHeader('content-length');
    return writeHead(...args);
  }) as typeof res.writeHead;
  const rewriter = new SseRewriter(wire);
  const decoder = new TextDecoder();
  const text = (chunk: unknown) =>
    typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) =>
    write(rewriter.push(text(chunk)), ...rest)) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const callback = typeof chunk === 'function' ? [chunk] : rest;
    const last = chunk === undefined || typeof chunk === 'function' ? '' : text(chunk);
    return end(rewriter.push(last + decoder.decode()) + rewriter.flush(), ...callback);
  }) as typeof res.end;
}

/** Streamable HTTP on 127.0.0.1 with Origin and Host checks and one server per session. */
export async function startHttpServer(options: HttpOptions = {}): Promise<HttpHandle> {
  const log = options.log ?? stderrLog;
  const sessions = new Map<string, Session>();
  const demos = new Map<string, DemoServer>();
  let port = options.port ?? DEFAULT_PORT;

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
        sessions.set(id, session);
        demos.set(id, demo);
        log(`session ${id} opened; faults: ${faults.on.join(', ') || 'none'}`);
      },
      onsessionclosed: (id) => {
        sessions.delete(id);
        demos.delete(id);
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
      const read = await readJson(req);
      if (!read.ok) return sendJsonError(res, read.status, read.code, read.message);
      body = read.value;
    }
    const sid = header(req.headers['mcp-session-id']);
    let session: Session | undefined;
    if (sid !== undefined) {
      session = sessions.get(sid);
      if (!session) return sendJsonError(res, 404, -32001, 'Session not found');
    } else if (req.method === 'POST' && isInitializeRequest(body)) {
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
    async close() {
      await Promise.all([...sessions.values()].map((s) => s.demo.close().catch(() => undefined)));
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
    const handle = await startHttpServer({ port: o.port, lang: o.lang, faults: o.faults, stepMs: o.stepMs });
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
