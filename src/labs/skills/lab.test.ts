import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { compressToEncodedURIComponent } from 'lz-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectWalk } from '../lab-test-helpers.ts';
import type { OutcomesFile, ScenarioFile } from '../contract.ts';
import { checkState, decodeVersioned } from '../state.ts';
import type { SkillsAnalysis } from './analyse.ts';
import lab from './index.ts';
import type { SkillsState } from './state.ts';
import { estimateCounter, setTokenCounter } from './token-count.ts';
import { o200kCounter } from './tokenizer.ts';

const json = <T>(path: string) =>
  JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')) as T;
const scenarios = json<ScenarioFile<SkillsState>>('content/labs/skills/scenarios.json');
const outcomes = json<OutcomesFile>('content/labs/skills/outcomes.json');

beforeAll(() => setTokenCounter(o200kCounter));

describe('the lab module', () => {
  it('derives its outcomes from the flowchart', () => {
    expect(lab.slug).toBe('skills');
    expect([...lab.outcomes].sort()).toEqual(['invalid', 'valid', 'warnings']);
    expect(lab.happy).toEqual(['valid']);
  });

  it('describes the input in both languages', () => {
    const s = scenarios.scenarios[0]!.state;
    for (const lang of ['zh', 'en'] as const) {
      const blocks = lab.describe(s, lang);
      expect(blocks.map((b) => b.label)).toContain('weather-report/SKILL.md');
      expect(blocks.at(-1)?.code).toBe('json');
    }
  });
});

describe('scenarios', () => {
  it('have unique ids, both languages, and walkthroughs that name them', () => {
    const ids = scenarios.scenarios.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of scenarios.scenarios) for (const t of [s.title, s.note]) expect(t.zh && t.en).toBeTruthy();
    for (const w of scenarios.walkthroughs) for (const id of w.steps) expect(ids).toContain(id);
  });

  it.each(scenarios.scenarios.map((s) => [s.id, s] as const))('%s gives its expected outcome', (_id, s) => {
    expect(checkState(lab, s.state).ok).toBe(true);
    const run = lab.run(s.state);
    expect(run.outcome).toBe(s.expect);
    expectWalk(lab.flowcharts[0], run.trace);
    const a = run.value as SkillsAnalysis;
    expect(a.conversation.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(a.simulation).not.toBeNull();
  });

  it('the scenarios cover every outcome', () => {
    expect(new Set(scenarios.scenarios.map((s) => s.expect))).toEqual(new Set(lab.outcomes));
  });

  it('the page example scenario reproduces the page’s total difference', () => {
    const s = scenarios.scenarios.find((x) => x.id === 'sk-page-example')!;
    const a = lab.run(s.state).value as SkillsAnalysis;
    expect(a.simulation!.result.delta.inlineMinusAttachment).toBe(4410);
  });

  it('a typical state makes a small share link, and reads back through the versioned decoder', () => {
    const s = scenarios.scenarios.find((x) => x.id === 'sk-valid')!.state;
    // (built by hand: `versioned` takes AnyLab, which a lab with practice requirements' types does not fit)
    const link = { v: lab.state.version, ...s };
    const fragment = compressToEncodedURIComponent(JSON.stringify(link));
    expect(fragment.length).toBeLessThan(2500);
    expect(decodeVersioned(lab, link)).toEqual({ ok: true, state: s });
  });
});

describe('the marker of a run', () => {
  const valid = scenarios.scenarios.find((x) => x.id === 'sk-valid')!.state;
  const capitalised = (s: SkillsState, i: number): SkillsState => ({
    ...s,
    files: s.files.map((f, j) =>
      j === i ? { ...f, text: f.text.replace(/^name: (\S+)/m, 'name: X$1') } : f,
    ),
  });

  it('is on the files field when the decisive problem is in the first file', () => {
    const run = lab.run(capitalised(valid, 0));
    expect(run.focus?.field).toBe('files');
    expect(run.focus?.message).toMatch(/^weather-report\/SKILL\.md:2:7 name-uppercase/);
  });

  it('names its file otherwise, so a one-text editor of the first file shows no stray marker', () => {
    const run = lab.run(capitalised(valid, 2));
    expect(run.outcome).toBe('invalid');
    expect(run.focus?.field).toBe('files:travel-checklist/SKILL.md');
  });
});

describe('outcome texts', () => {
  it('cover every outcome and error, with every field in both languages', () => {
    expect(outcomes.lab).toBe('skills');
    expect(Object.keys(outcomes.outcomes).sort()).toEqual([...lab.outcomes, 'error'].sort());
    for (const o of Object.values(outcomes.outcomes)) {
      for (const t of [o.title, o.explain, o.proves, o.notProves, o.next]) expect(t.zh && t.en).toBeTruthy();
      expect(['ok', 'block', 'unknown']).toContain(o.tone);
    }
  });
});

describe('practice tasks of the skills lab (content/practice/gateways-skills.json)', () => {
  interface Task {
    id: string;
    lab: string | null;
    start: SkillsState;
    check: { kind: string; outcome: string };
    answer: { input: string };
  }
  const tasks = json<{ tasks: Task[] }>('content/practice/gateways-skills.json').tasks.filter(
    (t) => t.lab === 'skills',
  );

  it('there are at least three, checked by the lab', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(3);
    for (const t of tasks) expect(t.check.kind).toBe('lab-outcome');
  });

  // The practice field is `files`: the task's editor holds the first file's text, the rest stays as in `start`.
  it.each(tasks.map((t) => [t.id, t] as const))(
    '%s: the start fails the check and the answer passes it',
    (_id, t) => {
      expect(checkState(lab, t.start).ok).toBe(true);
      expect(lab.run(t.start).outcome).not.toBe(t.check.outcome);
      const solved = {
        ...t.start,
        files: t.start.files.map((f, i) => (i === 0 ? { ...f, text: t.answer.input } : f)),
      };
      expect(lab.run(solved).outcome).toBe(t.check.outcome);
    },
  );
});

describe('run never throws', () => {
  const path = fc.oneof(
    fc.constantFrom(
      'a/SKILL.md',
      'b/SKILL.md',
      'a/references/x.md',
      'SKILL.md',
      'a/skill.md',
      '../x',
      '/abs',
      'a//b',
      '__proto__/SKILL.md',
    ),
    fc.string({ maxLength: 20 }),
  );
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.string({ maxLength: 200 }).map((s) => `---\nname: a\ndescription: ${s}\n---\n${s}`),
    fc.constantFrom(
      '---\n' + '['.repeat(3000) + '\n---\n',
      '---\n' + '- '.repeat(500) + 'x\n---\n',
      '---\nname: &a a\nx: *a\n---\n',
    ),
  );
  const state: fc.Arbitrary<SkillsState> = fc.record({
    files: fc.array(fc.record({ path, text }), { maxLength: 6 }),
    active: fc.array(fc.constantFrom('a', 'b', '__proto__'), { maxLength: 3 }),
    requested: fc.array(fc.constantFrom('a/references/x.md', 'nope'), { maxLength: 2 }),
    budget: fc.nat({ max: 100_000 }),
    injection: fc.constantFrom('inline' as const, 'attachment' as const, 'fork' as const),
    conversation: fc.oneof(
      fc.string({ unit: 'binary', maxLength: 100 }),
      fc.constantFrom(
        '{"turns": ["a", "/compact", "b", null, {"skill": "a", "tokens": 5}]}',
        '{"turns": []}',
      ),
    ),
  });

  it('on any state, with the tokenizer and with the estimate', () => {
    for (const counter of [o200kCounter, estimateCounter]) {
      setTokenCounter(counter);
      fc.assert(
        fc.property(state, (s) => {
          const run = lab.run(s);
          expect(run.outcome).not.toBe('error');
          expectWalk(lab.flowcharts[0], run.trace);
          for (const b of lab.breakers) {
            const broken = b.apply(s);
            if (broken) expect(lab.run(broken).outcome).not.toBe('error');
          }
        }),
        { numRuns: 100 },
      );
    }
    setTokenCounter(o200kCounter);
  }, 60_000);
});
