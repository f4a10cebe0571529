/**
 * The shared language of Python references, below both the labs (which declare theirs in
 * `src/labs/<slug>/reference.ts`) and the fidelity harness (which runs them): a Python result in one
 * canonical form, the call spec, and a lab's reference (state → payload, value → outcome).
 */
export {
  NOT_JSON,
  normaliseMessage,
  portFailure,
  pyDict,
  pyInt,
  pyTuple,
  pyValueOf,
  raised,
  raisedFromTrace,
  resultLabel,
  returned,
  sameResult,
  type PyResult,
  type PyValue,
  type TraceEnd,
} from './result.ts';
export { dictGet, jsonExtension, tupleItems } from './python-values.ts';
export {
  payloadFrom,
  type FunctionRef,
  type LabReference,
  type Payload,
  type ReferenceSpec,
  type StateSchema,
} from './spec.ts';
