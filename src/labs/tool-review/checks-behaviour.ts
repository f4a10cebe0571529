/**
 * The checks of the later rule groups (writes, results, annotations, description): what a declaration
 * implies about behaviour, and what its text asks of the model. One function per rule id of rules.ts.
 */
import type { JsonValue } from '../../json/index.ts';
import { msg, type Message } from '../../i18n/index.ts';
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
        .map((m) => f(rule, t, d.path, msg('finding.matched', { match: m.match }))),
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
        ? msg('finding.why.verbAdds', { verb })
        : hidden !== undefined
          ? msg('finding.why.operationAdds', { operation: hidden })
          : msg('finding.why.annotationsAdd');
    return [
      f(
        'write-no-idempotency',
        t,
        [...t.path, has(t.node, 'inputSchema') ? 'inputSchema' : 'name'],
        msg('finding.write-no-idempotency', { why }),
      ),
    ];
  }),

  'no-output-schema': perTool((t) =>
    has(t.node, 'outputSchema')
      ? []
      : [f('no-output-schema', t, [...t.path, 'name'], msg('finding.no-output-schema'))],
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
        cls === 'listing'
          ? msg('finding.no-result-bound', { verb })
          : msg('finding.no-result-bound.countParam'),
      ),
    ];
  }),

  'annotation-contradiction': perTool((t) => {
    const ann = member(t.node, 'annotations');
    const { verb, cls } = verbClass(t.name ?? '');
    const at = (k: string) => [...t.path, 'annotations', k];
    const out: Finding[] = [];
    const ops = multiplexOf(t)?.switch?.values ?? [];
    const text = stringAt(t.node, 'description') ?? '';
    // What the declaration itself says it does: its name's verb, an operation it offers, its description.
    const said = (id: 'finding.says.operationWrites' | 'finding.says.operationDestroys', w?: string) =>
      w ? msg(id, { operation: w }) : null;
    const described = (w: string | null | undefined) =>
      w ? msg('finding.says.description', { word: w }) : null;
    const writes: Message | null =
      cls !== 'listing' && cls !== 'other'
        ? msg('finding.says.writeVerb', { verb })
        : (said(
            'finding.says.operationWrites',
            ops.find((v) => operationClass(v) !== 'read'),
          ) ?? described(writeWordIn(text)));
    const destroys: Message | null =
      cls === 'destructive' || verb === 'close'
        ? msg('finding.says.name', { verb })
        : (said(
            'finding.says.operationDestroys',
            ops.find((v) => operationClass(v) === 'destructive'),
          ) ?? described(destructiveWordIn(text)));
    const contradiction = (hint: string, claim: Message) =>
      out.push(f('annotation-contradiction', t, at(hint), msg('finding.selfDeclared', { claim })));
    if (boolAt(ann, 'readOnlyHint') === true && writes)
      contradiction('readOnlyHint', msg('finding.claimsReadOnlyBut', { why: writes }));
    else if (boolAt(ann, 'readOnlyHint') === true && hasIdempotencyParam(t.node))
      contradiction('readOnlyHint', msg('finding.claimsReadOnlyWithKey'));
    if (boolAt(ann, 'destructiveHint') === false && destroys)
      contradiction('destructiveHint', msg('finding.claimsSafeBut', { why: destroys }));
    if (boolAt(ann, 'idempotentHint') === true && cls === 'additive' && !hasIdempotencyParam(t.node))
      contradiction('idempotentHint', msg('finding.claimsIdempotentBut', { verb }));
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
          msg('finding.annotation-meaningless', { k }),
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
            msg('finding.description-missing'),
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
          f('description-names-tool', t, d.path, msg('finding.description-names-tool', { n })),
        );
      }),
    );
  },
};
