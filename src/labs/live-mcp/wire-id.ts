/**
 * The request id as it went on the wire, and the string the classifier compares with.
 *
 * The SDK client numbers its requests 0, 1, 2… and JSON-RPC allows a string or a number, so the log and
 * the capture keep the wire's own id. The page's `classify_response` takes the expected id as a string,
 * though: for a numeric id the live lab hands the classifier an internal string key in place of the id,
 * and only where the response carries exactly the number that was sent (an int of that value; a string
 * "1" or a float 1.0 stays as it came and does not match). Nothing a learner reads is rewritten but the
 * classifier's own argument, and the lit step says what really travelled.
 */
import {
  JsonObjectNode,
  JsonPropertyNode,
  parseJson,
  pyRepr,
  pyTypeName,
  type JsonValue,
} from '../../json/index.ts';
import { step, type TraceStep } from '../types.ts';
import { msg } from '../../i18n/index.ts';

export type RequestId = string | number;

/** The classifier's string for a numeric wire id. */
export function classifierKey(id: number): string {
  return `req-${id}`;
}

function sameNumber(v: JsonValue | undefined, id: number): boolean {
  return v?.kind === 'int' && v.value === BigInt(id);
}

/** A key no member equals: a response whose own string id happens to read as the key must not match. */
function keyBeside(own: JsonValue | undefined, id: number): string {
  const key = classifierKey(id);
  return own?.kind === 'string' && own.value === key ? `${key} (number)` : key;
}

/** The classifier's two arguments for a response to the request that went out with `id`. */
export function classifierArgs(
  value: JsonValue | null,
  id: RequestId,
): { value: JsonValue | null; expectedId: string } {
  if (typeof id === 'string' || value?.kind !== 'object') {
    return { value, expectedId: typeof id === 'string' ? id : classifierKey(id) };
  }
  const own = value.entries.get('id');
  if (!own || !sameNumber(own.value, id)) return { value, expectedId: keyBeside(own?.value, id) };
  const key = classifierKey(id);
  const keyed: JsonValue = { kind: 'string', value: key, start: own.value.start, end: own.value.end };
  const members = value.members.map((m) =>
    m === own ? new JsonPropertyNode(m.key, m.keySpan.start, m.keySpan.end, keyed) : m,
  );
  return { value: new JsonObjectNode(members, value.start, value.end), expectedId: key };
}

function show(v: JsonValue | undefined): string {
  return v === undefined ? 'missing (None)' : `${pyRepr(v, 60)} (${pyTypeName(v)})`;
}

/** The id step's detail in the wire's terms: the response's own id beside the number that was sent. */
export function wireIdTrace(
  trace: readonly TraceStep[],
  value: JsonValue | null,
  id: RequestId,
): TraceStep[] {
  if (typeof id === 'string') return [...trace];
  const own = value?.kind === 'object' ? value.entries.get('id')?.value : undefined;
  return trace.map((s) =>
    s.node === 'id_matches' ? step(s.node, s.pass, msg('live.wireId', { seen: show(own), id })) : s,
  );
}

/** The response text the classifier lab opens on: the text as it travelled, keyed like the live run. */
export function classifierText(text: string, id: RequestId): { text: string; expectedId: string } {
  if (typeof id === 'string') return { text, expectedId: id };
  const parsed = parseJson(text);
  if (!parsed.ok) return { text, expectedId: classifierKey(id) };
  const { value, expectedId } = classifierArgs(parsed.value, id);
  const own = value?.kind === 'object' ? value.entries.get('id')?.value : undefined;
  if (own?.kind !== 'string' || own.value !== expectedId) return { text, expectedId };
  return { text: text.slice(0, own.start) + JSON.stringify(own.value) + text.slice(own.end), expectedId };
}
