/** Public API of the practice area: checking a learner's answer with the real lab logic, and progress. */
export * from './check.ts';
export { checkPageCall, pageCallArgs, type PageCallResult } from './page-call.ts';
export { fieldProblems, pathText } from './fields.ts';
export * from './progress.ts';
export * from './progress-file.ts';
export * from './progress-import.ts';
export type { PageFunctionCheck } from './types.ts';
