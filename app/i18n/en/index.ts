// The UI strings in English, one file per area, each with exactly the keys of its zh twin.
import type { UiStrings } from '../keys';
import { shell } from './shell';
import { practice } from './practice';
import { preview } from './preview';
import { lab } from './lab';
import { classroom } from './classroom';

export const en: UiStrings = { ...shell, ...practice, ...preview, ...lab, ...classroom };
