/**
 * Share links: a lab's whole state in the URL fragment `#state=<lz-string compressToEncodedURIComponent
 * of {"v": <state version>, ...state}>`. Decoding is for untrusted input: it refuses by compressed size
 * first, stops inflating at the state limit (never a 110 MB string in memory), then checks the version
 * and the lab's own state schema. It never throws; a refusal says why and changes nothing.
 */
import lzString from 'lz-string';
import type { LabModule } from './contract.ts';
import { inflateUriComponent } from './lz-inflate.ts';
import { decodeVersioned, versioned } from './state.ts';

/** Links longer than this are refused before decompression (browsers and chat apps cut long URLs). */
export const MAX_FRAGMENT_CHARS = 32_000;
/** Decompressed state larger than this is refused, and inflating stops there. */
export const MAX_STATE_CHARS = 200_000;

export type ShareProblem = 'too_long' | 'not_lz' | 'not_json' | 'bad_shape' | 'bad_version';

export type ShareDecode<S> = { ok: true; state: S } | { ok: false; reason: ShareProblem; detail: string };

export function shareStateJson<S>(lab: LabModule<S>, state: S): string {
  return JSON.stringify(versioned(lab as LabModule<unknown>, state));
}

export function encodeShareFragment<S>(lab: LabModule<S>, state: S): string {
  return 'state=' + lzString.compressToEncodedURIComponent(shareStateJson(lab, state));
}

/** Reads `#state=…` (with or without the leading '#'); returns null when the fragment has no state. */
export function readShareFragment(hash: string): string | null {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  for (const part of h.split('&')) if (part.startsWith('state=')) return part.slice('state='.length);
  return null;
}

/** The JSON inside a `#state=` text, bounded like every share link; the caller checks its shape. */
export function decodeShareJson(
  encoded: string,
): { ok: true; data: unknown } | { ok: false; reason: ShareProblem; detail: string } {
  if (encoded.length > MAX_FRAGMENT_CHARS)
    return {
      ok: false,
      reason: 'too_long',
      detail: `${encoded.length} characters (limit ${MAX_FRAGMENT_CHARS})`,
    };
  const inflated = inflateUriComponent(encoded, MAX_STATE_CHARS);
  if (!inflated.ok)
    return inflated.reason === 'too_long'
      ? { ok: false, reason: 'too_long', detail: `more than ${MAX_STATE_CHARS} characters once unpacked` }
      : { ok: false, reason: 'not_lz', detail: 'the text after #state= is not lz-string data' };
  if (inflated.text === '')
    return { ok: false, reason: 'not_lz', detail: 'the text after #state= is not lz-string data' };
  try {
    return { ok: true, data: JSON.parse(inflated.text) as unknown };
  } catch (e) {
    return { ok: false, reason: 'not_json', detail: (e as Error).message };
  }
}

/** `#state=` text for any JSON value (a lab's versioned state, a page lab's inputs). */
export function encodeShareJson(data: unknown): string {
  return 'state=' + lzString.compressToEncodedURIComponent(JSON.stringify(data));
}

export function decodeShareState<S>(lab: LabModule<S>, encoded: string): ShareDecode<S> {
  const json = decodeShareJson(encoded);
  if (!json.ok) return json;
  const r = decodeVersioned(lab, json.data);
  return r.ok ? r : { ok: false, reason: r.reason, detail: r.detail };
}
