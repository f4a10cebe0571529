/**
 * What the lab's "who decided" panel shows beside a run: every policy rule in the page's wording
 * (`rule_text`), what the chain did with each (first match wins: the rules above the deciding one did
 * not match, the ones below were never read), and the annotations the called tool declares, which no
 * step reads. Built from the same `read_config` the port uses, so the panel cannot show a rule the chain
 * did not see. Pure; never throws.
 */
import type { JsonValue } from '../../json/index.ts';
import { canon } from './canonical.ts';
import { ruleText, type ChainVerdict } from './chain.ts';
import { readConfig } from './config.ts';

/** What the chain did with one rule on this call. */
export type RuleRole = 'no_match' | 'decided' | 'not_reached' | 'not_consulted';

export interface RuleRow {
  index: number;
  /** `rule_text(rule)`, e.g. `refund_order role=support amount > 1000 -> ASK` */
  text: string;
  effect: 'ALLOW' | 'DENY' | 'ASK';
  role: RuleRole;
}

export interface PolicyView {
  rules: RuleRow[];
  /**
   * `consulted`: the chain reached the policy; `rule` is the deciding index, or null for the default
   * DENY. `skipped`: it stopped earlier (at `stoppedAt`), so no rule was read.
   */
  decision: { kind: 'consulted'; rule: number | null } | { kind: 'skipped'; stoppedAt: string };
  /** The called tool's annotations as `name: value` (canonical JSON), when it is registered and has any. */
  annotations: { tool: string; hints: { name: string; value: string }[] } | null;
}

function calledToolAnnotations(input: JsonValue, name: string): PolicyView['annotations'] {
  const registry = input.kind === 'object' ? input.entries.get('registry')?.value : undefined;
  if (registry?.kind !== 'array') return null;
  // read_config refuses a name registered twice, so at most one entry matches
  for (const t of registry.items) {
    if (t.kind !== 'object') continue;
    const n = t.entries.get('name')?.value;
    if (n?.kind !== 'string' || n.value !== name) continue;
    const a = t.entries.get('annotations')?.value;
    if (a?.kind !== 'object' || a.entries.size === 0) return null;
    const hints = [...a.entries.values()].map((m) => ({ name: m.key, value: canon(m.value) }));
    return { tool: name, hints };
  }
  return null;
}

/** The panel's view of a run: null when the configuration cannot be read (the chain answered an error). */
export function policyView(input: JsonValue, verdict: ChainVerdict): PolicyView | null {
  try {
    const cfg = readConfig(input);
    const decision: PolicyView['decision'] =
      verdict.rule === undefined
        ? { kind: 'skipped', stoppedAt: verdict.outcome }
        : { kind: 'consulted', rule: verdict.rule };
    const rules = cfg.policy.map((rule, index): RuleRow => {
      let role: RuleRole;
      if (decision.kind === 'skipped') role = 'not_consulted';
      else if (decision.rule === null || index < decision.rule) role = 'no_match';
      else role = index === decision.rule ? 'decided' : 'not_reached';
      return { index, text: ruleText(rule), effect: rule.effect, role };
    });
    return { rules, decision, annotations: calledToolAnnotations(input, cfg.call.name) };
  } catch {
    return null;
  }
}
