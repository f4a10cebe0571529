/**
 * Diagnostics carry their message and hint by id (`text`, `hintText`); the English strings beside them
 * are what `npm run check:content` prints. `said` builds both at once, `localizeDiagnostic` renders them
 * in the reader's language from the one catalogue.
 */
import { msg, t, type Message, type MessageId, type ParamsOf } from '../i18n/messages.ts';
import type { Diagnostic, Lang } from './types.ts';

/** The message and hint fields of a diagnostic, by id and in English. */
export function said(
  text: Message,
  hintText?: Message,
): Pick<Diagnostic, 'text' | 'message' | 'hintText' | 'hint'> {
  return {
    text,
    message: t('en', text),
    ...(hintText ? { hintText, hint: t('en', hintText) } : {}),
  };
}

/** Shorthand for a message whose hint is the id with `.hint` appended and no parameters of its own. */
export function withHint<Id extends MessageId>(
  id: Id,
  ...params: keyof ParamsOf<Id> extends never ? [] : [ParamsOf<Id>]
): Pick<Diagnostic, 'text' | 'message' | 'hintText' | 'hint'> {
  const hintId = `${id}.hint` as MessageId;
  return said(msg(id, ...params), { id: hintId });
}

/** The diagnostic with its message and hint in `lang`. */
export function localizeDiagnostic<D extends Diagnostic>(d: D, lang: Lang): D {
  if (lang === 'en') return d;
  return {
    ...d,
    message: t(lang, d.text),
    ...(d.hintText ? { hint: t(lang, d.hintText) } : {}),
  };
}
