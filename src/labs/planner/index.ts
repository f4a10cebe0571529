/**
 * Lab "planner": the token budget of layered Skill loading, on the wiki's `skill_load_plan`
 * (tools-skills page, knowledge point three).
 */
import type { LabRun } from '../contract.ts';
import { defineLab } from '../define.ts';
import { jsonRun } from '../json-run.ts';
import { plannerBreakers } from './breakers.ts';
import { PLANNER_ERRORS, plannerFlowchart } from './flowchart.ts';
import { plannerInputSchema } from './input-schema.ts';
import { meta } from './meta.ts';
import { plannerReference } from './reference.ts';
import { skillLoadPlan, type PlanResult } from './plan.ts';
import { plannerStateSchema, type PlannerState } from './state.ts';

const PLAN = { zh: '加载计划（JSON）', en: 'Loading plan (JSON)' };

const focus = {
  input_shape: [],
  budget_valid: ['budget'],
  costs_collected: ['resources'],
  costs_valid: [],
  active_in_catalog: ['active'],
  active_in_bodies: ['active'],
  requested_exist: ['requested'],
  owners_active: ['resources'],
  within_budget: ['budget'],
};

const run = jsonRun<PlannerState, PlanResult>({
  field: 'input',
  text: (s) => s.input,
  port: (value) => skillLoadPlan(value ?? { kind: 'null', start: 0, end: 0 }),
  outcome: (v) => (v.accepted ? 'accepted' : 'rejected'),
  focus,
});

/** The plan's total when it was accepted with a budget above it: the task "find the smallest budget". */
function tightBudget(r: LabRun) {
  if (r.outcome !== 'accepted' || !r.parsed || r.parsed.kind !== 'object') return null;
  const budget = r.parsed.entries.get('budget')?.value;
  const tokens = (r.value as PlanResult).tokens;
  if (budget?.kind !== 'int' || budget.value === BigInt(tokens)) return null;
  return {
    zh: `计划被接受了，但预算 ${budget.value} 大于计划实际需要的 ${tokens}：还能再收紧。`,
    en: `The plan is accepted, but the budget ${budget.value} is more than the ${tokens} tokens it needs: tighten it.`,
  };
}

export default defineLab<PlannerState>({
  ...meta,
  state: { version: 1, schema: plannerStateSchema },
  run,
  flowcharts: [plannerFlowchart],
  happy: ['accepted'],
  focus,
  breakers: plannerBreakers(run),
  fields: [
    { key: 'input', label: PLAN, language: 'json', file: 'planner-input.json', schema: plannerInputSchema },
  ],
  practice: { field: 'input', requirements: { 'tight-budget': tightBudget } },
  describe: (s, lang) => [{ label: PLAN[lang], text: s.input, code: 'json' }],
  teachingErrors: Object.values(PLANNER_ERRORS),
  reference: plannerReference,
});

export { plannerTable, type TokenTable } from './token-table.ts';
export { plannerReference, type PlannerPayload } from './reference.ts';
export type { PlannerState } from './state.ts';
export { PLANNER_ERRORS } from './flowchart.ts';
export { skillLoadPlan } from './plan.ts';
