/** The admission lab's state: the arguments as typed, and the business vocabulary of allowed cities. */
import * as z from 'zod/mini';

export const admissionStateSchema = z.strictObject({
  /** the tool arguments, as the JSON text the learner typed */
  args: z.string(),
  allowedCities: z.array(z.string()),
});

export type AdmissionState = z.infer<typeof admissionStateSchema>;
