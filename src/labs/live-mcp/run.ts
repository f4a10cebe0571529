/**
 * The live lab's run: no capture yet is `not_called`; otherwise the captured response goes through the
 * classifier's exact port (the page's `classify_response`, called with the wire id of the request, a
 * numeric one as the string key of wire-id.ts) and
 * its trace is mapped onto the live chart's steps. The verdict is always the classifier's own, so the
 * "classify this response" link opens the classifier on the same answer. Never throws.
 */
import { parseJson, type JsonValue } from '../../json/index.ts';
import { classifyResponse } from '../classifier/index.ts';
import type { LabRun } from '../contract.ts';
import { msg, t, type Message } from '../../i18n/index.ts';
import { step, type TraceStep } from '../types.ts';
import { CLASSIFIER_CHECK_TO_LIVE, LIVE_CHECKS } from './flowchart.ts';
import type { LiveState } from './state.ts';
import { classifierArgs, wireIdTrace } from './wire-id.ts';

/** The classifier's trace on the live chart: its checks grouped into the live steps, then its outcome. */
export function liveTrace(
  classifierTrace: readonly TraceStep[],
  outcome: string,
  called: Message,
): TraceStep[] {
  const steps: TraceStep[] = [step('call_made', true, called)];
  for (const check of LIVE_CHECKS) {
    const mine = classifierTrace.filter((s) => CLASSIFIER_CHECK_TO_LIVE[s.node] === check);
    if (mine.length === 0) break;
    const failed = mine.find((s) => !s.pass);
    const texts = (failed ? [failed] : mine).flatMap((s) => (s.text ? [s.text] : []));
    // The grouped checks' details, one after the other: `a; b; c`.
    const joined = texts.reduce<Message | undefined>((a, b) => (a ? msg('lab.two', { a, b }) : b), undefined);
    steps.push(step(check, !failed, joined));
    if (failed) break;
  }
  steps.push({ node: outcome, pass: outcome === 'verify_business' });
  return steps;
}

export function runLive(state: LiveState): LabRun {
  try {
    const c = state.captured;
    if (c === null)
      return {
        outcome: 'not_called',
        trace: [step('call_made', false, msg('live.notCalled')), { node: 'not_called', pass: false }],
      };
    let value: JsonValue | null = null;
    if (c.response !== null) {
      const parsed = parseJson(c.response);
      // Only a hand-made link can carry unreadable text (the server writes JSON): nothing to walk.
      if (!parsed.ok) {
        const { line, column, text } = parsed.error;
        const errorText = msg('live.notJson', { line, column, problem: text });
        return { outcome: 'error', trace: [], error: t('en', errorText), errorText };
      }
      value = parsed.value;
    }
    const args = classifierArgs(value, c.expectedId);
    const out = classifyResponse(args.value, args.expectedId);
    const parsed = value ?? undefined;
    if (!out.ok) {
      const said = out.errorText ? { errorText: out.errorText } : {};
      return { outcome: 'error', trace: [], error: out.error, ...said, parsed };
    }
    const called = msg('live.called', { tool: c.tool, id: JSON.stringify(c.expectedId) });
    const trace = wireIdTrace(out.trace, value, c.expectedId);
    return { outcome: out.value, trace: liveTrace(trace, out.value, called), value: out.value, parsed };
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    const errorText = msg('lab.internalError', { detail });
    return { outcome: 'error', trace: [], error: `internal error: ${detail}`, errorText };
  }
}
