import { describe, expect, it } from 'vitest';
import scenarioFile from '../../../content/labs/action-chain/scenarios.json';
import { parseJson } from '../../json/index.ts';
import { hostDecide, type ChainVerdict } from './chain.ts';
import { policyView } from './policy-view.ts';

const scenario = (id: string) => scenarioFile.scenarios.find((s) => s.id === id)!.state.input;

function view(text: string) {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const r = hostDecide(parsed.value);
  if (!r.ok) return { verdict: null, view: null };
  return { verdict: r.value, view: policyView(parsed.value, r.value) };
}

describe('policyView', () => {
  it('names the first matching rule and marks the rules below it as never read', () => {
    const { verdict, view: v } = view(scenario('ac-rule-order'));
    expect(verdict?.rule).toBe(0);
    expect(v?.decision).toEqual({ kind: 'consulted', rule: 0 });
    expect(v?.rules.map((r) => [r.index, r.role, r.effect])).toEqual([
      [0, 'decided', 'ALLOW'],
      [1, 'not_reached', 'ASK'],
    ]);
    expect(v?.rules[1]?.text).toBe('refund_order role=support amount > 1000 -> ASK');
  });

  it('shows the rules above the deciding one as not matching', () => {
    const { view: v } = view(scenario('ac-ask-amount'));
    const decided = v?.rules.find((r) => r.role === 'decided');
    expect(decided?.effect).toBe('ASK');
    for (const r of v?.rules ?? [])
      expect(r.role).toBe(
        r.index < decided!.index ? 'no_match' : r.index === decided!.index ? 'decided' : 'not_reached',
      );
  });

  it('says the default DENY decided when no rule matches', () => {
    const { verdict, view: v } = view(scenario('ac-default-deny'));
    expect(verdict?.outcome).toBe('denied');
    expect(v?.decision).toEqual({ kind: 'consulted', rule: null });
    expect(v?.rules.every((r) => r.role === 'no_match')).toBe(true);
  });

  it('says the policy was not consulted when the chain stopped before it', () => {
    for (const [id, outcome] of [
      ['ac-no-identity', 'no_identity'],
      ['ac-invented-tool', 'unknown_tool'],
      ['ac-missing-field', 'schema_invalid'],
    ] as const) {
      const { view: v } = view(scenario(id));
      expect(v?.decision, id).toEqual({ kind: 'skipped', stoppedAt: outcome });
      expect(
        v?.rules.every((r) => r.role === 'not_consulted'),
        id,
      ).toBe(true);
    }
  });

  it("lists the called tool's annotations, which the verdict ignores", () => {
    const { verdict, view: v } = view(scenario('ac-annotation-lies'));
    expect(verdict?.outcome).toBe('ask');
    expect(v?.annotations).toEqual({
      tool: 'delete_ticket',
      hints: [{ name: 'readOnlyHint', value: 'true' }],
    });
  });

  it('has no annotations for an unregistered tool, and no view of an unreadable configuration', () => {
    expect(view(scenario('ac-invented-tool')).view?.annotations).toBeNull();
    expect(view(scenario('ac-config-error')).view).toBeNull();
    // a verdict paired with a configuration that does not read: null, not a throw
    const broken = parseJson('{"call": 3}');
    const verdict: ChainVerdict = { call: 'c', outcome: 'executed', reason: '', rule: 0 };
    expect(broken.ok && policyView(broken.value, verdict)).toBeNull();
  });
});
