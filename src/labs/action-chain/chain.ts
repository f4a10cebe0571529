/**
 * Lab "action-chain": where does the host stop one model call? Same answers as the function-calling
 * page's Python `host_decide(json.loads(text))`: the result's `call`, `outcome`, `reason`, `rule` and
 * `result` are the Python dict's; a `ValueError` (a host configuration the function refuses to read)
 * comes back as `ok: false` with the exact message and the place it names. Never throws.
 *
 * Chain order: configuration → registered? → schema → identity → policy (first matching rule, default
 * DENY; ASK needs an approval for exactly these arguments) → loop guard → idempotency key → executed.
 */
import type { JsonPath, JsonValue } from '../../json/index.ts';
import { canon, lessThan, same } from './canonical.ts';
import { readConfig, type HostConfig, type Rule } from './config.ts';
import type { ChainOutcome } from './flowchart.ts';
import { schemaError } from './schema-subset.ts';
import { msg, t, type Message } from '../../i18n/index.ts';
import type { TraceStep } from '../types.ts';
import { InputError, place } from './where.ts';

export interface ChainVerdict {
  /** The call id the observation is filed under. */
  call: string;
  outcome: ChainOutcome;
  /** What the host records, and for schema_invalid the sentence sent back to the model. */
  reason: string;
  /** Index of the deciding policy rule, null for the default DENY; absent before the policy step. */
  rule?: number | null;
  /** replayed: the earlier result from the ledger. */
  result?: JsonValue;
  /** Not in the Python result: the place in the input that decided, for the editor marker. */
  at?: { path: JsonPath; onKey: boolean };
}

/** An answer, or the configuration error with the place it names. */
export type ChainResult =
  | { ok: true; value: ChainVerdict; reasonText: Message; trace: TraceStep[] }
  | {
      ok: false;
      error: string;
      errorText: Message;
      trace: TraceStep[];
      at: { path: JsonPath; onKey: boolean };
    };

/** `rule_text(rule)`. */
export function ruleText(rule: Rule): string {
  let text = rule.tool;
  if (rule.role !== null) text += ` role=${rule.role}`;
  if (rule.when !== null) text += ` ${rule.when.field} ${rule.when.op} ${canon(rule.when.value)}`;
  return `${text} -> ${rule.effect}`;
}

/** `rule_matches(rule, name, roles, args)`; `args` is an object (the schema's root is). */
export function ruleMatches(rule: Rule, name: string, roles: readonly string[], args: JsonValue): boolean {
  if (rule.tool !== '*' && rule.tool !== name) return false;
  if (rule.role !== null && !roles.includes(rule.role)) return false;
  if (rule.when === null) return true;
  const { field, op, value } = rule.when;
  const x = args.kind === 'object' ? args.entries.get(field)?.value : undefined;
  if (x === undefined) return false;
  if (op === '==') return same(x, value);
  if (op === '!=') return !same(x, value);
  if (x.kind !== 'int' && x.kind !== 'float') return false;
  if (op === '>') return lessThan(value, x);
  if (op === '>=') return !lessThan(x, value);
  if (op === '<') return lessThan(x, value);
  return !lessThan(value, x);
}

const tools = (n: number) => msg('chain.tools', { n });
const rules = (n: number) => msg('chain.rules', { n });

export function hostDecide(input: JsonValue): ChainResult {
  const trace: TraceStep[] = [];
  const step = (node: string, pass: boolean, text: Message) => {
    trace.push({ node, pass, detail: t('en', text), text });
    return pass;
  };
  let cfg: HostConfig;
  try {
    cfg = readConfig(input);
  } catch (e) {
    if (!(e instanceof InputError)) return internal(e, trace);
    step('config_valid', false, e.text);
    step('error', false, e.text);
    const at = { path: e.at.path, onKey: e.onKey };
    return { ok: false, error: e.message, errorText: e.text, trace, at };
  }
  try {
    return decide(cfg, step, trace);
  } catch (e) {
    return internal(e, trace);
  }
}

function internal(e: unknown, trace: TraceStep[]): ChainResult {
  const detail = e instanceof Error ? e.message : String(e);
  trace.push({ node: 'error', pass: false, detail: 'internal error', text: msg('lab.internal') });
  const errorText = msg('lab.internalError', { detail });
  return { ok: false, error: `internal error: ${detail}`, errorText, trace, at: { path: [], onKey: false } };
}

type Step = (node: string, pass: boolean, text: Message) => boolean;

function decide(cfg: HostConfig, step: Step, trace: TraceStep[]): ChainResult {
  const { call } = cfg;
  const { name } = call;
  const args = call.arguments;
  const counts = { tools: tools(cfg.registry.length), rules: rules(cfg.policy.length) };
  step('config_valid', true, msg('chain.config', { ...counts, limit: cfg.loopLimit }));
  // The reason is the Python's own words (the value); its message says the same for the reader.
  const verdict = (
    outcome: ChainOutcome,
    reasonText: Message,
    at: JsonPath | null,
    more: Pick<ChainVerdict, 'rule' | 'result'> = {},
    onKey = false,
  ): ChainResult => {
    const reason = t('en', reasonText);
    trace.push({ node: outcome, pass: outcome === 'executed', detail: reason, text: reasonText });
    const value: ChainVerdict = { call: call.id, outcome, reason, ...more };
    if (at) value.at = { path: at, onKey };
    return { ok: true, value, reasonText, trace };
  };

  const known = cfg.registry.map((t) => t.name);
  const tool = cfg.registry.find((t) => t.name === name);
  const knownText = canon({ kind: 'array', items: known.map(asStr), start: 0, end: 0 });
  const quotedName = canon(asStr(name));
  const registered = msg('chain.registered', { name: quotedName, known: knownText });
  if (!step('tool_registered', tool !== undefined, registered))
    return verdict('unknown_tool', msg('chain.unknownTool', { name: quotedName, known: knownText }), [
      'call',
      'name',
    ]);

  const problem = schemaError(tool!.inputSchema, args, place('arguments', ['call', 'arguments']));
  if (!step('args_valid', problem === null, problem?.text ?? msg('chain.argsFit', { name })))
    return verdict('schema_invalid', problem!.text, problem!.at.path, {}, problem!.onKey);

  const { identity } = cfg;
  const who =
    identity &&
    (identity.roles.length
      ? msg('chain.identity', { user: identity.user, roles: identity.roles.join(', ') })
      : msg('chain.identityNoRoles', { user: identity.user }));
  if (!step('identity_bound', identity !== null, who ?? msg('chain.identityAbsent')))
    return verdict('no_identity', msg('chain.noIdentity'), ['identity']);

  const index = cfg.policy.findIndex((r) => ruleMatches(r, name, identity!.roles, args));
  const rule = index < 0 ? null : (cfg.policy[index] as Rule);
  const effect = rule?.effect ?? 'DENY';
  let decided: Message = rule
    ? msg('chain.ruleAt', { index, rule: ruleText(rule) })
    : msg('chain.defaultDeny');
  const ruleAt: JsonPath = rule ? ['policy', index] : ['policy'];
  const ruleIndex = rule ? index : null;
  if (!step('policy_permits', effect !== 'DENY', decided))
    return verdict('denied', decided, ruleAt, { rule: ruleIndex });

  const key = canon(args);
  if (!step('policy_allow', effect === 'ALLOW', msg('chain.verdict', { effect }))) {
    const found = cfg.approvals.findIndex((a) => a.name === name && canon(a.arguments) === key);
    const approval = cfg.approvals[found];
    const approvalText = approval
      ? msg('chain.approvalFound', { index: found, by: approval.by, name, args: key })
      : msg('chain.noApproval', { name, args: key });
    if (!step('approved', approval !== undefined, approvalText))
      return verdict('ask', msg('chain.ask', { decided }), ruleAt, { rule: ruleIndex });
    decided = msg('chain.approvedBy', { decided, by: approval!.by });
  }

  const seen = cfg.history.filter((h) => h.name === name && canon(h.arguments) === key).length;
  const limit = cfg.loopLimit;
  const earlier = msg('chain.earlierCalls', { n: seen });
  if (!step('loop_ok', BigInt(seen) < limit, msg('chain.loopOk', { name, args: key, earlier, limit })))
    return verdict(
      'loop_blocked',
      msg('chain.loopBlocked', { name, args: key, n: seen, limit }),
      ['history'],
      {
        rule: ruleIndex,
      },
    );

  const token = call.idempotencyKey;
  const hit = token === null ? -1 : cfg.ledger.findIndex((e) => e.name === name && e.key === token);
  const tokenText = token === null ? '' : canon(asStr(token));
  const keyDetail =
    token === null
      ? msg('chain.noKey')
      : hit < 0
        ? msg('chain.keyNew', { key: tokenText })
        : msg('chain.keyFound', { key: tokenText, index: hit });
  if (!step('key_new', hit < 0, keyDetail))
    return verdict('replayed', msg('chain.replayed', { key: tokenText }), ['ledger', hit], {
      rule: ruleIndex,
      result: (cfg.ledger[hit] as { result: JsonValue }).result,
    });
  return verdict('executed', decided, null, { rule: ruleIndex });
}

function asStr(value: string): JsonValue {
  return { kind: 'string', value, start: 0, end: 0 };
}
