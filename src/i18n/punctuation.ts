/**
 * Joining words in the reader's language, through the catalogue (see catalogue/punctuation.ts): code
 * never writes a separator itself, so a Chinese label never meets its value with an ASCII ": ".
 */
import type { Lang } from './index.ts';
import { msg, t, type Param } from './messages.ts';

/** `label: value` in `lang`; without a value, the label and its colon (the value follows on its own). */
export function labelled(lang: Lang, label: Param, value?: Param): string {
  return value === undefined
    ? t(lang, msg('label.lead', { label }))
    : t(lang, msg('label.value', { label, value }));
}

/** `text (aside)` in `lang`: full-width parentheses in Chinese. */
export function withAside(lang: Lang, text: Param, aside: Param): string {
  return t(lang, msg('text.aside', { text, aside }));
}

/** Items one after another, as a list in running text: `a, b, c` in English, `a、b、c` in Chinese. */
export function listed(lang: Lang, items: readonly Param[]): string {
  const [first, ...rest] = items;
  if (first === undefined) return '';
  const list = rest.reduce<Param>((list, item) => msg('list.next', { list, item }), first);
  return t(lang, msg('sentence.none', { text: list }));
}

/** A sentence closed with the language's full stop. */
export function sentence(lang: Lang, text: Param): string {
  return t(lang, msg('sentence.end', { text }));
}
