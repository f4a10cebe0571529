// The registry finds every lab folder, and every lab found is whole: module, meta, content, and traces
// that are walks on its own flowchart for its scenarios and for arbitrary text in its practice field.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyLab } from './contract.ts';
import type { LabFlowchart } from './flowchart.ts';
import { labCatalog } from '../lab-catalog/index.ts';
import { discovered, loadAllLabs, loadLab, UnknownLabError } from './registry.ts';
import { arbDict, arbInt, arbPy, render, str } from './testkit.ts';
import { decodeShareState, encodeShareFragment, readShareFragment } from './share.ts';
import { decodeVersioned, versioned } from './state.ts';
import type { TraceStep } from './types.ts';
import { expectWalk } from './lab-test-helpers.ts';

const loaded = await loadAllLabs();

/** Every trace must be a walk on the flowchart (lab-test-helpers' rule), but for a parse error's one step. */
function checkTrace(chart: LabFlowchart, trace: TraceStep[], visited: Set<string>): void {
  if (trace.length === 0) return;
  // A parse error is the only trace that does not start at the start node: it never reached the function.
  if (trace.length === 1 && trace[0]!.node === 'error') {
    expect(
      chart.nodes.some((n) => n.id === 'error'),
      'trace node error is not in the flowchart',
    ).toBe(true);
    visited.add('error');
    return;
  }
  expectWalk(chart, trace, visited);
}

function chartOf(lab: AnyLab, id: string | undefined): LabFlowchart {
  return lab.flowcharts.find((f) => f.id === (id ?? lab.flowcharts[0].id)) ?? lab.flowcharts[0];
}

/** JSON-ish texts: random Python-like values, and objects with the field names labs look for. */
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
  it('finds the labs, each with its module, meta, scenarios and outcome texts', () => {
    const found = discovered();
    expect(found.meta.length).toBeGreaterThanOrEqual(3);
    expect(found.module).toEqual(found.meta);
    expect(found.scenarios).toEqual(found.meta);
    expect(found.outcomes).toEqual(found.meta);
    expect(labCatalog.map((m) => m.slug).sort()).toEqual(found.meta);
  });

  it.each(loaded.map((l) => [l.module.slug, l] as const))('%s: meta and module agree', (slug, l) => {
    const meta = labCatalog.find((m) => m.slug === slug)!;
    for (const key of ['slug', 'title', 'purpose', 'topic', 'knowledge', 'order'] as const)
      expect(l.module[key], key).toEqual(meta[key]);
    expect(l.scenarios.lab).toBe(slug);
    expect(l.outcomes.lab).toBe(slug);
  });

  it.each(loaded.map((l) => [l.module.slug, l] as const))(
    '%s: every scenario survives a share link and a saved-work record',
    (_slug, { module: lab, scenarios }) => {
      for (const sc of scenarios.scenarios) {
        const link = readShareFragment('#' + encodeShareFragment(lab, sc.state))!;
        expect(decodeShareState(lab, link), sc.id).toEqual({ ok: true, state: sc.state });
        const record = JSON.parse(JSON.stringify(versioned(lab, sc.state))) as unknown;
        expect(decodeVersioned(lab, record), sc.id).toEqual({ ok: true, state: sc.state });
      }
    },
  );

  it('refuses an unknown slug with a clear error, never another lab', async () => {
    await expect(loadLab('no-such-lab')).rejects.toBeInstanceOf(UnknownLabError);
    await expect(loadLab('no-such-lab')).rejects.toThrow(/no lab "no-such-lab"/);
  });

  it.each(loaded.map((l) => [l.module.slug, l] as const))(
    '%s: traces of scenarios and of arbitrary input stay on the flowchart and reach every node',
    (_slug, { module: lab, scenarios }) => {
      const visited = new Set<string>();
      for (const sc of scenarios.scenarios) {
        const run = lab.run(sc.state);
        checkTrace(chartOf(lab, run.chart), run.trace, visited);
      }
      const base = scenarios.scenarios[0]!.state as Record<string, unknown>;
      const field = lab.practice.field;
      if (lab.fields.find((f) => f.key === field)?.language === 'json') {
        fc.assert(
          fc.property(generated, (m) => {
            const run = lab.run({ ...base, [field]: render(m) });
            checkTrace(chartOf(lab, run.chart), run.trace, visited);
          }),
          { numRuns: 600 },
        );
      }
      const all = lab.flowcharts.flatMap((f) => f.nodes.map((n) => n.id));
      expect(all.filter((n) => !visited.has(n))).toEqual([]);
    },
    120_000,
  );
});
