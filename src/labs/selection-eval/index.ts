/**
 * Lab "selection-eval": the mis-selection calculator of the 50 → 8 tools case. Two case sets in, rates
 * with Wilson intervals per task family, the before/after test that fits the design, and a verdict.
 */
import { defineLab } from '../define.ts';
import { selectionBreakers } from './breakers.ts';
import { describeSelection } from './describe.ts';
import { selectionFlowchart } from './flowchart.ts';
import { meta } from './meta.ts';
import { runSelectionEval } from './run.ts';
import { selectionStateSchema, type SelectionState } from './state.ts';

export default defineLab<SelectionState>({
  ...meta,
  state: { version: 1, schema: selectionStateSchema },
  run: runSelectionEval,
  flowcharts: [selectionFlowchart],
  happy: ['improved'],
  // Problems point at their own line and column (LabRun.parseError); no check node is about one field.
  focus: {},
  breakers: selectionBreakers,
  fields: [
    {
      key: 'before',
      label: { zh: '之前的样例（CSV 或 JSON）', en: 'Cases before (CSV or JSON)' },
      language: 'csv',
      file: 'selection-before.csv',
    },
    {
      key: 'after',
      label: { zh: '之后的样例（CSV 或 JSON）', en: 'Cases after (CSV or JSON)' },
      language: 'csv',
      file: 'selection-after.csv',
    },
  ],
  practice: { field: 'after' },
  describe: describeSelection,
});

// What the lab's React half reads (the report table, the charts and their export).
export type { SelectionState } from './state.ts';
export type { SelectionValue } from './run.ts';
export {
  evalChartSvg,
  evalChartTitle,
  evalChartTree,
  svgToString,
  type SvgNode,
  type SvgTag,
} from './chart-svg.ts';
export {
  ALPHA,
  METRICS,
  type Comparison,
  type EvalReport,
  type FamilyReport,
  type Metric,
  type Rate,
} from './report.ts';
export { COLUMNS } from './cases.ts';
export { EXACT_BELOW } from './stats.ts';
export { beyondNoise, familyAlpha, pct, pText } from './verdict.ts';
