/** "Break it" buttons of the planner lab: each applies one typical mistake to the plan. */
import { jv, type JsonValue } from '../../json/index.ts';
import type { Breaker, LabRun } from '../contract.ts';
import { editJsonText, member, members, withKey } from '../json-edit.ts';
import type { PlannerState } from './state.ts';

function edit(s: PlannerState, fn: (v: JsonValue) => JsonValue | null): PlannerState | null {
  const input = editJsonText(s.input, fn);
  return input === null ? null : { input };
}

/** The breakers need the lab's own run (the budget one short of what the plan needs). */
export function plannerBreakers(run: (s: PlannerState) => LabRun): Breaker<PlannerState>[] {
  return [
    {
      id: 'budget-short',
      label: { zh: '预算少 1', en: 'Budget one short' },
      apply: (s) => {
        const r = run(s);
        const tokens = (r.value as { tokens?: number | bigint } | undefined)?.tokens;
        if (tokens === undefined || BigInt(tokens) === 0n) return null;
        return edit(s, (v) => withKey(v, 'budget', jv.int(BigInt(tokens) - 1n)));
      },
    },
    {
      id: 'budget-bool',
      label: { zh: '预算写成 true', en: 'Budget as true' },
      apply: (s) => edit(s, (v) => withKey(v, 'budget', jv.bool(true))),
    },
    {
      id: 'negative-cost',
      label: { zh: '某个成本为负', en: 'A negative cost' },
      apply: (s) =>
        edit(s, (v) => {
          const cat = members(member(v, 'catalog'));
          if (!cat?.length) return null;
          cat[0] = [cat[0]![0], jv.int(-5)];
          return withKey(v, 'catalog', jv.object(cat));
        }),
    },
    {
      id: 'no-body',
      label: { zh: '激活一个没有正文的 Skill', en: 'Activate a skill without a body' },
      apply: (s) =>
        edit(s, (v) => {
          const cat = member(v, 'catalog');
          const active = member(v, 'active');
          if (!cat || !active || active.kind !== 'array') return null;
          const withCat = withKey(v, 'catalog', withKey(cat, 'no-body-skill', jv.int(12)) ?? cat);
          return withCat && withKey(withCat, 'active', jv.array([...active.items, jv.str('no-body-skill')]));
        }),
    },
    {
      id: 'missing-resource',
      label: { zh: '请求不存在的资源', en: 'Request a missing resource' },
      apply: (s) =>
        edit(s, (v) => {
          const req = member(v, 'requested');
          return req && req.kind === 'array'
            ? withKey(v, 'requested', jv.array([...req.items, jv.str('no-such-file.md')]))
            : null;
        }),
    },
    {
      id: 'inactive-owner',
      label: { zh: '请求未激活 Skill 的资源', en: 'Resource of an inactive skill' },
      apply: (s) =>
        edit(s, (v) => {
          const cat = members(member(v, 'catalog'));
          const active = member(v, 'active');
          const res = member(v, 'resources');
          const req = member(v, 'requested');
          if (!cat || !active || active.kind !== 'array' || !res || !req || req.kind !== 'array') return null;
          const activeNames = new Set(active.items.map((i) => (i.kind === 'string' ? i.value : '')));
          const owner = cat.find(([k]) => !activeNames.has(k))?.[0];
          if (!owner) return null;
          const withRes = withKey(
            v,
            'resources',
            withKey(res, 'borrowed.md', jv.array([jv.str(owner), jv.int(20)])) ?? res,
          );
          return withRes && withKey(withRes, 'requested', jv.array([...req.items, jv.str('borrowed.md')]));
        }),
    },
  ];
}
