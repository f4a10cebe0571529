import { describe, expect, it } from 'vitest';
import lab from './index.ts';
import { evalChartSvg, evalChartTree, svgToString, type SvgNode } from './chart-svg.ts';
import type { SelectionValue } from './run.ts';
import type { SelectionState } from './state.ts';
import { readScenarios } from '../lab-test-helpers.ts';

const file = readScenarios<SelectionState>('selection-eval');
const scenario = (id: string) => file.scenarios.find((s) => s.id === id)!.state;

const walk = (n: SvgNode): SvgNode[] => [n, ...n.children.flatMap(walk)];

describe('the chart tree', () => {
  const v = lab.run(scenario('se-fifty-to-eight')).value as SelectionValue;

  it('holds only inert elements and attributes, whatever the family names', () => {
    const evil = scenario('se-small-family');
    const family = ',<script>alert(1)</script> onload=x,';
    const run = lab.run({
      ...evil,
      before: evil.before.replaceAll(',logs,', family),
      after: evil.after.replaceAll(',logs,', family),
    });
    const report = (run.value as SelectionValue).report;
    for (const metric of ['misselection', 'firstPass', 'success'] as const) {
      const nodes = walk(evalChartTree(report, metric, 'en'));
      for (const n of nodes) {
        expect(['svg', 'title', 'rect', 'line', 'path', 'text']).toContain(n.tag);
        for (const key of Object.keys(n.attrs)) expect(key).not.toMatch(/^on|href/i);
      }
      const svg = evalChartSvg(report, metric, 'en');
      expect(svg).not.toMatch(/<script/i);
      expect(svg).toContain('&#60;script&#62;');
    }
  });

  it('serialises to the exported file, with a bar and a whisker per rate', () => {
    const tree = evalChartTree(v.report, 'misselection', 'zh');
    expect(svgToString(tree)).toBe(evalChartSvg(v.report, 'misselection', 'zh'));
    const groups = v.report.families.length + 1;
    expect(walk(tree).filter((n) => n.tag === 'path')).toHaveLength(groups * 2);
  });
});
