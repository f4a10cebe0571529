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
import type { TraceStep } from '../types.ts';
import { CLASSIFIER_CHECK_TO_LIVE, LIVE_CHECKS } from './flowchart.ts';
import type { LiveState } from './state.ts';
import { classifierArgs, wireIdTrace } from './wire-id.ts';

/** The classifier's trace on the live chart: its checks grouped into the live steps, then its outcome. */
export function liveTrace(
  classifierTrace: readonly TraceStep[],
  outcome: string,
  called: string,
): TraceStep[] {
  const steps: TraceStep[] = [{ node: 'call_made', pass: true, detail: called }];
  for (const check of LIVE_CHECKS) {
    const mine = classifierTrace.filter((s) => CLASSIFIER_CHECK_TO_LIVE[s.node] === check);
    if (mine.length === 0) break;
    const failed = mine.find((s) => !s.pass);
    const details = failed ? [failed.detail] : mine.map((s) => s.detail);
    const detail = details.filter((d): d is string => d !== undefined).join('; ');
    steps.push(detail ? { node: check, pass: !failed, detail } : { node: check, pass: !failed });
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
        trace: [
          { node: 'call_made', pass: false, detail: 'no call captured yet' },
          { node: 'not_called', pass: false },
        ],
      };
    let value: JsonValue | null = null;
    if (c.response !== null) {
      const parsed = parseJson(c.response);
      // Only a hand-made link can carry unreadable text (the server writes JSON): nothing to walk.
      if (!parsed.ok)
        return {
          outcome: 'error',
          trace: [],
          error: `The captured response is not JSON (line ${parsed.error.line}, column ${parsed.error.column}): ${parsed.error.message}`,
        };
      value = parsed.value;
    }
    const args = classifierArgs(value, c.expectedId);
    const out = classifyResponse(args.value, args.expectedId);
    const parsed = value ?? undefined;
    if (!out.ok) return { outcome: 'error', trace: [], error: out.error, parsed };
    const called = `${c.tool}, request id ${JSON.stringify(c.expectedId)}`;
    const trace = wireIdTrace(out.trace, value, c.expectedId);
    return { outcome: out.value, trace: liveTrace(trace, out.value, called), value: out.value, parsed };
  } catch (e) {
    return {
      outcome: 'error',
      trace: [],
      error: `internal error: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
}
