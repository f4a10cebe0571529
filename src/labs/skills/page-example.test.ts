/**
 * The Gateways and Skills page's worked example must come out of the simulator: the numbers are
 * recomputed here and looked for in both languages of the page, so an edit to either the page or the
 * model that makes them disagree fails. The same goes for the page's numbers practice task.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulate, type SimInput, type SimStep } from './simulate.ts';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const PAGES = ['content/wiki/topics/gateways-skills.md', 'content/wiki/topics/gateways-skills.en.md'];

const run = (
  sizes: number[],
  k: number,
  sOld: number,
  sNew: number,
  system: number,
  rho: number,
  staleBody: SimInput['staleBody'] = 'keep',
) => {
  const steps: SimStep[] = sizes.map((tokens, i) => ({
    kind: 'turn',
    skill: i + 1 < k ? 'old' : 'new',
    tokens,
  }));
  const input: SimInput = {
    systemTokens: system,
    catalogTokens: 0, // the page's system prompt includes the catalog
    bodyTokens: { old: sOld, new: sNew },
    summaryTokens: 0,
    cachedPrice: rho,
    pricePerMillion: 3,
    staleBody,
    forkSystemTokens: 0,
    forkResultTokens: 0,
    steps,
  };
  return simulate(input);
};

describe('the page’s worked example (3000 system, 1500 → 1200, 1800 per turn, ρ = 0.1, switch at turn 4 of 6)', () => {
  const sim = run([1800, 1800, 1800, 1800, 1800, 1800], 4, 1500, 1200, 3000, 0.1);
  const inline = sim.paths.inline.turns[3]!;
  const attach = sim.paths.attachment.turns[3]!;
  const fee = sim.paths.attachment.turns[4]!.fullPrice - sim.paths.inline.turns[4]!.fullPrice;
  const turn4 = inline.fullPrice - attach.fullPrice;
  const later = Math.round(fee * 2);
  const expected = [
    // the turn-4 table: cached part at ρ, uncached part, total in full-price tokens
    `$${Math.round(0.1 * inline.cached)}+${inline.uncached}=${inline.fullPrice}$`,
    `$${Math.round(0.1 * attach.cached)}+${attach.uncached}=${attach.fullPrice}$`,
    `${turn4}`,
    `$0.1\\times1500=${Math.round(fee)}$`,
    `$\\Delta=${turn4}-${later}=${sim.delta.inlineMinusAttachment}$`,
    `=${sim.delta.inlineMinusAttachment}$`,
    `${sim.paths.inline.fullPrice}`,
    `${sim.paths.attachment.fullPrice}`,
  ];

  it('the simulator gives the numbers the page prints', () => {
    expect(expected).toEqual([
      '$300+8400=8700$',
      '$990+3000=3990$',
      '4710',
      '$0.1\\times1500=150$',
      '$\\Delta=4710-300=4410$',
      '=4410$',
      '26100',
      '21690',
    ]);
  });

  it.each(PAGES)('%s prints them', (path) => {
    const page = read(path);
    for (const s of expected) expect(page, s).toContain(s);
  });

  // The page's note on the reference practice: removing the old body at the switch rewrites the prefix
  // from the turn it was injected on, so attachment ends up costing what inline costs.
  const deleted = run([1800, 1800, 1800, 1800, 1800, 1800], 4, 1500, 1200, 3000, 0.1, 'delete');
  it('with staleBody "delete", attachment costs as much as inline here', () => {
    expect(deleted.paths.attachment.fullPrice).toBe(26100);
    expect(deleted.paths.attachment.fullPrice).toBe(deleted.paths.inline.fullPrice);
  });
  it.each(PAGES)('%s prints the "delete" total beside the "keep" one', (path) => {
    const page = read(path);
    const keep = sim.paths.attachment.fullPrice;
    const del = deleted.paths.attachment.fullPrice;
    expect(page).toContain('"staleBody": "delete"');
    expect(page).toMatch(new RegExp(`${keep}[^\\n]{1,20}${del}`));
  });
});

describe('the page’s numbers task (gs-cache-delta) agrees with the simulator', () => {
  interface NumbersTask {
    id: string;
    check: { kind: string; fields: { id: string; answer: number }[] };
  }
  const task = (
    JSON.parse(read('content/practice/gateways-skills.json')) as { tasks: NumbersTask[] }
  ).tasks.find((t) => t.id === 'gs-cache-delta')!;
  const answer = (id: string) => task.check.fields.find((f) => f.id === id)!.answer;

  it('ρ = 0.1, H_k = 4000, S_old = 2000, n = 8, k = 3', () => {
    // H_3 = 4000: two turns of 2000 before the switch at turn 3; eight turns in all.
    const sim = run([2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000], 3, 2000, 1000, 3000, 0.1);
    expect(sim.delta.inlineMinusAttachment).toBe(answer('delta'));
    // what inline pays more on the switch turn, before the stale-body fee of that turn
    const t = sim.paths.inline.turns[2]!.fullPrice - sim.paths.attachment.turns[2]!.fullPrice;
    expect(Math.round(t + 0.1 * 2000)).toBe(answer('recompute'));
    expect(answer('recompute') - answer('stale')).toBe(answer('delta'));
  });
});
