// The demo MCP server's bounds, against the real process code: idle sessions expire (and then get 404),
// the number of open sessions is capped, an Origin must be exactly an origin, a batch or an empty array
// is an invalid request, a message over the size limit is refused on both transports, and the timeout
// fault holds a bounded number of replies. No network beyond 127.0.0.1.
import { spawn } from 'node:child_process';
import { connect as tcpConnect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createDemoServer, MAX_HELD_REPLIES } from '../../src/labs/live-mcp/server.ts';
import { DEMO_PROTOCOL_VERSION } from '../../src/labs/live-mcp/tools.ts';
import { MAX_MESSAGE_BYTES, boundedLines } from './mcp-limits.ts';
import { initialize, post } from './mcp-raw-http.ts';
import { parseCli, startHttpServer, type HttpHandle } from './mcp-server.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let server: HttpHandle | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function open(url: string): Promise<string> {
  const init = await post(url, initialize);
  expect(init.status).toBe(200);
  await init.body?.cancel();
  return init.headers.get('mcp-session-id') as string;
}

const onSession = (sid: string) => ({ 'mcp-session-id': sid, 'mcp-protocol-version': DEMO_PROTOCOL_VERSION });

describe('sessions', () => {
  it('an unused session closes after --session-idle-ms and then gets 404; a used one stays', async () => {
    server = await startHttpServer({ port: 0, sessions: { idleMs: 300 }, log: () => undefined });
    const idle = await open(server.url);
    const used = await open(server.url);
    for (let i = 0; i < 4; i++) {
      await sleep(120);
      const r = await post(server.url, list, onSession(used));
      expect(r.status).toBe(200);
      await r.body?.cancel();
    }
    await server.expireIdle();
    expect(server.sessions.has(idle)).toBe(false);
    expect(server.sessions.has(used)).toBe(true);
    const late = await post(server.url, list, onSession(idle));
    expect(late.status).toBe(404);
    expect(await late.json()).toMatchObject({ error: { code: -32001 } });
    // The client starts over, as the transport spec says after a 404.
    expect(await open(server.url)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the timer closes idle sessions without being asked, and frees them', async () => {
    server = await startHttpServer({ port: 0, sessions: { idleMs: 400 }, log: () => undefined });
    await Promise.all(Array.from({ length: 20 }, () => open(server!.url)));
    expect(server.sessions.size).toBeGreaterThan(0);
    await expect.poll(() => server?.sessions.size, { timeout: 5000 }).toBe(0);
  });

  it('no more than --max-sessions open at once: the next initialize gets 503 with a sentence', async () => {
    server = await startHttpServer({ port: 0, sessions: { max: 3 }, log: () => undefined });
    const ids = [await open(server.url), await open(server.url), await open(server.url)];
    const refused = await post(server.url, initialize);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({
      id: null,
      error: { code: -32000, message: expect.stringContaining('Too many open sessions (3)') },
    });
    const del = await fetch(server.url, { method: 'DELETE', headers: onSession(ids[0] as string) });
    expect(del.status).toBe(200);
    expect(await open(server.url)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the command line takes both limits and refuses bad values', () => {
    const ok = parseCli(['--http', '--session-idle-ms', '5000', '--max-sessions=7']);
    expect(ok).toMatchObject({ ok: true, options: { sessions: { idleMs: 5000, max: 7 } } });
    expect(parseCli(['--max-sessions', '0'])).toMatchObject({ ok: false });
    expect(parseCli(['--session-idle-ms', 'soon'])).toMatchObject({ ok: false });
  });
});

/** One raw request, so the Origin header goes out exactly as written. */
function rawPost(port: number, origin: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = tcpConnect(port, '127.0.0.1', () => {
      socket.write(
        [
          'POST /mcp HTTP/1.1',
          `Host: 127.0.0.1:${port}`,
          `Origin:${origin}`,
          'Content-Type: application/json',
          'Accept: application/json, text/event-stream',
          `Content-Length: ${Buffer.byteLength(body)}`,
          'Connection: close',
          '',
          body,
        ].join('\r\n'),
      );
    });
    let head = '';
    socket.on('data', (c) => {
      head += c.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1];
      if (status === undefined) return;
      socket.destroy();
      resolve(Number(status));
    });
    socket.on('error', reject);
  });
}

describe('what a request may be', () => {
  it('an Origin must be an origin exactly: a path, a slash or a default port is refused', async () => {
    server = await startHttpServer({ port: 0, log: () => undefined });
    const body = JSON.stringify(initialize);
    expect(await rawPost(server.port, ' http://localhost:6274', body)).toBe(200);
    for (const origin of [' http://localhost/', ' http://localhost:6274/mcp', ' http://localhost:80'])
      expect(await rawPost(server.port, origin, body), origin).toBe(403);
  });

  it('an empty array and a batch are invalid requests, on an open session too', async () => {
    server = await startHttpServer({ port: 0, log: () => undefined });
    const sid = await open(server.url);
    for (const [body, words] of [
      [[], 'empty array'],
      [[list], 'batches are not accepted'],
    ] as const) {
      const r = await post(server.url, body, onSession(sid));
      expect(r.status).toBe(400);
      expect(await r.json()).toMatchObject({
        id: null,
        error: { code: -32600, message: expect.stringContaining(words) },
      });
    }
  });

  it('a POST body over the limit gets 413 and the server goes on', async () => {
    server = await startHttpServer({ port: 0, log: () => undefined });
    const big = { ...list, params: { pad: 'x'.repeat(MAX_MESSAGE_BYTES) } };
    const r = await post(server.url, big);
    expect(r.status).toBe(413);
    expect(await r.json()).toMatchObject({ error: { code: -32600 } });
    expect(await open(server.url)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('over stdio a line over the limit is dropped and answered, and the next message is served', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/server/mcp-server.ts', '--lang', 'en'],
      {
        cwd: ROOT,
        stdio: ['pipe', 'pipe', 'ignore'],
      },
    );
    try {
      let out = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
      child.stdin.write(`${JSON.stringify({ ...list, params: { pad: 'y'.repeat(MAX_MESSAGE_BYTES) } })}\n`);
      child.stdin.write(`${JSON.stringify(initialize)}\n`);
      await expect.poll(() => out.split('\n').filter(Boolean).length, { timeout: 30_000 }).toBe(2);
      const [first, second] = out.split('\n').map((l) => (l ? JSON.parse(l) : null));
      expect(first).toMatchObject({ id: null, error: { code: -32600 } });
      expect(second).toMatchObject({ id: 'req-0', result: { protocolVersion: DEMO_PROTOCOL_VERSION } });
    } finally {
      child.kill();
    }
  }, 40_000);
});

describe('boundedLines', () => {
  async function through(max: number, chunks: string[]): Promise<{ lines: string[]; dropped: number }> {
    let dropped = 0;
    const t = boundedLines(max, () => (dropped += 1));
    const out: Buffer[] = [];
    t.on('data', (c: Buffer) => out.push(c));
    const done = new Promise((r) => t.on('end', r));
    for (const c of chunks) t.write(Buffer.from(c));
    t.end();
    await done;
    return { lines: Buffer.concat(out).toString().split('\n'), dropped };
  }

  it('passes whole lines on however they are chunked, and drops the long ones up to their newline', async () => {
    expect(await through(5, ['ab', 'c\nd', 'e\n'])).toEqual({ lines: ['abc', 'de', ''], dropped: 0 });
    expect(await through(5, ['12345\n', '123456', '789\nok\n'])).toEqual({
      lines: ['12345', 'ok', ''],
      dropped: 1,
    });
    expect(await through(3, ['abcdefgh'])).toEqual({ lines: [''], dropped: 1 });
  });
});

describe('replies held by the timeout fault', () => {
  it(`at most ${MAX_HELD_REPLIES}: the next call is refused at once, and a freed slot serves again`, async () => {
    const demo = createDemoServer({ lang: 'en', faults: { on: ['timeout'], delayMs: 60_000 } });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await demo.connect(b);
    const client = new Client({ name: 'held', version: '0' });
    await client.connect(a);
    const controllers = Array.from({ length: MAX_HELD_REPLIES }, () => new AbortController());
    const held = controllers.map((c) =>
      client
        .callTool({ name: 'get_forecast', arguments: { city: 'Hangzhou', days: 1 } }, undefined, {
          signal: c.signal,
          timeout: 120_000,
        })
        .catch(() => 'cancelled'),
    );
    await sleep(200);
    await expect(
      client.callTool({ name: 'get_forecast', arguments: { city: 'Hangzhou', days: 1 } }),
    ).rejects.toMatchObject({ code: -32000 });
    controllers.forEach((c) => c.abort());
    expect(await Promise.all(held)).toEqual(controllers.map(() => 'cancelled'));
    demo.setFaults({ on: ['timeout'], delayMs: 10 });
    await expect
      .poll(() =>
        client
          .callTool({ name: 'get_forecast', arguments: { city: 'Hangzhou', days: 1 } })
          .then((r) => r.isError === false || r.isError === undefined)
          .catch(() => false),
      )
      .toBe(true);
    await client.close();
    await demo.close();
  });
});
