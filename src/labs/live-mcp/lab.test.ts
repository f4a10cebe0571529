// The live lab as a lab: its run gives the classifier's verdict on any captured text, walking its own
// chart; no capture is not_called; its breakers, presenter blocks and the SDK comparison of every
// recorded scenario.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LabModule, ScenarioFile } from '../contract.ts';
import type { ClassifierState } from '../classifier/index.ts';
import { loadLab } from '../registry.ts';
import { arbDict, arbInt, arbPy, render, str, type Py } from '../testkit.ts';
import type { TraceStep } from '../types.ts';
import { shortReport, REPORT_CHARS } from './capture.ts';
import { liveFlowchart } from './flowchart.ts';
import { compareWithSdk } from './sdk-compare.ts';
import type { Captured, LiveState } from './state.ts';

const live = await loadLab('live-mcp');
const lab = live.module as LabModule<LiveState>;
const scenarios = (live.scenarios as ScenarioFile<LiveState>).scenarios;
const classifier = (await loadLab('classifier')).module as LabModule<ClassifierState>;

const base: LiveState = scenarios.find((s) => s.id === 'live-forecast')!.state;
const withResponse = (response: string | null, expectedId = 'req-2'): LiveState => ({
  ...base,
  captured: { ...base.captured!, response, expectedId },
});

/** A walk on the live chart from its start to a terminal, each yes/no edge matching the step. */
function expectWalk(trace: TraceStep[]): void {
  const byId = new Map<string, { terminal: boolean }>(liveFlowchart.nodes.map((n) => [n.id, n]));
  expect(trace[0]?.node).toBe(liveFlowchart.start);
  expect(byId.get(trace.at(-1)!.node)?.terminal).toBe(true);
  for (let i = 0; i + 1 < trace.length; i++) {
    const from = trace[i]!;
    const edge = liveFlowchart.edges.find((e) => e.from === from.node && e.to === trace[i + 1]!.node);
    expect(edge, `${from.node} -> ${trace[i + 1]!.node}`).toBeDefined();
    expect(edge?.label).toBe(from.pass ? 'yes' : 'no');
  }
}

const responses = fc.oneof(
  arbPy,
  arbDict({
    jsonrpc: fc.oneof(fc.constant(str('2.0')), arbPy),
    id: fc.oneof(fc.constant(str('req-2')), arbPy),
    error: arbDict({ code: fc.oneof(arbInt, arbPy), message: arbPy }),
    result: arbDict({
      isError: fc.oneof(
        fc.boolean().map((v) => ({ t: 'bool', v }) as const),
        arbPy,
      ),
      structuredContent: arbDict({ count: fc.oneof(arbInt, arbPy) }),
    }),
  }),
  // A correct envelope around a result (isError absent, false or true), so the tool and output checks are
  // reached often.
  fc
    .tuple(fc.option(fc.boolean()), fc.oneof(arbPy, arbDict({ count: fc.oneof(arbInt, arbPy) })))
    .map(([isError, structured]): Py => {
      const result: [string, Py][] = [['structuredContent', structured]];
      if (isError !== null) result.unshift(['isError', { t: 'bool', v: isError }]);
      return {
        t: 'dict',
        members: [
          ['jsonrpc', str('2.0')],
          ['id', str('req-2')],
          ['result', { t: 'dict', members: result }],
        ],
      };
    }),
);

describe('live run', () => {
  it('gives the classifier’s verdict on any captured text, walking the live chart', () => {
    const reached = new Set<string>();
    fc.assert(
      fc.property(fc.option(responses, { nil: null }), (m) => {
        const text = m === null ? null : render(m);
        const run = lab.run(withResponse(text));
        expect(run.outcome).toBe(classifier.run({ response: text, expectedId: 'req-2' }).outcome);
        if (run.outcome === 'error') expect(run.trace).toEqual([]);
        else expectWalk(run.trace);
        run.trace.forEach((s) => reached.add(s.node));
      }),
      { numRuns: 1500 },
    );
    // With the recorded scenarios, every node of the chart is reached.
    for (const sc of scenarios) lab.run(sc.state).trace.forEach((s) => reached.add(s.node));
    expect(liveFlowchart.nodes.filter((n) => !reached.has(n.id)).map((n) => n.id)).toEqual([]);
  });

  it('without a capture says not_called; unreadable or non-object text is error with a reason', () => {
    const none = lab.run({ ...base, captured: null });
    expect(none.outcome).toBe('not_called');
    expectWalk(none.trace);
    const broken = lab.run(withResponse('{"jsonrpc": "2.0",\n  "id": }'));
    expect(broken).toMatchObject({ outcome: 'error', trace: [] });
    expect(broken.error).toMatch(/not JSON \(line 2, column 9\)/);
    expect(lab.run(withResponse('[1, 2]')).error).toMatch(/must be a JSON object/);
  });

  it('groups the classifier’s shape checks into well_formed and keeps the failing detail', () => {
    const both = '{"jsonrpc": "2.0", "id": "req-2", "result": {}, "error": {"code": 1}}';
    const run = lab.run(withResponse(both));
    expect(run.trace.map((s) => [s.node, s.pass])).toEqual([
      ['call_made', true],
      ['response_arrived', true],
      ['jsonrpc_ok', true],
      ['id_matches', true],
      ['well_formed', false],
      ['malformed', false],
    ]);
    expect(run.trace[4]!.detail).toBe('error present, result present');
    const rpc = lab.run(withResponse('{"jsonrpc": "2.0", "id": "req-2", "error": {"code": -32602}}'));
    expect(rpc.trace.slice(-3).map((s) => [s.node, s.pass])).toEqual([
      ['well_formed', true],
      ['has_result', false],
      ['protocol_error', false],
    ]);
  });
});

describe('breakers and presenter blocks', () => {
  it('has no break-it buttons: the fault switches are its one set of controls for mistakes', () => {
    expect(lab.breakers).toEqual([]);
  });

  it('describe the set-up, the capture and what the SDK did, in both languages', () => {
    const timeout = scenarios.find((s) => s.id === 'live-timeout')!.state;
    for (const lang of ['zh', 'en'] as const) {
      const blocks = lab.describe(timeout, lang);
      expect(blocks.map((b) => b.code)).toEqual(['inline', 'json', null, null, 'inline', null]);
      expect(blocks[5]!.text).toContain('-32001');
    }
    const forecast = lab.describe(base, 'en');
    expect(forecast[3]).toMatchObject({ code: 'json' });
    expect(JSON.parse(forecast[3]!.text).id).toBe(2);
    expect(forecast[4]).toMatchObject({ code: 'inline', text: '2' });
    expect(lab.describe({ ...base, captured: null }, 'zh').at(-1)?.label).toBe('还没有调用');
  });
});

describe('what the SDK did, beside the verdict', () => {
  const agree: Record<string, boolean> = {
    'live-forecast': true,
    'live-timeout': true,
    'live-wrong-id': false,
    'live-wrong-jsonrpc': false,
    'live-result-and-error': false,
    'live-jsonrpc-error': true,
    'live-is-error': false,
    'live-bad-args': false,
    'live-schema-break': true,
    'live-missing-structured': true,
  };

  it.each(scenarios.filter((s) => s.state.captured).map((s) => [s.id, s] as const))('%s', (id, s) => {
    const captured = s.state.captured as Captured;
    const c = compareWithSdk(s.expect, captured);
    expect(c.agree).toBe(agree[id]);
    for (const t of [c.did, c.compare]) expect(t.zh.length > 10 && t.en.length > 10).toBe(true);
    if (captured.sdk.error?.code !== undefined) expect(c.did.en).toContain(String(captured.sdk.error.code));
    expect(c.compare.en).not.toMatch(/the page’s verdict is/); // every recorded case has its own words
    // A dropped reply is explained by what the SDK reported, not by the verdict's layer.
    if (id === 'live-wrong-id') expect(c.compare.en).toMatch(/could not pair it/);
    if (id === 'live-wrong-jsonrpc' || id === 'live-result-and-error')
      expect(c.compare.en).toMatch(/not read it as a valid JSON-RPC message/);
  });

  it('reports are one line, cut to a bounded length', () => {
    expect(shortReport('a\n  b\tc')).toBe('a b c');
    const long = shortReport('x'.repeat(500));
    expect(long).toHaveLength(REPORT_CHARS);
    expect(long.endsWith('…')).toBe(true);
  });
});
