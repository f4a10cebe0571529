/**
 * The "run the page's Python" panel, minus the browser: the comparison of one Python answer with the
 * port's, for a lab's own `reference` (`src/labs/<slug>/reference.ts`: the call, the state as its
 * payload, the value as an outcome). The rules are the differential test's own (`ReferenceSpec`,
 * `sameResult`, `tolerate`, `recheck`), so the panel and the test can never judge the same input
 * differently.
 */
import { parseJson, type JsonValue } from '../json/index.ts';
import { sameResult, type LabReference, type Payload, type PyResult } from '../reference/index.ts';
import type { ReferenceSession } from './session.ts';

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
export function outcomeOf<P extends Payload>(reference: LabReference<P>, r: PyResult): string {
  return 'returned' in r ? (reference.outcome(r.returned) ?? '?') : 'error';
}

/** Runs the page's function once on `payload` (twice where a set's order decided) and compares. */
export async function comparePanel<P extends Payload>(
  session: ReferenceSession,
  spec: LabReference<P>,
  payload: P,
): Promise<PanelComparison> {
  const [python] = (await session.call(spec, [payload])) as [PyResult];
  const port = spec.port(payload);
  const notes = inputNotes(spec.texts(payload));
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
    pythonOutcome: outcomeOf(spec, python),
    portOutcome: outcomeOf(spec, port),
    notes,
  };
}
