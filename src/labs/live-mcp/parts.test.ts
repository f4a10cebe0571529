// The live-MCP pieces one by one: fault catalogue and settings, the transport-fault planner and wire
// rewrites (SSE in arbitrary chunks), the HTTP Origin/Host policy, string ids, the message log, the
// bridges, and the tool declarations and logic.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { ListToolsResultSchema, ToolSchema } from '@modelcontextprotocol/sdk/types.js';
import { decodeShareState, readShareFragment } from '../share.ts';
import { loadLab } from '../registry.ts';
import { classifierHref, classifierStateFor, toolReviewHref, toolsListDeclaration } from './bridges.ts';
import { FAULTS, FAULT_IDS, faultInfo, parseFaultList, readFaultSettings } from './faults.ts';
import { checkHost, checkOrigin } from './http-policy.ts';
import { idText, LOG_LIMIT, MessageLog } from './message-log.ts';
import { SseRewriter } from './sse-rewrite.ts';
import { AlertBook, runTool, type ToolContext } from './tool-logic.ts';
import { CITIES, TOOL_NAMES, toolDeclarations } from './tools.ts';
import { TRANSPORT_FAULTS, TransportFaultPlanner, WireRewrites } from './transport-faults.ts';

describe('fault catalogue and settings', () => {
  it('has every id once, both languages, and transport faults exactly where the SDK cannot produce them', () => {
    expect(FAULTS.map((f) => f.id)).toEqual([...FAULT_IDS]);
    for (const f of FAULTS) for (const t of [f.label, f.teaches]) expect(t.zh && t.en).toBeTruthy();
    expect(FAULTS.filter((f) => f.layer === 'transport').map((f) => f.id)).toEqual([...TRANSPORT_FAULTS]);
    expect(faultInfo('wrong_id').layer).toBe('transport');
  });

  it('reads untrusted settings and lists without throwing', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const s = readFaultSettings(x);
        expect(s.on.every((id) => (FAULT_IDS as readonly string[]).includes(id))).toBe(true);
        expect(s.delayMs).toBeGreaterThanOrEqual(0);
      }),
    );
    expect(readFaultSettings({ on: ['is_error', 'nope', 3], delayMs: -1 })).toEqual({
      on: ['is_error'],
      delayMs: 65_000,
    });
    expect(parseFaultList(' wrong_id, ,bogus,timeout')).toEqual({
      on: ['timeout', 'wrong_id'],
      unknown: ['bogus'],
    });
  });
});

const call = (id: string | number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'x' } });
const reply = (id: string | number) => ({ jsonrpc: '2.0', id, result: { content: [] } });

describe('transport faults', () => {
  it('rewrite only responses to tools/call, and a wrong id borrows the previous request id', () => {
    const p = new TransportFaultPlanner();
    p.noteIncoming({ jsonrpc: '2.0', id: 'req-1', method: 'tools/list' });
    p.noteIncoming(call('req-2'));
    expect(p.plan(reply('req-1'), ['wrong_id'])).toBeNull();
    const i = p.plan(reply('req-2'), ['wrong_id', 'wrong_jsonrpc', 'result_and_error', 'is_error']);
    expect(i?.faults).toEqual(['wrong_id', 'wrong_jsonrpc', 'result_and_error']);
    expect(i?.message).toMatchObject({ id: 'req-1', jsonrpc: '1.0', result: {}, error: { code: -32603 } });
    expect(i?.original).toEqual(reply('req-2'));
    expect(p.plan(reply('req-2'), ['wrong_id'])).toBeNull(); // answered already
    const q = new TransportFaultPlanner();
    q.noteIncoming(call(0));
    expect(q.plan(reply(0), ['wrong_id'])?.message.id).toBe(-1); // nothing earlier: an id never issued
    q.noteIncoming(call(1));
    expect(
      q.plan({ jsonrpc: '2.0', id: 1, error: { code: 1, message: 'm' } }, ['result_and_error'])?.message,
    ).toHaveProperty('result');
  });

  it('SSE rewriting gives the same output however the body is chunked', () => {
    const registered = (() => {
      const p = new TransportFaultPlanner();
      p.noteIncoming(call(7));
      return p.plan(reply(7), ['wrong_jsonrpc'])!;
    })();
    const body = `: keepalive\n\nevent: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/progress', params: { progress: 1, progressToken: 7 } })}\n\nevent: message\ndata: ${JSON.stringify(reply(7))}\n\n`;
    const expected = body.replace('"jsonrpc":"2.0","id":7', '"jsonrpc":"1.0","id":7');
    fc.assert(
      fc.property(fc.array(fc.nat(body.length), { maxLength: 8 }), (cuts) => {
        const wire = new WireRewrites();
        wire.expect(registered);
        const r = new SseRewriter(wire);
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        let out = '';
        let from = 0;
        for (const at of [...points, body.length]) {
          out += r.push(body.slice(from, at));
          from = at;
        }
        out += r.flush();
        expect(
          JSON.parse(
            out
              .split('\n')
              .filter((l) => l.startsWith('data:'))[1]!
              .slice(6),
          ),
        ).toEqual(registered.message);
        expect(out.replace(/data: .*\n/g, 'D')).toEqual(expected.replace(/data: .*\n/g, 'D'));
      }),
    );
  });
});

describe('HTTP policy', () => {
  it('allows no Origin and loopback origins, refuses the rest with 403', () => {
    expect(checkOrigin(undefined)).toEqual({ ok: true });
    for (const o of ['http://localhost:6274', 'https://127.0.0.1', 'http://[::1]:5173', 'http://127.1.2.3']) {
      expect(checkOrigin(o)).toEqual({ ok: true, allowOrigin: o });
    }
    for (const o of [
      'null',
      'http://evil.example',
      'http://localhost.evil.example',
      'file://',
      'chrome-extension://abc',
      'http://10.0.0.1',
      // Not an origin as a browser writes it, though the URL parser would forgive each.
      ' http://localhost',
      '\thttp://localhost:6274',
      'http://localhost ',
      'http://localhost/',
      'http://localhost:6274/mcp',
      'HTTP://LOCALHOST',
      'http://127.1.2.3:80',
      'https://localhost:443',
      'http://user@localhost',
    ]) {
      expect(checkOrigin(o)).toMatchObject({ ok: false, status: 403 });
    }
    expect(
      checkHost('127.0.0.1:3920', 3920) && checkHost('localhost:3920', 3920) && checkHost('[::1]:3920', 3920),
    ).toBe(true);
    for (const h of [undefined, '127.0.0.1', '127.0.0.1:80', 'evil.example:3920', 'localhost.evil:3920'])
      expect(checkHost(h, 3920)).toBe(false);
  });
});

describe('message log', () => {
  it('records order, direction, kind, method, id and the request a response answers', () => {
    let t = 100;
    const log = new MessageLog(() => t++);
    const seen: number[] = [];
    const off = log.subscribe(() => seen.push(log.entries.length));
    const before = log.entries;
    log.record('out', JSON.stringify(call('req-3')));
    expect(log.entries).not.toBe(before);
    log.record('in', JSON.stringify({ jsonrpc: '2.0', method: 'notifications/progress', params: {} }));
    log.record('in', JSON.stringify(reply('req-3')), ['wrong_jsonrpc']);
    log.record('in', '{"jsonrpc": "2.0", "id": null, "error": {"code": -32700, "message": "x"}}');
    log.record('in', 'not json');
    off();
    log.record('out', '[]');
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(
      log.entries.map((e) => [e.seq, e.at, e.direction, e.kind, e.method, idText(e), e.replyTo]),
    ).toEqual([
      [0, 100, 'out', 'request', 'tools/call', 'req-3', undefined],
      [1, 101, 'in', 'notification', 'notifications/progress', undefined, undefined],
      [2, 102, 'in', 'response', undefined, 'req-3', 'tools/call'],
      [3, 103, 'in', 'response', undefined, 'null', undefined],
      [4, 104, 'in', 'unreadable', undefined, undefined, undefined],
      [5, 105, 'out', 'unreadable', undefined, undefined, undefined],
    ]);
    expect(log.entries[2]?.injected?.faults).toEqual(['wrong_jsonrpc']);
    expect(log.entries[2]?.injected?.note.zh).toMatch(/传输层/);
    expect(log.since(4).map((e) => e.seq)).toEqual([4, 5]);
  });

  it('keeps the newest entries past its limit', () => {
    const log = new MessageLog();
    for (let i = 0; i < LOG_LIMIT + 5; i++) log.record('out', JSON.stringify(call(i)));
    expect(log.entries).toHaveLength(LOG_LIMIT);
    expect(log.entries[0]?.seq).toBe(5);
    expect(log.nextSeq).toBe(LOG_LIMIT + 5);
  });
});

const SDK_OK = { kind: 'resolved', outputSchema: 'no_schema', reports: [] } as const;

describe('bridges', () => {
  it('classifier links carry the raw text (or null) and the wire id, in either language', async () => {
    const classifier = (await loadLab('classifier')).module;
    await fc.assert(
      fc.asyncProperty(fc.option(fc.string(), { nil: null }), fc.string(), async (text, id) => {
        const capture = { requestId: id, response: text === null ? null : { text } };
        for (const lang of ['zh', 'en'] as const) {
          const href = await classifierHref(capture, lang);
          expect(
            href.startsWith(lang === 'en' ? '/en/labs/classifier#state=' : '/labs/classifier#state='),
          ).toBe(true);
          const decoded = decodeShareState(
            classifier,
            readShareFragment(href.slice(href.indexOf('#'))) ?? '',
          );
          expect(decoded).toEqual({ ok: true, state: { response: text, expectedId: id } });
        }
      }),
    );
    expect(classifierStateFor({ requestId: null, response: null })).toEqual({
      response: null,
      expectedId: '',
    });
  });

  it('a numeric wire id opens the classifier on the verdict the live run gave', async () => {
    const classifier = (await loadLab('classifier')).module;
    const live = (await loadLab('live-mcp')).module;
    const ok = '{"jsonrpc":"2.0","id":7,"result":{"content":[]}}';
    const cases: [string, string][] = [
      [ok, 'output_schema_error'],
      ['{"jsonrpc":"2.0","id":"7","result":{"content":[]}}', 'protocol_mismatch'],
      ['{"jsonrpc":"2.0","id":"req-7","result":{"content":[]}}', 'protocol_mismatch'],
      ['{"jsonrpc":"2.0","id":7.0,"result":{"content":[]}}', 'protocol_mismatch'],
      ['{"jsonrpc":"2.0","id":6,"result":{"content":[]}}', 'protocol_mismatch'],
    ];
    for (const [text, verdict] of cases) {
      const state = classifierStateFor({ requestId: 7, response: { text } });
      expect(classifier.run(state).outcome, text).toBe(verdict);
      const captured = { tool: 'get_forecast', response: text, expectedId: 7, faults: [], sdk: SDK_OK };
      expect(live.run({ tool: 'get_forecast', args: '{}', faults: [], captured }).outcome, text).toBe(
        verdict,
      );
    }
    // Only the id is written as the key, the rest of the text stays as it travelled.
    expect(classifierStateFor({ requestId: 7, response: { text: ok } }).response).toBe(
      '{"jsonrpc":"2.0","id":"req-7","result":{"content":[]}}',
    );
  });

  it('tool review gets the tools/list result and a link in its own share format', async () => {
    const text = JSON.stringify({ jsonrpc: '2.0', id: 'req-1', result: { tools: toolDeclarations('en') } });
    const declaration = toolsListDeclaration(text)!;
    expect(ListToolsResultSchema.safeParse(JSON.parse(declaration)).success).toBe(true);
    expect(toolsListDeclaration('{"jsonrpc":"2.0","id":1,"error":{}}')).toBeNull();
    expect(toolsListDeclaration('nope')).toBeNull();
    const href = await toolReviewHref(declaration, 'en');
    expect(href.startsWith('/en/labs/tool-review#state=')).toBe(true);
    const review = (await loadLab('tool-review')).module;
    expect(decodeShareState(review, readShareFragment(href.slice(href.indexOf('#')))!)).toEqual({
      ok: true,
      state: { mode: 'review', current: declaration, pinned: '' },
    });
  });
});

describe('tools', () => {
  it('declarations are valid MCP tools, follow SEP-986 names, and compile in both dialects', () => {
    for (const lang of ['zh', 'en'] as const) {
      for (const t of toolDeclarations(lang)) {
        expect(ToolSchema.safeParse(t).success).toBe(true);
        expect(t.name).toMatch(/^[A-Za-z0-9_.-]{1,128}$/);
        new Ajv({ strict: true }).compile(t.inputSchema);
        new Ajv2020({ strict: true }).compile(t.outputSchema);
      }
    }
    expect(toolDeclarations('en').map((t) => t.name)).toEqual([...TOOL_NAMES]);
  });

  it('every successful result conforms to its outputSchema (draft-07 and 2020-12) and carries count >= 0', async () => {
    const schemas = Object.fromEntries(toolDeclarations('en').map((t) => [t.name, t.outputSchema]));
    const check07 = new Ajv({ strict: false });
    const check20 = new Ajv2020({ strict: false });
    const ctx = (): ToolContext => ({
      lang: 'en',
      book: new AlertBook(),
      signal: new AbortController().signal,
      stepMs: 0,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CITIES),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom('zh', 'en'),
        async (city, n, name) => {
          const c = ctx();
          const cityName = name === 'zh' ? city.zh : city.en;
          for (const [tool, args] of [
            ['get_forecast', { city: cityName, days: n }],
            ['compile_climate_report', { city: cityName, months: n }],
            [
              'create_alert_subscription',
              { city: cityName, alert: 'frost', idempotency_key: `key-${n}-abcdef` },
            ],
          ] as const) {
            const r = await runTool(tool, args, c);
            expect(r.isError).toBeUndefined();
            for (const v of [check07, check20])
              expect(v.validate(schemas[tool]!, r.structuredContent)).toBe(true);
            expect(JSON.parse((r.content[0] as { text: string }).text)).toEqual(r.structuredContent);
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('first paint', () => {
  /** Runtime (non-type) imports and re-exports of a module and, recursively, of the project modules they reach. */
  function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm)) {
      if (m[1]) continue;
      const spec = m[2] as string;
      if (spec.startsWith('.')) runtimeImports(join(dirname(file), spec), seen);
      else seen.add(spec);
    }
    return seen;
  }

  it('the lab module and what a page loads before the SDK do not pull the SDK in', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    for (const name of [
      'index.ts',
      'faults.ts',
      'tools.ts',
      'bridges.ts',
      'message-log.ts',
      'page-link.ts',
    ]) {
      const reached = [...runtimeImports(join(here, name))];
      expect(
        reached.filter((s) => s.startsWith('@modelcontextprotocol')),
        name,
      ).toEqual([]);
    }
    expect([...runtimeImports(join(here, 'live-session.ts'))]).toContain(
      '@modelcontextprotocol/sdk/client/index.js',
    );
  });
});
