// The UI's vocabulary: the keys of the Chinese strings (the default language). Both languages are
// `UiStrings`, and each English area file is typed by its Chinese twin, so a key one language lacks
// fails typecheck.
import type { zh } from './zh';

export type StringKey = keyof typeof zh;

export type UiStrings = Readonly<Record<StringKey, string>>;
