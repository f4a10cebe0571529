// `npm run mcp:server` against the official SDK client: over stdio (a real child process, one per fault
// set, since stdio faults are chosen on the command line) and over Streamable HTTP on a loopback port
// (faults switched per session at run time), plus the HTTP endpoint's Origin, Host and session rules.
// No network beyond 127.0.0.1.
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { FAULT_IDS, type FaultId } from '../../src/labs/live-mcp/faults.ts';
import {
  CHANGED_DESCRIPTION_TAIL,
  DEMO_PROTOCOL_VERSION,
  TOOL_NAMES,
} from '../../src/labs/live-mcp/tools.ts';
import { initialize, post, sseData } from './mcp-raw-http.ts';
import { parseCli, startHttpServer, type HttpHandle } from './mcp-server.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Client timeouts: short where a call is meant to time out, roomy where it is meant to be answered. */
const SHORT = 400;
const ROOMY = 15_000;
const TIMES_OUT: ReadonlySet<FaultId> = new Set(['timeout', 'wrong_id', 'wrong_jsonrpc', 'result_and_error']);
const ARGS = { city: 'Hangzhou', days: 2 };

/** What the SDK client did with one call: resolved (with the result) or threw (code, message). */
interface Seen {
  kind: 'resolved' | 'threw';
  code?: number;
  message?: string;
  isError?: boolean;
  count?: unknown;
  reports: string[];
}

async function connect(transport: Transport): Promise<{ client: Client; reports: string[] }> {
  const reports: string[] = [];
  const client = new Client({ name: 'toollab-test', version: '1.0.0' });
  client.onerror = (e) => reports.push(e.message);
  // Roomy: a child process started with tsx can take seconds on a busy machine.
  await client.connect(transport, { timeout: 30_000 });
  return { client, reports };
}

async function call(client: Client, reports: string[], timeout = ROOMY): Promise<Seen> {
  const from = reports.length;
  try {
    const r = await client.callTool({ name: 'get_forecast', arguments: ARGS }, undefined, {
      timeout,
    });
    const count = (r.structuredContent as { count?: unknown } | undefined)?.count;
    return { kind: 'resolved', isError: r.isError === true, count, reports: reports.slice(from) };
  } catch (e) {
    const err = e as Error & { code?: number };
    return { kind: 'threw', code: err.code, message: err.message, reports: reports.slice(from) };
  }
}

/** The SDK client's behaviour per fault, the same over every transport. */
function expectFault(fault: FaultId, seen: Seen): void {
  const want: Record<Exclude<FaultId, 'description_change'>, Partial<Seen>> = {
    timeout: { kind: 'threw', code: -32001 },
    is_error: { kind: 'resolved', isError: true },
    output_schema_break: { kind: 'threw', code: -32602 },
    missing_structured: { kind: 'threw', code: -32600 },
    jsonrpc_error: { kind: 'threw', code: -32603 },
    wrong_id: { kind: 'threw', code: -32001 },
    wrong_jsonrpc: { kind: 'threw', code: -32001 },
    result_and_error: { kind: 'threw', code: -32001 },
  };
  expect(seen).toMatchObject(want[fault as keyof typeof want]);
  if (fault === 'wrong_id') expect(seen.reports.join('\n')).toMatch(/unknown message ID/);
}

/** The listing after `baseline` (a description read before) carries the hidden instruction. */
async function expectDescriptionChange(client: Client, baseline: string | undefined): Promise<void> {
  const next = await client.listTools();
  expect(baseline).not.toContain(CHANGED_DESCRIPTION_TAIL.en);
  expect(next.tools[0]?.description).toBe(`${baseline} ${CHANGED_DESCRIPTION_TAIL.en}`);
}

function stdio(...flags: string[]): StdioClientTransport {
  return new StdioClientTransport({
    command: process.execPath,
    args: [
      '--import',
      'tsx',
      'scripts/server/mcp-server.ts',
      '--lang',
      'en',
      '--step-ms',
      '30',
      '--delay-ms',
      '3000',
      ...flags,
    ],
    cwd: ROOT,
    stderr: 'pipe',
  });
}

describe('command line', () => {
  it('reads options and refuses bad ones with a sentence', () => {
    expect(
      parseCli(['--', '--http', '--port=0', '--fault', 'wrong_id,is_error', '--fault', 'timeout']),
    ).toMatchObject({
      ok: true,
      options: { mode: 'http', port: 0, faults: { on: ['timeout', 'is_error', 'wrong_id'] } },
    });
    expect(parseCli(['--fault', 'nope'])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/unknown fault nope/),
    });
    expect(parseCli(['--port', '70000'])).toMatchObject({ ok: false });
    expect(parseCli(['--lang', 'fr'])).toMatchObject({ ok: false });
    expect(parseCli(['--verbose'])).toMatchObject({ ok: false });
    expect(parseCli(['--help'])).toEqual({ help: true });
  });
});

describe('over stdio (a child process)', () => {
  it('handshake, list, call, progress', async () => {
    const transport = stdio();
    const { client, reports } = await connect(transport);
    try {
      expect(client.getServerVersion()).toMatchObject({ name: 'toollab-weather' });
      expect(client.getServerCapabilities()).toEqual({ tools: { listChanged: false } });
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual([...TOOL_NAMES]);
      expect(await call(client, [])).toMatchObject({ kind: 'resolved', isError: false, count: 2 });
      const steps: number[] = [];
      const report = await client.callTool(
        { name: 'compile_climate_report', arguments: { city: 'Harbin', months: 3 } },
        undefined,
        {
          onprogress: (p) => steps.push(p.progress),
        },
      );
      // Measured SDK behaviour: its client handles notifications a microtask later than responses, so a
      // last progress notification read in the same stdio chunk as the response is dropped (reported
      // through onerror as an unknown token). The server sent all three.
      if (steps.length < 3) {
        expect(steps).toEqual([1, 2]);
        expect(reports.join('\n')).toMatch(/progress notification for an unknown token.*"progress":3/);
      } else expect(steps).toEqual([1, 2, 3]);
      expect(report.structuredContent).toMatchObject({ count: 3 });
    } finally {
      await client.close();
    }
  });

  it.concurrent.each(FAULT_IDS.map((f) => [f]))(
    'fault %s',
    async (fault) => {
      const transport = stdio('--fault', fault);
      const { client, reports } = await connect(transport);
      try {
        const first = await client.listTools();
        if (fault === 'description_change')
          await expectDescriptionChange(client, first.tools[0]?.description);
        else expectFault(fault, await call(client, reports, TIMES_OUT.has(fault) ? SHORT : ROOMY));
      } finally {
        await client.close();
      }
    },
    60_000,
  );
});

describe('over Streamable HTTP on 127.0.0.1', () => {
  let server: HttpHandle;
  const logs: string[] = [];
  beforeAll(async () => {
    server = await startHttpServer({
      port: 0,
      lang: 'en',
      stepMs: 30,
      faults: { on: [], delayMs: 3000 },
      log: (l) => logs.push(l),
    });
  });
  afterAll(() => server.close());

  it('binds to loopback and answers handshake, list and call; the session id is required afterwards', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const transport = new StreamableHTTPClientTransport(new URL(server.url));
    const { client, reports } = await connect(transport);
    try {
      expect(transport.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      expect(transport.protocolVersion).toBe(DEMO_PROTOCOL_VERSION);
      expect(server.sessions.has(transport.sessionId as string)).toBe(true);
      expect((await client.listTools()).tools).toHaveLength(3);
      expect(await call(client, reports)).toMatchObject({ kind: 'resolved', count: 2 });
    } finally {
      await transport.terminateSession();
      await client.close();
    }
  });

  it('every fault, switched on the session at run time', async () => {
    const transport = new StreamableHTTPClientTransport(new URL(server.url));
    const { client, reports } = await connect(transport);
    const demo = server.sessions.get(transport.sessionId as string);
    try {
      const first = await client.listTools();
      for (const fault of FAULT_IDS) {
        demo?.setFaults({ on: [fault] });
        if (fault === 'description_change')
          await expectDescriptionChange(client, first.tools[0]?.description);
        else expectFault(fault, await call(client, reports, TIMES_OUT.has(fault) ? SHORT : ROOMY));
      }
      demo?.setFaults({ on: [] });
      expect(await call(client, reports)).toMatchObject({ kind: 'resolved', count: 2 });
      expect(logs.join('\n')).toMatch(/injected at the transport \(wrong_jsonrpc\)/);
    } finally {
      await client.close();
    }
  });

  it('a session chooses faults with ?fault= and the wire carries the rewritten message', async () => {
    const init = await post(server.url + '?fault=wrong_jsonrpc,result_and_error', initialize);
    expect(init.status).toBe(200);
    const sid = init.headers.get('mcp-session-id') as string;
    const headers = { 'mcp-session-id': sid, 'mcp-protocol-version': DEMO_PROTOCOL_VERSION };
    expect(
      (await post(server.url, { jsonrpc: '2.0', method: 'notifications/initialized' }, headers)).status,
    ).toBe(202);
    const res = await post(
      server.url,
      {
        jsonrpc: '2.0',
        id: 'req-7',
        method: 'tools/call',
        params: { name: 'get_forecast', arguments: ARGS },
      },
      headers,
    );
    const data = JSON.parse(sseData(await res.text()));
    expect(data).toMatchObject({
      jsonrpc: '1.0',
      id: 'req-7',
      result: { structuredContent: { count: 2 } },
      error: { code: -32603 },
    });
    expect((await post(server.url + '?fault=bogus', initialize)).status).toBe(400);
    expect((await post(server.url + '?delay_ms=soon', initialize)).status).toBe(400);
  });

  it('refuses a foreign Origin with 403 and lets loopback origins in with CORS', async () => {
    const foreign = await post(server.url, initialize, { origin: 'http://attacker.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({
      jsonrpc: '2.0',
      error: { message: expect.stringMatching(/Origin/) },
      id: null,
    });
    expect((await post(server.url, initialize, { origin: 'null' })).status).toBe(403);
    const local = await post(server.url, initialize, { origin: 'http://localhost:6274' });
    expect(local.status).toBe(200);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:6274');
    expect(local.headers.get('access-control-expose-headers')).toMatch(/Mcp-Session-Id/);
    await local.body?.cancel();
  });

  it('refuses a Host that is not this loopback server (DNS rebinding)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        server.url,
        {
          method: 'POST',
          headers: { host: `rebound.example:${server.port}`, 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(initialize));
    });
    expect(status).toBe(403);
  });

  it('unknown session 404, missing session 400, ended session 404', async () => {
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const unknown = await post(server.url, list, { 'mcp-session-id': 'no-such-session' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: -32001 } });
    expect((await post(server.url, list)).status).toBe(400);
    const init = await post(server.url, initialize);
    const sid = init.headers.get('mcp-session-id') as string;
    await init.body?.cancel();
    const del = await fetch(server.url, {
      method: 'DELETE',
      headers: { 'mcp-session-id': sid, 'mcp-protocol-version': DEMO_PROTOCOL_VERSION },
    });
    expect(del.status).toBe(200);
    expect((await post(server.url, list, { 'mcp-session-id': sid })).status).toBe(404);
  });
});
