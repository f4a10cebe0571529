/**
 * A page lab's inputs as they are stored and shared: the reader's value for each parameter, by name.
 * Keyed by name, not position, so a new release that reorders or adds a parameter keeps the others.
 *
 * Saved work lives under `toollab:page-lab:<page id>/<function>` through the record machine; the preview's
 * labs store under the page id `preview`, so a maintainer's draft of a function never touches a reader's
 * work on the published one. A share link is `#state=` (the ported labs' format) holding the same record
 * plus the function's name: inputs only, never code. Everything read back here is untrusted and checked.
 */
// share.ts itself, not the labs' index: the build's page-lab plugin loads this file, and the index
// discovers the labs with import.meta.glob, which only exists inside a Vite build
import { decodeShareJson, encodeShareJson, type ShareProblem } from '../labs/share.ts';
import { defineRecord, readRecord, writeRecord } from '../records/index.ts';
import type { InputValue, Param } from './types.ts';

export interface PageLabInputs {
  /** the reader's value of each parameter, by parameter name */
  params: Record<string, InputValue>;
}

/** More parameters or files than any teaching function has: a record with more is not a page lab's. */
const MAX_PARAMS = 64;
const MAX_FILES = 500;

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;

/** One editor's value, checked and copied; null when it is not one. */
export function cleanInput(x: unknown): InputValue | null {
  if (!isObject(x)) return null;
  const keys = Object.keys(x);
  if (keys.length !== 1) return null;
  if (typeof x.json === 'string') return { json: x.json };
  if (typeof x.python === 'string') return { python: x.python };
  if (!isObject(x.files)) return null;
  const entries = Object.entries(x.files);
  if (entries.length > MAX_FILES || entries.some(([, text]) => typeof text !== 'string')) return null;
  return { files: Object.fromEntries(entries) as Record<string, string> };
}

function cleanInputs(data: Record<string, unknown>): PageLabInputs | null {
  if (!isObject(data.params)) return null;
  const entries = Object.entries(data.params);
  if (entries.length > MAX_PARAMS) return null;
  const params: Record<string, InputValue> = {};
  for (const [name, value] of entries) {
    const input = cleanInput(value);
    if (!PARAM_NAME.test(name) || !input) return null;
    params[name] = input;
  }
  return { params };
}

export const PAGE_LAB_RECORD = defineRecord<PageLabInputs>({
  key: 'toollab:page-lab:<page id>/<function>',
  steps: [],
  clean: cleanInputs,
});

/** The page id of a lab's data (`zh/tools-skills` → `tools-skills`; the preview stays `preview`). */
export function pageIdOf(page: string): string {
  const slash = page.indexOf('/');
  return slash < 0 ? page : page.slice(slash + 1);
}

/** Where a page lab's saved work is stored. */
export function pageLabKey(page: string, fn: string): string {
  return `toollab:page-lab:${pageIdOf(page)}/${fn}`;
}

/** The inputs to show for `params`: the stored value by name, else the lab's own default. */
export function inputsFor(
  stored: PageLabInputs | undefined,
  params: readonly Param[],
  defaults: readonly InputValue[],
): InputValue[] {
  return params.map((p, i) =>
    stored && Object.hasOwn(stored.params, p.name)
      ? stored.params[p.name]!
      : (defaults[i] ?? { json: 'null' }),
  );
}

/** The inputs of the editors, by parameter name. */
export function inputsRecord(params: readonly Param[], inputs: readonly InputValue[]): PageLabInputs {
  const out: Record<string, InputValue> = {};
  params.forEach((p, i) => {
    const v = inputs[i];
    if (v) out[p.name] = v;
  });
  return { params: out };
}

/** The stored form (`{v, params}`). */
export function storedInputs(value: PageLabInputs): Record<string, unknown> {
  return writeRecord(PAGE_LAB_RECORD, value);
}

/** Reads a stored record of any version this release knows; never throws. */
export function readStoredInputs(stored: unknown) {
  return readRecord(PAGE_LAB_RECORD, stored);
}

/** Edits made to an opened share link of a page lab: the link's fragment and the edited inputs. */
export interface PageLabLinkDraft {
  fragment: string;
  state: PageLabInputs;
}

/**
 * The stored edits of a shared link (`<page lab key>:link-draft`). Version 1 is the form earlier
 * releases wrote without a version: the fragment and the inputs as their own record (`{v, params}`).
 */
export const PAGE_LAB_LINK_DRAFT_RECORD = defineRecord<PageLabLinkDraft>({
  key: 'toollab:page-lab:<page id>/<function>:link-draft',
  steps: [],
  unversioned: 1,
  clean(d) {
    const state = readStoredInputs(d.state);
    return typeof d.fragment === 'string' && state.ok ? { fragment: d.fragment, state: state.value } : null;
  },
});

/** The stored text of a link draft (its inputs stored as their own record, `{v, params}`). */
export function storedLinkDraft(draft: PageLabLinkDraft): string {
  return JSON.stringify({
    ...writeRecord(PAGE_LAB_LINK_DRAFT_RECORD, draft),
    state: storedInputs(draft.state),
  });
}

/** The `state=…` fragment of a share link to function `fn` with these inputs. */
export function encodePageLabLink(fn: string, value: PageLabInputs): string {
  return encodeShareJson({ ...storedInputs(value), fn });
}

export type PageLabLink =
  | { ok: true; value: PageLabInputs }
  /** a well-formed link to another function: not this lab's business */
  | { ok: false; reason: 'other_function'; detail: string }
  | { ok: false; reason: ShareProblem; detail: string };

/** Reads the text after `#state=` for the lab of function `fn`. Untrusted input: never throws. */
export function decodePageLabLink(encoded: string, fn: string): PageLabLink {
  const json = decodeShareJson(encoded);
  if (!json.ok) return json;
  if (!isObject(json.data)) return { ok: false, reason: 'bad_shape', detail: 'not a JSON object' };
  const { fn: linked, ...record } = json.data;
  if (typeof linked !== 'string')
    return { ok: false, reason: 'bad_shape', detail: 'the link names no function' };
  if (linked !== fn) return { ok: false, reason: 'other_function', detail: linked.slice(0, 100) };
  const read = readRecord(PAGE_LAB_RECORD, record);
  return read.ok ? { ok: true, value: read.value } : read;
}
