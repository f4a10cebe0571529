/**
 * The admission lab's Python reference: `validate_query` of the tools-skills page, called exactly as
 * the port's doc comment promises, on the lab's arguments text and allowed cities.
 */
import { parseJson } from '../../json/index.ts';
import {
  jsonExtension,
  NOT_JSON,
  payloadFrom,
  portFailure,
  pyTuple,
  resultLabel,
  returned,
  tupleItems,
  type LabReference,
  type Payload,
} from '../../reference/index.ts';
import { admissionStateSchema } from './state.ts';
import { validateQuery } from './validate.ts';

export interface AdmissionPayload extends Payload {
  text: string;
  cities: string[];
}

export const admissionReference: LabReference<AdmissionPayload> = {
  page: 'tools-skills',
  fn: 'validate_query',
  call: 'lambda p: validate_query(json.loads(p["text"]), set(p["cities"]))',
  port({ text, cities }) {
    const parsed = parseJson(text);
    if (!parsed.ok) return NOT_JSON;
    const out = validateQuery(parsed.value, cities);
    return out.ok ? returned(pyTuple(out.value.accepted, out.value.reason)) : portFailure(out.error);
  },
  tolerate: (python, port, p) => jsonExtension(p.text, python, port),
  label: (r) => ('returned' in r ? String(tupleItems(r.returned)[1]) : resultLabel(r)),
  payload: payloadFrom(admissionStateSchema, (s) => ({ text: s.args, cities: s.allowedCities })),
  texts: (p) => [p.text],
  // validate_query returns (accepted, reason); the reason is the lab's outcome code
  outcome(v) {
    const reason = tupleItems(v)[1];
    return typeof reason === 'string' ? reason : null;
  },
};
