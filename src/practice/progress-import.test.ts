// Importing progress: what changes is known before it changes (kept / replaced / added), an import can
// be taken back, and ids named like Object's own members are ids like any other (`constructor`, `__proto__`).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  emptyProgress,
  mergeProgress,
  own,
  recordCheck,
  recordInput,
  recordQuiz,
  statusOf,
  type Progress,
  type TaskProgress,
} from './progress.ts';
import { parseProgressFile, serializeProgressFile } from './progress-file.ts';
import { importCounts, planImport, undoImport } from './progress-import.ts';

/** Names every plain object inherits (or, for __proto__, its prototype), and ordinary ids. */
const TRICKY = [
  'constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
  'toLocaleString',
];
const id = fc.oneof(fc.constantFrom(...TRICKY), fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/));
const task: fc.Arbitrary<TaskProgress> = fc.record(
  {
    status: fc.constantFrom('tried' as const, 'done' as const),
    attempts: fc.nat(1000),
    lastInput: fc.record({ kind: fc.constant('lab' as const), text: fc.string({ maxLength: 8 }) }),
    updatedAt: fc.nat(1e12),
  },
  { requiredKeys: ['status', 'attempts', 'updatedAt'] },
);
/** Built from entries with computed keys, as JSON.parse would: every id an own property. */
const progress: fc.Arbitrary<Progress> = fc
  .record({
    tasks: fc.uniqueArray(fc.tuple(id, task), { selector: (e) => e[0], maxLength: 6 }),
    quiz: fc.uniqueArray(fc.tuple(id, fc.record({ correct: fc.boolean(), choice: fc.string() })), {
      selector: (e) => e[0],
      maxLength: 6,
    }),
  })
  .map(({ tasks, quiz }) => ({
    v: 2 as const,
    tasks: tasks.reduce<Progress['tasks']>((r, [k, v]) => ({ ...r, [k]: v }), {}),
    quiz: quiz.reduce<Progress['quiz']>((r, [k, v]) => ({ ...r, [k]: v }), {}),
  }));

const keys = (p: Progress) => ({ tasks: Object.keys(p.tasks).sort(), quiz: Object.keys(p.quiz).sort() });

describe('learner data keyed by ids such as constructor, toString, __proto__', () => {
  it('merging never yields NaN attempts and never drops an entry of either side', () => {
    fc.assert(
      fc.property(progress, progress, (a, b) => {
        const m = mergeProgress(a, b);
        expect(Object.getPrototypeOf(m.tasks)).toBe(Object.prototype);
        for (const k of new Set([...Object.keys(a.tasks), ...Object.keys(b.tasks)])) {
          const t = own(m.tasks, k);
          expect(t, k).toBeDefined();
          expect(Number.isSafeInteger(t!.attempts), k).toBe(true);
          expect(t!.attempts).toBe(Math.max(own(a.tasks, k)?.attempts ?? 0, own(b.tasks, k)?.attempts ?? 0));
        }
        for (const k of new Set([...Object.keys(a.quiz), ...Object.keys(b.quiz)]))
          expect(own(m.quiz, k), k).toBeDefined();
      }),
    );
  });

  it('checks, edits and quiz answers record under the id itself', () => {
    fc.assert(
      fc.property(id, fc.boolean(), (k, done) => {
        let p = recordInput(emptyProgress(), k, { kind: 'lab', text: 'x' }, 1);
        expect(statusOf(p, k)).toBe('tried');
        p = recordCheck(p, k, done, { kind: 'lab', text: 'y' }, 2);
        expect(own(p.tasks, k)).toMatchObject({ attempts: 1, status: done ? 'done' : 'tried' });
        p = recordQuiz(p, k, 'a', true);
        expect(own(p.quiz, k)).toEqual({ choice: 'a', correct: true });
        expect(Object.keys(p.tasks)).toEqual([k]);
        expect(Object.getPrototypeOf(p.tasks)).toBe(Object.prototype);
        // Nothing else reads as started.
        for (const other of TRICKY.filter((x) => x !== k)) expect(statusOf(p, other)).toBe('new');
      }),
    );
  });

  it('a progress file round-trips them', () => {
    fc.assert(
      fc.property(progress, (p) => {
        const r = parseProgressFile(serializeProgressFile(p, new Date(0)), { now: 2e12 });
        expect(r.ok).toBe(true);
        if (r.ok) expect(keys(r.progress)).toEqual(keys(p));
      }),
    );
  });
});

describe('planning an import', () => {
  it('lists every entry of the file as added, replaced or kept, and the result is the merge', () => {
    fc.assert(
      fc.property(progress, progress, (current, incoming) => {
        const plan = planImport(current, incoming);
        expect(plan.result).toEqual(mergeProgress(current, incoming));
        expect(plan.tasks.map((e) => e.id).sort()).toEqual(Object.keys(incoming.tasks).sort());
        expect(plan.quiz.map((e) => e.id).sort()).toEqual(Object.keys(incoming.quiz).sort());
        for (const e of plan.tasks) {
          const mine = own(current.tasks, e.id);
          if (e.change === 'added') expect(mine).toBeUndefined();
          if (e.change === 'kept') expect(own(plan.result.tasks, e.id)).toEqual(mine);
          if (e.change === 'replaced') expect(own(plan.result.tasks, e.id)).not.toEqual(mine);
        }
        const n = importCounts(plan);
        expect(n.added + n.replaced + n.kept).toBe(plan.tasks.length + plan.quiz.length);
      }),
    );
  });

  it('undo right after the import gives back exactly what was there', () => {
    fc.assert(
      fc.property(progress, progress, (current, incoming) => {
        const plan = planImport(current, incoming);
        expect(undoImport(plan.result, plan)).toEqual(current);
      }),
    );
  });

  it('undo leaves later work alone', () => {
    const current: Progress = {
      v: 2,
      tasks: { a: { status: 'tried', attempts: 1, updatedAt: 1 } },
      quiz: {},
    };
    const incoming: Progress = {
      v: 2,
      tasks: {
        a: { status: 'done', attempts: 2, updatedAt: 2 },
        ['constructor']: { status: 'done' as const, attempts: 1, updatedAt: 2 },
      },
      quiz: { ['toString']: { correct: true, choice: 'b' } },
    };
    const plan = planImport(current, incoming);
    expect(plan.tasks).toEqual([
      { id: 'a', change: 'replaced' },
      { id: 'constructor', change: 'added' },
    ]);
    expect(plan.quiz).toEqual([{ id: 'toString', change: 'added' }]);
    // After the import the learner works on "constructor" and on a new task "b".
    let later = recordCheck(plan.result, 'constructor', true, { kind: 'lab', text: 'mine' }, 3);
    later = recordCheck(later, 'b', false, { kind: 'lab', text: 'b' }, 4);
    const undone = undoImport(later, plan);
    expect(own(undone.tasks, 'a')).toEqual(current.tasks.a);
    expect(own(undone.tasks, 'constructor')?.lastInput).toEqual({ kind: 'lab', text: 'mine' });
    expect(own(undone.tasks, 'b')).toBeDefined();
    expect(own(undone.quiz, 'toString')).toBeUndefined();
  });
});

describe('what an import accepts', () => {
  const NOW = Date.UTC(2026, 10, 30);
  const file = (tasks: object, quiz: object = {}) =>
    JSON.stringify({ format: 'tool-lab-progress', v: 2, tasks, quiz });
  const known = { tasks: new Set(['t1', 'constructor']), quiz: new Set(['q1']) };

  it('leaves out and lists ids the site does not have', () => {
    const r = parseProgressFile(
      file(
        {
          t1: { status: 'done', attempts: 1, updatedAt: NOW },
          constructor: { status: 'tried', attempts: 2, updatedAt: NOW },
          ghost: { status: 'done', attempts: 1, updatedAt: NOW },
          ['__proto__']: { status: 'done', attempts: 1, updatedAt: NOW },
        },
        { q1: { correct: true, choice: 'a' }, q9: { correct: true, choice: 'a' } },
      ),
      { now: NOW, known },
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Object.keys(r.progress.tasks).sort()).toEqual(['constructor', 't1']);
    expect(Object.keys(r.progress.quiz)).toEqual(['q1']);
    expect(r.ignored).toEqual({ tasks: ['ghost', '__proto__'], quiz: ['q9'] });
  });

  it('takes a record a few minutes ahead (another device’s clock), refuses one beyond the skew', () => {
    const ahead = (ms: number) => file({ t1: { status: 'done', attempts: 1, updatedAt: NOW + ms } });
    expect(parseProgressFile(ahead(5 * 60_000), { now: NOW, known }).ok).toBe(true);
    const r = parseProgressFile(ahead(60 * 60_000), { now: NOW, known });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('future');
      expect(r.error.message.en).toContain('t1');
      expect(r.error.message.zh).toContain('未来');
    }
  });
});
