/**
 * Test-only helpers shared by the lab folders' tests: the trace-walk check (the same rule as the
 * registry test: start node first, an edge between consecutive steps, yes/no labels matching `pass`,
 * ending on a terminal) and scenario-file reading.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { ScenarioFile } from './contract.ts';
import type { LabFlowchart } from './flowchart.ts';
import type { TraceStep } from './types.ts';

/** `labelled`: every edge on the walk must carry a yes/no label (a chart of questions only). */
export function expectWalk(
  chart: LabFlowchart,
  trace: readonly TraceStep[],
  visited?: Set<string>,
  { labelled = false }: { labelled?: boolean } = {},
): void {
  const byId = new Map(chart.nodes.map((n) => [n.id, n]));
  expect(trace.length).toBeGreaterThan(0);
  for (const step of trace) {
    expect(byId.has(step.node), `trace node ${step.node} is not in chart ${chart.id}`).toBe(true);
    visited?.add(step.node);
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
    if (edge?.label || labelled) expect(edge?.label).toBe(from.pass ? 'yes' : 'no');
  }
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function readScenarios<S>(slug: string): ScenarioFile<S> {
  return JSON.parse(
    readFileSync(join(ROOT, 'content', 'labs', slug, 'scenarios.json'), 'utf8'),
  ) as ScenarioFile<S>;
}

export function readContentJson<T>(...parts: string[]): T {
  return JSON.parse(readFileSync(join(ROOT, 'content', ...parts), 'utf8')) as T;
}
