import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulate, type SimInput, type SimStep } from './simulate.ts';

const turns = (...skills: (string | null)[]): SimStep[] =>
  skills.map((skill) => ({ kind: 'turn', skill, tokens: 1800 }));
const COMPACT: SimStep = { kind: 'compact' };

const PAGE_EXAMPLE: SimInput = {
  systemTokens: 3000,
  catalogTokens: 0,
  bodyTokens: { old: 1500, new: 1200 },
  summaryTokens: 600,
  cachedPrice: 0.1,
  pricePerMillion: 3,
  staleBody: 'keep',
  forkSystemTokens: 400,
  forkResultTokens: 300,
  steps: turns('old', 'old', 'old', 'new', 'new', 'new'),
};

const input = (over: Partial<SimInput>): SimInput => ({ ...PAGE_EXAMPLE, ...over });

describe('the page’s worked example, turn by turn', () => {
  const sim = simulate(PAGE_EXAMPLE);
  const inline = sim.paths.inline.turns;
  const attach = sim.paths.attachment.turns;

  it('inline and attachment cost the same before the switch', () => {
    for (const i of [0, 1, 2]) expect(inline[i]!.fullPrice).toBe(attach[i]!.fullPrice);
    expect(inline.map((t) => t.fullPrice).slice(0, 3)).toEqual([6300, 2430, 2610]);
  });

  it('turn 4: inline keeps only the system prompt, attachment keeps system, old body and history', () => {
    expect([inline[3]!.cached, inline[3]!.uncached, inline[3]!.fullPrice]).toEqual([3000, 8400, 8700]);
    expect([attach[3]!.cached, attach[3]!.uncached, attach[3]!.fullPrice]).toEqual([9900, 3000, 3990]);
    expect(inline[3]!.fullPrice - attach[3]!.fullPrice).toBe(4710);
    expect(inline[3]!.event).toBe('switch');
    expect(attach[3]!.event).toBe('switch');
  });

  it('after the switch attachment pays 0.1 × 1500 = 150 more per turn for the stale body', () => {
    for (const i of [4, 5]) expect(attach[i]!.fullPrice - inline[i]!.fullPrice).toBeCloseTo(150, 9);
    expect(attach[4]!.main.blocks.find((b) => b.stale)?.label).toBe('old');
  });

  it('in total Δ = 4410 = 0.9 × 5400 − 0.1 × 3 × 1500', () => {
    expect(sim.delta.inlineMinusAttachment).toBe(4410);
    expect(sim.paths.inline.fullPrice).toBe(26100);
    expect(sim.paths.attachment.fullPrice).toBe(21690);
    expect(0.9 * 5400 - 0.1 * 3 * 1500).toBeCloseTo(4410, 9);
  });

  it('events: inject on the first hit, carry, switch', () => {
    expect(attach.map((t) => t.event)).toEqual(['inject', 'carry', 'carry', 'switch', 'carry', 'carry']);
    expect(sim.paths.fork.turns.every((t) => t.event === 'fork' && t.fork !== undefined)).toBe(true);
  });

  it('cost in dollars follows the price per million', () => {
    expect(sim.paths.inline.cost).toBeCloseTo((26100 * 3) / 1e6, 9);
  });
});

describe('the page’s formula holds for any single switch', () => {
  it('Δ = (1−ρ)·H_k − ρ·(n−k+1)·S_old', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 2, maxLength: 12 }),
        fc.integer({ min: 1, max: 11 }),
        fc.record({
          system: fc.integer({ min: 0, max: 8000 }),
          catalog: fc.integer({ min: 0, max: 2000 }),
          sOld: fc.integer({ min: 0, max: 6000 }),
          sNew: fc.integer({ min: 0, max: 6000 }),
          rho: fc.double({ min: 0, max: 1, noNaN: true }),
        }),
        (sizes, k0, p) => {
          const n = sizes.length;
          const k = Math.min(n, k0 + 1); // the switch turn, 2…n
          const steps: SimStep[] = sizes.map((tokens, i) => ({
            kind: 'turn',
            skill: i + 1 < k ? 'old' : 'new',
            tokens,
          }));
          const sim = simulate(
            input({
              systemTokens: p.system,
              catalogTokens: p.catalog,
              cachedPrice: p.rho,
              bodyTokens: { old: p.sOld, new: p.sNew },
              steps,
            }),
          );
          const hK = sizes.slice(0, k - 1).reduce((a, b) => a + b, 0);
          const formula = (1 - p.rho) * hK - p.rho * (n - k + 1) * p.sOld;
          expect(sim.delta.inlineMinusAttachment).toBeCloseTo(formula, 3);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('with no switch the two paths cost the same', () => {
    const sim = simulate(input({ steps: turns('old', 'old', null, 'old') }));
    expect(sim.delta.inlineMinusAttachment).toBe(0);
  });
});

describe('compaction and stale bodies', () => {
  it('attachment re-routes and re-injects after compaction; inline keeps the body resident', () => {
    const sim = simulate(input({ steps: [...turns('old', 'old'), COMPACT, ...turns('old', 'old')] }));
    expect(sim.paths.attachment.turns.map((t) => t.event)).toEqual(['inject', 'carry', 'reinject', 'carry']);
    expect(sim.paths.inline.turns.map((t) => t.event)).toEqual(['inject', 'carry', 'carry', 'carry']);
    const r3 = sim.paths.attachment.turns[2]!;
    expect(r3.afterCompaction).toBe(true);
    expect(r3.main.blocks.map((b) => b.kind)).toEqual(['system', 'catalog', 'summary', 'body', 'turn']);
    // inline: system prompt and body stay cached, summary and new turn are new
    expect(sim.paths.inline.turns[2]!.cached).toBe(3000 + 1500);
    expect(sim.paths.attachment.turns[2]!.cached).toBe(3000);
  });

  it('deleting the old body breaks the prefix where it sat', () => {
    const keep = simulate(input({ steps: turns('old', 'old', 'new') })).paths.attachment.turns[2]!;
    const del = simulate(input({ staleBody: 'delete', steps: turns('old', 'old', 'new') })).paths.attachment
      .turns[2]!;
    expect(keep.cached).toBe(3000 + 1500 + 1800 + 1800);
    expect(del.cached).toBe(3000);
    expect(del.main.blocks.some((b) => b.label === 'old')).toBe(false);
  });

  it('a skill dropped and picked up again is carried when its body is still in the history', () => {
    const sim = simulate(input({ steps: turns('old', 'new', 'old') }));
    expect(sim.paths.attachment.turns.map((t) => t.event)).toEqual(['inject', 'switch', 'carry']);
    expect(sim.paths.inline.turns.map((t) => t.event)).toEqual(['inject', 'switch', 'switch']);
  });

  it('fork: the sub-agent prefix is cached when the same skill was forked before', () => {
    const sim = simulate(input({ steps: turns('old', 'old') }));
    const [r1, r2] = sim.paths.fork.turns;
    expect(r1!.fork!.cached).toBe(0);
    expect(r2!.fork!.cached).toBe(400 + 1500);
    expect(r2!.main.blocks.map((b) => b.kind)).toEqual(['system', 'catalog', 'history', 'result', 'turn']);
    expect(r2!.main.blocks.some((b) => b.kind === 'body')).toBe(false);
  });
});

describe('never throws', () => {
  const step: fc.Arbitrary<SimStep> = fc.oneof(
    fc.constant(COMPACT),
    fc.record({
      kind: fc.constant('turn' as const),
      skill: fc.constantFrom('a', 'b', 'c', null, '__proto__', 'missing'),
      tokens: fc.integer({ min: 0, max: 10_000_000 }),
    }),
  );
  it('on any script', () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom('keep' as const, 'delete' as const),
        (steps, rho, staleBody) => {
          const sim = simulate(
            input({ steps, cachedPrice: rho, staleBody, bodyTokens: { a: 10, b: 20, c: 0 } }),
          );
          for (const p of Object.values(sim.paths)) {
            expect(Number.isFinite(p.fullPrice)).toBe(true);
            for (const t of p.turns)
              expect(t.cached + t.uncached).toBe(
                t.main.cached + t.main.uncached + (t.fork ? t.fork.cached + t.fork.uncached : 0),
              );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
