/**
 * Hand-picked inputs the generators reach rarely or never: texts at the edge of what JSON is (where
 * `json.loads` and the strict reader must agree to refuse, or differ in the one documented way),
 * integers at CPython's 4300-digit limit, deep nesting, and the error orders the issue names.
 */
import type { HostDecidePayload } from '../../src/labs/action-chain/index.ts';
import type { AdmissionPayload } from '../../src/labs/admission/index.ts';
import type { ClassifierPayload } from '../../src/labs/classifier/index.ts';
import type { PlannerPayload } from '../../src/labs/planner/index.ts';

const digits = (n: number) => '9'.repeat(n);
const nested = (depth: number, inner: string) => '['.repeat(depth) + inner + ']'.repeat(depth);

/** Texts that are not JSON, or barely are. NaN/Infinity: json.loads reads them, the strict reader does not. */
export const BORDER_TEXTS = [
  '',
  ' ',
  'NaN',
  '-Infinity',
  '{"city": "成都", "days": NaN}',
  '{"city": "成都", "days": Infinity}',
  '{"city": "NaN", "days": 3}',
  '{"city": "成都", "days": 3,}',
  "{'city': '成都', 'days': 3}",
  '\ufeff{"city": "成都", "days": 3}',
  '{"city": "成都", "days": 3} x',
  '{"city": "成都", "days": 03}',
  '{"city": "成都", "days": +3}',
  '{"city": "成都", "days": .5}',
  '{"city": "成都\n", "days": 3}',
  '{"city": "\\x41", "days": 3}',
  '{"city": "\\ud83d\\ude00", "days": 3}',
  '{"city": "\\ud83d", "days": 3}',
  '{"city": "\\udc00\\ud800", "days": 3}',
  `{"city": "成都", "days": ${digits(4300)}}`,
  `{"city": "成都", "days": ${digits(4301)}}`,
  `{"city": "成都", "days": -${digits(4300)}}`,
  '{"city": "成都", "days": 1e400}',
  '{"city": "成都", "days": -0}',
  '{"city": "成都", "days": -0.0}',
  '{"city": "成都", "days": 2.0}',
  '{"city": "成都", "days": 2E0}',
  '{"city": "成都", "days": 7, "days": 8}',
  '{"city": "成都", "days": 8, "days": 7}',
  '{"__proto__": "成都", "days": 3}',
  '{"city": "成都", "days": 3, "__proto__": null}',
  nested(500, '{}'),
  '\t\r\n {"city":"成都","days":3} \n',
];

export const EDGE_ADMISSION: AdmissionPayload[] = BORDER_TEXTS.flatMap((text) => [
  { text, cities: ['成都'] },
  { text, cities: ['😀', '\ud83d'] },
]);

const ok = (extra: string) => `{"jsonrpc": "2.0", "id": "req-1", ${extra}}`;

export const EDGE_CLASSIFIER: ClassifierPayload[] = [
  ...BORDER_TEXTS.map((text) => ({ text, expectedId: 'req-1' })),
  { text: null, expectedId: 'req-1' },
  { text: 'null', expectedId: 'req-1' },
  { text: '[]', expectedId: 'req-1' },
  { text: '"req-1"', expectedId: 'req-1' },
  { text: '2.0', expectedId: 'req-1' },
  { text: 'true', expectedId: 'req-1' },
  { text: ok('"result": {"content": [], "structuredContent": {"count": 2.0}}'), expectedId: 'req-1' },
  { text: ok('"result": {"content": [], "structuredContent": {"count": 2}}'), expectedId: 'req-1' },
  { text: ok('"result": {"content": [], "structuredContent": {"count": -0}}'), expectedId: 'req-1' },
  { text: ok('"result": {"content": [], "structuredContent": {"count": true}}'), expectedId: 'req-1' },
  { text: ok('"result": {"content": [], "isError": null}'), expectedId: 'req-1' },
  {
    text: ok('"result": {"isError": true, "isError": false, "structuredContent": {"count": 1}}'),
    expectedId: 'req-1',
  },
  { text: ok('"result": [], "error": {"code": 1}'), expectedId: 'req-1' },
  { text: ok('"error": {"code": -32602.0, "message": "x"}'), expectedId: 'req-1' },
  { text: ok('"error": {"code": NaN}'), expectedId: 'req-1' },
  { text: '{"jsonrpc": "2.0", "id": "\\ud800", "result": {}}', expectedId: '\ud800' },
  { text: '{"jsonrpc": "2.0", "id": "\\ud83d\\ude00", "result": {}}', expectedId: '😀' },
];

const plan = (patch: Record<string, string>) => {
  const base: Record<string, string> = {
    catalog: '{"a": 10, "b": 10}',
    bodies: '{"a": 50, "b": 80}',
    active: '["a"]',
    resources: '{"ref": ["a", 30]}',
    requested: '["ref"]',
    budget: '100',
  };
  const fields = { ...base, ...patch };
  return {
    text:
      '{' +
      Object.entries(fields)
        .filter(([, v]) => v !== '')
        .map(([k, v]) => `"${k}": ${v}`)
        .join(', ') +
      '}',
  };
};

export const EDGE_PLANNER: PlannerPayload[] = [
  ...BORDER_TEXTS.map((text) => ({ text })),
  plan({}),
  plan({ budget: '99' }),
  // the budget is checked before the resource entries are unpacked…
  plan({ budget: '-1', resources: '{"ref": ["a", 30, 1]}' }),
  plan({ budget: '-1', resources: '{"ref": ["a"]}' }),
  plan({ budget: '"100"', resources: '{"ref": "abc"}' }),
  plan({ budget: '1.0', catalog: '[10]' }),
  // …but after the call's own conversions (tuple() of a number, set() of a non-iterable)
  plan({ budget: '-1', resources: '{"ref": 5}' }),
  plan({ budget: '-1', active: '3' }),
  plan({ budget: '-1', active: '[["a"]]' }),
  plan({ budget: '' }),
  // set() and tuple() read strings as characters and objects as keys
  plan({ active: '"a"' }),
  plan({ active: '{"a": 1}' }),
  plan({ active: '"ab"' }),
  plan({ requested: '"ref"' }),
  plan({ requested: '{"ref": null}' }),
  plan({ resources: '{"ref": "ab"}' }),
  plan({ resources: '{"ref": {"a": 1, "b": 2}}' }),
  // the owners loop over a set: several failing owners (the port picks code point order)
  plan({ resources: '{"ref": [["a"], 1], "r2": ["b", 1]}', requested: '["ref", "r2"]' }),
  plan({ resources: '{"ref": ["b", 1], "r2": [{"x": 1}, 1]}', requested: '["r2", "ref"]' }),
  plan({ resources: '{"ref": ["b", 1], "r2": [null, 1]}', requested: '["r2", "ref"]' }),
  // big totals stay exact
  plan({ catalog: `{"a": ${digits(4000)}, "b": ${digits(4000)}}`, budget: digits(4300) }),
];

const chain = (call: string, extra = '') =>
  `{"registry": [{"name": "refund", "inputSchema": {"type": "object", "properties": {"amount": {"type": "integer"}}}}], ` +
  `"identity": {"user": "u", "roles": ["agent"]}, "policy": [{"tool": "*", "effect": "ALLOW"}]${extra}, "call": ${call}}`;

export const EDGE_CHAIN: HostDecidePayload[] = [
  ...BORDER_TEXTS.map((text) => ({ text })),
  { text: chain('{"id": "c1", "name": "refund", "arguments": {"amount": 5}}') },
  { text: chain('{"id": "c1", "name": "refund", "arguments": {"amount": 5.0}}') },
  { text: chain('{"id": "c1", "name": "refund", "arguments": {"amount": true}}') },
  { text: chain('{"id": "c1", "name": "refund", "arguments": {"amount": NaN}}') },
  { text: chain('{"id": "c1", "name": "refund", "arguments": {"amount": 5, "amount": 6}}') },
  {
    text: chain(
      '{"id": "c1", "name": "refund", "arguments": {"amount": 5}, "idempotencyKey": "k"}',
      ', "ledger": [{"name": "refund", "key": "k", "result": {"n": 1e400, "m": -0.0, "big": ' +
        digits(30) +
        '}}]',
    ),
  },
];
