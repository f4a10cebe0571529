/**
 * "Open in planner": the computed planner input carried to /labs/planner in the planner's own share-link
 * format (its state is `{ input }`), so the planner opens it without overwriting saved work until the
 * learner keeps it. Kept apart from the lab's index so loading the lab does not load the planner.
 */
import { labLink } from '../lab-link.ts';

/** `/labs/planner#state=…` (the UI adds the language prefix, e.g. `/en`). */
export function plannerLink(inputText: string): Promise<string> {
  return labLink('planner', { input: inputText });
}
