/**
 * The classifier lab's state: the response as typed (null: none arrived), this request's id, and the
 * position of the spec-revision switch. Version 2 added `revision`; a version-1 link or saved input is
 * upgraded to the page's revision, and a state without it (a scenario, a practice start) reads as that
 * revision too. The switch changes what is shown beside the verdict, never the verdict.
 */
import * as z from 'zod/mini';
import { PAGE_REVISION, REVISIONS, type Revision } from './revisions.ts';

export const classifierStateSchema = z.strictObject({
  /** the JSON-RPC response as typed; null when no response arrived (a timeout) */
  response: z.nullable(z.string()),
  expectedId: z.string(),
  /** the spec revision whose rules are shown beside the verdict; absent means the page's */
  revision: z.optional(z.enum(REVISIONS)),
});

export type ClassifierState = z.infer<typeof classifierStateSchema>;

export const CLASSIFIER_STATE_VERSION = 2;

export const classifierUpgrades = {
  1: (old: Record<string, unknown>) => ({ ...old, revision: PAGE_REVISION }),
};

/** The revision a state shows. */
export function revisionOf(state: ClassifierState): Revision {
  return state.revision ?? PAGE_REVISION;
}
