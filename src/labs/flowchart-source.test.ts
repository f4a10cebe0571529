import { describe, expect, it } from 'vitest';
import { flowchartSource, highlightFor } from './flowchart-source.ts';
import { labs } from './registry.ts';
import { runLab } from './run.ts';

describe('lab flowcharts', () => {
  it('write one mermaid node per flowchart node in both languages', () => {
    for (const lab of labs) {
      for (const lang of ['zh', 'en'] as const) {
        const src = flowchartSource(lab.flowchart, lang);
        expect(src.startsWith(`%% title: ${lab.flowchart.title[lang]}\nflowchart TD\n`)).toBe(true);
        for (const n of lab.flowchart.nodes) expect(src).toContain(`    ${n.id}`);
      }
    }
  });

  it('light the trace: path nodes, one exit node, taken edges', () => {
    const run = runLab('admission', { args: '{"city": "x", "days": true}', allowedCities: [] });
    const h = highlightFor(labs[0].flowchart, run.trace);
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
        labs[0].flowchart.edges.some((x) => x.from === from && x.to === to),
        e,
      ).toBe(true);
    }
  });
});
