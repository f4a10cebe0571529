// Page labs: every public top-level function of a page's python blocks, run on the reader's input and
// traced (see ARCHITECTURE.md, "Page labs").
export type * from './types.ts';
export { parseAnnotation, specText } from './annotations.ts';
export {
  jsonToPython,
  driverArg,
  callText,
  emptyInput,
  type ConvertError,
  type Converted,
} from './convert.ts';
export { discoverFunctions, parseParams, defaultInput } from './discover.ts';
export { exampleBlocks, readExamples, type ExampleBlock, type ExampleProblem } from './examples.ts';
export { flowchartSvg, depths, type Lit } from './flowchart.ts';
export { pathOf, walkSteps, type WalkStep } from './walk.ts';
export { PAGE_LAB_DRIVER, PAGE_LAB_SERVE, RUN_LIMIT_MS, SEARCH_BUDGET_MS } from './driver.ts';
export {
  specsOf,
  exampleInputs,
  defaultInputs,
  argsFor,
  searchExamples,
  inputsForExit,
  type PageLabData,
} from './model.ts';
export { checkPageExamples, checkPageMaps } from './check.ts';
export { mapBlocks, readMap, pageMaps, flowIdProblem, type DiagramMap, type MapBlock } from './maps.ts';
export {
  PAGE_LAB_LINK_DRAFT_RECORD,
  PAGE_LAB_RECORD,
  cleanInput,
  decodePageLabLink,
  encodePageLabLink,
  inputsFor,
  inputsRecord,
  pageIdOf,
  pageLabKey,
  readStoredInputs,
  storedInputs,
  storedLinkDraft,
  type PageLabInputs,
  type PageLabLink,
  type PageLabLinkDraft,
} from './saved.ts';
