// Every lab found by discovery, fed text no scenario has: each of its text fields replaced by arbitrary
// strings, arbitrary JSON, a scenario's own text cut short or spliced with stray characters, and deeply
// nested input. A run must always answer with one of the lab's outcomes or `error`, never throw, and
// walk only nodes of its flowchart; describing the state (the presenter's view) and every break-it
// button must not throw either. A new lab joins this test by itself.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeShareState } from './share.ts';
import { loadAllLabs, type LoadedLab } from './registry.ts';

let labs: LoadedLab[] = [];
beforeAll(async () => {
  labs = await loadAllLabs();
});

const RUNS_PER_FIELD = 60;

/** Text a learner could plausibly end up with, starting from a scenario's own text. */
function textFrom(seed: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.json({ maxDepth: 4 }),
    fc.nat({ max: seed.length }).map((n) => seed.slice(0, n)),
    fc
      .tuple(
        fc.nat({ max: seed.length }),
        fc.constantFrom('{', '}', '[', ']', '"', ',', ':', '\\', '\uD800', '\u0000'),
      )
      .map(([at, c]) => seed.slice(0, at) + c + seed.slice(at)),
    fc.integer({ min: 1, max: 3000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  );
}

/** Nodes of every flowchart of the lab, and the `error` step a run without an answer ends on. */
function nodesOf(lab: LoadedLab): Set<string> {
  return new Set(['error', ...lab.module.flowcharts.flatMap((c) => c.nodes.map((n) => n.id))]);
}

describe('every lab on arbitrary text', () => {
  it('answers with an outcome or error, walks its own flowchart, and never throws', () => {
    expect(labs.length).toBeGreaterThanOrEqual(8);
    let inputs = 0;
    for (const lab of labs) {
      const m = lab.module;
      const allowed = new Set([...m.outcomes, 'error']);
      const nodes = nodesOf(lab);
      const base = lab.scenarios.scenarios[0]?.state as Record<string, unknown>;
      const textKeys = m.fields.map((f) => f.key).filter((k) => typeof base[k] === 'string');
      for (const key of textKeys) {
        const seeds = lab.scenarios.scenarios.map((s) => (s.state as Record<string, unknown>)[key]);
        const seed = String(seeds.find((s) => typeof s === 'string') ?? '');
        fc.assert(
          fc.property(textFrom(seed), (text) => {
            inputs += 1;
            const state = { ...base, [key]: text };
            const run = m.run(state);
            expect(allowed, `${m.slug}.${key}`).toContain(run.outcome);
            for (const step of run.trace) expect(nodes, `${m.slug} trace`).toContain(step.node);
            m.describe(state, 'zh');
            for (const b of m.breakers) b.apply(state);
          }),
          { numRuns: RUNS_PER_FIELD, seed: 20261202 },
        );
      }
    }
    expect(inputs).toBeGreaterThan(labs.length * RUNS_PER_FIELD);
  }, 240_000);

  it('share decoding refuses any fragment with a reason and never throws', () => {
    for (const lab of labs) {
      fc.assert(
        fc.property(fc.string({ maxLength: 400 }), (encoded) => {
          const r = decodeShareState(lab.module, encoded);
          if (!r.ok) expect(typeof r.reason).toBe('string');
        }),
        { numRuns: 200, seed: 20261202 },
      );
    }
  }, 60_000);
});
