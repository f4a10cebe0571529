// The React half of the selection-eval lab: the design switch and both case sets, then the report with
// its table, sentences and charts under the workbench.
import type { SelectionState } from '../../../src/labs/selection-eval/index';
import { defineLabUi } from '../contract';
import { BeforeCases } from './BeforeCases';
import { ReportPanel } from './ReportPanel';
import { SelectionInputs } from './SelectionInputs';

export default defineLabUi<SelectionState>({
  slug: 'selection-eval',
  Inputs: SelectionInputs,
  Extras: ReportPanel,
  PracticeContext: BeforeCases,
});
