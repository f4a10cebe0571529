// Every UI string, in zh-CN (default, zh.ts) and English (en.ts), changed together.
import type { Lang } from '../../src/i18n/index';
import { en } from './en';
import { zh } from './zh';

export type { Lang } from '../../src/i18n/index';
export { LANGS } from '../../src/i18n/index';

export type StringKey = keyof typeof zh;

export const STRINGS: Record<Lang, Record<StringKey, string>> = { zh, en };

/** Fills `{name}` placeholders of a UI string: the one fill function, shared with the catalogue. */
export { fill } from '../../src/i18n/index';
