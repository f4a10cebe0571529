/**
 * How a page's Python function and a lab's port are called on the same input. A lab with a Python
 * reference writes one `LabReference` in its own folder (`src/labs/<slug>/reference.ts`); the fidelity
 * harness (differential tests, the "run the page's Python" panel) and the page labs' port comparison
 * read it from there, so the call is written once.
 */
import type { PyResult, PyValue } from './result.ts';

/** Where a teaching function lives. */
export interface FunctionRef {
  /** Wiki page id: the function is read from `content/wiki/topics/<page>.md`. */
  page: string;
  /** The function's name in the page's code block. */
  fn: string;
}

/** A JSON-safe payload: what both sides receive for one call (strings may hold lone surrogates). */
export type Payload = { readonly [key: string]: unknown };

/**
 * How one page function is called, on both sides. Adding a function to the harness is writing one of
 * these (and a payload generator for the test).
 */
export interface ReferenceSpec<P extends Payload = Payload> extends FunctionRef {
  /**
   * Python source of a one-argument callable that makes the call exactly as the port's doc comment says,
   * e.g. `lambda p: validate_query(json.loads(p["text"]), set(p["cities"]))`. Evaluated in the block's
   * namespace, with `json` in scope.
   */
  call: string;
  /** The port on the same payload, as the result Python should produce. Never throws. */
  port(payload: P): PyResult;
  /**
   * A documented place where Python and the port may differ (e.g. Python's set order): the reason, or
   * null. Asked only when the results differ.
   */
  tolerate?(python: PyResult, port: PyResult, payload: P): string | null;
  /** A short name for a result, for counting which outcomes a sample reached (default: `resultLabel`). */
  label?(result: PyResult): string;
  /**
   * Where Python's own rules leave the answer open (a set's iteration order), a second call that pins
   * the documented choice: when the results differ and `applies` holds, the payload is run again with
   * `call`, and the port must equal that result exactly. Nothing else is tolerated.
   */
  recheck?: {
    call: string;
    reason: string;
    applies(python: PyResult, port: PyResult): boolean;
  };
}

/**
 * A lab's Python reference: the call (a `ReferenceSpec`), how the lab's state becomes its payload, and
 * how the Python value reads as one of the lab's outcomes.
 */
export interface LabReference<P extends Payload = Payload> extends ReferenceSpec<P> {
  /** The call's payload for a lab state, or null when the state does not fit the lab's state schema. */
  payload(state: unknown): P | null;
  /** The JSON texts of a payload (where the reader and `json.loads` may see different things). */
  texts(payload: P): string[];
  /** The lab outcome code a returned value stands for; an exception is always `error`. */
  outcome(value: PyValue): string | null;
}

/** The part of a state schema (zod's `safeParse`) a payload needs, so this area stays free of zod. */
export interface StateSchema<S> {
  safeParse(value: unknown): { success: true; data: S } | { success: false };
}

/** A `payload` that reads the state with the lab's own schema first, then maps it. */
export function payloadFrom<S, P extends Payload>(
  schema: StateSchema<S>,
  toPayload: (state: S) => P,
): (state: unknown) => P | null {
  return (state) => {
    const read = schema.safeParse(state);
    return read.success ? toPayload(read.data) : null;
  };
}
