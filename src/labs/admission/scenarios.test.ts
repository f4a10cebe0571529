// The admission scenarios teach what the page's practice task asks for.
import { describe, expect, it } from 'vitest';
import { loadLab } from '../registry.ts';
import type { AdmissionState } from './state.ts';

const { module: lab, scenarios } = await loadLab('admission');
const all = scenarios.scenarios.map((s) => ({ ...s, state: s.state as AdmissionState }));

describe('admission scenarios', () => {
  it("mark the page's practice counterexamples: missing field, boolean days, 朝阳 on the list", () => {
    const marked = all.filter((s) => s.practice).map((s) => s.expect);
    for (const o of ['schema_fields', 'schema_types', 'accepted']) expect(marked).toContain(o);
  });

  it('朝阳 passes a list that has it and fails one that does not', () => {
    const chaoyang = all.filter((s) => s.state.args.includes('"朝阳"'));
    const byList = chaoyang.map((s) => [s.state.allowedCities.includes('朝阳'), lab.run(s.state).outcome]);
    expect(byList).toContainEqual([true, 'accepted']);
    expect(byList).toContainEqual([false, 'semantic_city']);
  });
});
