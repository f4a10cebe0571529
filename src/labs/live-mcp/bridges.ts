/**
 * From real traffic to the other labs, as share links (pure functions).
 *
 * Classifier: the state is the captured response text (null when none came: the classifier's
 * `unknown`) and the request's id. The page's SDK client numbers its requests, while the teaching
 * function compares with an expected string: a response that echoes exactly the number sent opens with
 * that id written as the live run's string key (wire-id.ts), so it reaches `verify_business` there as
 * it did here; a response whose id differs in value or in type stops at `protocol_mismatch` in both.
 *
 * Tool review: the `result` of a captured `tools/list` response, pretty-printed, reviewed as the text a
 * gateway receives. Both links are written in the target lab's own share format (labLink), so they open
 * there like any share link: shown without overwriting the learner's saved work until kept.
 */
import type { Lang } from '../../i18n/index.ts';
import type { ClassifierState } from '../classifier/index.ts';
import { labLink } from '../lab-link.ts';
import type { ToolReviewState } from '../tool-review/index.ts';
import { classifierKey, classifierText, type RequestId } from './wire-id.ts';

const langPrefix = (lang: Lang) => (lang === 'en' ? '/en' : '');

/** The classifier lab's state for a captured call. */
export function classifierStateFor(capture: {
  requestId: RequestId | null;
  response: { text: string } | null;
}): ClassifierState {
  const id = capture.requestId ?? '';
  if (capture.response === null) {
    return { response: null, expectedId: typeof id === 'string' ? id : classifierKey(id) };
  }
  const { text, expectedId } = classifierText(capture.response.text, id);
  return { response: text, expectedId };
}

/** `/labs/classifier#state=…` (under `/en` for English) opening the classifier on a captured call. */
export async function classifierHref(
  capture: { requestId: RequestId | null; response: { text: string } | null },
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
