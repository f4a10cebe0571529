/**
 * From real traffic to the other labs, as share links (pure functions).
 *
 * Classifier: the state is the captured response text (null when none came: the classifier's
 * `unknown`) and the request's id as it went on the wire. The page's client sends string ids ("req-n",
 * see string-ids.ts), so a correct response echoes exactly that string and reaches `verify_business`.
 * A response whose id differs in value or in type (a number where a string was sent) stops at
 * `protocol_mismatch`, as the teaching function compares with an expected string.
 *
 * Tool review: the `result` of a captured `tools/list` response, pretty-printed, reviewed as the text a
 * gateway receives. Both links are written in the target lab's own share format (labLink), so they open
 * there like any share link: shown without overwriting the learner's saved work until kept.
 */
import type { Lang } from '../../i18n/index.ts';
import type { ClassifierState } from '../classifier/index.ts';
import { labLink } from '../lab-link.ts';
import type { ToolReviewState } from '../tool-review/index.ts';

const langPrefix = (lang: Lang) => (lang === 'en' ? '/en' : '');

/** The classifier lab's state for a captured call. */
export function classifierStateFor(capture: {
  requestId: string | null;
  response: { text: string } | null;
}): ClassifierState {
  return { response: capture.response?.text ?? null, expectedId: capture.requestId ?? '' };
}

/** `/labs/classifier#state=…` (under `/en` for English) opening the classifier on a captured call. */
export async function classifierHref(
  capture: { requestId: string | null; response: { text: string } | null },
  lang: Lang = 'zh',
): Promise<string> {
  return langPrefix(lang) + (await labLink('classifier', classifierStateFor(capture)));
}

/**
 * The declaration text of a captured `tools/list` response: its `result` (`{"tools": […]}`) as indented
 * JSON. Null when the text is not a JSON-RPC response with an object `result`.
 */
export function toolsListDeclaration(responseText: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(responseText);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const result = (value as { result?: unknown }).result;
  if (result === null || typeof result !== 'object' || Array.isArray(result)) return null;
  return JSON.stringify(result, null, 2);
}

export function toolReviewState(declaration: string): ToolReviewState {
  return { mode: 'review', current: declaration, pinned: '' };
}

/** `/labs/tool-review#state=…` (under `/en` for English) reviewing a captured `tools/list`. */
export async function toolReviewHref(declaration: string, lang: Lang = 'zh'): Promise<string> {
  return langPrefix(lang) + (await labLink('tool-review', toolReviewState(declaration)));
}
