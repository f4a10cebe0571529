import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../json/index.ts';
import type { LabFlowchart } from './flowchart.ts';
import { admissionLab, classifierLab, getLab, labs, plannerLab } from './registry.ts';
import { arbDict, arbInt, arbPy, parsed, render, str } from './testkit.ts';
import type { TraceStep } from './types.ts';

/** Every trace must be a walk on the flowchart: known nodes, start node first, edges between steps. */
function checkTrace(chart: LabFlowchart, trace: TraceStep[], visited: Set<string>): void {
  const byId = new Map(chart.nodes.map((n) => [n.id, n]));
  if (trace.length === 0) return;
  for (const step of trace) {
    expect(byId.has(step.node), `trace node ${step.node} is not in the flowchart`).toBe(true);
    visited.add(step.node);
  }
  expect(trace[0]?.node).toBe(chart.start);
  const last = trace[trace.length - 1] as TraceStep;
  expect(byId.get(last.node)?.terminal, `trace ends at ${last.node}, not a terminal`).toBe(true);
  for (let i = 0; i + 1 < trace.length; i++) {
    const from = trace[i] as TraceStep;
    const to = trace[i + 1] as TraceStep;
    expect(byId.get(from.node)?.terminal).toBe(false);
    const edge = chart.edges.find((e) => e.from === from.node && e.to === to.node);
    expect(edge, `no edge ${from.node} -> ${to.node}`).toBeDefined();
    if (edge?.label) expect(edge.label).toBe(from.pass ? 'yes' : 'no');
  }
}

const corpora: Record<string, string[]> = {
  admission: [
    '[]',
    '{}',
    '{"city": 1, "days": 3}',
    '{"city": "北京", "days": true}',
    '{"city": "北京", "days": 9}',
    '{"city": "朝阳", "days": 3}',
    '{"city": "北京", "days": 3}',
  ],
  classifier: [
    'null',
    '[]',
    '{}',
    '{"jsonrpc": "2.0", "id": 2}',
    '{"jsonrpc": "2.0", "id": "1"}',
    '{"jsonrpc": "2.0", "id": "1", "error": 1}',
    '{"jsonrpc": "2.0", "id": "1", "error": {}}',
    '{"jsonrpc": "2.0", "id": "1", "error": {"code": 1}}',
    '{"jsonrpc": "2.0", "id": "1", "result": 1}',
    '{"jsonrpc": "2.0", "id": "1", "result": {"isError": null}}',
    '{"jsonrpc": "2.0", "id": "1", "result": {"isError": true}}',
    '{"jsonrpc": "2.0", "id": "1", "result": {}}',
    '{"jsonrpc": "2.0", "id": "1", "result": {"structuredContent": {"count": 1.5}}}',
    '{"jsonrpc": "2.0", "id": "1", "result": {"structuredContent": {"count": -1}}}',
    '{"jsonrpc": "2.0", "id": "1", "result": {"structuredContent": {"count": 1}}}',
  ],
  planner: [
    '[]',
    '{"catalog": {"a": 10}, "bodies": {"a": 5}, "active": ["a"], "resources": {"r": ["a", 1]}, "requested": ["r"], "budget": -1}',
    '{"catalog": [], "bodies": {"a": 5}, "active": ["a"], "resources": {"r": ["a", 1]}, "requested": ["r"], "budget": 1}',
    '{"catalog": {"a": -1}, "bodies": {"a": 5}, "active": ["a"], "resources": {"r": ["a", 1]}, "requested": ["r"], "budget": 1}',
    '{"catalog": {"a": 1}, "bodies": {"a": 5}, "active": ["b"], "resources": {"r": ["a", 1]}, "requested": ["r"], "budget": 1}',
    '{"catalog": {"a": 1, "b": 1}, "bodies": {"a": 5}, "active": ["b"], "resources": {"r": ["a", 1]}, "requested": ["r"], "budget": 1}',
    '{"catalog": {"a": 1}, "bodies": {"a": 5}, "active": ["a"], "resources": {"r": ["a", 1]}, "requested": ["x"], "budget": 1}',
    '{"catalog": {"a": 1}, "bodies": {"a": 5}, "active": ["a"], "resources": {"r": ["b", 1]}, "requested": ["r"], "budget": 1}',
    '{"catalog": {"a": 1}, "bodies": {"a": 5}, "active": ["a"], "resources": {"r": ["a", 1]}, "requested": ["r"], "budget": 1}',
    '{"catalog": {"a": 1}, "bodies": {"a": 5}, "active": ["a"], "resources": {"r": ["a", 1]}, "requested": ["r"], "budget": 7}',
  ],
};

function runLab(slug: string, value: JsonValue): TraceStep[] {
  switch (slug) {
    case 'admission':
      return admissionLab.run(value, ['北京']).trace;
    case 'classifier':
      return classifierLab.run(value, '1').trace;
    default:
      return plannerLab.run(value).trace;
  }
}

const generated = fc.oneof(
  arbPy,
  arbDict({ city: fc.oneof(fc.constant(str('北京')), arbPy), days: fc.oneof(arbInt, arbPy) }),
  arbDict({
    jsonrpc: fc.oneof(fc.constant(str('2.0')), arbPy),
    id: fc.oneof(fc.constant(str('1')), arbPy),
    error: arbDict({ code: fc.oneof(arbInt, arbPy) }),
    result: arbDict({ isError: arbPy, structuredContent: arbDict({ count: fc.oneof(arbInt, arbPy) }) }),
  }),
  arbDict({
    catalog: arbPy,
    bodies: arbPy,
    active: arbPy,
    resources: arbPy,
    requested: arbPy,
    budget: arbPy,
  }),
);

describe('lab registry', () => {
  it('lists the three labs with their flowcharts', () => {
    expect(labs.map((l) => l.slug)).toEqual(['admission', 'classifier', 'planner']);
    expect(getLab('nope')).toBeUndefined();
    for (const lab of labs) {
      const ids = lab.flowchart.nodes.map((n) => n.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const n of lab.flowchart.nodes) {
        expect(n.zh.length).toBeGreaterThan(0);
        expect(n.en.length).toBeGreaterThan(0);
        // every check node has a yes and a no edge; terminals have none going out
        const out = lab.flowchart.edges.filter((e) => e.from === n.id).map((e) => e.label);
        expect(out.sort()).toEqual(n.terminal ? [] : ['no', 'yes']);
      }
    }
  });

  it.each(labs.map((l) => [l.slug, l] as const))(
    '%s: traces on a range of inputs stay on the flowchart and reach every node',
    (slug, lab) => {
      const visited = new Set<string>();
      for (const text of corpora[slug] as string[])
        checkTrace(lab.flowchart, runLab(slug, parsed(text)), visited);
      fc.assert(
        fc.property(generated, (m) => {
          checkTrace(lab.flowchart, runLab(slug, parsed(render(m))), visited);
        }),
        { numRuns: 1500 },
      );
      expect([...visited].sort()).toEqual(lab.flowchart.nodes.map((n) => n.id).sort());
    },
    120_000,
  );
});
