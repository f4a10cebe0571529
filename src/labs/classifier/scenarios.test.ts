// The classifier scenarios teach what the page's practice task asks for.
import { describe, expect, it } from 'vitest';
import { loadLab } from '../registry.ts';

const { scenarios, outcomes } = await loadLab('classifier');

describe('classifier scenarios', () => {
  it("mark the page's practice counterexamples: tool isError and a timeout", () => {
    const marked = scenarios.scenarios.filter((s) => s.practice).map((s) => s.expect);
    for (const o of ['tool_error', 'unknown']) expect(marked).toContain(o);
  });

  it('explain a timeout in the "unknown" tone: the call may or may not have happened', () => {
    expect(outcomes.outcomes.unknown?.tone).toBe('unknown');
  });
});
