// Hostile share links made from a lab's own valid state, for the sweeps over every lab: each kind an
// outside tester tried (malformed, wrong versions and shapes, oversized, prototype keys, deep nesting,
// lone surrogates, markup in every field, JSON texts whose keys are markup). The lab's state shape is not
// known here: the variants are derived from whatever the lab's own share link holds.
import LZString from 'lz-string';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const MARKUP = '<img src=x onerror="window.__pwned=1">';
/** Markup that a sanitising id rule would fold onto one id: differs only in punctuation. */
export const markup = (i: number) => `${MARKUP}${'#@!?'[i % 4]}${Math.floor(i / 4)}`;

export type State = Record<string, unknown>;

const lz = (text: string) => `#state=${LZString.compressToEncodedURIComponent(text)}`;
const link = (value: unknown) => lz(JSON.stringify(value));

/** Every string in a JSON value replaced; object keys too when `keys`. */
function mapStrings(value: unknown, f: (s: string) => string, keys: boolean): unknown {
  if (typeof value === 'string') return f(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f, keys));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [keys ? f(k) : k, mapStrings(v, f, keys)]),
    );
  return value;
}

/**
 * A state whose every string (of the fields named, or of all) is markup; a string holding JSON keeps
 * being JSON, with markup in its keys and strings.
 */
export function markupState(state: State, only?: string): State {
  let i = 0;
  const next = () => markup(i++);
  return Object.fromEntries(
    Object.entries(state).map(([k, v]) => {
      if (k === 'v' || (only !== undefined && k !== only)) return [k, v];
      if (typeof v === 'string') {
        try {
          return [k, JSON.stringify(mapStrings(JSON.parse(v), next, true), null, 2)];
        } catch {
          return [k, next()];
        }
      }
      return [k, mapStrings(v, next, false)];
    }),
  );
}

/** The hostile fragments for one lab, each with a name for the failure message. */
export function hostileLinks(state: State): [kind: string, hash: string][] {
  const fields = Object.keys(state).filter((k) => k !== 'v');
  const withField = (k: string, v: unknown) => ({ ...state, [k]: v });
  const deep = '['.repeat(5000) + ']'.repeat(5000);
  const out: [string, string][] = [
    ['bad percent-encoding', '#state=%E0%A4%A'],
    ['not lz-string', '#state=!!!!****'],
    ['empty', '#state='],
    ['oversized fragment', `#state=${'A'.repeat(40_000)}`],
    ['oversized once unpacked', link(withField(fields[0] ?? 'x', 'z'.repeat(300_000)))],
    ['not JSON', lz('{"v": 1, ')],
    ['null', link(null)],
    ['a number', link(42)],
    ['an array', link([state])],
    ['a string', link('state')],
    ['a newer version', link({ ...state, v: 999 })],
    ['version zero', link({ ...state, v: 0 })],
    ['version as text', link({ ...state, v: String(state.v) })],
    ['no version', link(Object.fromEntries(Object.entries(state).filter(([k]) => k !== 'v')))],
    ['__proto__ key', lz(`{"__proto__": {"polluted": true}, ${JSON.stringify(state).slice(1)}`)],
    ['constructor.prototype', link({ ...state, constructor: { prototype: { polluted: true } } })],
    ['deep nesting in the state', lz(`{"v": ${JSON.stringify(state.v)}, "x": ${deep}}`)],
    ['lone surrogates', link(mapStrings(state, (s) => `${s}\uD800`, false))],
    ['markup in every field', link(markupState(state))],
  ];
  for (const k of fields) {
    for (const [what, v] of [
      ['a number', 7],
      ['an array', [MARKUP]],
      ['an object', { [MARKUP]: MARKUP }],
      ['deep nesting', deep],
    ] as const)
      out.push([`${k} as ${what}`, link(withField(k, v))]);
  }
  return out;
}

/** The state in the lab's own share link. */
export async function ownState(page: Page, shareCopy: string, shareUrl: string): Promise<State> {
  await page.getByTestId(shareCopy).first().click();
  const url = await page.getByTestId(shareUrl).first().inputValue();
  const encoded = decodeURIComponent(url.split('#state=')[1] ?? '');
  const text = LZString.decompressFromEncodedURIComponent(encoded);
  return JSON.parse(text ?? 'null') as State;
}

/** Nothing ran, nothing leaked into a prototype, and no element carries the input's text in an id. */
export async function expectNothingRan(page: Page, what: string): Promise<void> {
  const seen = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    polluted: (Object.prototype as Record<string, unknown>).polluted,
    images: document.querySelectorAll('img[src="x"]').length,
  }));
  expect(seen, what).toEqual({ pwned: undefined, polluted: undefined, images: 0 });
}

/** Ids are unique, free of the learner's text, and every aria reference names an element. */
export async function expectSoundIds(page: Page, what: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    const ids = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) ids.set(el.id, (ids.get(el.id) ?? 0) + 1);
    for (const [id, n] of ids) {
      if (n > 1) out.push(`id ${id} used ${n} times`);
      if (/[<>"'\s]|onerror|img-src/i.test(id)) out.push(`id built from input text: ${id}`);
    }
    for (const attr of ['aria-describedby', 'aria-labelledby', 'aria-controls', 'for']) {
      for (const el of document.querySelectorAll(`[${attr}]`)) {
        for (const ref of (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean))
          if (!ids.has(ref)) out.push(`${attr}=${ref} names no element`);
      }
    }
    return out;
  });
  expect(problems, what).toEqual([]);
}
