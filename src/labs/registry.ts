/** The three labs: slug, function and flowchart. */
import { admissionFlowchart } from './admission/flowchart.ts';
import { validateQuery } from './admission/validate.ts';
import { classifierFlowchart } from './classifier/flowchart.ts';
import { classifyResponse } from './classifier/classify.ts';
import type { LabFlowchart } from './flowchart.ts';
import { plannerFlowchart } from './planner/flowchart.ts';
import { skillLoadPlan } from './planner/plan.ts';

export type LabSlug = 'admission' | 'classifier' | 'planner';

export interface LabEntry {
  slug: LabSlug;
  title: { zh: string; en: string };
  /** name of the Python reference function */
  reference: 'validate_query' | 'classify_response' | 'skill_load_plan';
  flowchart: LabFlowchart;
}

export const admissionLab = {
  slug: 'admission',
  title: { zh: '参数准入', en: 'Argument admission' },
  reference: 'validate_query',
  flowchart: admissionFlowchart,
  run: validateQuery,
} as const satisfies LabEntry & { run: typeof validateQuery };

export const classifierLab = {
  slug: 'classifier',
  title: { zh: '响应分类', en: 'Response classifier' },
  reference: 'classify_response',
  flowchart: classifierFlowchart,
  run: classifyResponse,
} as const satisfies LabEntry & { run: typeof classifyResponse };

export const plannerLab = {
  slug: 'planner',
  title: { zh: 'Skill 加载预算', en: 'Skill load budget' },
  reference: 'skill_load_plan',
  flowchart: plannerFlowchart,
  run: skillLoadPlan,
} as const satisfies LabEntry & { run: typeof skillLoadPlan };

export const labs = [admissionLab, classifierLab, plannerLab] as const;

export function getLab(slug: string): (typeof labs)[number] | undefined {
  return labs.find((l) => l.slug === slug);
}
