/**
 * The planner lab's Python reference: `skill_load_plan` of the tools-skills page, on the six fields
 * of the lab's one JSON text (the active and requested names as sets, each resource list a tuple).
 */
import { parseJson } from '../../json/index.ts';
import {
  dictGet,
  jsonExtension,
  NOT_JSON,
  payloadFrom,
  pyDict,
  pyInt,
  raisedFromTrace,
  resultLabel,
  returned,
  type LabReference,
  type Payload,
  type PyResult,
  type PyValue,
} from '../../reference/index.ts';
import { PLANNER_ERRORS } from './flowchart.ts';
import { skillLoadPlan } from './plan.ts';
import { plannerStateSchema } from './state.ts';

export interface PlannerPayload extends Payload {
  text: string;
}

/** `accepted` or `rejected` from the returned dict's `accepted`; null for any other value. */
function planOutcome(v: PyValue): string | null {
  const accepted = dictGet(v, 'accepted');
  return accepted === true ? 'accepted' : accepted === false ? 'rejected' : null;
}

/** A failure of the owners loop: an owner that is not active, or one that cannot be looked up in a set. */
function isOwnerFailure(r: PyResult): boolean {
  if (!('raised' in r)) return false;
  if (r.raised === 'ValueError') return r.message === PLANNER_ERRORS.owner;
  return r.raised === 'TypeError' && /unhashable type: '(?:list|dict)'/.test(r.message);
}

export const plannerReference: LabReference<PlannerPayload> = {
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
  label: (r) => ('returned' in r ? (planOutcome(r.returned) ?? resultLabel(r)) : resultLabel(r)),
  recheck: {
    // the same call, but the set of requested names iterates in code point order (Python's `sorted`)
    call:
      'lambda p: (lambda d, S: skill_load_plan(d["catalog"], d["bodies"], set(d["active"]), ' +
      '{k: tuple(v) for k, v in d["resources"].items()}, S(d["requested"]), d["budget"]))(json.loads(p["text"]), ' +
      'type("CodePointOrderSet", (set,), {"__iter__": lambda s: iter(sorted(set.__iter__(s)))}))',
    reason: 'requested set order: Python hash order, port code point order',
    applies: (python, port) => isOwnerFailure(python) && isOwnerFailure(port),
  },
  payload: payloadFrom(plannerStateSchema, (s) => ({ text: s.input })),
  texts: (p) => [p.text],
  outcome: planOutcome,
};
