import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkTask as check, initialAnswer, keptFieldsChanged, parseInteger, startText } from './check.ts';
import type { LabOutcomeCheck, PracticeFile, PracticeTask } from '../content-checks/types.ts';
import { loadAllLabs, type AnyLab } from '../labs/index.ts';
import type { LearnerAnswer } from './check.ts';

const labs = new Map((await loadAllLabs()).map((l) => [l.module.slug, l.module]));
const labOf = (t: PracticeTask): AnyLab | undefined => (t.lab ? labs.get(t.lab) : undefined);
const checkTask = (t: PracticeTask, a: LearnerAnswer) => check(t, a, labOf(t));

const dir = join(import.meta.dirname, '../../content/practice');
const files: PracticeFile[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as PracticeFile);
const tasks = files.flatMap((f) => f.tasks);
const byId = (id: string) => tasks.find((t) => t.id === id)!;
const lab = (text: string | null) => ({ kind: 'lab', text }) as const;

describe('real practice content', () => {
  const labTasks = tasks.filter((t) => t.check.kind === 'lab-outcome');
  it('has lab tasks', () => expect(labTasks.length).toBeGreaterThan(5));
  it.each(labTasks.map((t) => [t.id, t] as const))(
    '%s: start is not done, the reference answer is',
    (_, t) => {
      expect(checkTask(t, initialAnswer(t, labOf(t))).done).toBe(false);
      expect(t.answer.input, 'lab tasks carry a reference input').toBeDefined();
      const r = checkTask(t, lab(t.answer.input!));
      expect(r.feedback.map((f) => f.en).join(' | ')).toMatch(/^Done/);
      expect(r.done).toBe(true);
      expect(r.outcome).toBe((t.check as LabOutcomeCheck).outcome);
    },
  );
  it('task and mastery ids are unique across pages', () => {
    const ids = [...tasks.map((t) => t.id), ...files.flatMap((f) => (f.mastery ?? []).map((m) => m.id))];
    expect(new Set(ids).size).toBe(ids.length);
  });
  it.each(tasks.filter((t) => t.check.kind === 'choices').map((t) => [t.id, t] as const))(
    '%s: the correct picks are done, one wrong pick is not',
    (_, t) => {
      if (t.check.kind !== 'choices') throw new Error('kind');
      const right = t.check.items.map((i) => i.correct);
      expect(checkTask(t, { kind: 'choices', picks: right }).done).toBe(true);
      const item = t.check.items[0]!;
      const wrong = item.options.find((o) => o.id !== item.correct)!.id;
      const r = checkTask(t, { kind: 'choices', picks: [wrong, ...right.slice(1)] });
      expect(r.done).toBe(false);
      expect(r.items![0]).toEqual({ id: wrong, correct: false, feedback: item.explanations[wrong] });
      expect(r.items!.slice(1).every((i) => i.correct)).toBe(true);
    },
  );
  it.each(tasks.filter((t) => t.check.kind === 'numbers').map((t) => [t.id, t] as const))(
    '%s: the answers are done, an off-by-one is not',
    (_, t) => {
      if (t.check.kind !== 'numbers') throw new Error('kind');
      const values = Object.fromEntries(t.check.fields.map((f) => [f.id, ` ${f.answer} `]));
      expect(checkTask(t, { kind: 'numbers', values }).done).toBe(true);
      const f0 = t.check.fields[0]!;
      const r = checkTask(t, { kind: 'numbers', values: { ...values, [f0.id]: String(f0.answer + 1) } });
      expect(r.done).toBe(false);
      expect(r.items![0]!.correct).toBe(false);
    },
  );
});

describe('lab-outcome rules', () => {
  const vocab = byId('ts-business-vocab');
  it('admission: structure passes, city outside the vocabulary → semantic_city', () => {
    const r = checkTask(vocab, lab('{"city": "朝阳", "days": 3}'));
    expect(r).toMatchObject({ done: true, outcome: 'semantic_city' });
  });
  it('admission: other outcomes and invalid JSON are not done and say why', () => {
    expect(checkTask(vocab, lab('{"city": "朝阳", "days": 9}'))).toMatchObject({
      done: false,
      outcome: 'schema_range',
    });
    const bad = checkTask(vocab, lab('{"city": '));
    expect(bad.done).toBe(false);
    expect(bad.feedback[0]!.en).toMatch(/not valid JSON \(line 1/);
  });
  it('a string comparison would not do: reformatted answers still pass', () => {
    expect(checkTask(vocab, lab('\n{   "days":3,"city":"拉萨"}\n')).done).toBe(true);
  });
  const toolError = byId('ts-tool-error');
  it('keep: changing jsonrpc or id fails even when the outcome matches', () => {
    const start = startText(toolError, labOf(toolError)!)!;
    const cls = labOf(toolError)!;
    const good = toolError.answer.input!;
    expect(checkTask(toolError, lab(good)).done).toBe(true);
    const changedId = JSON.stringify({ ...JSON.parse(good), id: 'other' });
    const r = checkTask(toolError, lab(changedId));
    expect(r.done).toBe(false);
    expect(r.feedback.some((f) => f.en.includes('field id must stay'))).toBe(true);
    expect(keptFieldsChanged(toolError, toolError.check as LabOutcomeCheck, start, cls)).toEqual([]);
    expect(keptFieldsChanged(toolError, toolError.check as LabOutcomeCheck, null, cls)).toEqual([
      'jsonrpc',
      'id',
    ]);
    const noJsonrpc = JSON.parse(good) as Record<string, unknown>;
    delete noJsonrpc.jsonrpc;
    expect(
      keptFieldsChanged(toolError, toolError.check as LabOutcomeCheck, JSON.stringify(noJsonrpc), cls),
    ).toEqual(['jsonrpc']);
  });
  it('classifier: no response (timeout) is unknown', () => {
    const r = checkTask(toolError, lab(null));
    expect(r.outcome).toBe('unknown');
    expect(r.done).toBe(false);
  });
  const tight = byId('ts-tight-budget');
  it('tight-budget: accepted with slack is not done; budget == tokens is', () => {
    const ref = JSON.parse(tight.answer.input!) as { budget: number };
    const slack = JSON.stringify({ ...ref, budget: ref.budget + 1 });
    const r = checkTask(tight, lab(slack));
    expect(r).toMatchObject({ done: false, outcome: 'accepted' });
    expect(r.feedback[0]!.en).toMatch(/tighten/);
    const under = JSON.stringify({ ...ref, budget: ref.budget - 1 });
    expect(checkTask(tight, lab(under))).toMatchObject({ done: false, outcome: 'rejected' });
    expect(checkTask(tight, lab(tight.answer.input!)).done).toBe(true);
  });
  it('tight-budget holds exactly at the minimum for any budget (property)', () => {
    const ref = JSON.parse(tight.answer.input!) as { budget: number };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (budget) => {
        const r = checkTask(tight, lab(JSON.stringify({ ...ref, budget })));
        expect(r.done).toBe(budget === ref.budget);
      }),
      { numRuns: 200 },
    );
  });
  it('a wrong answer kind never passes', () => {
    expect(checkTask(vocab, { kind: 'numbers', values: {} }).done).toBe(false);
  });
});

describe('numbers', () => {
  it('parseInteger accepts exactly the integers', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (n) => {
        expect(parseInteger(`  ${n} `)).toBe(n);
      }),
    );
    for (const s of ['', '1.0', '1e3', '0x10', '12a', '- 1', '１２']) expect(parseInteger(s)).toBeNull();
  });
  it('any text other than the integer itself is wrong, never a throw', () => {
    const t: PracticeTask = tasks.find((x) => x.check.kind === 'numbers')!;
    if (t.check.kind !== 'numbers') throw new Error('kind');
    const f = t.check.fields[0]!;
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = checkTask(t, { kind: 'numbers', values: { [f.id]: s } });
        expect(r.items![0]!.correct).toBe(parseInteger(s) === BigInt(f.answer));
      }),
    );
  });
});
