/**
 * Public API of the labs area (framework-free, no DOM). app/ imports the labs only through this file and
 * through each lab's own `src/labs/<slug>/index.ts`.
 */
export type {
  AnyLab,
  Breaker,
  InputBlock,
  LabMeta,
  LabModule,
  LabRun,
  LabSlug,
  LabStateSpec,
  LabTextField,
  OutcomeLink,
  OutcomeText,
  OutcomesFile,
  PracticeRequirement,
  Scenario,
  ScenarioFile,
  StateOf,
  TextProblem,
  Walkthrough,
} from './contract.ts';
export type { LabReference } from '../reference/index.ts';
export type { Outcome, TraceStep } from './types.ts';
export { step, stepDetail } from './types.ts';
export { errorText, focusText, problemText } from './contract.ts';
export { defineLab } from './define.ts';
export { isLabSlug, labCatalog, labMeta } from '../lab-catalog/index.ts';
export { discovered, loadAllLabs, loadedLab, loadLab, UnknownLabError, type LoadedLab } from './registry.ts';
export {
  defineFlowchart,
  flowchartSource,
  highlightFor,
  terminalIds,
  yesNo,
  type FlowEdge,
  type FlowNode,
  type Highlight,
  type LabFlowchart,
  type NodeState,
  type TerminalId,
} from './flowchart.ts';
export { topicHighlight, type DiagramMap } from './topic-map.ts';
export {
  decodeShareJson,
  decodeShareState,
  encodeShareFragment,
  encodeShareJson,
  readShareFragment,
  MAX_FRAGMENT_CHARS,
  MAX_STATE_CHARS,
  type ShareDecode,
  type ShareProblem,
} from './share.ts';
export { checkState, decodeVersioned, describeIssues, versioned, type StateDecode } from './state.ts';
export {
  LINK_DRAFT_RECORD,
  readSavedWork,
  savedWorkRecord,
  writeSavedWork,
  type LinkDraft,
  type SavedWork,
} from './saved-work.ts';
export { jsonRun, decidingSpan, type JsonRunSpec } from './json-run.ts';
export { labLink } from './lab-link.ts';
export { BreakIt } from './break-it.ts';
export { editJsonText, member, members, withKey } from './json-edit.ts';
