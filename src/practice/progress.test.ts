import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  doneCount,
  emptyProgress,
  mergeProgress,
  migrateProgress,
  recordCheck,
  recordHints,
  recordInput,
  recordQuiz,
  statusOf,
  type Progress,
  type TaskProgress,
} from './progress.ts';
import {
  MAX_PROGRESS_ENTRIES,
  parseProgressFile,
  serializeProgressFile,
  toProgressFile,
} from './progress-file.ts';

const id = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/);
const answer = fc.oneof(
  fc.record({ kind: fc.constant('lab' as const), text: fc.option(fc.string(), { nil: null }) }),
  fc.record({ kind: fc.constant('choices' as const), picks: fc.array(fc.option(id, { nil: null })) }),
  fc.record({ kind: fc.constant('numbers' as const), values: fc.dictionary(id, fc.string()) }),
);
const taskP: fc.Arbitrary<TaskProgress> = fc.record(
  {
    status: fc.constantFrom('tried' as const, 'done' as const),
    attempts: fc.nat(1000),
    lastInput: answer,
    updatedAt: fc.nat(),
  },
  { requiredKeys: ['status', 'attempts', 'updatedAt'] },
);
const progress: fc.Arbitrary<Progress> = fc.record({
  v: fc.constant(2 as const),
  tasks: fc.dictionary(id, taskP),
  quiz: fc.dictionary(id, fc.record({ correct: fc.boolean(), choice: fc.string() })),
});

describe('migrateProgress', () => {
  it('upgrades version 1 (finished task ids) to done tasks', () => {
    const p = migrateProgress({ v: 1, done: ['ts-tool-error', 'fcall-repair-range', 42, 'not an id'] });
    expect(p).toEqual({
      v: 2,
      tasks: {
        'ts-tool-error': { status: 'done', attempts: 1, updatedAt: 0 },
        'fcall-repair-range': { status: 'done', attempts: 1, updatedAt: 0 },
      },
      quiz: {},
    });
  });
  it('keeps valid version 2 unchanged', () => {
    fc.assert(
      fc.property(progress, (p) => {
        expect(migrateProgress(p)).toEqual(p);
      }),
    );
  });
  it('turns garbage into empty progress and never throws', () => {
    for (const g of [null, undefined, 7, 'x', [], { v: 3, tasks: {} }, { v: 2, tasks: 5 }, { v: 1 }])
      expect(migrateProgress(g)).toEqual(emptyProgress());
    fc.assert(
      fc.property(fc.anything(), (g) => {
        const p = migrateProgress(g);
        expect(p.v).toBe(2);
      }),
    );
  });
  it('drops damaged entries, keeps the rest', () => {
    const p = migrateProgress({
      v: 2,
      tasks: {
        a: { status: 'done', attempts: 2, updatedAt: 5 },
        b: { status: 'finished' },
        c: { status: 'tried', attempts: -1, updatedAt: 'x', lastInput: { kind: 'lab', text: 3 } },
      },
      quiz: { q: { correct: true, choice: 'a' }, r: { correct: 'yes' } },
    });
    expect(p.tasks).toEqual({
      a: { status: 'done', attempts: 2, updatedAt: 5 },
      c: { status: 'tried', attempts: 0, updatedAt: 0 },
    });
    expect(p.quiz).toEqual({ q: { correct: true, choice: 'a' } });
  });
  it('keeps a stored __proto__ id as an ordinary entry, never as the prototype', () => {
    const p = migrateProgress(
      JSON.parse('{"v":2,"tasks":{"__proto__":{"status":"done","attempts":1,"updatedAt":1}},"quiz":{}}'),
    );
    expect(Object.keys(p.tasks)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(p.tasks)).toBe(Object.prototype);
    expect(statusOf(p, '__proto__')).toBe('done');
    expect(({} as Record<string, unknown>).status).toBeUndefined();
  });
});

describe('mergeProgress', () => {
  it('done beats tried, whatever the times', () => {
    const a: Progress = { v: 2, tasks: { t: { status: 'done', attempts: 1, updatedAt: 1 } }, quiz: {} };
    const b: Progress = { v: 2, tasks: { t: { status: 'tried', attempts: 4, updatedAt: 9 } }, quiz: {} };
    expect(mergeProgress(a, b).tasks.t).toEqual({ status: 'done', attempts: 4, updatedAt: 1 });
    expect(mergeProgress(b, a).tasks.t).toEqual({ status: 'done', attempts: 4, updatedAt: 1 });
  });
  it('same status: the newer record wins', () => {
    const a: Progress = {
      v: 2,
      tasks: { t: { status: 'tried', attempts: 1, updatedAt: 1, lastInput: { kind: 'lab', text: 'old' } } },
      quiz: {},
    };
    const b: Progress = {
      v: 2,
      tasks: { t: { status: 'tried', attempts: 1, updatedAt: 2, lastInput: { kind: 'lab', text: 'new' } } },
      quiz: {},
    };
    expect(mergeProgress(a, b).tasks.t!.lastInput).toEqual({ kind: 'lab', text: 'new' });
    expect(mergeProgress(b, a).tasks.t!.lastInput).toEqual({ kind: 'lab', text: 'new' });
  });
  it('properties: idempotent, empty is neutral, no done task is lost, statuses commute', () => {
    fc.assert(
      fc.property(progress, progress, (a, b) => {
        expect(mergeProgress(a, a)).toEqual(a);
        expect(mergeProgress(a, emptyProgress())).toEqual(a);
        expect(mergeProgress(emptyProgress(), a)).toEqual(a);
        const m = mergeProgress(a, b);
        for (const k of [...Object.keys(a.tasks), ...Object.keys(b.tasks)]) {
          const done = a.tasks[k]?.status === 'done' || b.tasks[k]?.status === 'done';
          expect(m.tasks[k]!.status === 'done').toBe(done);
          expect(mergeProgress(b, a).tasks[k]!.status).toBe(m.tasks[k]!.status);
        }
        for (const k of Object.keys(m.quiz))
          expect(m.quiz[k]!.correct).toBe(!!(a.quiz[k]?.correct || b.quiz[k]?.correct));
      }),
    );
  });
});

describe('updates', () => {
  it('check → tried, then done; done stays done after a failing check', () => {
    const input = { kind: 'lab', text: '{}' } as const;
    let p = recordInput(emptyProgress(), 't', input, 1);
    expect(statusOf(p, 't')).toBe('tried');
    expect(p.tasks.t!.attempts).toBe(0);
    p = recordCheck(p, 't', false, input, 2);
    expect(p.tasks.t).toMatchObject({ status: 'tried', attempts: 1 });
    p = recordCheck(p, 't', true, input, 3);
    p = recordCheck(p, 't', false, input, 4);
    expect(p.tasks.t).toMatchObject({ status: 'done', attempts: 3, updatedAt: 4 });
    p = recordInput(p, 't', { kind: 'lab', text: 'x' }, 5);
    expect(statusOf(p, 't')).toBe('done');
    expect(statusOf(p, 'other')).toBe('new');
    expect(doneCount(p, ['t', 'other'])).toBe(1);
    expect(recordQuiz(p, 'q', 'b', true).quiz.q).toEqual({ choice: 'b', correct: true });
  });
});

describe('hints', () => {
  it('opened hints are kept through edits, checks, a reload and an export, and never go back', () => {
    const input = { kind: 'lab', text: '{}' } as const;
    let p = recordHints(emptyProgress(), 't', 1, 1);
    expect(p.tasks.t).toMatchObject({ status: 'tried', attempts: 0, hints: 1 });
    p = recordInput(p, 't', input, 2);
    p = recordHints(p, 't', 2, 3);
    p = recordCheck(p, 't', true, input, 4);
    expect(p.tasks.t).toMatchObject({ status: 'done', hints: 2 });
    expect(recordHints(p, 't', 1, 5)).toBe(p);
    expect(migrateProgress(JSON.parse(JSON.stringify(p))).tasks.t!.hints).toBe(2);
    const file = parseProgressFile(serializeProgressFile(p, new Date(0)), { now: 2 ** 40 });
    expect(file.ok && file.progress.tasks.t!.hints).toBe(2);
  });

  it('a damaged hint count is dropped, the rest of the entry kept', () => {
    for (const hints of [-1, 0, 1.5, 'two', 1e9, null]) {
      const stored = { v: 2, tasks: { t: { status: 'done', attempts: 1, updatedAt: 1, hints } }, quiz: {} };
      expect(migrateProgress(stored).tasks.t, String(hints)).toEqual({
        status: 'done',
        attempts: 1,
        updatedAt: 1,
      });
    }
  });
});

describe('progress files', () => {
  it('round-trips any progress through export and import', () => {
    fc.assert(
      fc.property(progress, (p) => {
        const r = parseProgressFile(serializeProgressFile(p, new Date(0)), { now: 2 ** 40 });
        expect(r).toEqual({ ok: true, progress: p, ignored: { tasks: [], quiz: [] } });
      }),
    );
  });
  const NOW = Date.UTC(2026, 10, 30);
  const manyTasks = (n: number) =>
    Object.fromEntries(
      Array.from({ length: n }, (_, i) => [`t${i}`, { status: 'tried', attempts: 0, updatedAt: 1 }]),
    );
  const good = toProgressFile(
    { v: 2, tasks: { t: { status: 'done', attempts: 1, updatedAt: 1 } }, quiz: {} },
    new Date(0),
  );
  it.each([
    ['not-json', '{"format": "tool-lab-progress", '],
    ['not-json', ''],
    ['not-progress', '[1,2]'],
    ['not-progress', '{"v": 2, "tasks": {}, "quiz": {}}'],
    ['not-progress', JSON.stringify({ ...good, format: 'other' })],
    ['version', JSON.stringify({ ...good, v: 3 })],
    ['invalid', JSON.stringify({ ...good, tasks: { t: { status: 'finished', attempts: 1, updatedAt: 1 } } })],
    ['invalid', JSON.stringify({ ...good, tasks: { t: { status: 'done', attempts: 1.5, updatedAt: 1 } } })],
    ['invalid', JSON.stringify({ ...good, extra: true })],
    ['invalid', JSON.stringify({ ...good, quiz: { 'bad key!': { correct: true, choice: 'a' } } })],
    ['invalid', JSON.stringify({ ...good, quiz: { q: { correct: true, choice: 'x'.repeat(201) } } })],
    ['invalid', JSON.stringify({ ...good, tasks: manyTasks(MAX_PROGRESS_ENTRIES + 1) })],
    ['future', JSON.stringify({ ...good, tasks: { t: { status: 'done', attempts: 1, updatedAt: 1e308 } } })],
    [
      'future',
      JSON.stringify({ ...good, tasks: { t: { status: 'done', attempts: 1, updatedAt: NOW + 3.6e6 } } }),
    ],
    ['too-large', ' '.repeat(2_000_001)],
  ])('refuses %s: %s', (code, text) => {
    const r = parseProgressFile(text, { now: NOW });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message.zh.length).toBeGreaterThan(0);
      expect(r.error.message.en.length).toBeGreaterThan(0);
    }
  });
  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(typeof parseProgressFile(s, { now: 0 }).ok).toBe('boolean');
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (j) => {
        expect(typeof parseProgressFile(JSON.stringify(j), { now: 0 }).ok).toBe('boolean');
      }),
    );
  });
});
