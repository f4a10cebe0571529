// The page's path end to end, in Node: the SDK client in a LiveSession, a MessageChannel, the demo
// server on the far port (in-thread, and through the worker entry), the message log, and the bridge to
// the classifier lab (its share link decoded and run through the real port).
import { afterEach, describe, expect, it } from 'vitest';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { parseJson } from '../../json/index.ts';
import { classifyResponse } from '../classifier/index.ts';
import { decodeShareState, readShareFragment } from '../share.ts';
import { loadLab } from '../registry.ts';
import type { LabModule } from '../contract.ts';
import type { ClassifierState } from '../classifier/index.ts';
import { classifierHref } from './bridges.ts';
import type { FaultId } from './faults.ts';
import { LiveSession, type CallCapture } from './live-session.ts';
import { linkWorker } from './page-link.ts';
import { linkInThread, serveDemoInWorker } from './server-link.ts';
import { CHANGED_DESCRIPTION_TAIL, DEMO_PROTOCOL_VERSION, TOOL_NAMES, toolDeclarations } from './tools.ts';

/** Client timeout where a call is meant to time out; calls meant to be answered get a roomy one. */
const SHORT = 300;
const ROOMY = 3000;
const open: LiveSession[] = [];

async function session(lang: 'zh' | 'en' = 'en', stepMs = 20, timeoutMs = ROOMY): Promise<LiveSession> {
  const { session: s, handshake } = await LiveSession.open({
    link: linkInThread({ lang, stepMs }),
    timeoutMs,
  });
  expect(handshake.sdk.kind).toBe('resolved');
  open.push(s);
  return s;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** What the classifier lab says about a capture, through the share link the page would open. */
async function verdict(capture: CallCapture): Promise<string> {
  const href = await classifierHref(capture);
  expect(href.startsWith('/labs/classifier#state=')).toBe(true);
  const lab = (await loadLab('classifier')).module as LabModule<ClassifierState>;
  const decoded = decodeShareState(lab, readShareFragment(href.slice(href.indexOf('#'))) ?? '');
  if (!decoded.ok) throw new Error(decoded.detail);
  const { response, expectedId } = decoded.state;
  const value = response === null ? null : parseJson(response);
  if (value !== null && !value.ok) throw new Error(value.error.message);
  const outcome = classifyResponse(value === null ? null : value.value, expectedId);
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.value;
}

const forecastArgs = { city: '杭州', days: 2 };

describe('handshake and listing over a MessagePort', () => {
  it('logs initialize, its response and notifications/initialized, in order, with the SDK’s numeric ids as they are', async () => {
    const s = await session();
    const head = s.log.entries
      .slice(0, 5)
      .map((e) => [e.direction, e.kind, e.method ?? null, e.id ?? null, e.replyTo ?? null]);
    expect(head).toEqual([
      ['out', 'request', 'initialize', 0, null],
      ['in', 'response', null, 0, 'initialize'],
      ['out', 'notification', 'notifications/initialized', null, null],
      ['out', 'request', 'tools/list', 1, null],
      ['in', 'response', null, 1, 'tools/list'],
    ]);
    const init = JSON.parse(s.log.entries[0]!.text);
    expect(init.params).toMatchObject({ protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {} });
    const reply = JSON.parse(s.log.entries[1]!.text);
    expect(reply.result).toMatchObject({
      protocolVersion: DEMO_PROTOCOL_VERSION,
      capabilities: { tools: { listChanged: false } },
      serverInfo: { name: 'toollab-weather' },
    });
    expect(s.log.entries.map((e) => e.seq)).toEqual(s.log.entries.map((_, i) => i));
  });

  it('lists the three tools exactly as declared (one source)', async () => {
    const s = await session('zh');
    expect(s.listedTools.map((t) => t.name)).toEqual([...TOOL_NAMES]);
    const listed = JSON.parse(s.log.entries[4]!.text).result.tools;
    expect(listed).toEqual(JSON.parse(JSON.stringify(toolDeclarations('zh'))));
  });
});

describe('calling tools', () => {
  it('a correct get_forecast resolves, passes the output check and classifies as verify_business', async () => {
    const s = await session();
    const c = await s.callTool('get_forecast', forecastArgs);
    expect(c.requestId).toBe(2);
    expect(c.sdk).toMatchObject({ kind: 'resolved', outputSchema: 'passed' });
    expect(JSON.parse(c.response!.text)).toMatchObject({ jsonrpc: '2.0', id: c.requestId });
    expect(c.sdk.kind === 'resolved' && c.sdk.value.structuredContent).toMatchObject({
      city: 'Hangzhou',
      count: 2,
    });
    expect(await verdict(c)).toBe('verify_business');
  });

  it('bad arguments are a tool error, an unknown tool a JSON-RPC error', async () => {
    const s = await session();
    const bad = await s.callTool('get_forecast', { city: '杭州', days: 9 });
    expect(bad.sdk).toMatchObject({ kind: 'resolved', value: { isError: true } });
    expect(await verdict(bad)).toBe('tool_error');
    const nowhere = await s.callTool('get_forecast', { city: 'Atlantis', days: 1 });
    expect(await verdict(nowhere)).toBe('tool_error');
    const unknown = await s.callTool('get_weather', {});
    expect(unknown.sdk).toMatchObject({ kind: 'threw', error: { code: -32602 } });
    expect(await verdict(unknown)).toBe('protocol_error');
    const notAnObject = await s.callTool('get_forecast', [1, 2]);
    // Measured: the SDK's Server answers a request that fails the CallToolRequest shape with -32603
    // (its zod error as the message), where JSON-RPC would suggest -32602.
    expect(notAnObject.sdk).toMatchObject({ kind: 'threw', error: { code: -32603 } });
    expect(await verdict(notAnObject)).toBe('protocol_error');
  });

  it('create_alert_subscription is idempotent by key, even across a lost reply', async () => {
    const s = await session('en', 20, SHORT);
    const args = { city: 'Chengdu', alert: 'rain', idempotency_key: 'trip-2026-0001' };
    s.setFaults(['timeout']);
    const lost = await s.callTool('create_alert_subscription', args);
    expect(lost.noResponse).toBe('timeout');
    s.setFaults([]);
    const retry = await s.callTool('create_alert_subscription', args);
    const again = await s.callTool('create_alert_subscription', args);
    const data = (c: CallCapture) => (c.sdk.kind === 'resolved' ? c.sdk.value.structuredContent : null);
    expect(data(retry)).toEqual({ subscription_id: 'sub-0001', city: 'Chengdu', alert: 'rain', count: 1 });
    expect(data(again)).toEqual(data(retry));
    const other = await s.callTool('create_alert_subscription', {
      ...args,
      idempotency_key: 'trip-2026-0002',
    });
    expect(data(other)).toMatchObject({ subscription_id: 'sub-0002', count: 2 });
    const reused = await s.callTool('create_alert_subscription', { ...args, alert: 'heat' });
    expect(await verdict(reused)).toBe('tool_error');
  });
});

interface Expected {
  classifier: string;
  sdk: 'resolved' | number;
  output: string;
  injected?: boolean;
  report?: RegExp;
  noResponse?: string;
}

const EXPECTED: Record<Exclude<FaultId, 'description_change'>, Expected> = {
  timeout: { classifier: 'unknown', sdk: -32001, output: 'skipped', noResponse: 'timeout' },
  is_error: { classifier: 'tool_error', sdk: 'resolved', output: 'skipped' },
  output_schema_break: { classifier: 'output_schema_error', sdk: -32602, output: 'failed' },
  missing_structured: { classifier: 'output_schema_error', sdk: -32600, output: 'missing' },
  jsonrpc_error: { classifier: 'protocol_error', sdk: -32603, output: 'skipped' },
  wrong_id: {
    classifier: 'protocol_mismatch',
    sdk: -32001,
    output: 'skipped',
    injected: true,
    report: /unknown message ID/,
  },
  wrong_jsonrpc: {
    classifier: 'protocol_mismatch',
    sdk: -32001,
    output: 'skipped',
    injected: true,
    report: /not valid JSON-RPC/,
  },
  result_and_error: {
    classifier: 'malformed',
    sdk: -32001,
    output: 'skipped',
    injected: true,
    report: /not valid JSON-RPC/,
  },
};

describe('each fault: what went over the wire, what the SDK did, what the classifier says', () => {
  it.each(Object.entries(EXPECTED))('%s', async (fault, want) => {
    const s = await session('en', 20, want.sdk === -32001 ? SHORT : ROOMY);
    s.setFaults([fault as FaultId]);
    const c = await s.callTool('get_forecast', forecastArgs);
    expect(c.faults).toEqual([fault]);
    expect(await verdict(c)).toBe(want.classifier);
    if (want.sdk === 'resolved') expect(c.sdk.kind).toBe('resolved');
    else expect(c.sdk).toMatchObject({ kind: 'threw', error: { name: 'McpError', code: want.sdk } });
    expect(c.sdk.outputSchema).toBe(want.output);
    expect(c.noResponse).toBe(want.noResponse);
    expect(c.response?.injected !== undefined).toBe(want.injected === true);
    if (want.report) expect(c.sdkReports.join('\n')).toMatch(want.report);
    const entry = s.log.entries.find((e) => e.seq === c.response?.seq);
    if (want.injected) expect(entry?.injected?.note.en).toMatch(/transport/);
    if (want.sdk === -32001) {
      // On a timeout the SDK tells the server it gave up, naming the request by its wire id.
      const cancelled = s.log.entries
        .filter((e) => e.method === 'notifications/cancelled')
        .map((e) => JSON.parse(e.text));
      expect(cancelled.map((m) => m.params.requestId)).toEqual([c.requestId]);
    }
  });

  it('description_change: the second listing carries the hidden instruction; the SDK takes both', async () => {
    const s = await session();
    s.setFaults(['description_change']);
    const second = await s.listTools();
    expect(second.sdk.kind).toBe('resolved');
    const describe = (text: string) => JSON.parse(text).result.tools[0].description as string;
    expect(describe(s.log.entries[4]!.text)).not.toContain(CHANGED_DESCRIPTION_TAIL.en);
    expect(describe(second.response!.text)).toContain(CHANGED_DESCRIPTION_TAIL.en);
  });

  it('faults compose: an isError reply with a crossed id stops at the id check', async () => {
    const s = await session('en', 20, SHORT);
    s.setFaults(['is_error', 'wrong_id']);
    const c = await s.callTool('get_forecast', forecastArgs);
    expect(JSON.parse(c.response!.text).result.isError).toBe(true);
    expect(await verdict(c)).toBe('protocol_mismatch');
  });
});

describe('progress and cancellation', () => {
  it('progress notifications reset the client clock, so a call longer than the timeout completes', async () => {
    const s = await session('en', 60, 250);
    const c = await s.callTool('compile_climate_report', { city: 'Harbin', months: 12 });
    expect(c.sdk.kind).toBe('resolved');
    expect(c.progress.map((p) => p.progress)).toEqual([...Array(12).keys()].map((i) => i + 1));
    const notes = s.log.entries.filter((e) => e.method === 'notifications/progress');
    expect(notes).toHaveLength(12);
    expect(notes.every((e) => e.direction === 'in' && e.kind === 'notification' && e.id === undefined)).toBe(
      true,
    );
    expect(await verdict(c)).toBe('verify_business');
  });

  it('cancel() sends notifications/cancelled; the server stops and never replies', async () => {
    const s = await session('en', 40);
    const pending = s.callTool('compile_climate_report', { city: 'Harbin', months: 12 });
    await new Promise((r) => setTimeout(r, 100));
    expect(s.cancel()).toBe(true);
    const c = await pending;
    expect(c.noResponse).toBe('cancelled');
    expect(c.sdk).toMatchObject({ kind: 'threw', error: { code: -32001 } });
    const progressSoFar = c.progress.length;
    expect(progressSoFar).toBeLessThan(12);
    await new Promise((r) => setTimeout(r, 200));
    const after = s.log.entries.filter((e) => e.direction === 'in' && (e.id === c.requestId || e.method));
    expect(after.filter((e) => e.kind === 'response')).toEqual([]);
    expect(await verdict(c)).toBe('unknown');
  });
});

describe('the worker entry', () => {
  it('serves a session on a port posted to it, like the Web Worker', async () => {
    let listener: ((event: MessageEvent) => void) | undefined;
    serveDemoInWorker({ addEventListener: (_type, l) => (listener = l) });
    const worker = { postMessage: (message: unknown) => listener?.({ data: message } as MessageEvent) };
    const link = linkWorker(worker, { lang: 'zh', faults: { on: ['is_error'] } });
    expect(link.where).toBe('worker');
    const { session: s } = await LiveSession.open({ link, timeoutMs: ROOMY });
    open.push(s);
    const c = await s.callTool('get_forecast', forecastArgs);
    expect(await verdict(c)).toBe('tool_error');
    expect(JSON.parse(c.response!.text).result.content[0].text).toMatch(/演示故障/);
  });
});
