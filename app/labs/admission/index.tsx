// The React half of the admission lab.
import type { AdmissionState } from '../../../src/labs/admission/index';
import { defineLabUi } from '../contract';
import { AdmissionInputs } from './AdmissionInputs';
import { AllowedCities } from './AllowedCities';
import { ContractPanel } from './ContractPanel';

export default defineLabUi<AdmissionState>({
  slug: 'admission',
  Inputs: AdmissionInputs,
  Extras: ContractPanel,
  PracticeContext: AllowedCities,
});
