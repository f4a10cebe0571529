// Page-function tasks: the learner's arguments read with positions, and the call judged by `expect`.
import { describe, expect, it } from 'vitest';
import { checkPageCall, pageCallArgs } from './page-call.ts';
import { checkTask, initialAnswer } from './check.ts';
import type { PageFunctionCheck, PracticeTask } from './types.ts';

const c = (expect: PageFunctionCheck['expect']): PageFunctionCheck => ({
  kind: 'page-function',
  fn: 'f',
  expect,
});

describe('page-function tasks', () => {
  it('reads each argument as its JSON source, by parameter', () => {
    expect(pageCallArgs('{"a": [1, 2], "b": {"x": 1.0}}', ['a', 'b'])).toEqual({
      ok: true,
      args: { a: '[1, 2]', b: '{"x": 1.0}' },
    });
  });

  it('says where bad JSON is and which parameter does not exist', () => {
    const bad = pageCallArgs('{\n  "a": [1,\n}', ['a']);
    expect(!bad.ok && bad.feedback.en).toMatch(/line 3, column 1/);
    const unknown = pageCallArgs('{\n "a": 1,\n "zz": 2}', ['a']);
    expect(!unknown.ok && unknown.feedback.en).toMatch(/Line 3: the function has no parameter zz/);
    expect(!pageCallArgs('[1]', ['a']).ok).toBe(true);
  });

  it('judges the returned repr, the exception type and the exit', () => {
    expect(checkPageCall(c({ returns: "['x']" }), { returned: "['x']", exit: 'L3' }).done).toBe(true);
    expect(checkPageCall(c({ returns: "['x']" }), { returned: '[]' }).done).toBe(false);
    expect(checkPageCall(c({ raises: 'KeyError' }), { raised: 'KeyError', message: "'name'" }).done).toBe(
      true,
    );
    const other = checkPageCall(c({ raises: 'KeyError' }), { raised: 'TypeError', message: 'no' });
    expect(other.feedback.map((f) => f.en)).toEqual([
      'The function raised TypeError: no',
      'The goal is to raise KeyError.',
    ]);
    expect(checkPageCall(c({ exit: 'L5' }), { returned: '1', exit: 'L3' }).done).toBe(false);
    const stopped = { zh: '超时', en: 'stopped' };
    expect(checkPageCall(c({ returns: '1' }), { problem: stopped })).toEqual({
      done: false,
      feedback: [stopped],
    });
  });

  it('starts from the task’s argument text; the synchronous check leaves the call to the page lab', () => {
    const task = { check: { ...c({ returns: '1' }), start: '{"a": 1}' } } as PracticeTask;
    expect(initialAnswer(task)).toEqual({ kind: 'lab', text: '{"a": 1}' });
    expect(checkTask(task, { kind: 'lab', text: '{}' }).done).toBe(false);
  });
});
