/**
 * The lab's state: one text under review and a pinned snapshot. Review mode lints `current`; diff mode
 * compares `current` (the new tools/list) against `pinned`. One text serves both modes because it is the
 * same thing a gateway receives (the server's latest tools/list): a learner reviews it, then switches to
 * diff to see what changed since the pin, and practice tasks of either mode edit the same field.
 */
import * as z from 'zod/mini';

export const toolReviewStateSchema = z.strictObject({
  mode: z.enum(['review', 'diff']),
  current: z.string(),
  pinned: z.string(),
});

export type ToolReviewState = z.infer<typeof toolReviewStateSchema>;
