/**
 * The classifier lab's Python reference: `classify_response` of the tools-skills page, on the response
 * as typed (None when none arrived, without parsing) and the request's id.
 */
import { parseJson, type JsonValue } from '../../json/index.ts';
import {
  jsonExtension,
  NOT_JSON,
  payloadFrom,
  raisedFromTrace,
  resultLabel,
  returned,
  type LabReference,
  type Payload,
} from '../../reference/index.ts';
import { classifyResponse } from './classify.ts';
import { classifierStateSchema } from './state.ts';

export interface ClassifierPayload extends Payload {
  /** null: no response arrived (Python gets None without parsing) */
  text: string | null;
  expectedId: string;
}

export const classifierReference: LabReference<ClassifierPayload> = {
  page: 'tools-skills',
  fn: 'classify_response',
  call: 'lambda p: classify_response(None if p["text"] is None else json.loads(p["text"]), p["expectedId"])',
  port({ text, expectedId }) {
    let value: JsonValue | null = null;
    if (text !== null) {
      const parsed = parseJson(text);
      if (!parsed.ok) return NOT_JSON;
      value = parsed.value;
    }
    const out = classifyResponse(value, expectedId);
    return out.ok ? returned(out.value) : raisedFromTrace(out.trace, out.error);
  },
  tolerate: (python, port, p) => (p.text === null ? null : jsonExtension(p.text, python, port)),
  label: (r) => ('returned' in r ? String(r.returned) : resultLabel(r)),
  payload: payloadFrom(classifierStateSchema, (s) => ({ text: s.response, expectedId: s.expectedId })),
  texts: (p) => (p.text === null ? [] : [p.text]),
  outcome: (v) => (typeof v === 'string' ? v : null),
};
