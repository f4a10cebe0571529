/**
 * The checks of the later rule groups (writes, results, annotations, description): what a declaration
 * implies about behaviour, and what its text asks of the model. One function per rule id of rules.ts.
 */
import type { JsonValue } from '../../json/index.ts';
import { f, perTool, type Check, type Finding } from './finding.ts';
import { injectionMatches, type InjectionRule } from './injection.ts';
import { boolAt, descriptions, has, hasUpperBound, member, params, stringAt } from './schema-walk.ts';
import { HOST_TOOLS, multiplexOf } from './checks-security.ts';
import { destructiveWordIn, operationClass, writeWordIn } from './text-signals.ts';
import { IDEMPOTENCY_PARAM, LIMIT_PARAM, verbClass } from './vocabulary.ts';

function hasIdempotencyParam(tool: JsonValue): boolean {
  return params(member(tool, 'inputSchema'), []).some((p) => p.depth === 0 && IDEMPOTENCY_PARAM.test(p.name));
}

const BOUND_TEXT =
  /最多|至多|不超过|上限|截断|分页|前\s*\d+\s*条|\d+\s*(?:条|行|项)|at most|up to \d|no more than|maximum of|limited to|truncat|paginat|cursor|\b\d+\s+(?:items|results|rows|entries|lines|records)\b/i;
const BOUND_OUTPUT = /^(?:truncated|has_?more|next_?cursor|nextCursor|total)$/;

function boundStated(tool: JsonValue): boolean {
  const limits = params(member(tool, 'inputSchema'), []).filter((p) => LIMIT_PARAM.test(p.name));
  if (limits.some((p) => hasUpperBound(p.schema))) return true;
  if (BOUND_TEXT.test(stringAt(tool, 'description') ?? '')) return true;
  return params(member(tool, 'outputSchema'), []).some(
    (p) => BOUND_OUTPUT.test(p.name) || has(p.schema, 'maxItems'),
  );
}

function injection(rule: InjectionRule): Check {
  return perTool((t) =>
    descriptions(t.node, t.path).flatMap((d) =>
      injectionMatches(d.text)
        .filter((m) => m.rule === rule)
        .map((m) => f(rule, t, d.path, `匹配到：“${m.match}”`, `matched: "${m.match}"`)),
    ),
  );
}

export const BEHAVIOUR_CHECKS: Readonly<Record<string, Check>> = {
  'write-no-idempotency': perTool((t) => {
    const { verb, cls } = verbClass(t.name ?? '');
    const ann = member(t.node, 'annotations');
    const hidden = (multiplexOf(t)?.switch?.values ?? []).find((v) => verbClass(v).cls === 'additive');
    const additive =
      cls === 'additive' ||
      hidden !== undefined ||
      (boolAt(ann, 'readOnlyHint') === false &&
        boolAt(ann, 'destructiveHint') === false &&
        boolAt(ann, 'idempotentHint') !== true);
    if (!additive || hasIdempotencyParam(t.node)) return [];
    const why =
      cls === 'additive'
        ? [`动词 ${verb} 每次执行都会新增`, `the verb ${verb} adds something each time`]
        : hidden !== undefined
          ? [`动作 ${hidden} 每次执行都会新增`, `the operation ${hidden} adds something each time`]
          : ['注解声明为非只读、只新增', 'the annotations say it writes, additively'];
    return [
      f(
        'write-no-idempotency',
        t,
        [...t.path, has(t.node, 'inputSchema') ? 'inputSchema' : 'name'],
        `${why[0]}，却没有幂等键参数`,
        `${why[1]}, yet there is no idempotency key parameter`,
      ),
    ];
  }),

  'no-output-schema': perTool((t) =>
    has(t.node, 'outputSchema')
      ? []
      : [f('no-output-schema', t, [...t.path, 'name'], '没有 outputSchema', 'no outputSchema')],
  ),

  'no-result-bound': perTool((t) => {
    const { verb, cls } = verbClass(t.name ?? '');
    const limits = params(member(t.node, 'inputSchema'), []).some((p) => LIMIT_PARAM.test(p.name));
    if ((cls !== 'listing' && !limits) || boundStated(t.node)) return [];
    const at = [...t.path, has(t.node, 'description') ? 'description' : 'name'];
    return [
      f(
        'no-result-bound',
        t,
        at,
        cls === 'listing' ? `${verb} 类工具没有说明最多返回多少` : '有数量参数，却没有任何上限',
        cls === 'listing'
          ? `a ${verb} tool that never says how much it returns`
          : 'a count parameter, but no bound anywhere',
      ),
    ];
  }),

  'annotation-contradiction': perTool((t) => {
    const ann = member(t.node, 'annotations');
    const { verb, cls } = verbClass(t.name ?? '');
    const at = (k: string) => [...t.path, 'annotations', k];
    const out: Finding[] = [];
    const selfDeclared = { zh: '（自我声明，从来不是权限）', en: ' (self-declared, never a permission)' };
    const ops = multiplexOf(t)?.switch?.values ?? [];
    const text = stringAt(t.node, 'description') ?? '';
    // What the declaration itself says it does: its name's verb, an operation it offers, its description.
    const writes: [string, string] | null =
      cls !== 'listing' && cls !== 'other'
        ? [`名称以写动词 ${verb} 开头`, `the name starts with the write verb ${verb}`]
        : (((w) => (w ? [`动作 ${w} 会写`, `the operation ${w} writes`] : null))(
            ops.find((v) => operationClass(v) !== 'read'),
          ) ??
          ((w) => (w ? [`描述说它会“${w}”`, `the description says it will "${w}"`] : null))(
            writeWordIn(text),
          ));
    const destroys: [string, string] | null =
      cls === 'destructive' || verb === 'close'
        ? [`名称是 ${verb}`, `the name says ${verb}`]
        : (((w) => (w ? [`动作 ${w} 会删除或关闭`, `the operation ${w} deletes or closes`] : null))(
            ops.find((v) => operationClass(v) === 'destructive'),
          ) ??
          ((w) => (w ? [`描述说它会“${w}”`, `the description says it will "${w}"`] : null))(
            destructiveWordIn(text),
          ));
    if (boolAt(ann, 'readOnlyHint') === true && writes)
      out.push(
        f(
          'annotation-contradiction',
          t,
          at('readOnlyHint'),
          `声称只读，但${writes[0]}${selfDeclared.zh}`,
          `claims read-only, but ${writes[1]}${selfDeclared.en}`,
        ),
      );
    else if (boolAt(ann, 'readOnlyHint') === true && hasIdempotencyParam(t.node))
      out.push(
        f(
          'annotation-contradiction',
          t,
          at('readOnlyHint'),
          `声称只读，却接受幂等键${selfDeclared.zh}`,
          `claims read-only, yet takes an idempotency key${selfDeclared.en}`,
        ),
      );
    if (boolAt(ann, 'destructiveHint') === false && destroys)
      out.push(
        f(
          'annotation-contradiction',
          t,
          at('destructiveHint'),
          `声称没有破坏性，但${destroys[0]}${selfDeclared.zh}`,
          `claims non-destructive, but ${destroys[1]}${selfDeclared.en}`,
        ),
      );
    if (boolAt(ann, 'idempotentHint') === true && cls === 'additive' && !hasIdempotencyParam(t.node))
      out.push(
        f(
          'annotation-contradiction',
          t,
          at('idempotentHint'),
          `声称幂等，但 ${verb} 没有幂等键，重复调用会重复新增${selfDeclared.zh}`,
          `claims idempotent, but ${verb} without a key adds again on every retry${selfDeclared.en}`,
        ),
      );
    return out;
  }),

  'annotation-meaningless': perTool((t) => {
    const ann = member(t.node, 'annotations');
    if (boolAt(ann, 'readOnlyHint') !== true) return [];
    return ['destructiveHint', 'idempotentHint']
      .filter((k) => has(ann, k))
      .map((k) =>
        f(
          'annotation-meaningless',
          t,
          [...t.path, 'annotations', k],
          `只读工具上的 ${k} 没有意义`,
          `${k} means nothing on a read-only tool`,
        ),
      );
  }),

  'description-missing': perTool((t) => {
    const d = stringAt(t.node, 'description');
    return d === null || d.trim() === ''
      ? [
          f(
            'description-missing',
            t,
            [...t.path, has(t.node, 'description') ? 'description' : 'name'],
            '没有描述',
            'no description',
          ),
        ]
      : [];
  }),

  'description-override': injection('description-override'),
  'description-exfiltration': injection('description-exfiltration'),
  'description-url': injection('description-url'),
  'description-precondition': injection('description-precondition'),
  'description-imperative': injection('description-imperative'),
  'description-markup': injection('description-markup'),
  'description-sensitive': injection('description-sensitive'),

  // Pointing at a tool of the same server ("for errors, use search_error_logs") is how related tools
  // help the model choose; naming a host tool this server does not offer arranges a call chain.
  'description-names-tool': (input) => {
    const own = new Set(input.tools.map((o) => o.name).filter((n): n is string => n !== null));
    return input.tools.flatMap((t) =>
      descriptions(t.node, t.path).flatMap((d) => {
        const words = new Set(
          (d.text.match(/[A-Za-z0-9_][A-Za-z0-9_.-]*/g) ?? []).map((w) => w.replace(/[.-]+$/, '')),
        );
        const named = [...words].filter((w) => !own.has(w) && HOST_TOOLS.has(w));
        return named.map((n) =>
          f(
            'description-names-tool',
            t,
            d.path,
            `描述点名了本 Server 之外的 ${n}`,
            `the description names ${n}, which this server does not offer`,
          ),
        );
      }),
    );
  },
};
