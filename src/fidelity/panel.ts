/**
 * The "run the page's Python" panel, minus the browser: for a lab whose module names a `reference`
 * (`{page, fn}`), how a lab state becomes the Python call's payload, how a Python result maps to the
 * lab's outcome code, and the comparison of one Python answer with the port's. The rules are the
 * differential test's own (`ReferenceSpec`, `sameResult`, `tolerate`, `recheck`), so the panel and the
 * test can never judge the same input differently.
 */
import { isRecord, parseJson, type JsonValue } from '../json/index.ts';
import { hostDecideReference, verdictOutcome } from './function-calling.ts';
import {
  admissionReference,
  classifierReference,
  plannerReference,
  type AdmissionPayload,
  type ClassifierPayload,
  type PlannerPayload,
} from './references.ts';
import { sameResult, type PyResult, type PyValue } from './result.ts';
import type { FunctionRef, Payload, ReferenceSession, ReferenceSpec } from './session.ts';

/** One lab's side of the panel. */
export interface PanelReference<P extends Payload = Payload> {
  spec: ReferenceSpec<P>;
  /** The call's payload for a lab state, or null when the state is not this lab's shape. */
  payload(state: unknown): P | null;
  /** The JSON texts of a payload (where the reader and `json.loads` may see different things). */
  texts(payload: P): string[];
  /** The lab outcome code a returned value stands for; an exception is always `error`. */
  outcome(value: PyValue): string | null;
}

const record = (s: unknown): Record<string, unknown> | null => (isRecord(s) ? s : null);
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** The items of a returned tuple, or of a dict's entries (any other value: none). Python may return anything. */
function tupleItems(v: PyValue): PyValue[] {
  return v !== null && typeof v === 'object' && 'tuple' in v ? v.tuple : [];
}
function dictGet(v: PyValue, key: string): PyValue | undefined {
  return v !== null && typeof v === 'object' && 'dict' in v
    ? v.dict.find(([k]) => k === key)?.[1]
    : undefined;
}

const admission: PanelReference<AdmissionPayload> = {
  spec: admissionReference,
  payload(state) {
    const s = record(state);
    if (typeof s?.args !== 'string' || !isStrings(s.allowedCities)) return null;
    return { text: s.args, cities: s.allowedCities };
  },
  texts: (p) => [p.text],
  // validate_query returns (accepted, reason); the reason is the lab's outcome code
  outcome: (v) => {
    const reason = tupleItems(v)[1];
    return typeof reason === 'string' ? reason : null;
  },
};

const classifier: PanelReference<ClassifierPayload> = {
  spec: classifierReference,
  payload(state) {
    const s = record(state);
    const text = s?.response;
    if ((typeof text !== 'string' && text !== null) || typeof s?.expectedId !== 'string') return null;
    return { text: text as string | null, expectedId: s.expectedId };
  },
  texts: (p) => (p.text === null ? [] : [p.text]),
  outcome: (v) => (typeof v === 'string' ? v : null),
};

const planner: PanelReference<PlannerPayload> = {
  spec: plannerReference,
  payload(state) {
    const s = record(state);
    return typeof s?.input === 'string' ? { text: s.input } : null;
  },
  texts: (p) => [p.text],
  outcome: (v) => {
    const accepted = dictGet(v, 'accepted');
    return accepted === true ? 'accepted' : accepted === false ? 'rejected' : null;
  },
};

const actionChain: PanelReference<{ text: string }> = {
  spec: hostDecideReference,
  payload(state) {
    const s = record(state);
    return typeof s?.input === 'string' ? { text: s.input } : null;
  },
  texts: (p) => [p.text],
  outcome: (v) => verdictOutcome({ returned: v }),
};

const PANELS: ReadonlyMap<string, PanelReference> = new Map(
  ([admission, classifier, planner, actionChain] as PanelReference[]).map((p) => [
    `${p.spec.page}#${p.spec.fn}`,
    p,
  ]),
);

/** The panel of a lab's `reference`, or undefined when no spec is written for that function yet. */
export function panelReference(ref: FunctionRef): PanelReference | undefined {
  return PANELS.get(`${ref.page}#${ref.fn}`);
}

/** Every function the panel can run (a test checks each lab with a `reference` is among them). */
export function panelFunctions(): FunctionRef[] {
  return [...PANELS.values()].map(({ spec }) => ({ page: spec.page, fn: spec.fn }));
}

/**
 * Where Python's own rules and the strict reader part ways, found in the input (shown whatever the
 * verdict, so a learner sees why the two still agree, or why they do not):
 * - `nan`: `json.loads` reads NaN / Infinity / -Infinity; the reader (like RFC 8259) refuses them.
 * - `duplicate-keys`: an object repeats a key; both keep the last value at the first one's place.
 * - `huge-int`: an integer literal over 4300 digits; CPython refuses to convert it, so does the reader.
 * - `big-int`: an integer beyond ±2^53; Python's int is exact, and so is the reader's (a JS number is not).
 * - `set-order`: the answer depended on the order Python visits a set (reported by the comparison).
 */
export type PanelNote = 'nan' | 'duplicate-keys' | 'huge-int' | 'big-int' | 'set-order';

const OUTSIDE_STRINGS = /"(?:[^"\\]|\\[\s\S])*"/g;
const SAFE = 2n ** 53n;

function walkNotes(root: JsonValue, notes: Set<PanelNote>): void {
  const stack: JsonValue[] = [root];
  while (stack.length > 0) {
    const v = stack.pop()!;
    if (v.kind === 'array') stack.push(...v.items);
    else if (v.kind === 'object') {
      if (v.members.length !== v.entries.size) notes.add('duplicate-keys');
      for (const m of v.members) stack.push(m.value);
    } else if (v.kind === 'int' && (v.value >= SAFE || v.value <= -SAFE)) notes.add('big-int');
  }
}

/** The notes that apply to these input texts. */
export function inputNotes(texts: readonly string[]): PanelNote[] {
  const notes = new Set<PanelNote>();
  for (const text of texts) {
    const bare = text.replace(OUTSIDE_STRINGS, '""');
    if (/(?:NaN|Infinity)/.test(bare)) notes.add('nan');
    if (/\d{4301,}/.test(bare)) notes.add('huge-int');
    const parsed = parseJson(text);
    if (parsed.ok) walkNotes(parsed.value, notes);
  }
  const order: PanelNote[] = ['nan', 'duplicate-keys', 'huge-int', 'big-int', 'set-order'];
  return order.filter((n) => notes.has(n));
}

export type PanelVerdict = 'agree' | 'explained' | 'differ';

export interface PanelComparison {
  verdict: PanelVerdict;
  python: PyResult;
  port: PyResult;
  /** The lab outcome each answer stands for (`error` for any exception or unreadable text). */
  pythonOutcome: string;
  portOutcome: string;
  notes: PanelNote[];
}

/** The lab outcome a result stands for, as the differential test counts it. */
export function outcomeOf(panel: PanelReference, r: PyResult): string {
  return 'returned' in r ? (panel.outcome(r.returned) ?? '?') : 'error';
}

/** Runs the page's function once on `payload` (twice where a set's order decided) and compares. */
export async function comparePanel<P extends Payload>(
  session: ReferenceSession,
  panel: PanelReference<P>,
  payload: P,
): Promise<PanelComparison> {
  const { spec } = panel;
  const [python] = (await session.call(spec, [payload])) as [PyResult];
  const port = spec.port(payload);
  const notes = inputNotes(panel.texts(payload));
  let verdict: PanelVerdict = 'agree';
  if (!sameResult(python, port)) {
    verdict = spec.tolerate?.(python, port, payload) ? 'explained' : 'differ';
    if (verdict === 'differ' && spec.recheck?.applies(python, port)) {
      const [again] = (await session.call({ ...spec, call: spec.recheck.call }, [payload])) as [PyResult];
      if (sameResult(again, port)) {
        verdict = 'explained';
        notes.push('set-order');
      }
    }
  }
  return {
    verdict,
    python,
    port,
    pythonOutcome: outcomeOf(panel, python),
    portOutcome: outcomeOf(panel, port),
    notes,
  };
}
