/**
 * What a call produced, in one canonical form both sides write: the Python driver encodes the real
 * return value or exception, a port adapter encodes what the port says Python would produce.
 */
import { pyFloatRepr, type JsonValue } from '../json/index.ts';

/** A Python value: None/bool/str as JSON, ints exact (hex text), floats as repr, containers tagged. */
export type PyValue =
  | null
  | boolean
  | string
  | PyValue[]
  | { int: string }
  | { float: string }
  | { tuple: PyValue[] }
  | { dict: [PyValue, PyValue][] }
  | { repr: string };

export type PyResult = { returned: PyValue } | { raised: string; message: string };

/** `{int: …}` in the driver's spelling (`hex()`: `0x1f`, `-0x1f`, `0x0`). */
export function pyInt(v: bigint | number): { int: string } {
  const b = BigInt(v);
  return { int: b < 0n ? `-0x${(-b).toString(16)}` : `0x${b.toString(16)}` };
}

export function pyTuple(...items: PyValue[]): { tuple: PyValue[] } {
  return { tuple: items };
}

export function pyDict(entries: [string, PyValue][]): { dict: [PyValue, PyValue][] } {
  return { dict: entries };
}

export const returned = (value: PyValue): PyResult => ({ returned: value });
export const raised = (type: string, message: string): PyResult => ({ raised: type, message });

/** The result the harness expects when the strict reader refuses the text: `json.loads` should refuse it too. */
export const NOT_JSON: PyResult = raised('JSONDecodeError', '(the strict reader refuses this text)');

/** A port that failed in a way that has no Python counterpart (an internal error): never agrees. */
export const portFailure = (message: string): PyResult => raised('PortFailure', message);

/** What a trace step must have for its exception to be read (a lab's `TraceStep` fits). */
export interface TraceEnd {
  node: string;
  detail?: string;
}

const CRASH_SUFFIX = ' (the reference would crash here)';

/**
 * The exception a port says Python raises, read from its trace: the ports end a failing trace with an
 * `error` step whose detail is `Type: message`, plus the crash suffix when the call itself would crash.
 */
export function raisedFromTrace(trace: readonly TraceEnd[], fallback: string): PyResult {
  const last = trace[trace.length - 1];
  const detail = last?.node === 'error' ? last.detail : undefined;
  const m = detail === undefined ? null : /^([A-Za-z_]\w*): ([\s\S]*)$/.exec(detail);
  if (!m) return portFailure(detail ?? fallback);
  const message = (m[2] as string).endsWith(CRASH_SUFFIX)
    ? (m[2] as string).slice(0, -CRASH_SUFFIX.length)
    : (m[2] as string);
  return raised(m[1] as string, message);
}

/**
 * One wording for messages CPython rephrased between 3.11 (python3 here) and 3.14 (Pyodide): the newer
 * ones add context around the same fact. Only the fact is compared.
 */
export function normaliseMessage(message: string): string {
  return message
    .replace(/^cannot use '[^']*' as a (?:set element|dict key) \((unhashable type: '[^']*')\)$/, '$1')
    .replace(/^(too many values to unpack \(expected \d+), got \d+\)$/, '$1)');
}

/**
 * How a parse failure surfaces in Python: `json.loads` raises JSONDecodeError, except for an integer
 * literal over CPython's 4300-digit limit, which raises a plain ValueError from int().
 */
function isDecodeFailure(r: PyResult): boolean {
  if (!('raised' in r)) return false;
  return (
    r.raised === 'JSONDecodeError' ||
    (r.raised === 'ValueError' && r.message.startsWith('Exceeds the limit (4300 digits)'))
  );
}

function sameValue(a: PyValue, b: PyValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Equal results: the same value, or the same exception type with the same (version-normalised)
 * message. Two refusals to parse are equal whatever their wording (the strict reader has its own).
 */
export function sameResult(a: PyResult, b: PyResult): boolean {
  if ('returned' in a || 'returned' in b)
    return 'returned' in a && 'returned' in b && sameValue(a.returned, b.returned);
  if (isDecodeFailure(a) && isDecodeFailure(b)) return true;
  return a.raised === b.raised && normaliseMessage(a.message) === normaliseMessage(b.message);
}

/** A short label for counting which outcomes a sample reached: the value, or the exception. */
export function resultLabel(r: PyResult): string {
  if ('raised' in r) return r.raised === 'ValueError' ? `ValueError: ${r.message}` : r.raised;
  const text = JSON.stringify(r.returned);
  return text.length > 60 ? text.slice(0, 59) + '…' : text;
}

/** The value `json.loads` builds from a parsed text, in the driver's canonical form. */
export function pyValueOf(v: JsonValue): PyValue {
  switch (v.kind) {
    case 'null':
      return null;
    case 'bool':
    case 'string':
      return v.value;
    case 'int':
      return pyInt(v.value);
    case 'float':
      return { float: pyFloatRepr(v.value) };
    case 'array':
      return v.items.map(pyValueOf);
    case 'object':
      // a dict built by json.loads: the last duplicate wins, at the position of the first
      return { dict: [...v.entries.values()].map((p) => [p.key, pyValueOf(p.value)]) };
  }
}
