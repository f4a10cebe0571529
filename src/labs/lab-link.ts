/**
 * A link that opens another lab with a given input, in that lab's own share-link format (its state
 * version comes from its module, so the link stays readable by it). Used by labs that hand their work to
 * another one: the skill files to the planner, live MCP traffic to the classifier and the tool review.
 */
import { loadLab } from './registry.ts';
import { encodeShareFragment } from './share.ts';

/** `/labs/<slug>#state=…` (the UI adds the language prefix, e.g. `/en`). Rejects for an unknown lab. */
export async function labLink(slug: string, state: unknown): Promise<string> {
  const { module } = await loadLab(slug);
  return `/labs/${slug}#${encodeShareFragment(module, state)}`;
}
