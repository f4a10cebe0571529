/** The planner lab's state: the whole plan as one JSON text. */
import * as z from 'zod/mini';

export const plannerStateSchema = z.strictObject({
  /** `{catalog, bodies, active, resources, requested, budget}` as the JSON text the learner typed */
  input: z.string(),
});

export type PlannerState = z.infer<typeof plannerStateSchema>;
