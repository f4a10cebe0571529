/**
 * The skills lab's state (version 1): a set of skill files and the learner's picks. It is the one
 * definition behind share links, saved work, scenarios and practice starts. Sizes are bounded so a
 * hand-made link or a pasted folder cannot make every edit slow. A typical state (two short skills with a
 * reference file each, a four-turn script) is about 2 KB of JSON and about 2,200 characters as a share
 * link (lz-string packs CJK text poorly), far below the 32,000-character link limit.
 */
import * as z from 'zod/mini';
import type { InjectionPath } from './simulate.ts';

export const MAX_FILES = 64;
export const MAX_PATH_CHARS = 200;
export const MAX_FILE_CHARS = 100_000;
export const MAX_TOTAL_CHARS = 400_000;
export const MAX_CONVERSATION_CHARS = 20_000;
export const MAX_PICKS = 64;
export const MAX_BUDGET = 1_000_000_000;

const path = z.string().check(z.maxLength(MAX_PATH_CHARS));

export const skillsStateSchema = z.strictObject({
  /** The skill folders as files; each top-level folder is a skill. */
  files: z.array(z.strictObject({ path, text: z.string().check(z.maxLength(MAX_FILE_CHARS)) })).check(
    z.maxLength(MAX_FILES),
    z.refine((files) => files.reduce((n, f) => n + f.text.length, 0) <= MAX_TOTAL_CHARS, {
      message: `the files hold more than ${MAX_TOTAL_CHARS} characters in all`,
    }),
  ),
  /** Skill names activated for the planner. */
  active: z.array(path).check(z.maxLength(MAX_PICKS)),
  /** Resource paths requested for the planner. */
  requested: z.array(path).check(z.maxLength(MAX_PICKS)),
  /** The planner's token budget. */
  budget: z.int().check(z.minimum(0), z.maximum(MAX_BUDGET)),
  /** The injection path the simulator draws (all three are computed). */
  injection: z.enum(['inline', 'attachment', 'fork'] satisfies InjectionPath[]),
  /** The conversation script (JSON text, see conversation.ts). */
  conversation: z.string().check(z.maxLength(MAX_CONVERSATION_CHARS)),
});

export type SkillsState = z.infer<typeof skillsStateSchema>;

export const SKILLS_STATE_VERSION = 1;
