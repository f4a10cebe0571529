/** Shared result types of the lab functions. */

/** One step of a lab function: `node` is a flowchart node id (see each lab's `flowchart.ts`). */
export interface TraceStep {
  node: string;
  /**
   * Check nodes: true when the check held and the flow continues on the main path ("yes" edge).
   * Terminal nodes (the last step): true only for the happy outcome (`accepted`, `verify_business`).
   */
  pass: boolean;
  /** what was seen, e.g. `days = True (bool)` */
  detail?: string;
}

export type Outcome<T> =
  { ok: true; value: T; trace: TraceStep[] } | { ok: false; error: string; trace: TraceStep[] };
