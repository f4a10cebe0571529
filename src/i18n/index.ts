/**
 * The two languages of Tool Lab, named once for the whole code base: `Lang` is the code ('zh' is
 * Simplified Chinese, the default; 'en' English), `Bilingual` a text written in both; and the message
 * catalogue (`msg`, `t`: messages by id with parameters, see messages.ts).
 */
export type Lang = 'zh' | 'en';

export const LANGS: readonly Lang[] = ['zh', 'en'];

/** A text in both languages of the wiki. */
export interface Bilingual {
  zh: string;
  en: string;
}

/** The BCP 47 tag of a language, for `lang` attributes. */
export function langTag(lang: Lang): 'zh-CN' | 'en' {
  return lang === 'zh' ? 'zh-CN' : 'en';
}

export {
  DATA_CLOSE,
  DATA_OPEN,
  fill,
  isMessage,
  msg,
  t,
  tMarked,
  type Message,
  type MessageId,
  type Param,
  type ParamsOf,
} from './messages.ts';
export { CATALOGUE, JSON_TYPE_NAMES } from './catalogue/index.ts';
export { asciiColons, englishRuns } from './english-runs.ts';
export { labelled, listed, sentence, withAside } from './punctuation.ts';
