/** Public API of the labs (framework-free, no DOM). */
export type { Outcome, TraceStep } from './types.ts';
export type { JsonValue } from '../json/index.ts';
export { parseJson } from '../json/index.ts';
export { validateQuery, type AdmissionResult } from './admission/validate.ts';
export { classifyResponse } from './classifier/classify.ts';
export { skillLoadPlan, type PlanResult } from './planner/plan.ts';
export {
  admissionFlowchart,
  ADMISSION_CHECKS,
  ADMISSION_OUTCOMES,
  type AdmissionReason,
} from './admission/flowchart.ts';
export { classifierFlowchart, CLASSIFIER_OUTCOMES, type ResponseClass } from './classifier/flowchart.ts';
export { plannerFlowchart, PLANNER_ERRORS } from './planner/flowchart.ts';
export { defineFlowchart, type FlowEdge, type FlowNode, type LabFlowchart } from './flowchart.ts';
export {
  labs,
  getLab,
  admissionLab,
  classifierLab,
  plannerLab,
  type LabEntry,
  type LabSlug,
} from './registry.ts';
