// The planner scenarios teach what the page's worked example and practice task ask for.
import { describe, expect, it } from 'vitest';
import { loadLab } from '../registry.ts';
import { PLANNER_ERRORS } from './flowchart.ts';
import type { PlanResult } from './plan.ts';

const { module: lab, scenarios } = await loadLab('planner');
const runs = scenarios.scenarios.map((s) => ({ s, run: lab.run(s.state) }));

describe('planner scenarios', () => {
  it("mark the page's practice counterexample: 100 tokens against a budget of 99", () => {
    expect(scenarios.scenarios.filter((s) => s.practice).map((s) => s.expect)).toContain('rejected');
  });

  it('the page example is rejected at 99 and accepted at 100', () => {
    const at100 = runs.filter(({ run }) => (run.value as PlanResult | undefined)?.tokens === 100);
    const verdicts = at100.map(({ run }) => run.outcome);
    expect(verdicts).toContain('accepted');
    expect(verdicts).toContain('rejected');
  });

  it('every teaching error is shown by a scenario, and so is a crash', () => {
    const messages = new Set(runs.map(({ run }) => run.error).filter((m) => m !== undefined));
    const teaching = Object.values(PLANNER_ERRORS) as string[];
    expect(teaching.filter((m) => !messages.has(m))).toEqual([]);
    expect([...messages].some((m) => !teaching.includes(m))).toBe(true);
  });
});
