import { describe, expect, it } from 'vitest';
import { parseJson, type JsonValue } from '../../json/index.ts';
import { canon, pyJsonString, pyLen } from './canonical.ts';
import { hostDecide, type ChainResult } from './chain.ts';
import lab from './index.ts';

const parsed = (text: string): JsonValue => {
  const r = parseJson(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const REFUND = {
  name: 'refund_order',
  inputSchema: {
    type: 'object',
    properties: { order_id: { type: 'string', minLength: 1 }, amount: { type: 'integer', minimum: 1 } },
    required: ['order_id', 'amount'],
    additionalProperties: false,
  },
  annotations: { readOnlyHint: false },
};
const POLICY = [
  { tool: 'refund_order', role: 'support', when: ['amount', '>', 1000], effect: 'ASK' },
  { tool: 'refund_order', role: 'support', effect: 'ALLOW' },
];
type Config = Record<string, unknown>;
const base = (over: Config = {}, call: Config = {}): Config => ({
  registry: [REFUND],
  identity: { user: 'li.na', roles: ['support'] },
  policy: POLICY,
  ...over,
  call: { id: 'call_7', name: 'refund_order', arguments: { order_id: 'A-1001', amount: 300 }, ...call },
});
const decide = (config: Config | string): ChainResult =>
  hostDecide(parsed(typeof config === 'string' ? config : JSON.stringify(config)));
const ok = (config: Config | string) => {
  const r = decide(config);
  if (!r.ok) throw new Error(`unexpected error: ${r.error}`);
  return r.value;
};
const fails = (config: Config | string) => {
  const r = decide(config);
  if (r.ok) throw new Error(`expected an error, got ${r.value.outcome}`);
  return r;
};

describe('host_decide: every outcome', () => {
  it('executed, with the deciding rule', () => {
    expect(ok(base())).toMatchObject({
      outcome: 'executed',
      rule: 1,
      reason: 'policy[1] refund_order role=support -> ALLOW',
    });
  });
  it('unknown_tool lists the registered names in registry order', () => {
    const v = ok(base({}, { name: 'issue_refund' }));
    expect(v.outcome).toBe('unknown_tool');
    expect(v.reason).toBe('no tool named "issue_refund" is registered; known: ["refund_order"]');
    expect(v.rule).toBeUndefined();
  });
  it('schema_invalid names the field', () => {
    expect(ok(base({}, { arguments: { amount: 3 } })).reason).toBe(
      'arguments.order_id: required field is missing',
    );
    expect(ok(base({}, { arguments: { order_id: 'A', amount: true } })).reason).toBe(
      'arguments.amount: expected integer, got boolean true',
    );
    const float = JSON.stringify(base()).replace('"amount":300', '"amount":300.0');
    expect(ok(float).reason).toBe('arguments.amount: expected integer, got number 300.0');
    expect(ok(base({}, { arguments: { order_id: 'A', amount: 0 } })).reason).toBe(
      'arguments.amount: 0 is below the minimum 1',
    );
    expect(ok(base({}, { arguments: { order_id: '', amount: 5 } })).reason).toBe(
      'arguments.order_id: 0 characters, fewer than minLength 1',
    );
    expect(ok(base({}, { arguments: { order_id: 'A', amount: 5, approved_by: 'x' } })).reason).toBe(
      'arguments.approved_by: unexpected field (additionalProperties is false)',
    );
    expect(ok(base({}, { arguments: ['A', 5] })).reason).toBe(
      'arguments: expected object, got array ["A",5]',
    );
  });
  it('no_identity for null and for an absent identity', () => {
    expect(ok(base({ identity: null })).outcome).toBe('no_identity');
    const { identity: _, ...absent } = base();
    expect(ok(absent).outcome).toBe('no_identity');
  });
  it('denied by a rule, and by default with rule null', () => {
    const v = ok(base({ identity: { user: 'z', roles: ['intern'] } }));
    expect(v).toMatchObject({
      outcome: 'denied',
      rule: null,
      reason: 'no policy rule matches: default DENY',
    });
    const ruled = ok(base({ policy: [{ tool: '*', role: 'support', effect: 'DENY' }, ...POLICY] }));
    expect(ruled).toMatchObject({ outcome: 'denied', rule: 0, reason: 'policy[0] * role=support -> DENY' });
  });
  it('ask unless an approval covers exactly these arguments', () => {
    const call = { arguments: { order_id: 'A-1001', amount: 2400 } };
    expect(ok(base({}, call))).toMatchObject({ outcome: 'ask', rule: 0 });
    const approval = {
      name: 'refund_order',
      arguments: { amount: 2400, order_id: 'A-1001' },
      by: 'wang.fang',
    };
    expect(ok(base({ approvals: [approval] }, call))).toMatchObject({
      outcome: 'executed',
      reason: 'policy[0] refund_order role=support amount > 1000 -> ASK; approved by wang.fang',
    });
    const stale = { arguments: { order_id: 'A-1001', amount: 2600 } };
    expect(ok(base({ approvals: [approval] }, stale)).outcome).toBe('ask');
  });
  it('the loop guard counts every earlier call with the same key, not only a consecutive run', () => {
    // the function-calling page says so: A, B, A, B still counts two earlier As
    const a = { name: 'refund_order', arguments: { order_id: 'A-1001', amount: 300 } };
    const b = { name: 'refund_order', arguments: { order_id: 'A-2002', amount: 50 } };
    expect(ok(base({ history: [a, b, a, b] })).outcome).toBe('loop_blocked');
    expect(ok(base({ history: [a, b, b, b] })).outcome).toBe('executed');
  });
  it('loop_blocked counts the same canonical arguments, not the same text', () => {
    const history = [
      { name: 'refund_order', arguments: { amount: 300, order_id: 'A-1001' } },
      { name: 'refund_order', arguments: { order_id: 'A-1001', amount: 300 } },
      { name: 'get_order', arguments: { order_id: 'A-1001', amount: 300 } },
    ];
    expect(ok(base({ history })).reason).toBe(
      'refund_order {"amount":300,"order_id":"A-1001"} was already called 2 times (loopLimit 2)',
    );
    expect(ok(base({ history, loopLimit: 3 })).outcome).toBe('executed');
    // history written with 300.0: another canonical text than the call's 300, so no repeat is counted
    const floats = JSON.stringify(base({ history: history.slice(0, 2) })).replace(
      /"arguments":\{"amount":300,/,
      '"arguments":{"amount":300.0,',
    );
    expect(ok(floats).reason).toBe('policy[1] refund_order role=support -> ALLOW');
  });
  it('replayed returns the earlier result; the key is looked up per tool', () => {
    const ledger = [{ key: 'rf-1', name: 'refund_order', result: { refund_id: 'R-88' } }];
    const v = ok(base({ ledger }, { idempotencyKey: 'rf-1' }));
    expect(v.outcome).toBe('replayed');
    expect(v.result && canon(v.result)).toBe('{"refund_id":"R-88"}');
    const other = [{ key: 'rf-1', name: 'create_ticket', result: 1 }];
    expect(ok(base({ ledger: other }, { idempotencyKey: 'rf-1' })).outcome).toBe('executed');
    expect(ok(base({ ledger })).outcome).toBe('executed');
  });
});

describe('host_decide: the order of the chain', () => {
  const everything = base(
    {
      identity: null,
      policy: [{ tool: '*', effect: 'DENY' }],
      history: [{ name: 'refund_order', arguments: { order_id: 'A-1001' } }],
      loopLimit: 1,
    },
    { arguments: { order_id: 'A-1001' }, idempotencyKey: 'k' },
  );
  it('registration before schema before identity before policy', () => {
    expect(ok({ ...everything, call: { id: 'c', name: 'nope', arguments: 1 } }).outcome).toBe('unknown_tool');
    expect(ok(everything).outcome).toBe('schema_invalid');
    const fixed = {
      ...everything,
      call: { ...(everything.call as Config), arguments: { order_id: 'A', amount: 5 } },
    };
    expect(ok(fixed).outcome).toBe('no_identity');
    expect(ok({ ...fixed, identity: { user: 'u', roles: [] } }).outcome).toBe('denied');
  });
  it('policy before the loop guard before the ledger', () => {
    const args = { order_id: 'A', amount: 5 };
    const history = [{ name: 'refund_order', arguments: args }];
    const ledger = [{ key: 'k', name: 'refund_order', result: null }];
    const c = (policy: unknown[]) =>
      base({ policy, history, ledger, loopLimit: 1 }, { arguments: args, idempotencyKey: 'k' });
    expect(ok(c([{ tool: 'refund_order', effect: 'DENY' }])).outcome).toBe('denied');
    expect(ok(c([{ tool: 'refund_order', effect: 'ASK' }])).outcome).toBe('ask');
    expect(ok(c([{ tool: 'refund_order', effect: 'ALLOW' }])).outcome).toBe('loop_blocked');
    expect(ok({ ...c([{ tool: 'refund_order', effect: 'ALLOW' }]), loopLimit: 2 }).outcome).toBe('replayed');
  });
  it('the first matching rule wins, a broad ALLOW shadows a later ASK', () => {
    const call = { arguments: { order_id: 'A', amount: 5000 } };
    expect(ok(base({ policy: [POLICY[1], POLICY[0]] }, call))).toMatchObject({
      outcome: 'executed',
      rule: 0,
    });
    expect(ok(base({}, call))).toMatchObject({ outcome: 'ask', rule: 0 });
  });
  it('rule conditions: exact equality, numbers only for ordering, a missing field never matches', () => {
    const rule = (when: unknown[]) => [{ tool: 'refund_order', when, effect: 'ALLOW' }];
    const amount = (x: string) =>
      JSON.stringify(base({ policy: rule(['amount', '==', 300]) })).replace(
        '"amount":300}',
        `"amount":${x}}`,
      );
    expect(ok(amount('300')).outcome).toBe('executed');
    expect(ok(base({ policy: rule(['amount', '>=', 300]) })).outcome).toBe('executed');
    expect(ok(base({ policy: rule(['amount', '>', 300]) })).outcome).toBe('denied');
    expect(ok(base({ policy: rule(['amount', '<', 300.5]) })).outcome).toBe('executed');
    expect(ok(base({ policy: rule(['amount', '<=', 299]) })).outcome).toBe('denied');
    expect(ok(base({ policy: rule(['order_id', '!=', 'B']) })).outcome).toBe('executed');
    expect(ok(base({ policy: rule(['note', '!=', 'B']) })).outcome).toBe('denied');
    // a big integer compared exactly with a float threshold
    const big = base({
      registry: [{ name: 'refund_order', inputSchema: { type: 'object' } }],
      policy: rule(['amount', '>', 9007199254740992]),
    });
    const text = JSON.stringify(big).replace('"amount":300}', '"amount":9007199254740993}');
    expect(ok(text).outcome).toBe('executed');
  });
  it('annotations never change the verdict', () => {
    for (const hint of [true, false]) {
      const tool = { ...REFUND, annotations: { readOnlyHint: hint, destructiveHint: !hint } };
      expect(ok(base({ registry: [tool] }, { arguments: { order_id: 'A', amount: 2400 } })).outcome).toBe(
        'ask',
      );
    }
  });
});

describe('host_decide: the configuration is read first, in the function order', () => {
  it.each([
    ['[]', 'input must be an object, not array'],
    ['{}', 'input.call is missing'],
    ['{"call": {}, "polcy": []}', 'input.polcy is not a known field'],
    ['{"call": {"id": "c", "name": "t"}}', 'call.arguments is missing'],
    ['{"call": {"id": 1, "name": "t", "arguments": {}}}', 'call.id must be a string, not integer'],
    [
      '{"call": {"id": "c", "name": "t", "arguments": {}, "idempotency_key": "k"}}',
      'call.idempotency_key is not a known field',
    ],
    [
      '{"registry": {}, "call": {"id": "c", "name": "t", "arguments": {}}}',
      'registry must be an array, not object',
    ],
    [
      '{"registry": [{"name": "t", "inputSchema": {"type": "object", "properties": {"a": {"pattern": "x"}}}}], "call": {"id": "c", "name": "t", "arguments": {}}}',
      "registry[0].inputSchema.properties.a.pattern is not in this host's schema subset",
    ],
    [
      '{"registry": [{"name": "t", "inputSchema": {"type": "date"}}], "call": {"id": "c", "name": "t", "arguments": {}}}',
      'registry[0].inputSchema.type must be one of object, array, string, integer, number, boolean',
    ],
    [
      '{"registry": [{"name": "t", "inputSchema": {"type": "string"}}], "call": {"id": "c", "name": "t", "arguments": {}}}',
      'registry[0].inputSchema.type must be "object"',
    ],
    [
      '{"registry": [{"name": "t", "inputSchema": {}}], "call": {"id": "c", "name": "t", "arguments": {}}}',
      'registry[0].inputSchema.type must be "object"',
    ],
    [
      '{"registry": [{"name": "t", "inputSchema": {"type": "object", "minLength": -1}}], "call": {"id": "c", "name": "t", "arguments": {}}}',
      'registry[0].inputSchema.minLength must not be negative',
    ],
    [
      '{"registry": [{"name": "t", "inputSchema": {"type": "object"}}, {"name": "t", "inputSchema": {"type": "object"}}], "call": {"id": "c", "name": "t", "arguments": {}}}',
      'registry[1].name "t" is registered twice',
    ],
    [
      '{"identity": {"user": "u"}, "call": {"id": "c", "name": "t", "arguments": {}}}',
      'identity.roles is missing',
    ],
    [
      '{"policy": [{"tool": "t", "effect": "allow"}], "call": {"id": "c", "name": "t", "arguments": {}}}',
      'policy[0].effect must be "ALLOW", "DENY" or "ASK"',
    ],
    [
      '{"policy": [{"tool": "t", "effect": "ASK", "when": ["a", "=", 1]}], "call": {"id": "c", "name": "t", "arguments": {}}}',
      'policy[0].when[1] must be one of ==, !=, >, >=, <, <=',
    ],
    [
      '{"policy": [{"tool": "t", "effect": "ASK", "when": ["a", ">", "1000"]}], "call": {"id": "c", "name": "t", "arguments": {}}}',
      'policy[0].when[2] must be a number, not string',
    ],
    [
      '{"policy": [{"tool": "t", "effect": "ASK", "when": ["a", ">"]}], "call": {"id": "c", "name": "t", "arguments": {}}}',
      'policy[0].when must be [field, operator, value]',
    ],
    [
      '{"ledger": [{"key": "k", "name": "t"}], "call": {"id": "c", "name": "t", "arguments": {}}}',
      'ledger[0].result is missing',
    ],
    [
      '{"approvals": [{"name": "t", "arguments": {}, "by": 7}], "call": {"id": "c", "name": "t", "arguments": {}}}',
      'approvals[0].by must be a string, not integer',
    ],
    [
      '{"loopLimit": true, "call": {"id": "c", "name": "t", "arguments": {}}}',
      'loopLimit must be an integer, not boolean',
    ],
    ['{"loopLimit": 0, "call": {"id": "c", "name": "t", "arguments": {}}}', 'loopLimit must be at least 1'],
  ])('%s', (text, message) => {
    const r = fails(text);
    expect(r.error).toBe(message);
    expect(r.trace.map((s) => s.node)).toEqual(['config_valid', 'error']);
  });
  it('names the path of the field, for the editor marker', () => {
    const r = fails(
      '{"policy": [{"tool": "t", "effect": "ASK", "when": ["a", ">", "1000"]}], "call": {"id": "c", "name": "t", "arguments": {}}}',
    );
    expect(r.at.path).toEqual(['policy', 0, 'when', 2]);
    expect(fails('{"call": {}, "polcy": []}').at).toEqual({ path: ['polcy'], onKey: true });
  });
});

describe('canonical text', () => {
  it('writes what json.dumps writes', () => {
    expect(
      canon(
        parsed('{"b": 1, "a": [1.0, 1e16, 1e-5, -0.0, 1e400, -1e400, 100000000000000000000, true, null]}'),
      ),
    ).toBe('{"a":[1.0,1e+16,1e-05,-0.0,Infinity,-Infinity,100000000000000000000,true,null],"b":1}');
    expect(canon(parsed('{"\\ud83d\\ude00": 1, "\\uff61": 2, "a\\u0001\\n\\"": "\\ud800\\u2028é"}'))).toBe(
      '{"a\\u0001\\n\\"":"\ud800\u2028é","｡":2,"😀":1}',
    );
    expect(canon(parsed('{"a": 1, "a": 2}'))).toBe('{"a":2}');
  });
  it('escapes like Python with ensure_ascii=False', () => {
    expect(pyJsonString('\b\f\t\r\n\u001f\u007f')).toBe('"\\b\\f\\t\\r\\n\\u001f\u007f"');
  });
  it('counts code points like len()', () => {
    expect(pyLen('a😀\ud800')).toBe(3);
  });
});

describe('the lab module', () => {
  it('derives its outcomes from the flowchart', () => {
    expect([...lab.outcomes].sort()).toEqual(
      [
        'ask',
        'denied',
        'executed',
        'loop_blocked',
        'no_identity',
        'replayed',
        'schema_invalid',
        'unknown_tool',
      ].sort(),
    );
  });
  it('marks the failing argument, not the whole arguments object', () => {
    const input = JSON.stringify(base({}, { arguments: { order_id: 'A', amount: 0 } }), null, 2);
    const run = lab.run({ input, timeline: '' });
    expect(run.outcome).toBe('schema_invalid');
    expect(input.slice(run.focus!.start, run.focus!.end)).toBe('0');
  });
  it('marks the deciding rule and the missing identity', () => {
    const input = JSON.stringify(
      base({ identity: { user: 'z', roles: ['x'] }, policy: [{ tool: '*', role: 'x', effect: 'DENY' }] }),
    );
    const run = lab.run({ input, timeline: '' });
    expect(input.slice(run.focus!.start, run.focus!.end)).toBe('{"tool":"*","role":"x","effect":"DENY"}');
  });
  it('marks the ASK rule when no approval covers the call', () => {
    const input = JSON.stringify(base({}, { arguments: { order_id: 'A', amount: 2400 } }));
    const run = lab.run({ input, timeline: '' });
    expect(run.outcome).toBe('ask');
    expect(input.slice(run.focus!.start, run.focus!.end)).toBe(JSON.stringify(POLICY[0]));
  });
  it('reports unreadable text with line and column', () => {
    const run = lab.run({ input: '{\n  "call": ', timeline: '' });
    expect(run.outcome).toBe('error');
    expect(run.parseError).toMatchObject({ line: 2, field: 'input' });
  });
});
