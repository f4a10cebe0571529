/**
 * One entry point from a lab's editable state (the text the learner typed) to its outcome: parse with
 * the lossless reader, run the exact port, and say which source range decided the result. The lab UI,
 * practice checks and scenario tests all go through here, so they can never disagree.
 */
import { parseJson, rangeAt, type JsonValue, type JsonPath, type Span } from '../json/index.ts';
import type { TraceStep } from './types.ts';
import { validateQuery } from './admission/validate.ts';
import { classifyResponse } from './classifier/classify.ts';
import { skillLoadPlan } from './planner/plan.ts';
import type { LabSlug } from './registry.ts';

export interface AdmissionState {
  args: string;
  allowedCities: string[];
}
export interface ClassifierState {
  /** null: no response arrived (a timeout). */
  response: string | null;
  expectedId: string;
}
export interface PlannerState {
  input: string;
}
export interface LabStates {
  admission: AdmissionState;
  classifier: ClassifierState;
  planner: PlannerState;
}
export type AnyLabState = LabStates[LabSlug];

export interface ParseProblem {
  message: string;
  line: number;
  column: number;
  offset: number;
}

export interface LabRun {
  /**
   * The outcome code shown as `data-outcome`: the function's answer (admission reason, classifier
   * class, planner `accepted`/`rejected`), or `error` when there is no answer (the text is not JSON, a
   * teaching error was raised, or the reference would crash on this input).
   */
  outcome: string;
  trace: TraceStep[];
  /** Present when the text is not valid JSON. */
  parseError?: ParseProblem;
  /** ok:false message of the function (teaching error or crash explanation). */
  error?: string;
  /** The function's value when ok. */
  value?: unknown;
  /** Source range of the field that decided the outcome, for an editor marker. */
  focus?: Span & { message: string };
  /** The parsed input (when it parsed). */
  parsed?: JsonValue;
}

/** Which field a failing check is about, per lab: used to point a marker at it. */
const FOCUS: Record<LabSlug, Record<string, JsonPath>> = {
  admission: {
    args_is_object: [],
    field_set: [],
    city_is_str: ['city'],
    days_is_int: ['days'],
    days_in_range: ['days'],
    city_allowed: ['city'],
  },
  classifier: {
    response_is_object: [],
    jsonrpc_ok: ['jsonrpc'],
    id_matches: ['id'],
    one_of_error_result: [],
    error_is_object: ['error'],
    error_code_int: ['error', 'code'],
    result_is_object: ['result'],
    is_error_bool: ['result', 'isError'],
    tool_succeeded: ['result', 'isError'],
    structured_is_object: ['result', 'structuredContent'],
    count_is_int: ['result', 'structuredContent', 'count'],
    count_non_negative: ['result', 'structuredContent', 'count'],
  },
  planner: {
    input_shape: [],
    budget_valid: ['budget'],
    costs_collected: ['resources'],
    costs_valid: [],
    active_in_catalog: ['active'],
    active_in_bodies: ['active'],
    requested_exist: ['requested'],
    owners_active: ['resources'],
    within_budget: ['budget'],
  },
};

function decidingSpan(
  slug: LabSlug,
  root: JsonValue,
  trace: TraceStep[],
): (Span & { message: string }) | undefined {
  const failed = trace.find((s) => !s.pass && FOCUS[slug][s.node]);
  if (!failed) return undefined;
  const path = FOCUS[slug][failed.node]!;
  // Fall back to the nearest existing ancestor when the field itself is missing.
  for (let n = path.length; n >= 0; n--) {
    const span = rangeAt(root, path.slice(0, n));
    if (span) return { ...span, message: failed.detail ?? failed.node };
  }
  return undefined;
}

/** Runs a lab on its state. Never throws. */
export function runLab<S extends LabSlug>(slug: S, state: LabStates[S]): LabRun {
  try {
    if (slug === 'classifier') {
      const s = state as ClassifierState;
      if (s.response === null) return finish(slug, classifyResponse(null, s.expectedId), undefined);
    }
    const text =
      slug === 'admission'
        ? (state as AdmissionState).args
        : slug === 'classifier'
          ? ((state as ClassifierState).response ?? '')
          : (state as PlannerState).input;
    const parsed = parseJson(text);
    if (!parsed.ok)
      return { outcome: 'error', trace: [{ node: 'error', pass: false }], parseError: parsed.error };
    const value = parsed.value;
    if (slug === 'admission')
      return finish(slug, validateQuery(value, (state as AdmissionState).allowedCities), value);
    if (slug === 'classifier')
      return finish(slug, classifyResponse(value, (state as ClassifierState).expectedId), value);
    return finish(slug, skillLoadPlan(value), value);
  } catch (e) {
    return {
      outcome: 'error',
      trace: [{ node: 'error', pass: false }],
      error: `internal error: ${String(e)}`,
    };
  }
}

type AnyOutcome =
  { ok: true; value: unknown; trace: TraceStep[] } | { ok: false; error: string; trace: TraceStep[] };

function finish(slug: LabSlug, out: AnyOutcome, parsed: JsonValue | undefined): LabRun {
  const focus = parsed ? decidingSpan(slug, parsed, out.trace) : undefined;
  if (!out.ok) return { outcome: 'error', trace: out.trace, error: out.error, focus, parsed };
  return { outcome: outcomeCode(slug, out.value), trace: out.trace, value: out.value, focus, parsed };
}

/** The outcome code of a successful run. */
export function outcomeCode(slug: LabSlug, value: unknown): string {
  if (slug === 'admission') return (value as { reason: string }).reason;
  if (slug === 'classifier') return value as string;
  return (value as { accepted: boolean }).accepted ? 'accepted' : 'rejected';
}
