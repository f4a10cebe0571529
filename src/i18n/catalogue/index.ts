/** The message catalogue: every area's messages in both languages, one id space. */
import { CHECK_CONTENT } from './check-content.ts';
import { CONTENT } from './content.ts';
import { JSON_READER } from './json.ts';
import { JSON_SCHEMA } from './json-schema.ts';
import { LABS } from './labs.ts';
import { PAGE_LABS } from './page-labs.ts';
import { PUNCTUATION } from './punctuation.ts';
import { SKILLS_DETAILS } from './skills-details.ts';
import { TIMELINE } from './timeline.ts';
import { TOOL_REVIEW_FINDINGS } from './tool-review-findings.ts';

export { JSON_TYPE_NAMES } from './content.ts';

export const CATALOGUE = {
  ...CONTENT,
  ...CHECK_CONTENT,
  ...JSON_READER,
  ...JSON_SCHEMA,
  ...LABS,
  ...PAGE_LABS,
  ...PUNCTUATION,
  ...SKILLS_DETAILS,
  ...TIMELINE,
  ...TOOL_REVIEW_FINDINGS,
} as const;
