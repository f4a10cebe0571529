/** The action-chain lab's state: the host configuration with the call, and the retry timeline. */
import * as z from 'zod/mini';

export const actionChainStateSchema = z.strictObject({
  /** the host configuration and the call, as JSON text */
  input: z.string(),
  /** the retry timeline's events, as JSON text */
  timeline: z.string(),
});

export type ActionChainState = z.infer<typeof actionChainStateSchema>;
