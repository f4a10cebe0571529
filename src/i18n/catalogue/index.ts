/** The message catalogue: every area's messages in both languages, one id space. */
import { CONTENT } from './content.ts';

export { JSON_TYPE_NAMES } from './content.ts';

export const CATALOGUE = { ...CONTENT } as const;
