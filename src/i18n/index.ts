/**
 * The two languages of Tool Lab, named once for the whole code base: `Lang` is the code ('zh' is
 * Simplified Chinese, the default; 'en' English), `Bilingual` a text written in both.
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
