import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbDict, arbInt, arbPy, effective, int, parsed, render, str, type Py } from '../testkit.ts';
import { classifyResponse } from './classify.ts';
import { CLASSIFIER_OUTCOMES } from './flowchart.ts';

const ID = '1';
const env = (rest: string) => `{"jsonrpc": "2.0", "id": "1", ${rest}}`;
const result = (rest: string) => env(`"result": ${rest}`);

function code(text: string): string {
  const o = classifyResponse(parsed(text), ID);
  if (!o.ok) throw new Error(o.error);
  expect(o.trace[o.trace.length - 1]?.node).toBe(o.value);
  return o.value;
}

describe('classifyResponse: every branch', () => {
  it('no response and JSON null are unknown', () => {
    for (const r of [classifyResponse(null, ID), classifyResponse(parsed('null'), ID)]) {
      expect(r).toMatchObject({ ok: true, value: 'unknown' });
      expect(r.trace.map((s) => s.node)).toEqual(['response_present', 'unknown']);
    }
  });

  it.each(['[]', '[{"jsonrpc": "2.0"}]', '"2.0"', '0', '1.5', 'true', 'false'])(
    'a non-object response (%s) is an error naming the response, not a crash',
    (text) => {
      const o = classifyResponse(parsed(text), ID);
      expect(o.ok).toBe(false);
      if (!o.ok) expect(o.error).toMatch(/response must be a JSON object/);
      expect(o.trace.map((s) => s.node)).toEqual(['response_present', 'response_is_object', 'error']);
    },
  );

  it.each([
    // envelope identity
    ['{}', 'protocol_mismatch'],
    ['{"jsonrpc": 2.0, "id": "1", "result": {}}', 'protocol_mismatch'],
    ['{"jsonrpc": "2.0 ", "id": "1", "result": {}}', 'protocol_mismatch'],
    ['{"jsonrpc": null, "id": "1", "result": {}}', 'protocol_mismatch'],
    ['{"jsonrpc": "2.0", "id": 1, "result": {}}', 'protocol_mismatch'],
    ['{"jsonrpc": "2.0", "id": 1.0, "result": {}}', 'protocol_mismatch'],
    ['{"jsonrpc": "2.0", "id": true, "result": {}}', 'protocol_mismatch'],
    ['{"jsonrpc": "2.0", "id": ["1"], "result": {}}', 'protocol_mismatch'],
    ['{"jsonrpc": "2.0", "result": {}}', 'protocol_mismatch'],
    ['{"jsonrpc": "2.0", "id": "01", "result": {}}', 'protocol_mismatch'],
    // exactly one of error / result
    [env('"x": 1'), 'malformed'],
    [env('"error": {"code": 1}, "result": {}'), 'malformed'],
    [env('"error": null, "result": null'), 'malformed'],
    // error branch
    [env('"error": {"code": -32602, "message": "bad"}'), 'protocol_error'],
    [env('"error": {"code": -0}'), 'protocol_error'],
    [env('"error": {"code": 99999999999999999999999}'), 'protocol_error'],
    [env('"error": {"code": 1.0}'), 'malformed'],
    [env('"error": {"code": true}'), 'malformed'],
    [env('"error": {"code": "1"}'), 'malformed'],
    [env('"error": {"code": null}'), 'malformed'],
    [env('"error": {}'), 'malformed'],
    [env('"error": []'), 'malformed'],
    [env('"error": "boom"'), 'malformed'],
    [env('"error": null'), 'malformed'],
    // result branch
    [result('[]'), 'malformed'],
    [result('"ok"'), 'malformed'],
    [result('null'), 'malformed'],
    [result('{"isError": null}'), 'malformed'],
    [result('{"isError": 0}'), 'malformed'],
    [result('{"isError": 1}'), 'malformed'],
    [result('{"isError": "true"}'), 'malformed'],
    [result('{"isError": true}'), 'tool_error'],
    [result('{"isError": true, "structuredContent": {"count": 2}}'), 'tool_error'],
    [result('{}'), 'output_schema_error'],
    [result('{"isError": false}'), 'output_schema_error'],
    [result('{"structuredContent": null}'), 'output_schema_error'],
    [result('{"structuredContent": []}'), 'output_schema_error'],
    [result('{"structuredContent": {}}'), 'output_schema_error'],
    [result('{"structuredContent": {"count": true}}'), 'output_schema_error'],
    [result('{"structuredContent": {"count": 2.0}}'), 'output_schema_error'],
    [result('{"structuredContent": {"count": "2"}}'), 'output_schema_error'],
    [result('{"structuredContent": {"count": -1}}'), 'output_schema_error'],
    [result('{"structuredContent": {"count": -99999999999999999999}}'), 'output_schema_error'],
    [result('{"structuredContent": {"count": 0}}'), 'verify_business'],
    [result('{"structuredContent": {"count": -0}}'), 'verify_business'],
    [result('{"isError": false, "structuredContent": {"count": 2}}'), 'verify_business'],
    [result('{"structuredContent": {"count": 99999999999999999999999}}'), 'verify_business'],
    // duplicates and prototype-ish keys
    [
      '{"jsonrpc": "1.0", "jsonrpc": "2.0", "id": "1", "result": {"structuredContent": {"count": 1}}}',
      'verify_business',
    ],
    [result('{"structuredContent": {"count": 2, "count": -1}}'), 'output_schema_error'],
    [result('{"isError": true, "isError": false, "structuredContent": {"count": 1}}'), 'verify_business'],
    [env('"__proto__": {"code": 1}'), 'malformed'],
    [env('"constructor": {}, "toString": {}'), 'malformed'],
    [result('{"structuredContent": {"__proto__": {"count": 1}}}'), 'output_schema_error'],
  ])('%s → %s', (text, expected) => {
    expect(code(text)).toBe(expected);
  });

  it('expected id is compared as a string', () => {
    expect(classifyResponse(parsed('{"jsonrpc": "2.0", "id": "abc", "error": {"code": 1}}'), 'abc').ok).toBe(
      true,
    );
    expect(code('{"jsonrpc": "2.0", "id": "\\u0031", "error": {"code": 1}}')).toBe('protocol_error');
  });

  it('traces the error branch and the result branch', () => {
    const e = classifyResponse(parsed(env('"error": {"code": 1}')), ID);
    expect(e.trace.map((s) => [s.node, s.pass])).toEqual([
      ['response_present', true],
      ['response_is_object', true],
      ['jsonrpc_ok', true],
      ['id_matches', true],
      ['one_of_error_result', true],
      ['has_result', false],
      ['error_is_object', true],
      ['error_code_int', true],
      ['protocol_error', false],
    ]);
    const r = classifyResponse(parsed(result('{"structuredContent": {"count": 3}}')), ID);
    expect(r.trace.map((s) => s.node)).toEqual([
      'response_present',
      'response_is_object',
      'jsonrpc_ok',
      'id_matches',
      'one_of_error_result',
      'has_result',
      'result_is_object',
      'is_error_bool',
      'tool_succeeded',
      'structured_is_object',
      'count_is_int',
      'count_non_negative',
      'verify_business',
    ]);
    expect(r.trace[r.trace.length - 1]?.pass).toBe(true);
    // a short-circuit: a bad jsonrpc never looks at the id
    const m = classifyResponse(parsed('{"jsonrpc": "1.0", "id": 5}'), ID);
    expect(m.trace.map((s) => s.node)).toEqual([
      'response_present',
      'response_is_object',
      'jsonrpc_ok',
      'protocol_mismatch',
    ]);
  });
});

/** Oracle written against the model. */
function oracle(m: Py): string {
  if (m.t === 'none') return 'unknown';
  if (m.t !== 'dict') return 'CRASH';
  const r = effective(m.members);
  const jsonrpc = r.get('jsonrpc');
  const id = r.get('id');
  if (!(jsonrpc?.t === 'str' && jsonrpc.v === '2.0') || !(id?.t === 'str' && id.v === ID))
    return 'protocol_mismatch';
  if (r.has('error') === r.has('result')) return 'malformed';
  if (r.has('error')) {
    const e = r.get('error') as Py;
    if (e.t !== 'dict') return 'malformed';
    return effective(e.members).get('code')?.t === 'int' ? 'protocol_error' : 'malformed';
  }
  const res = r.get('result') as Py;
  if (res.t !== 'dict') return 'malformed';
  const rm = effective(res.members);
  const isError = rm.get('isError') ?? ({ t: 'bool', v: false } as Py);
  if (isError.t !== 'bool') return 'malformed';
  if (isError.v) return 'tool_error';
  const data = rm.get('structuredContent');
  if (data?.t !== 'dict') return 'output_schema_error';
  const count = effective(data.members).get('count');
  if (count?.t !== 'int' || count.v < 0n) return 'output_schema_error';
  return 'verify_business';
}

/** JSON text → model (for examples); test inputs are small. */
function toModel(text: string): Py {
  const walk = (v: unknown): Py => {
    if (v === null) return { t: 'none' };
    if (typeof v === 'boolean') return { t: 'bool', v };
    if (typeof v === 'number') return Number.isInteger(v) ? int(v) : { t: 'float', text: String(v) };
    if (typeof v === 'string') return str(v);
    if (Array.isArray(v)) return { t: 'list', items: v.map(walk) };
    return { t: 'dict', members: Object.entries(v as object).map(([k, x]) => [k, walk(x)]) };
  };
  return walk(JSON.parse(text));
}

const EXAMPLES = [
  'null',
  '[]',
  '{}',
  env('"x": 1'),
  env('"error": {"code": 1}'),
  result('{"isError": true}'),
  result('{}'),
  result('{"structuredContent": {"count": 1}}'),
];

describe('classifyResponse: properties', () => {
  const count = fc.oneof(arbInt, arbPy);
  const structured = fc.oneof({ weight: 4, arbitrary: arbDict({ count }) }, { weight: 1, arbitrary: arbPy });
  const isError = fc.oneof(
    fc.boolean().map((v): Py => ({ t: 'bool', v })),
    arbPy,
  );
  const resultArb = fc.oneof(
    { weight: 4, arbitrary: arbDict({ isError, structuredContent: structured }) },
    { weight: 1, arbitrary: arbPy },
  );
  const errorArb = fc.oneof(
    { weight: 3, arbitrary: arbDict({ code: fc.oneof(arbInt, arbPy) }) },
    { weight: 1, arbitrary: arbPy },
  );
  const response = fc.oneof(
    { weight: 1, arbitrary: arbPy },
    {
      weight: 8,
      arbitrary: arbDict({
        jsonrpc: fc.oneof({ weight: 6, arbitrary: fc.constant(str('2.0')) }, { weight: 1, arbitrary: arbPy }),
        id: fc.oneof(
          { weight: 6, arbitrary: fc.constant(str(ID)) },
          { weight: 1, arbitrary: fc.constantFrom(int(1), str('01')) },
        ),
        error: errorArb,
        result: resultArb,
      }),
    },
  );

  it('agrees with the oracle; never throws (all outcomes reached)', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(response, (m) => {
        const o = classifyResponse(parsed(render(m)), ID);
        const expected = oracle(m);
        seen.add(expected);
        if (expected === 'CRASH') {
          expect(o.ok).toBe(false);
          expect(o.trace[o.trace.length - 1]?.node).toBe('error');
        } else {
          expect(o).toMatchObject({ ok: true, value: expected });
        }
      }),
      // one example per outcome, so the coverage check below never depends on the random seed
      { numRuns: 3000, examples: EXAMPLES.map((t) => [toModel(t)] as [Py]) },
    );
    expect([...seen].sort()).toEqual([...CLASSIFIER_OUTCOMES, 'CRASH'].sort());
  }, 120_000);
});
