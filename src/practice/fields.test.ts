import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FieldCheck, PracticeFile } from '../content-checks/types.ts';
import type { LabRun } from '../labs/index.ts';
import { fieldProblems, pathText } from './fields.ts';

const run: LabRun = {
  outcome: 'error',
  trace: [],
  error: '资源所属Skill尚未激活',
  value: { rule: null, n: 3 },
};
const en = (checks: FieldCheck[], text: string | null, r: LabRun = run) =>
  fieldProblems(checks, text, r).map((p) => p.en);

describe('field checks', () => {
  it('tell 3, 3.0, "3" and true apart', () => {
    const bool: FieldCheck[] = [{ path: ['days'], kind: 'bool' }];
    expect(en(bool, '{"days": true}')).toEqual([]);
    expect(en(bool, '{"days": "5"}')).toEqual(['days must be a boolean (true or false); it is a string.']);
    expect(en(bool, '{"days": 3.0}')).toEqual([
      'days must be a boolean (true or false); it is a number with a decimal point or exponent.',
    ]);
    expect(en([{ path: ['days'], equals: 3 }], '{"days": 3}')).toEqual([]);
    expect(en([{ path: ['days'], equals: 3 }], '{"days": 3.0}')).toEqual(['days must be 3.']);
    expect(en([{ path: ['days'], equals: 3 }], '{"days": "3"}')).toEqual(['days must be 3.']);
  });

  it('compare strings, booleans and null exactly', () => {
    expect(en([{ path: ['id'], equals: 'req-80' }], '{"id": "req-80"}')).toEqual([]);
    expect(en([{ path: ['id'], equals: 'req-80' }], '{"id": "req-79"}')).toEqual(['id must be "req-80".']);
    expect(en([{ path: ['x'], equals: null }], '{"x": null}')).toEqual([]);
    expect(en([{ path: ['x'], equals: false }], '{"x": 0}')).toEqual(['x must be false.']);
  });

  it('read the effective member of a repeated key, as Python does', () => {
    expect(en([{ path: ['id'], equals: 'a' }], '{"id": "b", "id": "a"}')).toEqual([]);
    expect(en([{ path: ['id'], equals: 'a' }], '{"id": "a", "id": "b"}')).toEqual(['id must be "a".']);
  });

  it('ask only for existence when no rule is given, and name a missing path', () => {
    expect(en([{ path: ['tools', 2] }], '{"tools": [{}, {}, {}]}')).toEqual([]);
    expect(en([{ path: ['tools', 2] }], '{"tools": [{}, {}]}')).toEqual(['There is no tools[2].']);
    expect(en([{ path: ['a b', 0] }], '{}')).toEqual(['There is no ["a b"][0].']);
  });

  it('let "*" stand for any element, and need one element to meet every rule', () => {
    const text = (blocks: string[]) =>
      JSON.stringify({ content: blocks.map((t) => ({ type: 'text', text: t })) });
    const code: FieldCheck = {
      path: ['content', '*', 'text'],
      matches: '^[A-Z_]{3,}: \\S.*Hint: \\S',
      say: { zh: '要有代码、说明和建议', en: 'needs a code, a message and a hint' },
    };
    expect(en([code], text(['nothing', 'BAD_DATE: to is 12/07. Hint: use 2026-12-07.']))).toEqual([]);
    expect(en([code], text(['BAD_DATE: to is 12/07.', 'Hint: use 2026-12-07.']))).toEqual([
      'needs a code, a message and a hint',
    ]);
    expect(en([code], text([]))).toEqual(['needs a code, a message and a hint']);
  });

  it('match the source text as written when asked (key order), the value otherwise', () => {
    const first: FieldCheck = {
      path: ['args'],
      matches: '^\\{\\s*"limit"',
      source: true,
      say: { zh: '先写 limit', en: 'limit first' },
    };
    expect(en([first], '{"args": {"limit": 1, "status": "x"}}')).toEqual([]);
    expect(en([first], '{"args": {"status": "x", "limit": 1}}')).toEqual(['limit first']);
  });

  it("read the lab's answer with in: run", () => {
    expect(en([{ in: 'run', path: ['error'], equals: '资源所属Skill尚未激活' }], null)).toEqual([]);
    expect(en([{ in: 'run', path: ['value', 'rule'], equals: null }], '{}')).toEqual([]);
    expect(en([{ in: 'run', path: ['value', 'n'], kind: 'int' }], '{}')).toEqual([]);
    expect(en([{ in: 'run', path: ['error'], equals: 'x' }], '{}', { outcome: 'ok', trace: [] })).toEqual([
      'There is no error.',
    ]);
  });

  it('fail every input check on a text that is not JSON, and never throw', () => {
    expect(en([{ path: ['a'] }], '{"a": ')).toEqual(['There is no a.']);
    expect(en([{ path: [], nonEmpty: true }], null)).toEqual(['There is no (the whole input).']);
    fc.assert(
      fc.property(fc.string(), fc.array(fc.oneof(fc.string(), fc.nat(3)), { maxLength: 3 }), (text, path) => {
        const problems = fieldProblems(
          [
            { path, nonEmpty: true },
            { in: 'run', path, kind: 'int' },
          ],
          text,
          run,
        );
        return problems.length <= 2;
      }),
    );
  });

  it('print paths the way a learner reads them', () => {
    expect(pathText(['result', 'content', '*', 'text'])).toBe('result.content[*].text');
    expect(pathText([0, 'x-y'])).toBe('[0]["x-y"]');
  });
});

describe('the tasks check what their words ask', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { loadAllLabs } = await import('../labs/index.ts');
  const { checkTask } = await import('./check.ts');
  const labs = new Map((await loadAllLabs()).map((l) => [l.module.slug, l.module]));
  const dir = join(import.meta.dirname, '../../content/practice');
  const tasks = readdirSync(dir).flatMap(
    (f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as PracticeFile).tasks,
  );
  /** Is `edit(answer)` still a solution of the task? */
  const solves = (id: string, edit: (answer: string) => string) => {
    const t = tasks.find((x) => x.id === id)!;
    return checkTask(t, { kind: 'lab', text: edit(t.answer.input!) }, labs.get(t.lab!)).done;
  };
  const same = (s: string) => s;

  it.each([
    // "a value many languages (Python among them) treat as a number": true, never "5" or 3.0
    ['ts-bool-days', (s: string) => s.replace('true', '"5"')],
    ['ts-bool-days', (s: string) => s.replace('true', '3.0')],
    ['ts-bool-days', (s: string) => s.replace('成都', '杭州').replace('true', 'false')],
    // the late reply is req-80's, not any id but the current one
    ['mcp-late-response', (s: string) => s.replace('req-80', 'req-79')],
    // a code, a message and a hint
    ['td-readable-error', (s: string) => s.replace(/"text": "[^"]*"/, '"text": "The range is too wide."')],
    ['td-readable-error', (s: string) => s.replace(/ Hint:[^"]*/, '')],
    ['td-readable-error', (s: string) => s.replace('RANGE_TOO_WIDE: ', '')],
    // the missing role, and the hand-over
    ['pc-readable-denial', (s: string) => s.replace(/finance-approver/g, 'another')],
    ['pc-readable-denial', (s: string) => s.replace('请转交财务审批，', '')],
    // the ownership error, not any error
    ['gs-planner-owner-inactive', (s: string) => s.replace('"rollback-sql"\n  ]', '"no-such-resource"\n  ]')],
    ['ts-owner-inactive', (s: string) => s.replace(/"requested": \[[^\]]*\]/, '"requested": ["nothing"]')],
    // default deny, not a DENY rule
    [
      'fcall-chain-default-deny',
      (s: string) => s.replace('"role": "support", "effect": "ALLOW"', '"role": "intern", "effect": "DENY"'),
    ],
    // keys in another order than the call's
    [
      'fcall-chain-loop',
      (s: string) =>
        s.replace(
          /\{ "limit": 20, "status": "paid" \} \}\n {2}\]/,
          '{ "status": "paid", "limit": 20 } }\n  ]',
        ),
    ],
    // both result and error
    [
      'mcp-both-fields',
      (s: string) => s.replace(/,\s*"error": \{[^}]*\}/, '').replace('"result"', '"resul"'),
    ],
    // only the budget changes
    ['ts-tight-budget', (s: string) => s.replace(/"requested": \[[^\]]*\]/, '"requested": []')],
    // an approval in the arguments, named as the task says
    ['fcall-self-approval', (s: string) => s.replace('"admin"', '"root"')],
    ['case-gateway-refusal', (s: string) => s.replace('sync_token', 'the extra field')],
    ['case-gateway-compatible', (s: string) => s.replace(/"include_archived"/g, '"archived_too"')],
  ])('%s refuses a near miss', (id, edit) => {
    expect(solves(id, same), `${id}: its own answer`).toBe(true);
    expect(solves(id, edit), `${id}: the near miss must not count`).toBe(false);
  });
});
