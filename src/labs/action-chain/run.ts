/**
 * The lab's `run`: parse the chain input with the lossless reader, walk it through the port, and point
 * the editor marker at the exact place that decided (the failing argument, the deciding rule, the ledger
 * entry, or the configuration field an error names). Never throws.
 */
import {
  keyRangeAt,
  parseJson,
  rangeAt,
  type JsonPath,
  type JsonValue,
  type Span,
} from '../../json/index.ts';
import { msg } from '../../i18n/index.ts';
import type { LabRun } from '../contract.ts';
import type { ActionChainState } from './state.ts';
import { hostDecide } from './chain.ts';

/** The range at `path`, or of its nearest existing ancestor (a missing field marks its parent). */
function spanAt(root: JsonValue, path: JsonPath, onKey: boolean): Span | undefined {
  if (onKey) {
    const key = keyRangeAt(root, path);
    if (key) return key;
  }
  for (let n = path.length; n >= 0; n--) {
    const span = rangeAt(root, path.slice(0, n));
    if (span) return span;
  }
  return undefined;
}

export function runActionChain(state: ActionChainState): LabRun {
  try {
    const parsed = parseJson(state.input);
    if (!parsed.ok)
      return {
        outcome: 'error',
        trace: [{ node: 'error', pass: false }],
        parseError: { ...parsed.error, field: 'input' },
      };
    const root = parsed.value;
    const r = hostDecide(root);
    const at = r.ok ? r.value.at : r.at;
    const message = r.ok ? r.value.reason : r.error;
    const text = r.ok ? r.reasonText : r.errorText;
    const span = at && spanAt(root, at.path, at.onKey);
    const focus = span && { ...span, message, text, field: 'input' };
    if (!r.ok)
      return {
        outcome: 'error',
        trace: r.trace,
        error: r.error,
        errorText: r.errorText,
        focus,
        parsed: root,
      };
    return { outcome: r.value.outcome, trace: r.trace, value: r.value, focus, parsed: root };
  } catch (e) {
    return {
      outcome: 'error',
      trace: [{ node: 'error', pass: false }],
      error: `internal error: ${String(e)}`,
      errorText: msg('lab.internalError', { detail: String(e) }),
    };
  }
}
