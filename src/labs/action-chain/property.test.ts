/**
 * Properties over generated configurations: the lab never throws, every answer is an outcome of the
 * flowchart or an input error naming a path, every trace is a walk on the flowchart, and the editor
 * marker lies inside the text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getPath } from '../../json/index.ts';
import type { LabFlowchart } from '../flowchart.ts';
import { arbPy, render } from '../testkit.ts';
import type { TraceStep } from '../types.ts';
import { hostDecide } from './chain.ts';
import { chainFlowchart } from './flowchart.ts';
import lab from './index.ts';
import { arbInput } from './arbitrary-inputs.ts';

/** A trace is a walk: known nodes, the start first, an edge between steps whose label matches `pass`. */
function checkTrace(chart: LabFlowchart, trace: readonly TraceStep[], visited: Set<string>): void {
  const byId = new Map(chart.nodes.map((n) => [n.id, n]));
  expect(trace.length).toBeGreaterThan(0);
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

const texts = fc.oneof({ weight: 5, arbitrary: arbInput }, { weight: 1, arbitrary: arbPy }).map(render);

describe('action-chain over generated configurations', () => {
  it('never throws, answers an outcome or an error with its path, and walks the flowchart', () => {
    const visited = new Set<string>();
    fc.assert(
      fc.property(texts, (input) => {
        const run = lab.run({ input, timeline: '' });
        expect([...lab.outcomes, 'error']).toContain(run.outcome);
        checkTrace(chainFlowchart, run.trace, visited);
        expect(run.trace.at(-1)?.node).toBe(run.outcome);
        if (run.outcome === 'error') {
          expect(run.error).toMatch(/\S/);
          // the message names the field it is about, and its path exists in the input or its parent does
          const r = hostDecide(run.parsed!);
          expect(r.ok).toBe(false);
          if (!r.ok && r.at.path.length > 0) {
            const first = String(r.at.path[0]);
            expect(r.error.startsWith('input') || r.error.startsWith(first), r.error).toBe(true);
            expect(getPath(run.parsed!, r.at.path.slice(0, -1))).toBeDefined();
          }
        }
        if (run.focus) {
          expect(run.focus.start).toBeGreaterThanOrEqual(0);
          expect(run.focus.end).toBeLessThanOrEqual(input.length);
          expect(run.focus.start).toBeLessThanOrEqual(run.focus.end);
        }
      }),
      { numRuns: 3000 },
    );
    expect([...visited].sort()).toEqual(chainFlowchart.nodes.map((n) => n.id).sort());
  }, 120_000);
});
