/**
 * Reading the Python side: the documented difference between `json.loads` and the strict reader, and
 * the parts of a returned value a lab's outcome is read from (Python may return anything).
 */
import { NOT_JSON, type PyResult, type PyValue } from './result.ts';

const OUTSIDE_STRINGS = /"(?:[^"\\]|\\[\s\S])*"/g;

/**
 * `json.loads` reads `NaN`, `Infinity` and `-Infinity` (a Python extension); the strict reader refuses
 * them, as RFC 8259 does. The one documented place where the two readers differ on what is JSON.
 */
export function jsonExtension(text: string, python: PyResult, port: PyResult): string | null {
  if (port !== NOT_JSON || ('raised' in python && python.raised === 'JSONDecodeError')) return null;
  return /(?:NaN|Infinity)/.test(text.replace(OUTSIDE_STRINGS, '""'))
    ? 'json.loads reads NaN/Infinity; the strict reader does not'
    : null;
}

/** The items of a returned tuple (any other value: none). */
export function tupleItems(v: PyValue): PyValue[] {
  return v !== null && typeof v === 'object' && 'tuple' in v ? v.tuple : [];
}

/** The value under a string key of a returned dict (any other value: undefined). */
export function dictGet(v: PyValue, key: string): PyValue | undefined {
  return v !== null && typeof v === 'object' && 'dict' in v
    ? v.dict.find(([k]) => k === key)?.[1]
    : undefined;
}
