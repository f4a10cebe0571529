// Every UI string, in zh-CN (default, zh/) and English (en/), one file per area, changed together.
import type { Lang } from '../../src/i18n/index';
import { en } from './en';
import type { UiStrings } from './keys';
import { zh } from './zh';

export type { Lang } from '../../src/i18n/index';
export { LANGS } from '../../src/i18n/index';
export type { StringKey } from './keys';

export const STRINGS: Record<Lang, UiStrings> = { zh, en };

/** Fills `{name}` placeholders of a UI string: the one fill function, shared with the catalogue. */
export { fill } from '../../src/i18n/index';
