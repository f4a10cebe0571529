// The UI strings in Simplified Chinese (the default language), one file per area of the UI.
import { shell } from './shell';
import { practice } from './practice';
import { preview } from './preview';
import { lab } from './lab';
import { classroom } from './classroom';

export const zh = { ...shell, ...practice, ...preview, ...lab, ...classroom };
