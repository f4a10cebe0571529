/**
 * Messages by id. A message is an id from the catalogue with its parameters; `t` renders it in either
 * language. A parameter is data (an id, a path, a number, a parser's own words): it is inserted as
 * written, and a marked rendering (`tMarked`) fences it so a test can tell the catalogue's sentence from
 * the data inside it. A parameter that is itself words is a `Bilingual` or another message, rendered in
 * the same language.
 */
import type { Bilingual, Lang } from './index.ts';
import { CATALOGUE } from './catalogue/index.ts';

export type MessageId = keyof typeof CATALOGUE;

/** The `{name}` placeholders of a template (a plural choice `{n|one|other}` names `n`), as a union. */
type Placeholders<S extends string> = S extends `${string}{${infer K}}${infer Rest}`
  ? (K extends `${infer N}|${string}` ? N : K) | Placeholders<Rest>
  : never;

/** A parameter: data inserted as written, or words rendered in the message's language. */
export type Param = string | number | bigint | Bilingual | Message;

/** The parameters a message's templates name (both languages name the same ones; a test checks). */
export type ParamsOf<Id extends MessageId> = {
  [K in Placeholders<(typeof CATALOGUE)[Id]['en']>]: Param;
};

/** A message ready to render: what diagnostics, errors and trace steps carry. */
export interface Message<Id extends MessageId = MessageId> {
  id: Id;
  params?: Readonly<Record<string, Param>>;
}

/** Builds a message; the parameters are checked against the template's placeholders. */
export function msg<Id extends MessageId>(
  id: Id,
  ...params: keyof ParamsOf<Id> extends never ? [] : [ParamsOf<Id>]
): Message<Id> {
  return params.length === 0 ? { id } : { id, params: params[0] as Record<string, Param> };
}

/** Fences around a parameter in a marked rendering (private-use characters, never in real text). */
export const DATA_OPEN = '\uE000';
export const DATA_CLOSE = '\uE001';

const isBilingual = (p: object): p is Bilingual => 'zh' in p && 'en' in p && !('id' in p);

function param(lang: Lang, p: Param, marked: boolean): string {
  if (typeof p === 'object') return isBilingual(p) ? p[lang] : render(lang, p, marked);
  return marked ? DATA_OPEN + String(p) + DATA_CLOSE : String(p);
}

const FENCES = new RegExp(`[${DATA_OPEN}${DATA_CLOSE}]`, 'g');

/**
 * Fills `{name}` placeholders of a template; a name without a value stays as written. `{n|one|other}`
 * is English's plural choice: the word `one` when n is 1, else `other` (Chinese templates need none).
 */
export function fill(template: string, values: object): string {
  const v = values as Record<string, unknown>;
  return template.replace(
    /\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}/g,
    (m, k: string, one?: string, other?: string) => {
      if (!Object.hasOwn(v, k)) return m;
      if (one === undefined) return String(v[k]);
      return Number(String(v[k]).replace(FENCES, '')) === 1 ? one : (other ?? '');
    },
  );
}

function render(lang: Lang, m: Message, marked: boolean): string {
  const entry = (CATALOGUE as Record<string, Bilingual>)[m.id];
  if (!entry) return m.id;
  const values: Record<string, string> = {};
  for (const [k, p] of Object.entries(m.params ?? {})) values[k] = param(lang, p, marked);
  return fill(entry[lang], values);
}

/** A message in `lang`. */
export function t(lang: Lang, m: Message): string {
  return render(lang, m, false);
}

/** A message in `lang` with every data parameter fenced by DATA_OPEN … DATA_CLOSE (for checks). */
export function tMarked(lang: Lang, m: Message): string {
  return render(lang, m, true);
}

/** Whether a value read back from elsewhere (a worker, a stored record) is a message of the catalogue. */
export function isMessage(x: unknown): x is Message {
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof (x as { id?: unknown }).id === 'string' &&
    Object.hasOwn(CATALOGUE, (x as { id: string }).id)
  );
}
