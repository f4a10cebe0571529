/**
 * Share links: a lab's whole state in the URL fragment `#state=<lz-string compressToEncodedURIComponent
 * of the state JSON>`. The state JSON is versioned; decoding validates it strictly and never throws, so a
 * malformed or oversized link is refused with a clear reason and changes nothing.
 */
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import type { LabSlug } from './registry.ts';
import type { LabStates } from './run.ts';

/** Links longer than this are refused before decompression (browsers and chat apps cut long URLs). */
export const MAX_FRAGMENT_CHARS = 32_000;
/** Decompressed state larger than this is refused. */
export const MAX_STATE_CHARS = 200_000;

export type ShareDecode<S extends LabSlug> =
  | { ok: true; state: LabStates[S] }
  | { ok: false; reason: 'too_long' | 'not_lz' | 'not_json' | 'bad_shape' | 'bad_version'; detail: string };

export function shareStateJson<S extends LabSlug>(slug: S, state: LabStates[S]): string {
  if (slug === 'admission') {
    const s = state as LabStates['admission'];
    return JSON.stringify({ v: 1, args: s.args, allowedCities: s.allowedCities });
  }
  if (slug === 'classifier') {
    const s = state as LabStates['classifier'];
    return JSON.stringify({ v: 1, response: s.response, expectedId: s.expectedId });
  }
  return JSON.stringify({ v: 1, input: (state as LabStates['planner']).input });
}

export function encodeShareFragment<S extends LabSlug>(slug: S, state: LabStates[S]): string {
  return 'state=' + compressToEncodedURIComponent(shareStateJson(slug, state));
}

/** Reads `#state=…` (with or without the leading '#'); returns null when the fragment has no state. */
export function readShareFragment(hash: string): string | null {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  for (const part of h.split('&')) if (part.startsWith('state=')) return part.slice('state='.length);
  return null;
}

const isStr = (x: unknown): x is string => typeof x === 'string';

export function decodeShareState<S extends LabSlug>(slug: S, encoded: string): ShareDecode<S> {
  if (encoded.length > MAX_FRAGMENT_CHARS)
    return {
      ok: false,
      reason: 'too_long',
      detail: `${encoded.length} characters (limit ${MAX_FRAGMENT_CHARS})`,
    };
  let text: string | null;
  try {
    text = decompressFromEncodedURIComponent(encoded);
  } catch {
    text = null;
  }
  if (!text) return { ok: false, reason: 'not_lz', detail: 'the text after #state= is not lz-string data' };
  if (text.length > MAX_STATE_CHARS)
    return {
      ok: false,
      reason: 'too_long',
      detail: `${text.length} characters once unpacked (limit ${MAX_STATE_CHARS})`,
    };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, reason: 'not_json', detail: (e as Error).message };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return { ok: false, reason: 'bad_shape', detail: 'the state must be a JSON object' };
  const o = data as Record<string, unknown>;
  if (o.v !== 1)
    return { ok: false, reason: 'bad_version', detail: `version ${JSON.stringify(o.v)} is not 1` };
  const keys = Object.keys(o).sort().join(',');
  const bad = (detail: string): ShareDecode<S> => ({ ok: false, reason: 'bad_shape', detail });
  if (slug === 'admission') {
    if (keys !== 'allowedCities,args,v') return bad('expected exactly v, args, allowedCities');
    if (!isStr(o.args)) return bad('args must be a string (the JSON text)');
    if (!Array.isArray(o.allowedCities) || !o.allowedCities.every(isStr))
      return bad('allowedCities must be an array of strings');
    return { ok: true, state: { args: o.args, allowedCities: o.allowedCities } as LabStates[S] };
  }
  if (slug === 'classifier') {
    if (keys !== 'expectedId,response,v') return bad('expected exactly v, response, expectedId');
    if (o.response !== null && !isStr(o.response)) return bad('response must be a string or null');
    if (!isStr(o.expectedId)) return bad('expectedId must be a string');
    return { ok: true, state: { response: o.response, expectedId: o.expectedId } as LabStates[S] };
  }
  if (keys !== 'input,v') return bad('expected exactly v, input');
  if (!isStr(o.input)) return bad('input must be a string (the JSON text)');
  return { ok: true, state: { input: o.input } as LabStates[S] };
}
