/**
 * The lab's state: the evaluation cases of the tool set before and after a change (CSV or JSON text),
 * and the design. `auto` pairs the sets when they hold exactly the same case ids, which is how a
 * before/after rerun of one evaluation set looks; `paired` insists on it; `independent` compares two
 * unrelated samples even when ids happen to match.
 */
import * as z from 'zod/mini';

export const selectionStateSchema = z.strictObject({
  before: z.string(),
  after: z.string(),
  design: z.enum(['auto', 'paired', 'independent']),
});

export type SelectionState = z.infer<typeof selectionStateSchema>;
