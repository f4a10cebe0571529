/**
 * The lab contract. A lab is one folder, `src/labs/<slug>/`, whose `index.ts` default-exports a
 * {@link LabModule} made with `defineLab` (./define.ts); its React half lives in `app/labs/<slug>/` and its
 * scenarios and outcome texts in `content/labs/<slug>/scenarios.json` and `content/labs/<slug>/outcomes.json`. The
 * registry finds every folder by itself, and navigation, routes, storage, share links, practice checks,
 * the presenter and exports all read the registry: nothing outside a lab's folder names a lab.
 */
import { t, type Message } from '../i18n/index.ts';
import type { ZodMiniType } from 'zod/mini';
import type { Bilingual, Lang } from '../i18n/index.ts';
import type { JsonPath, JsonValue, Span } from '../json/index.ts';
import type { LabReference } from '../reference/index.ts';
import type { LabFlowchart } from './flowchart.ts';
import type { TraceStep } from './types.ts';

/** A lab's slug: kebab-case, the name of its folders and of its route `/labs/<slug>`. */
export type LabSlug = string;

/** What the /labs index, the header menu and the home page show of a lab, without loading it. */
export interface LabMeta {
  slug: LabSlug;
  title: Bilingual;
  /** One line: what the learner does in this lab. */
  purpose: Bilingual;
  /** The id of the wiki page whose knowledge point the lab exercises (the /labs index groups by it). */
  topic: string;
  /** The knowledge point, in a few words. */
  knowledge: Bilingual;
  /** Position among the labs of the same topic. */
  order: number;
}

/** A problem in a text the learner typed, by position. */
export interface TextProblem {
  /** English; `text`, when given, says it by message id for the reader's language. */
  message: string;
  text?: Message;
  /** 1-based */
  line: number;
  /** 1-based, UTF-16 code units */
  column: number;
  /** 0-based UTF-16 offset */
  offset: number;
  /** The state key of the text it is in (labs with several texts). */
  field?: string;
}

/**
 * One evaluation of a lab on a state. Outcomes are always derived from the learner's input, never
 * stored.
 */
export interface LabRun {
  /**
   * The outcome code shown as `data-outcome`: one of the lab's `outcomes`, or `error` when there is no
   * answer (the text cannot be read, a teaching error was raised, or the reference would crash).
   */
  outcome: string;
  /**
   * What the outcome means for the next actor, as `data-<key>` attributes beside `data-outcome` (the
   * tool-review diff's `gateway`: pass, review or block). Keys are lower-case words.
   */
  attributes?: Readonly<Record<string, string>>;
  trace: TraceStep[];
  /** Which of the lab's flowcharts the trace walks (its `id`); the first one when absent. */
  chart?: string;
  /** The text could not be read (not JSON, bad YAML…): where. */
  parseError?: TextProblem;
  /**
   * The function's `ok: false` message (teaching error or crash explanation), as the function says it:
   * a teaching error is the page's own `raise` text and keys its outcome text.
   */
  error?: string;
  /** The same error as a catalogue message, when it is the port's explanation rather than the page's words. */
  errorText?: Message;
  /** The function's value when it answered. */
  value?: unknown;
  /** Source range of the field that decided the outcome, for an editor marker. */
  focus?: Span & { message: string; text?: Message; field?: string };
  /** The parsed input, when it parsed. */
  parsed?: JsonValue;
}

/** An editable text of a lab's state (editors, presenter, exports, practice). */
export interface LabTextField {
  /** The state key that holds this text. */
  key: string;
  label: Bilingual;
  language: 'json' | 'markdown' | 'yaml' | 'csv' | 'text';
  /** Editor model file name; a JSON Schema below gives completion and hover docs in it. */
  file: string;
  /** The shape a learner should aim for (documentation only: the lab runs on whatever is typed). */
  schema?: object;
}

/** One labelled part of a lab's input, as the presenter shows it and the Markdown export writes it. */
export interface InputBlock {
  label: string;
  text: string;
  /** A fenced block in this language, `inline` for a short value, `null` for a plain sentence. */
  code: 'json' | 'yaml' | 'markdown' | 'csv' | 'text' | 'inline' | null;
}

/** A "break it" button: one typical mistake applied to the learner's current input. */
export interface Breaker<S> {
  id: string;
  label: Bilingual;
  /** The broken state, or null when this mistake does not apply to the current input. */
  apply(state: S): S | null;
}

/** The state's one definition: the TypeScript type, share links, saved work and content all derive from it. */
export interface LabStateSpec<S> {
  /** Saved work and share links carry it as `v`. Raise it when the shape changes, and add an upgrade. */
  version: number;
  schema: ZodMiniType<S>;
  /**
   * `upgrades[n]` turns a version-n state (without `v`) into a version-(n+1) one. A state older than the
   * oldest upgrade, or newer than `version`, is refused with a reason.
   */
  upgrades?: Readonly<Record<number, (old: Record<string, unknown>) => Record<string, unknown>>>;
}

/**
 * A practice task's extra requirement, beyond the outcome: a bilingual complaint, or null when met.
 * (Written as a method's type, so a `LabModule<S>` stays assignable to `AnyLab`.)
 */
export type PracticeRequirement<S> = {
  check(run: LabRun, state: S): Bilingual | null;
}['check'];

/** How a practice task reads its text from a state, and puts the learner's text back (method types). */
interface PracticeText<S> {
  read(state: S): string | null;
  write(state: S, text: string | null): S;
}

export interface LabModule<S = unknown> extends LabMeta {
  state: LabStateSpec<S>;
  /** parse → port → trace → outcome. Never throws. */
  run(state: S): LabRun;
  /** The first is the lab's main flowchart; a lab with modes may draw another one per mode. */
  flowcharts: readonly [LabFlowchart, ...LabFlowchart[]];
  /** Every outcome the lab can answer, derived from the flowcharts' terminal nodes (`error` excluded). */
  outcomes: readonly string[];
  /** Outcomes that mean "every check passed" (a marker there is information, not a warning). */
  happy: readonly string[];
  /** Check node → the path of the field it is about, inside the text that was parsed. */
  focus: Readonly<Record<string, JsonPath>>;
  breakers: readonly Breaker<S>[];
  /** The editable texts, in the order the lab shows them. */
  fields: readonly LabTextField[];
  /**
   * The text a practice task edits (a key of `fields`); the rest of a task's state stays as its `start`.
   * `nullable` when null is a meaningful value of it (the classifier's "no response").
   */
  practice: {
    field: string;
    nullable?: boolean;
    requirements?: Readonly<Record<string, PracticeRequirement<S>>>;
    /** For a practice text that is not a top-level string of the state (e.g. a folder's first file). */
    read?: PracticeText<S>['read'];
    write?: PracticeText<S>['write'];
  };
  /** The whole input as labelled blocks, for the presenter and the Markdown export. */
  describe(state: S, lang: Lang): InputBlock[];
  /** Teaching errors the reference raises by message; each needs its own text in the outcomes file. */
  teachingErrors?: readonly string[];
  /**
   * The page's Python function the lab ports (`./<slug>/reference.ts`): the exact call, the state as its
   * payload, the value as an outcome. The fidelity harness runs the original beside the port with it.
   */
  reference?: LabReference;
}

/** Any registered lab. Function members are methods, so a `LabModule<S>` is assignable to it. */
export type AnyLab = LabModule<unknown>;

/** The state type of a lab module. */
export type StateOf<L> = L extends LabModule<infer S> ? S : never;

/** A place in the app that continues an outcome's next step (e.g. the lab that checks what comes next). */
export interface OutcomeLink {
  /** An app path without the language prefix: `/labs/<slug>` or `/topics/<id>`, optionally `#anchor`. */
  href: string;
  label: Bilingual;
}

/** content/labs/<slug>/outcomes.json: the explanation of each outcome. */
export interface OutcomeText {
  title: Bilingual;
  explain: Bilingual;
  proves: Bilingual;
  notProves: Bilingual;
  next: Bilingual;
  /** Where the next step continues in the app, shown as links under `next`. */
  links?: OutcomeLink[];
  tone: 'ok' | 'block' | 'unknown';
}

export interface OutcomesFile {
  lab: LabSlug;
  outcomes: Record<string, OutcomeText>;
  /** One text per teaching error message (labs with `teachingErrors`). */
  errors?: Record<string, OutcomeText>;
  /** Inputs on which the reference would crash. */
  crash?: OutcomeText;
}

export interface Scenario<S = unknown> {
  id: string;
  title: Bilingual;
  /** One sentence: what the scenario shows. */
  note: Bilingual;
  /** The lab state (the same shape as a share link without `v`, and a practice task's `start`). */
  state: S;
  /** The outcome code the lab returns for `state`. */
  expect: string;
  /** One of the page's practice counterexamples. */
  practice?: true;
}

export interface Walkthrough {
  id: string;
  title: Bilingual;
  /** Scenario ids, in order. */
  steps: string[];
}

/** content/labs/<slug>/scenarios.json */
export interface ScenarioFile<S = unknown> {
  lab: LabSlug;
  scenarios: Scenario<S>[];
  walkthroughs: Walkthrough[];
}

/** A run's error in `lang`: its message when it has one, else as the function said it. */
export function errorText(run: Pick<LabRun, 'error' | 'errorText'>, lang: 'zh' | 'en'): string | undefined {
  return run.errorText ? t(lang, run.errorText) : run.error;
}

/** The deciding field's marker text in `lang`. */
export function focusText(focus: NonNullable<LabRun['focus']>, lang: 'zh' | 'en'): string {
  return focus.text ? t(lang, focus.text) : focus.message;
}

/** A text problem in `lang`: from its message id when it has one, else as written. */
export function problemText(p: Pick<TextProblem, 'message' | 'text'>, lang: 'zh' | 'en'): string {
  return p.text ? t(lang, p.text) : p.message;
}
