/**
 * Test-only: generated action-chain inputs, as models of the Python values `json.loads` builds (the
 * `Py` model of ../testkit.ts), rendered to JSON text. A generated configuration is mostly well formed,
 * with values correlated so every step of the chain is reached (the call's arguments reappear in
 * approvals, history and the ledger, rules name the called tool and its fields), and then a few random
 * edits break it in the ways hand-typed input breaks: a value replaced by anything (wrong containers,
 * bools, floats like 2.0, big ints, astral characters), a member removed, a key duplicated.
 */
import fc from 'fast-check';
import { arbFloat, arbInt, arbPy, int, str, type Py } from '../testkit.ts';

const dict = (members: [string, Py][]): Py => ({ t: 'dict', members });
const list = (items: Py[]): Py => ({ t: 'list', items });
const bool = (v: boolean): Py => ({ t: 'bool', v });
const none: Py = { t: 'none' };

export const TOOL_NAMES = ['refund_order', 'get_order', 'create_ticket', '__proto__', '工单', 'toString'];
const FIELDS = ['order_id', 'amount', 'note', '__proto__', '金额', '\u{1f600}'];
const ROLES = ['support', 'intern', 'admin', 'constructor'];

/** Values an argument may take: mostly small and repeated, so schemas, rules and approvals meet them. */
const arbArgValue: fc.Arbitrary<Py> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(0, 1, 300, 1000, 1001, 2400).map((v) => int(v)) },
  { weight: 2, arbitrary: fc.constantFrom('A-1001', '', '北京', '\u{1f600}x', 'a"b\\c\n').map(str) },
  { weight: 1, arbitrary: arbFloat },
  {
    weight: 1,
    arbitrary: fc.constantFrom('2.0', '1000.0', '2400.5', '-0.0').map((text): Py => ({ t: 'float', text })),
  },
  { weight: 1, arbitrary: fc.boolean().map(bool) },
  { weight: 1, arbitrary: arbInt },
  { weight: 1, arbitrary: fc.constant(none) },
  { weight: 1, arbitrary: arbPy },
);

const arbLeafSchema: fc.Arbitrary<Py> = fc.oneof(
  fc
    .tuple(
      fc.option(fc.constantFrom(0, 1, 3), { nil: null }),
      fc.option(fc.constantFrom(1, 5, 8), { nil: null }),
    )
    .map(([lo, hi]) => {
      const m: [string, Py][] = [['type', str('string')]];
      if (lo !== null) m.push(['minLength', int(lo)]);
      if (hi !== null) m.push(['maxLength', int(hi)]);
      return dict(m);
    }),
  fc
    .tuple(
      fc.constantFrom('integer', 'number'),
      fc.option(
        fc.oneof(
          fc.constantFrom(0, 1).map((v) => int(v)),
          arbFloat,
        ),
        { nil: null },
      ),
      fc.option(
        fc.constantFrom(1000, 5000, 10n ** 20n).map((v) => int(v)),
        { nil: null },
      ),
    )
    .map(([type, lo, hi]) => {
      const m: [string, Py][] = [['type', str(type)]];
      if (lo !== null) m.push(['minimum', lo]);
      if (hi !== null) m.push(['maximum', hi]);
      return dict(m);
    }),
  fc.constant(dict([['type', str('boolean')]])),
  fc.constant(dict([['description', str('anything')]])),
  fc.array(arbArgValue, { minLength: 1, maxLength: 3 }).map((items) => dict([['enum', list(items)]])),
  fc.constant(
    dict([
      ['type', str('array')],
      ['items', dict([['type', str('integer')]])],
    ]),
  ),
);

const arbInputSchema: fc.Arbitrary<Py> = fc
  .tuple(
    fc.uniqueArray(fc.tuple(fc.constantFrom(...FIELDS), arbLeafSchema), {
      maxLength: 3,
      selector: ([k]) => k,
    }),
    fc.subarray(FIELDS.slice(0, 3)),
    fc.option(fc.boolean(), { nil: null }),
  )
  .map(([props, required, extra]) => {
    const m: [string, Py][] = [['type', str('object')]];
    if (props.length > 0) m.push(['properties', dict(props)]);
    if (required.length > 0) m.push(['required', list(required.map(str))]);
    if (extra !== null) m.push(['additionalProperties', bool(extra)]);
    return dict(m);
  });

const arbArgs: fc.Arbitrary<Py> = fc
  .uniqueArray(fc.tuple(fc.constantFrom(...FIELDS), arbArgValue), { maxLength: 3, selector: ([k]) => k })
  .map(dict);

/** The same dict written another way: members reversed (the canonical text must not change). */
const reorder = (m: Py): Py => (m.t === 'dict' ? dict([...m.members].reverse()) : m);

/** Scalar argument values of the pool: rule conditions compare against them. */
function scalarsOf(pool: Py[]): Py[] {
  return pool
    .flatMap((a) => (a.t === 'dict' ? a.members.map(([, v]) => v) : []))
    .filter((v) => v.t !== 'list' && v.t !== 'dict');
}

const arbScalarArg = arbArgValue.filter((v) => v.t !== 'list' && v.t !== 'dict');

const arbRule = (pool: Py[], callName: string): fc.Arbitrary<Py> =>
  fc
    .tuple(
      fc.constantFrom('*', callName, callName, ...TOOL_NAMES),
      fc.constantFrom('ALLOW', 'ALLOW', 'DENY', 'ASK', 'ASK'),
      fc.option(fc.constantFrom(...ROLES), { nil: null, freq: 2 }),
      fc.option(
        fc.tuple(
          fc.constantFrom(...FIELDS),
          fc.constantFrom('==', '!=', '>', '>=', '<', '<='),
          scalarsOf(pool).length > 0
            ? fc.oneof(fc.constantFrom(...scalarsOf(pool)), arbScalarArg)
            : arbScalarArg,
        ),
        { nil: null },
      ),
    )
    .map(([tool, effect, role, when]) => {
      const m: [string, Py][] = [
        ['tool', str(tool)],
        ['effect', str(effect)],
      ];
      if (role !== null) m.push(['role', str(role)]);
      if (when !== null) {
        const [field, op, value] = when;
        // ordering operators need a number: keep the value when it is one, else a threshold
        const number = value.t === 'int' || value.t === 'float' ? value : int(1000);
        m.push(['when', list([str(field), str(op), ['>', '>=', '<', '<='].includes(op) ? number : value])]);
      }
      return dict(m);
    });

/** A well-formed action-chain input (before mutation), with correlated parts. */
export const arbConfig: fc.Arbitrary<Py> = fc
  .tuple(fc.array(arbArgs, { minLength: 1, maxLength: 3 }), fc.constantFrom(...TOOL_NAMES))
  .chain(([pool, callName]) => {
    const arg = fc.constantFrom(...pool).chain((a) => fc.constantFrom(a, reorder(a)));
    const name = fc.constantFrom(callName, callName, callName, ...TOOL_NAMES);
    return fc
      .record({
        registry: fc
          .tuple(
            fc.nat(9),
            fc.uniqueArray(fc.tuple(fc.constantFrom(...TOOL_NAMES), arbInputSchema, fc.boolean()), {
              maxLength: 2,
              selector: ([n]) => n,
            }),
            arbInputSchema,
            fc.boolean(),
          )
          .map(([coin, others, schema, hint]) => {
            // the called tool is registered most of the time, often with a schema that takes anything
            const rest = others.filter(([n]) => n !== callName);
            if (coin === 0) return rest;
            const own = coin < 6 ? dict([['type', str('object')]]) : schema;
            return [[callName, own, hint] as [string, Py, boolean], ...rest];
          }),
        identity: fc.option(fc.uniqueArray(fc.constantFrom(...ROLES), { maxLength: 2 }), {
          nil: null,
          freq: 5,
        }),
        absentIdentity: fc.boolean(),
        policy: fc
          .tuple(
            fc.array(arbRule(pool, callName), { maxLength: 3 }),
            fc.option(fc.tuple(fc.constantFrom('*', callName), fc.constantFrom('ALLOW', 'ASK')), {
              nil: null,
            }),
          )
          .map(([rules, last]) =>
            last === null
              ? rules
              : [
                  ...rules,
                  dict([
                    ['tool', str(last[0])],
                    ['effect', str(last[1])],
                  ]),
                ],
          ),
        approvals: fc.array(fc.tuple(name, arg), { maxLength: 2 }),
        ledger: fc.array(fc.tuple(fc.constantFrom('k1', 'k2'), name, arbArgValue), { maxLength: 2 }),
        history: fc.array(fc.tuple(name, arg), { maxLength: 5 }),
        loopLimit: fc.option(fc.constantFrom(1, 2, 3), { nil: null }),
        call: fc.tuple(
          fc.constantFrom(
            callName,
            callName,
            callName,
            callName,
            callName,
            callName,
            callName,
            'issue_refund',
          ),
          arg,
          fc.option(fc.constantFrom('k1', 'k2'), { nil: null }),
        ),
      })
      .map((c) => {
        const m: [string, Py][] = [];
        m.push([
          'registry',
          list(
            c.registry.map(([n, schema, hint]) =>
              dict([
                ['name', str(n)],
                ['inputSchema', schema],
                ['annotations', dict([['readOnlyHint', bool(hint)]])],
              ]),
            ),
          ),
        ]);
        if (c.identity !== null)
          m.push([
            'identity',
            dict([
              ['user', str('li.na')],
              ['roles', list(c.identity.map(str))],
            ]),
          ]);
        else if (!c.absentIdentity) m.push(['identity', none]);
        m.push(['policy', list(c.policy)]);
        m.push([
          'approvals',
          list(
            c.approvals.map(([n, a]) =>
              dict([
                ['name', str(n)],
                ['arguments', a],
                ['by', str('wang.fang')],
              ]),
            ),
          ),
        ]);
        m.push([
          'ledger',
          list(
            c.ledger.map(([k, n, r]) =>
              dict([
                ['key', str(k)],
                ['name', str(n)],
                ['result', r],
              ]),
            ),
          ),
        ]);
        m.push([
          'history',
          list(
            c.history.map(([n, a]) =>
              dict([
                ['name', str(n)],
                ['arguments', a],
              ]),
            ),
          ),
        ]);
        if (c.loopLimit !== null) m.push(['loopLimit', int(c.loopLimit)]);
        const [cn, ca, key] = c.call;
        const call: [string, Py][] = [
          ['id', str('call_7')],
          ['name', str(cn)],
          ['arguments', ca],
        ];
        if (key !== null) call.push(['idempotencyKey', str(key)]);
        m.push(['call', dict(call)]);
        return dict(m);
      });
  });

type Edit = { picks: number[]; op: 'replace' | 'remove' | 'duplicate'; value: Py };

/** Applies one edit at the node reached by following `picks` (each modulo the number of children). */
export function applyEdit(m: Py, edit: Edit, depth = 0): Py {
  const children = m.t === 'dict' ? m.members.length : m.t === 'list' ? m.items.length : 0;
  const pick = edit.picks[depth];
  if (pick === undefined || children === 0) return edit.op === 'replace' ? edit.value : m;
  const i = pick % children;
  const last = depth + 1 === edit.picks.length;
  if (m.t === 'dict') {
    const members = [...m.members];
    const [k, v] = members[i] as [string, Py];
    if (last && edit.op === 'remove') members.splice(i, 1);
    else if (last && edit.op === 'duplicate') members.push([k, edit.value]);
    else members[i] = [k, applyEdit(v, edit, depth + 1)];
    return dict(members);
  }
  if (m.t === 'list') {
    const items = [...m.items];
    if (last && edit.op === 'remove') items.splice(i, 1);
    else items[i] = applyEdit(items[i] as Py, edit, depth + 1);
    return list(items);
  }
  return m;
}

const arbEdit: fc.Arbitrary<Edit> = fc.record({
  picks: fc.array(fc.nat(20), { minLength: 1, maxLength: 5 }),
  op: fc.constantFrom('replace', 'replace', 'remove', 'duplicate'),
  value: fc.oneof(arbArgValue, arbPy),
});

/** A configuration, two times in five with one or two random edits. */
export const arbInput: fc.Arbitrary<Py> = fc
  .tuple(arbConfig, fc.array(arbEdit, { minLength: 1, maxLength: 2 }), fc.nat(4))
  .map(([config, edits, coin]) => (coin < 3 ? config : edits.reduce((m, e) => applyEdit(m, e), config)));

export { dict, list, bool, none };
