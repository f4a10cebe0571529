/** Shared result types of the lab functions. */
import { t, type Message } from '../i18n/index.ts';

/** One step of a lab function: `node` is a flowchart node id (see each lab's `flowchart.ts`). */
export interface TraceStep {
  node: string;
  /**
   * Check nodes: true when the check held and the flow continues on the main path ("yes" edge).
   * Terminal nodes (the last step): true only for the happy outcome (`accepted`, `verify_business`).
   */
  pass: boolean;
  /** What was seen, in English (tests, the command line), e.g. `days = True (bool)`. */
  detail?: string;
  /** The same detail as a catalogue message, which the UI renders in the reader's language. */
  text?: Message;
}

export type Outcome<T> =
  | { ok: true; value: T; trace: TraceStep[] }
  | { ok: false; error: string; errorText?: Message; trace: TraceStep[] };

/** A step whose detail is a catalogue message; `detail` keeps its English rendering. */
export function step(node: string, pass: boolean, text?: Message): TraceStep {
  return text === undefined ? { node, pass } : { node, pass, detail: t('en', text), text };
}

/** A step's detail in `lang`: its message when it has one, else as written. */
export function stepDetail(s: TraceStep, lang: 'zh' | 'en'): string | undefined {
  return s.text ? t(lang, s.text) : s.detail;
}
