/**
 * The teaching functions of `tools-skills` and how each lab's port answers for them. Each `call` is the
 * exact call its port's doc comment promises; each `port` runs the port function itself (not a lab
 * module), so these survive the move of the labs to `src/labs/<slug>/index.ts`.
 */
import { parseJson, type JsonValue } from '../json/index.ts';
import { validateQuery } from '../labs/admission/index.ts';
import { classifyResponse } from '../labs/classifier/index.ts';
import { PLANNER_ERRORS, skillLoadPlan } from '../labs/planner/index.ts';
import {
  NOT_JSON,
  portFailure,
  pyDict,
  pyInt,
  pyTuple,
  raisedFromTrace,
  resultLabel,
  returned,
  type PyResult,
  type PyValue,
} from './result.ts';
import type { Payload, ReferenceSpec } from './session.ts';

/**
 * `json.loads` reads `NaN`, `Infinity` and `-Infinity` (a Python extension); the strict reader refuses
 * them, as RFC 8259 does. The one documented place where the two readers differ on what is JSON.
 */
export function jsonExtension(text: string, python: PyResult, port: PyResult): string | null {
  if (port !== NOT_JSON || ('raised' in python && python.raised === 'JSONDecodeError')) return null;
  const outsideStrings = text.replace(/"(?:[^"\\]|\\[\s\S])*"/g, '""');
  return /(?:NaN|Infinity)/.test(outsideStrings)
    ? 'json.loads reads NaN/Infinity; the strict reader does not'
    : null;
}

export interface AdmissionPayload extends Payload {
  text: string;
  cities: string[];
}

export const admissionReference: ReferenceSpec<AdmissionPayload> = {
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
  label: (r) =>
    'returned' in r ? String((r.returned as { tuple?: PyValue[] } | null)?.tuple?.[1]) : resultLabel(r),
};

export interface ClassifierPayload extends Payload {
  /** null: no response arrived (Python gets None without parsing) */
  text: string | null;
  expectedId: string;
}

export const classifierReference: ReferenceSpec<ClassifierPayload> = {
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
};

export interface PlannerPayload extends Payload {
  text: string;
}

export const plannerReference: ReferenceSpec<PlannerPayload> = {
  page: 'tools-skills',
  fn: 'skill_load_plan',
  call:
    'lambda p: (lambda d: skill_load_plan(d["catalog"], d["bodies"], set(d["active"]), ' +
    '{k: tuple(v) for k, v in d["resources"].items()}, set(d["requested"]), d["budget"]))(json.loads(p["text"]))',
  port({ text }) {
    const parsed = parseJson(text);
    if (!parsed.ok) return NOT_JSON;
    const out = skillLoadPlan(parsed.value);
    if (!out.ok) return raisedFromTrace(out.trace, out.error);
    const { accepted, tokens, bodies, resources } = out.value;
    return returned(
      pyDict([
        ['accepted', accepted],
        ['tokens', pyInt(tokens)],
        ['bodies', bodies],
        ['resources', resources],
      ]),
    );
  },
  tolerate: (python, port, p) => jsonExtension(p.text, python, port),
  label(r) {
    if (!('returned' in r)) return resultLabel(r);
    const accepted = (r.returned as { dict?: [PyValue, PyValue][] }).dict?.find(
      ([k]) => k === 'accepted',
    )?.[1];
    return accepted === true ? 'accepted' : accepted === false ? 'rejected' : resultLabel(r);
  },
  recheck: {
    // the same call, but the set of requested names iterates in code point order (Python's `sorted`)
    call:
      'lambda p: (lambda d, S: skill_load_plan(d["catalog"], d["bodies"], set(d["active"]), ' +
      '{k: tuple(v) for k, v in d["resources"].items()}, S(d["requested"]), d["budget"]))(json.loads(p["text"]), ' +
      'type("CodePointOrderSet", (set,), {"__iter__": lambda s: iter(sorted(set.__iter__(s)))}))',
    reason: 'requested set order: Python hash order, port code point order',
    applies: (python, port) => isOwnerFailure(python) && isOwnerFailure(port),
  },
};

/** A failure of the owners loop: an owner that is not active, or one that cannot be looked up in a set. */
function isOwnerFailure(r: PyResult): boolean {
  if (!('raised' in r)) return false;
  if (r.raised === 'ValueError') return r.message === PLANNER_ERRORS.owner;
  return r.raised === 'TypeError' && /unhashable type: '(?:list|dict)'/.test(r.message);
}
