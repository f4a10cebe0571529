/**
 * A live session's call capture as the lab's state records it: the raw response, the wire id, and a
 * short summary of what the SDK client did (its onerror reports shortened to one line each, since the
 * SDK's schema errors run to pages). Pure; the live session's types are imported as types only.
 */
import type { CallCapture } from './live-session.ts';
import type { Captured, SdkSummary } from './state.ts';

/** The longest report kept, in characters. */
export const REPORT_CHARS = 160;

/** A report on one line (whitespace collapsed), cut at REPORT_CHARS with an ellipsis. */
export function shortReport(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > REPORT_CHARS ? line.slice(0, REPORT_CHARS - 1) + '…' : line;
}

export function sdkSummary(capture: Pick<CallCapture, 'sdk' | 'sdkReports'>): SdkSummary {
  const { sdk } = capture;
  const reports = capture.sdkReports.slice(0, 3).map(shortReport);
  if (sdk.kind === 'resolved') return { kind: 'resolved', outputSchema: sdk.outputSchema, reports };
  const { name, code, message } = sdk.error;
  return {
    kind: 'threw',
    error: code === undefined ? { name, message } : { name, code, message },
    outputSchema: sdk.outputSchema,
    reports,
  };
}

export function capturedFrom(capture: CallCapture): Captured {
  return {
    tool: capture.tool,
    response: capture.response?.text ?? null,
    expectedId: capture.requestId ?? '',
    ...(capture.noResponse ? { noResponse: capture.noResponse } : {}),
    faults: [...capture.faults],
    ...(capture.response?.injected ? { injected: [...capture.response.injected] } : {}),
    sdk: sdkSummary(capture),
  };
}
