import { describe, expect, it } from 'vitest';
import { loadLab } from './registry.ts';
import type { AnyLab } from './contract.ts';

const labs: Record<string, AnyLab> = {};
for (const slug of ['admission', 'classifier', 'planner']) labs[slug] = (await loadLab(slug)).module;
const runLab = (slug: string, state: unknown) => labs[slug]!.run(state);
const admissionBreakers = labs.admission!.breakers;
const classifierBreakers = labs.classifier!.breakers;
const plannerBreakers = labs.planner!.breakers;

const args = { args: '{\n  "city": "杭州",\n  "days": 3\n}', allowedCities: ['杭州', '成都'] };
const ok = {
  response: JSON.stringify({
    jsonrpc: '2.0',
    id: 'req-1',
    result: { content: [], structuredContent: { count: 2 } },
  }),
  expectedId: 'req-1',
};
// Written as text: JSON.stringify would round the big budget to 9007199254740992.
const plan = {
  input:
    '{"catalog": {"a": 10, "b": 10}, "bodies": {"a": 50, "b": 80}, "active": ["a"],' +
    ' "resources": {"ref": ["a", 30]}, "requested": ["ref"], "budget": 9007199254740993}',
};

describe('break-it buttons', () => {
  it('each admission mistake lands on its branch', () => {
    const want: Record<string, string> = {
      'drop-days': 'schema_fields',
      'days-bool': 'schema_types',
      'days-float': 'schema_types',
      'days-range': 'schema_range',
      'extra-field': 'schema_fields',
      'ambiguous-city': 'semantic_city',
    };
    expect(runLab('admission', args).outcome).toBe('accepted');
    for (const b of admissionBreakers)
      expect(runLab('admission', b.apply(args)!).outcome, b.id).toBe(want[b.id]);
  });

  it('each classifier mistake lands on its branch', () => {
    const want: Record<string, string> = {
      'drop-id': 'protocol_mismatch',
      'jsonrpc-1': 'protocol_mismatch',
      'id-number': 'protocol_mismatch',
      'result-and-error': 'malformed',
      'code-string': 'malformed',
      'is-error': 'tool_error',
      'drop-structured': 'output_schema_error',
      'count-negative': 'output_schema_error',
      timeout: 'unknown',
    };
    expect(runLab('classifier', ok).outcome).toBe('verify_business');
    for (const b of classifierBreakers)
      expect(runLab('classifier', b.apply(ok)!).outcome, b.id).toBe(want[b.id]);
  });

  it('each planner mistake lands on its branch, and untouched big ints stay exact', () => {
    const run = (s: unknown) => runLab('planner', s);
    expect(run(plan).outcome).toBe('accepted');
    const short = plannerBreakers.find((b) => b.id === 'budget-short')!.apply(plan)!;
    expect(run(short)).toMatchObject({ outcome: 'rejected', value: { tokens: 100 } });
    expect((short as { input: string }).input).toContain('"budget": 99');
    const errors: Record<string, string> = {
      'budget-bool': '预算须为非负整数',
      'negative-cost': '成本必须是非负整数',
      'no-body': '激活项缺少目录或正文',
      'missing-resource': '请求了不存在的资源',
      'inactive-owner': '资源所属Skill尚未激活',
    };
    for (const [id, msg] of Object.entries(errors)) {
      const broken = plannerBreakers.find((b) => b.id === id)!.apply(plan)!;
      expect(run(broken), id).toMatchObject({ outcome: 'error', error: msg });
      if (id !== 'budget-bool') expect((broken as { input: string }).input).toContain('9007199254740993');
    }
  });

  it('does not apply to input it cannot read', () => {
    for (const b of admissionBreakers) expect(b.apply({ ...args, args: '{oops' })).toBeNull();
    expect(classifierBreakers.find((b) => b.id === 'timeout')!.apply({ ...ok, response: null })).toBeNull();
  });
});
