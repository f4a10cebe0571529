/**
 * Lab "admission": the argument gate of a weather query. Same answers as the wiki's Python
 * `validate_query` (tools-skills page) called as `validate_query(json.loads(text), set(allowed_cities))`;
 * it never raises on any JSON value. scripts/fidelity/differential.test.ts runs the page's own code block
 * beside this port.
 */
import { pyRepr, pyTypeName, type JsonValue } from '../../json/index.ts';
import { msg, type Message } from '../../i18n/index.ts';
import { step, type Outcome, type TraceStep } from '../types.ts';
import type { AdmissionReason } from './flowchart.ts';

export interface AdmissionResult {
  accepted: boolean;
  reason: AdmissionReason;
}

const REQUIRED = ['city', 'days'] as const;

function show(name: string, v: JsonValue): Message {
  return msg('lab.valueTyped', { name, value: pyRepr(v, 60), type: pyTypeName(v) });
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
    const errorText = msg('admission.cityList', { detail: String(e) });
    return { ok: false, error: `allowed city list could not be read: ${String(e)}`, errorText, trace };
  }
  try {
    if (args == null || args.kind !== 'object') {
      trace.push(step('args_is_object', false, msg('admission.notDict', { type: pyTypeName(args) })));
      return finish('schema_fields');
    }
    trace.push({ node: 'args_is_object', pass: true });

    const keys = [...args.entries.keys()];
    const exact = keys.length === REQUIRED.length && REQUIRED.every((k) => args.entries.has(k));
    if (!exact) {
      const missing = REQUIRED.filter((k) => !args.entries.has(k));
      const extra = keys.filter((k) => !(REQUIRED as readonly string[]).includes(k));
      const parts: Message[] = [];
      if (missing.length) parts.push(msg('admission.missing', { names: missing.join(', ') }));
      const quoted = extra.map((k) => JSON.stringify(k)).join(', ');
      if (extra.length) parts.push(msg('admission.unexpected', { names: quoted }));
      const [a, b] = parts as [Message, Message?];
      trace.push(step('field_set', false, b ? msg('lab.two', { a, b }) : a));
      return finish('schema_fields');
    }
    trace.push({ node: 'field_set', pass: true });

    const city = (args.entries.get('city') as { value: JsonValue }).value;
    const days = (args.entries.get('days') as { value: JsonValue }).value;
    if (city.kind !== 'string') {
      trace.push(step('city_is_str', false, show('city', city)));
      return finish('schema_types');
    }
    trace.push({ node: 'city_is_str', pass: true });
    if (days.kind !== 'int') {
      trace.push(step('days_is_int', false, show('days', days)));
      return finish('schema_types');
    }
    trace.push({ node: 'days_is_int', pass: true });

    if (days.value < 1n || days.value > 7n) {
      trace.push(step('days_in_range', false, msg('lab.value', { name: 'days', value: days.value })));
      return finish('schema_range');
    }
    trace.push({ node: 'days_in_range', pass: true });

    if (!allowed.has(city.value)) {
      trace.push(step('city_allowed', false, msg('lab.value', { name: 'city', value: pyRepr(city, 60) })));
      return finish('semantic_city');
    }
    trace.push({ node: 'city_allowed', pass: true });
    return finish('accepted');
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return {
      ok: false,
      error: `internal error: ${detail}`,
      errorText: msg('lab.internalError', { detail }),
      trace,
    };
  }
}
