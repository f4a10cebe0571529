// The React half of the classifier lab.
import type { ClassifierState } from '../../../src/labs/classifier/index';
import { defineLabUi } from '../contract';
import { ClassifierInputs } from './ClassifierInputs';
import { ExpectedId } from './ExpectedId';
import { OutputSchemaPanel } from './OutputSchemaPanel';

export default defineLabUi<ClassifierState>({
  slug: 'classifier',
  Inputs: ClassifierInputs,
  Extras: OutputSchemaPanel,
  PracticeContext: ExpectedId,
});
