/**
 * The common run of a lab whose input is one JSON text: parse it with the lossless reader (values and
 * source ranges; ints kept apart from floats), hand the value to the exact port, and point at the field
 * that decided. A lab with several texts, or another language, writes its own run on the same pieces.
 */
import { parseJson, rangeAt, type JsonPath, type JsonValue, type Span } from '../json/index.ts';
import { msg, type Message } from '../i18n/index.ts';
import type { LabRun } from './contract.ts';
import type { Outcome, TraceStep } from './types.ts';

export interface JsonRunSpec<S, V> {
  /** The state key of the text (for markers). */
  field: string;
  /** The text to parse; null means "no text at all" and calls the port with null (no parse). */
  text(state: S): string | null;
  port(value: JsonValue | null, state: S): Outcome<V>;
  /** The outcome code of an answer. */
  outcome(value: V): string;
  focus: Readonly<Record<string, JsonPath>>;
}

/** The first failing check that has a focus path, resolved to its source range in `root`. */
export function decidingSpan(
  focus: Readonly<Record<string, JsonPath>>,
  root: JsonValue,
  trace: readonly TraceStep[],
): (Span & { message: string; text?: Message }) | undefined {
  const failed = trace.find((s) => !s.pass && Object.hasOwn(focus, s.node));
  if (!failed) return undefined;
  const path = focus[failed.node]!;
  // Fall back to the nearest existing ancestor when the field itself is missing.
  for (let n = path.length; n >= 0; n--) {
    const span = rangeAt(root, path.slice(0, n));
    if (span)
      return failed.text
        ? { ...span, message: failed.detail ?? failed.node, text: failed.text }
        : { ...span, message: failed.detail ?? failed.node };
  }
  return undefined;
}

/** A lab's `run` for one JSON text. Never throws. */
export function jsonRun<S, V>(spec: JsonRunSpec<S, V>): (state: S) => LabRun {
  return (state) => {
    try {
      const text = spec.text(state);
      if (text === null) return finish(spec, spec.port(null, state), undefined);
      const parsed = parseJson(text);
      if (!parsed.ok)
        return {
          outcome: 'error',
          trace: [{ node: 'error', pass: false }],
          parseError: { ...parsed.error, field: spec.field },
        };
      return finish(spec, spec.port(parsed.value, state), parsed.value);
    } catch (e) {
      return {
        outcome: 'error',
        trace: [{ node: 'error', pass: false }],
        error: `internal error: ${String(e)}`,
        errorText: msg('lab.internalError', { detail: String(e) }),
      };
    }
  };
}

function finish<S, V>(spec: JsonRunSpec<S, V>, out: Outcome<V>, parsed: JsonValue | undefined): LabRun {
  const span = parsed ? decidingSpan(spec.focus, parsed, out.trace) : undefined;
  const focus = span && { ...span, field: spec.field };
  if (!out.ok) {
    const said = out.errorText ? { errorText: out.errorText } : {};
    return { outcome: 'error', trace: out.trace, error: out.error, ...said, focus, parsed };
  }
  return { outcome: spec.outcome(out.value), trace: out.trace, value: out.value, focus, parsed };
}
