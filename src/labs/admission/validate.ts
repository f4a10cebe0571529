/**
 * Lab "admission": the argument gate of a weather query. Same answers as the wiki's Python
 * `validate_query` (tools-skills page) called as `validate_query(json.loads(text), set(allowed_cities))`;
 * it never raises on any JSON value. scripts/fidelity/differential.test.ts runs the page's own code block
 * beside this port.
 */
import { pyRepr, pyTypeName, type JsonValue } from '../../json/index.ts';
import type { Outcome, TraceStep } from '../types.ts';
import type { AdmissionReason } from './flowchart.ts';

export interface AdmissionResult {
  accepted: boolean;
  reason: AdmissionReason;
}

const REQUIRED = ['city', 'days'] as const;

function show(v: JsonValue): string {
  return `${pyRepr(v, 60)} (${pyTypeName(v)})`;
}

export function validateQuery(args: JsonValue, allowedCities: Iterable<string>): Outcome<AdmissionResult> {
  const trace: TraceStep[] = [];
  const finish = (reason: AdmissionResult['reason']): Outcome<AdmissionResult> => {
    trace.push({ node: reason, pass: reason === 'accepted' });
    return { ok: true, value: { accepted: reason === 'accepted', reason }, trace };
  };
  let allowed: Set<string>;
  try {
    allowed = new Set(allowedCities);
  } catch (e) {
    return { ok: false, error: `allowed city list could not be read: ${String(e)}`, trace };
  }
  try {
    if (args == null || args.kind !== 'object') {
      trace.push({
        node: 'args_is_object',
        pass: false,
        detail: `arguments are ${pyTypeName(args)}, not dict`,
      });
      return finish('schema_fields');
    }
    trace.push({ node: 'args_is_object', pass: true });

    const keys = [...args.entries.keys()];
    const exact = keys.length === REQUIRED.length && REQUIRED.every((k) => args.entries.has(k));
    if (!exact) {
      const missing = REQUIRED.filter((k) => !args.entries.has(k));
      const extra = keys.filter((k) => !(REQUIRED as readonly string[]).includes(k));
      const parts = [];
      if (missing.length) parts.push(`missing ${missing.join(', ')}`);
      if (extra.length) parts.push(`unexpected ${extra.map((k) => JSON.stringify(k)).join(', ')}`);
      trace.push({ node: 'field_set', pass: false, detail: parts.join('; ') });
      return finish('schema_fields');
    }
    trace.push({ node: 'field_set', pass: true });

    const city = (args.entries.get('city') as { value: JsonValue }).value;
    const days = (args.entries.get('days') as { value: JsonValue }).value;
    if (city.kind !== 'string') {
      trace.push({ node: 'city_is_str', pass: false, detail: `city = ${show(city)}` });
      return finish('schema_types');
    }
    trace.push({ node: 'city_is_str', pass: true });
    if (days.kind !== 'int') {
      trace.push({ node: 'days_is_int', pass: false, detail: `days = ${show(days)}` });
      return finish('schema_types');
    }
    trace.push({ node: 'days_is_int', pass: true });

    if (days.value < 1n || days.value > 7n) {
      trace.push({ node: 'days_in_range', pass: false, detail: `days = ${days.value}` });
      return finish('schema_range');
    }
    trace.push({ node: 'days_in_range', pass: true });

    if (!allowed.has(city.value)) {
      trace.push({ node: 'city_allowed', pass: false, detail: `city = ${pyRepr(city, 60)}` });
      return finish('semantic_city');
    }
    trace.push({ node: 'city_allowed', pass: true });
    return finish('accepted');
  } catch (e) {
    return { ok: false, error: `internal error: ${e instanceof Error ? e.message : String(e)}`, trace };
  }
}
