import { describe, expect, it } from 'vitest';
import { wrapFlowchartLabels } from '../diagrams/index.ts';
import { flowchartSource, highlightFor, sideExits } from './flowchart.ts';
import { loadAllLabs } from './registry.ts';
import admission from './admission/index.ts';

const labs = (await loadAllLabs()).map((l) => l.module);

describe('lab flowcharts', () => {
  it('write one mermaid node per flowchart node in both languages', () => {
    for (const lab of labs)
      for (const fc of lab.flowcharts)
        for (const lang of ['zh', 'en'] as const) {
          const src = flowchartSource(fc, lang);
          expect(src.startsWith(`%% title: ${fc.title[lang]}\nflowchart TD\n`)).toBe(true);
          for (const n of fc.nodes) expect(src).toContain(`    ${n.id}`);
        }
  });

  it("come with their labels broken already: the pages' label breaking would change nothing", () => {
    let broken = 0;
    for (const lab of labs)
      for (const fc of lab.flowcharts)
        for (const lang of ['zh', 'en'] as const) {
          const src = flowchartSource(fc, lang);
          broken += src.split('<br/>').length - 1;
          expect(wrapFlowchartLabels(src, lang), `${lab.slug} ${lang}`).toBe(src);
        }
    expect(broken).toBeGreaterThan(0);
  });

  it('stand the side exits in a column of their own (no staircase): joined in walk order by invisible links', () => {
    const fc = admission.flowcharts[0];
    expect(sideExits(fc)).toEqual(['schema_fields', 'schema_types', 'schema_range']);
    const src = flowchartSource(fc, 'en');
    expect(src).toContain('    schema_fields ~~~ schema_types\n    schema_types ~~~ schema_range\n');
    // the last check's two exits (both terminal) stay side by side under it
    expect(src).not.toMatch(/~~~ (accepted|semantic_city)/);
    for (const lab of labs)
      for (const f of lab.flowcharts) {
        const terminal = new Set(f.nodes.filter((n) => n.terminal).map((n) => n.id));
        for (const id of sideExits(f)) expect(terminal.has(id), `${lab.slug} ${id}`).toBe(true);
      }
  });

  it('light the trace: path nodes, one exit node, taken edges', () => {
    const run = admission.run({ args: '{"city": "x", "days": true}', allowedCities: [] });
    const fc = admission.flowcharts[0];
    const h = highlightFor(fc, run.trace);
    expect(h.exit).toBe('schema_types');
    expect(h.nodes.get('schema_types')).toBe('exit');
    expect(h.nodes.get('args_is_object')).toBe('path');
    expect(h.nodes.get('days_is_int')).toBe('path');
    expect(h.nodes.get('city_allowed')).toBe('idle');
    expect([...h.nodes.values()].filter((s) => s === 'exit')).toHaveLength(1);
    expect(h.edges.has('days_is_int->schema_types')).toBe(true);
    for (const e of h.edges) {
      const [from, to] = e.split('->');
      expect(
        fc.edges.some((x) => x.from === from && x.to === to),
        e,
      ).toBe(true);
    }
  });
});
