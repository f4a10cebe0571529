import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyLab } from '../contract.ts';
import { checkState, decodeVersioned, versioned } from '../state.ts';
import lab from './index.ts';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evalChartSvg } from './chart-svg.ts';
import { pct } from './verdict.ts';
import type { SelectionValue } from './run.ts';
import type { SelectionState } from './state.ts';
import { expectWalk, readContentJson, readScenarios } from '../lab-test-helpers.ts';
import type { OutcomesFile } from '../contract.ts';

const file = readScenarios<SelectionState>('selection-eval');
const TOPICS = join(dirname(fileURLToPath(import.meta.url)), '../../../content/wiki/topics');
const chart = lab.flowcharts[0];
const scenario = (id: string) => file.scenarios.find((s) => s.id === id)!.state;

describe('selection-eval lab', () => {
  it('derives its outcomes from the flowchart', () => {
    expect([...lab.outcomes].sort()).toEqual(['improved', 'within_noise', 'worse']);
  });

  it.each(file.scenarios.map((s) => [s.id, s] as const))(
    'scenario %s gives its expect through run',
    (_, s) => {
      expect(checkState(lab, s.state).ok).toBe(true);
      const run = lab.run(s.state);
      expect(run.outcome).toBe(s.expect);
      expectWalk(chart, run.trace);
    },
  );

  it('judges each family at the threshold tightened by the number of families, as the page does', () => {
    const value = lab.run(scenario('se-fifty-to-eight')).value as SelectionValue;
    const names = value.report.families.map((f) => f.family);
    expect(names).toHaveLength(6);
    const sentence = (name: string) => value.familySentences[names.indexOf(name)]!;
    // dns: p ≈ 0.031, below 0.05 alone but not below 0.05 / 6.
    expect(sentence('dns').en).toContain('0.0083');
    expect(sentence('dns').en).toContain('within the noise');
    expect(sentence('dns').zh).toContain('仍在噪声范围内');
    // kubernetes: p ≈ 0.006 holds after tightening.
    expect(sentence('kubernetes').en).toContain('beyond the noise');
    // The overall verdict is one test, judged at 0.05 itself.
    expect(value.sentence.en).not.toContain('tightened');
  });

  it('walkthroughs name existing scenarios', () => {
    const ids = new Set(file.scenarios.map((s) => s.id));
    for (const w of file.walkthroughs) for (const step of w.steps) expect(ids.has(step)).toBe(true);
  });

  // The worked numbers of content/wiki/topics/field-cases.md, recomputed independently by
  // scripts/fidelity/selection-eval-reference.py with Python's csv module and pasted here.
  it('reproduces the field-cases page: 50 → 8 tools', () => {
    const v = lab.run(scenario('se-fifty-to-eight')).value as SelectionValue;
    const o = v.report.overall;
    expect(v.report.design).toBe('paired');
    expect([o.before.misselection.k, o.before.misselection.n, o.after.misselection.k]).toEqual([60, 240, 12]);
    expect(o.before.misselection.ci?.lo).toBeCloseTo(0.1994465391717465, 12);
    expect(o.before.misselection.ci?.hi).toBeCloseTo(0.30843042079903293, 12);
    expect(o.after.misselection.ci?.lo).toBeCloseTo(0.028830303254792054, 12);
    expect(o.after.misselection.ci?.hi).toBeCloseTo(0.08534822469261089, 12);
    expect([o.before.firstPass.k, o.before.firstPass.n, o.after.firstPass.k, o.after.firstPass.n]).toEqual([
      126, 180, 205, 228,
    ]);
    expect([o.before.success.k, o.after.success.k]).toEqual([144, 186]);
    const m = o.compare!.misselection;
    expect(m.design === 'paired' && [m.test.b, m.test.c, m.test.method]).toEqual([50, 2, 'chi-square-cc']);
    expect(m.p / 7.138060540993875e-11).toBeCloseTo(1, 9);
    const fp = o.compare!.firstPass;
    expect(fp.design === 'paired' && [fp.n, fp.test.b, fp.test.c]).toEqual([178, 13, 50]);
    expect(fp.p / 5.74471191915686e-6).toBeCloseTo(1, 9);
    const sc = o.compare!.success;
    expect(sc.design === 'paired' && [sc.test.b, sc.test.c]).toEqual([30, 72]);
    expect(sc.p / 4.9155815424024784e-5).toBeCloseTo(1, 9);
    const fam = Object.fromEntries(
      v.report.families.map((f) => [
        f.family,
        [f.before.misselection.k, f.after.misselection.k, f.compare!.misselection.p],
      ]),
    );
    expect(fam).toEqual({
      kubernetes: [12, 2, expect.closeTo(0.00634765625, 12)],
      logs: [16, 3, expect.closeTo(0.0009765625, 12)],
      metrics: [13, 2, expect.closeTo(0.0009765625, 12)],
      ci: [6, 2, expect.closeTo(0.125, 12)],
      tickets: [5, 1, expect.closeTo(0.125, 12)],
      dns: [8, 2, expect.closeTo(0.03125, 12)],
    });
  });

  it('the field-cases page shows the numbers this calculator gives, in both languages', () => {
    const v = lab.run(scenario('se-fifty-to-eight')).value as SelectionValue;
    const o = v.report.overall;
    const ci = (r: { ci: { lo: number; hi: number } | null }) => `${pct(r.ci!.lo)}–${pct(r.ci!.hi)}`;
    const m = o.compare!.misselection;
    const expected = [
      `${pct(o.before.misselection.rate)}（60/240`,
      ci(o.before.misselection),
      ci(o.after.misselection),
      `${o.before.firstPass.k}/${o.before.firstPass.n}`,
      `${o.after.firstPass.k}/${o.after.firstPass.n}`,
      `${pct(o.after.success.rate)}`,
      `\\chi^2\\approx${m.design === 'paired' ? m.test.statistic!.toFixed(1) : ''}`,
    ];
    for (const page of ['field-cases.md', 'field-cases.en.md']) {
      const text = readFileSync(join(TOPICS, page), 'utf8').replaceAll(' (', '（');
      for (const e of expected) expect(text, `${page} shows ${e}`).toContain(e);
      expect(text).toContain(`${(m.design === 'paired' ? m.se! * 100 : 0).toFixed(1)}`);
    }
  });

  it('the field-cases page tightens the per-family threshold to 0.05/6 and names the families that survive it', () => {
    const v = lab.run(scenario('se-fifty-to-eight')).value as SelectionValue;
    const bonferroni = 0.05 / v.report.families.length;
    const survivors = v.report.families
      .filter((f) => f.compare!.misselection.p < bonferroni)
      .map((f) => f.family)
      .sort();
    expect(survivors).toEqual(['kubernetes', 'logs', 'metrics']);
    for (const page of ['field-cases.md', 'field-cases.en.md']) {
      const text = readFileSync(join(TOPICS, page), 'utf8');
      expect(text).toContain(`0.05/${v.report.families.length}\\approx${bonferroni.toFixed(4)}`);
      for (const f of v.report.families) {
        const p = f.compare!.misselection.p.toFixed(3);
        expect(text, `${page}: ${f.family} p ${p}`).toMatch(new RegExp(`p(\\\\approx|=)${p}`));
      }
    }
  });

  it('tells paired from independent designs, and refuses pairs that do not pair', () => {
    const s = scenario('se-paired-power');
    expect(lab.run({ ...s, design: 'independent' }).outcome).toBe('within_noise');
    const unpaired = scenario('se-independent');
    const forced = lab.run({ ...unpaired, design: 'paired' });
    expect(forced.outcome).toBe('error');
    expect(forced.parseError).toMatchObject({ field: 'before', line: 2, column: 1 });
    const changedFamily = { ...s, after: s.after.replace('m-02,metrics', 'm-02,logs') };
    expect(lab.run(changedFamily).parseError).toMatchObject({ field: 'after', line: 3 });
  });

  it('points at unreadable cases by line and column', () => {
    const s = scenario('se-small-family');
    const cases: [string, object][] = [
      ['id,family\n1,a\n', { line: 1, column: 1 }],
      ['id,family,golden_tool,first_tool,args_first_pass,succeeded\n1,a,t,t,,true\n', { line: 2, column: 9 }],
      [
        'id,family,golden_tool,first_tool,args_first_pass,succeeded\n1,a,t,u,,maybe\n',
        { line: 2, column: 10 },
      ],
      [
        'id,family,golden_tool,first_tool,args_first_pass,succeeded\n1,a,t,u,,true\n1,a,t,t,true,true\n',
        { line: 3, column: 1 },
      ],
      [
        '[{"id": "1", "family": "a", "golden_tool": "t", "first_tool": 3, "succeeded": true}]',
        { line: 1, column: 63 },
      ],
      ['{"cases": 1}', { line: 1, column: 1 }],
      ['', { line: 1, column: 1 }],
    ];
    for (const [after, at] of cases) {
      const run = lab.run({ ...s, after });
      expect(run.outcome, after).toBe('error');
      expect(run.parseError, after).toMatchObject({ field: 'after', ...at });
      expectWalk(chart, run.trace);
    }
  });

  it('never throws, whatever the texts', () => {
    const texts = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom(scenario('se-json').before, scenario('se-small-family').after),
      fc
        .array(
          fc.tuple(
            fc.constantFrom('1', '2', 'x'),
            fc.constantFrom('a', ''),
            fc.constantFrom('t', 'u', ''),
            fc.constantFrom('true', 'no', '', 'x'),
          ),
          { maxLength: 6 },
        )
        .map(
          (rows) =>
            'id,family,golden_tool,first_tool,args_first_pass,succeeded\n' +
            rows.map(([i, f, t, b]) => `${i},${f},t,${t},${b},${b}`).join('\n'),
        ),
    );
    fc.assert(
      fc.property(
        texts,
        texts,
        fc.constantFrom('auto', 'paired', 'independent') as fc.Arbitrary<SelectionState['design']>,
        (before, after, design) => {
          const run = lab.run({ before, after, design });
          expect(['improved', 'worse', 'within_noise', 'error']).toContain(run.outcome);
          expectWalk(chart, run.trace);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('every breaker changes the state or declines, and what it makes still runs', () => {
    for (const s of file.scenarios)
      for (const b of lab.breakers) {
        const next = b.apply(s.state);
        if (next === null) continue;
        expect(checkState(lab, next).ok).toBe(true);
        expect(next).not.toEqual(s.state);
        expectWalk(chart, lab.run(next).trace);
      }
    const base = scenario('se-paired-power');
    const outcome = (id: string) => lab.run(lab.breakers.find((b) => b.id === id)!.apply(base)!).outcome;
    expect(outcome('renumber-after')).toBe('within_noise');
    expect(outcome('swap-sets')).toBe('worse');
    expect(outcome('duplicate-case')).toBe('error');
    expect(outcome('bad-boolean')).toBe('error');
  });

  it('has an explanation for every outcome and for error, in both languages', () => {
    const texts = readContentJson<OutcomesFile>('labs', lab.slug, 'outcomes.json');
    expect(texts.lab).toBe(lab.slug);
    expect(Object.keys(texts.outcomes).sort()).toEqual([...lab.outcomes, 'error'].sort());
    for (const t of Object.values(texts.outcomes))
      for (const k of ['title', 'explain', 'proves', 'notProves', 'next'] as const) {
        expect(t[k].zh.length).toBeGreaterThan(1);
        expect(t[k].en.length).toBeGreaterThan(1);
      }
  });

  it('round-trips saved states and describes its input', () => {
    const s = scenario('se-json');
    // AnyLab does not accept a typed lab yet (PracticeRequirement<S> is a function type, so it is
    // contravariant in S); the cast goes once the contract declares it method-style.
    expect(decodeVersioned(lab, versioned(lab as unknown as AnyLab, s))).toEqual({ ok: true, state: s });
    expect(lab.describe(s, 'en').map((b) => b.code)).toEqual(['inline', 'text', 'json', 'json']);
    expect(lab.describe(scenario('se-small-family'), 'zh').map((b) => b.code)).toEqual([
      'inline',
      'text',
      'csv',
      'csv',
    ]);
    expect(lab.describe(scenario('se-csv-error'), 'en').map((b) => b.code)).toEqual(['inline', 'csv', 'csv']);
  });

  it('summarises the report first for the presenter and the export', () => {
    const [, summary] = lab.describe(scenario('se-fifty-to-eight'), 'en');
    const v = lab.run(scenario('se-fifty-to-eight')).value as SelectionValue;
    expect(summary?.text).toContain('Computed as: paired');
    expect(summary?.text).toContain(v.sentence.en);
    for (const fr of v.report.families) expect(summary?.text).toMatch(new RegExp(`^  ${fr.family}: `, 'm'));
  });

  it('draws an escaped, self-contained SVG for each metric', () => {
    const s = scenario('se-small-family');
    const family = ',"<b>&""x\'",';
    const evil = {
      ...s,
      before: s.before.replaceAll(',logs,', family),
      after: s.after.replaceAll(',logs,', family),
    };
    const v = lab.run(evil).value as SelectionValue;
    for (const metric of ['misselection', 'firstPass', 'success'] as const)
      for (const lang of ['zh', 'en'] as const) {
        const svg = evalChartSvg(v.report, metric, lang);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg).not.toContain('<b>');
        expect(svg).toContain('&#60;b&#62;&#38;&#34;x&#39;');
        expect(svg.match(/<rect /g)?.length).toBeGreaterThanOrEqual(5);
      }
  });
});
