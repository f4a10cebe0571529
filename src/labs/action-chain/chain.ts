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
  | { ok: true; value: ChainVerdict; trace: TraceStep[] }
  | { ok: false; error: string; trace: TraceStep[]; at: { path: JsonPath; onKey: boolean } };

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

const plural = (n: bigint | number, word: string) => `${n} ${word}${n === 1 || n === 1n ? '' : 's'}`;

export function hostDecide(input: JsonValue): ChainResult {
  const trace: TraceStep[] = [];
  const step = (node: string, pass: boolean, detail?: string) => {
    trace.push(detail === undefined ? { node, pass } : { node, pass, detail });
    return pass;
  };
  let cfg: HostConfig;
  try {
    cfg = readConfig(input);
  } catch (e) {
    if (!(e instanceof InputError)) return internal(e, trace);
    step('config_valid', false, e.message);
    step('error', false, e.message);
    return { ok: false, error: e.message, trace, at: { path: e.at.path, onKey: e.onKey } };
  }
  try {
    return decide(cfg, step, trace);
  } catch (e) {
    return internal(e, trace);
  }
}

function internal(e: unknown, trace: TraceStep[]): ChainResult {
  trace.push({ node: 'error', pass: false, detail: 'internal error' });
  const error = `internal error: ${e instanceof Error ? e.message : String(e)}`;
  return { ok: false, error, trace, at: { path: [], onKey: false } };
}

type Step = (node: string, pass: boolean, detail?: string) => boolean;

function decide(cfg: HostConfig, step: Step, trace: TraceStep[]): ChainResult {
  const { call } = cfg;
  const { name } = call;
  const args = call.arguments;
  step(
    'config_valid',
    true,
    `${plural(cfg.registry.length, 'tool')}, ${plural(cfg.policy.length, 'rule')}, loopLimit ${cfg.loopLimit}`,
  );
  const verdict = (
    outcome: ChainOutcome,
    reason: string,
    at: JsonPath | null,
    more: Pick<ChainVerdict, 'rule' | 'result'> = {},
    onKey = false,
  ): ChainResult => {
    trace.push({ node: outcome, pass: outcome === 'executed', detail: reason });
    const value: ChainVerdict = { call: call.id, outcome, reason, ...more };
    if (at) value.at = { path: at, onKey };
    return { ok: true, value, trace };
  };

  const known = cfg.registry.map((t) => t.name);
  const tool = cfg.registry.find((t) => t.name === name);
  const knownText = canon({ kind: 'array', items: known.map(asStr), start: 0, end: 0 });
  if (
    !step(
      'tool_registered',
      tool !== undefined,
      `call.name = ${canon(asStr(name))}; registered: ${knownText}`,
    )
  )
    return verdict('unknown_tool', `no tool named ${canon(asStr(name))} is registered; known: ${knownText}`, [
      'call',
      'name',
    ]);

  const problem = schemaError(tool!.inputSchema, args, place('arguments', ['call', 'arguments']));
  if (!step('args_valid', problem === null, problem?.message ?? `arguments fit ${name}'s inputSchema`))
    return verdict('schema_invalid', problem!.message, problem!.at.path, {}, problem!.onKey);

  const { identity } = cfg;
  const who = identity && `${identity.user} (roles: ${identity.roles.join(', ') || 'none'})`;
  if (!step('identity_bound', identity !== null, who ?? 'identity is null or absent'))
    return verdict('no_identity', 'no user is bound to this call; the host acts for nobody', ['identity']);

  const index = cfg.policy.findIndex((r) => ruleMatches(r, name, identity!.roles, args));
  const rule = index < 0 ? null : (cfg.policy[index] as Rule);
  const effect = rule?.effect ?? 'DENY';
  let decided = rule ? `policy[${index}] ${ruleText(rule)}` : 'no policy rule matches: default DENY';
  const ruleAt: JsonPath = rule ? ['policy', index] : ['policy'];
  const ruleIndex = rule ? index : null;
  if (!step('policy_permits', effect !== 'DENY', decided))
    return verdict('denied', decided, ruleAt, { rule: ruleIndex });

  const key = canon(args);
  if (!step('policy_allow', effect === 'ALLOW', `verdict ${effect}`)) {
    const found = cfg.approvals.findIndex((a) => a.name === name && canon(a.arguments) === key);
    const approval = cfg.approvals[found];
    if (
      !step(
        'approved',
        approval !== undefined,
        approval
          ? `approvals[${found}] by ${approval.by} covers ${name} ${key}`
          : `no approval for ${name} ${key}`,
      )
    )
      return verdict('ask', `${decided}; waiting for a person to approve exactly these arguments`, ruleAt, {
        rule: ruleIndex,
      });
    decided += `; approved by ${approval!.by}`;
  }

  const seen = cfg.history.filter((h) => h.name === name && canon(h.arguments) === key).length;
  const limit = cfg.loopLimit;
  if (
    !step(
      'loop_ok',
      BigInt(seen) < limit,
      `${name} ${key}: ${plural(seen, 'earlier call')}, loopLimit ${limit}`,
    )
  )
    return verdict(
      'loop_blocked',
      `${name} ${key} was already called ${seen} times (loopLimit ${limit})`,
      ['history'],
      { rule: ruleIndex },
    );

  const token = call.idempotencyKey;
  const hit = token === null ? -1 : cfg.ledger.findIndex((e) => e.name === name && e.key === token);
  const tokenText = token === null ? '' : canon(asStr(token));
  const keyDetail =
    token === null
      ? 'no idempotency key: nothing to deduplicate'
      : hit < 0
        ? `key ${tokenText} is not in the ledger`
        : `key ${tokenText} found at ledger[${hit}]`;
  if (!step('key_new', hit < 0, keyDetail))
    return verdict(
      'replayed',
      `idempotency key ${tokenText} is in the ledger: the earlier result is returned and nothing runs again`,
      ['ledger', hit],
      { rule: ruleIndex, result: (cfg.ledger[hit] as { result: JsonValue }).result },
    );
  return verdict('executed', decided, null, { rule: ruleIndex });
}

function asStr(value: string): JsonValue {
  return { kind: 'string', value, start: 0, end: 0 };
}
