/** The classifier lab's state: the response as typed (null: none arrived) and this request's id. */
import * as z from 'zod/mini';

export const classifierStateSchema = z.strictObject({
  /** the JSON-RPC response as typed; null when no response arrived (a timeout) */
  response: z.nullable(z.string()),
  expectedId: z.string(),
});

export type ClassifierState = z.infer<typeof classifierStateSchema>;
