// The shapes of a practice file (content/practice/<page-id>.json), as content/README.md describes them;
// src/content-checks validates the files against these at build time, src/practice checks answers.
import type { Bilingual } from '../i18n/index.ts';

export type { Bilingual } from '../i18n/index.ts';

export interface ChoiceOption extends Bilingual {
  id: string;
}

export interface LabOutcomeCheck {
  kind: 'lab-outcome';
  outcome: string;
  /** top-level fields of the edited text that must keep their `start` values */
  keep?: string[];
  /**
   * The task says "only change X": the top-level fields that may differ from `start`; every other one
   * must stay, and none may be added. `"header"` on a Markdown text with front matter: only the front
   * matter may change. `"*"`: the whole practice text (the lab lets the learner edit nothing else).
   */
  only?: string[];
  /** named extra requirements the task's lab offers (`LabModule.practice.requirements`) */
  require?: string[];
  /** what particular values of the edited JSON text must be (src/practice/fields.ts) */
  fields?: FieldCheck[];
}

/** The kinds of the lossless reader: `1` is an int, `1.0` a float, `true` a bool. */
export type FieldKind = 'object' | 'array' | 'string' | 'int' | 'float' | 'bool' | 'null';

/**
 * One value a task's words ask for, in the learner's JSON text or in the lab's answer. Met when some
 * value at `path` meets every rule given; with no rule, when the value exists.
 */
export interface FieldCheck {
  /** What the path reads: the learner's JSON text (default), or the lab's answer `{outcome, error, value}`. */
  in?: 'input' | 'run';
  /** Object keys and array indices from the top; `"*"` on an array means any of its elements. */
  path: (string | number)[];
  /** The value's kind, exactly (`3.0` is not an int, `"5"` is not a number). */
  kind?: FieldKind;
  /** Equal to this string, boolean, null or integer (a number here means an int: `3.0` is not 3). */
  equals?: string | number | boolean | null;
  /** A string that is not blank, or a non-empty array or object. */
  nonEmpty?: true;
  /** An array or object with exactly this many items. */
  count?: number;
  /** Equal to the value at the same path in the task's start (input only). */
  same?: true;
  /** A string this regular expression finds (JavaScript syntax, Unicode mode); needs `say`. */
  matches?: string;
  ignoreCase?: true;
  /** `matches` reads the value's source text as written (its key order, say), not a string's content. */
  source?: true;
  /** What the learner is told when the check is not met (default: a sentence naming the path and rule). */
  say?: Bilingual;
}

export interface ChoiceItem {
  prompt: Bilingual;
  options: ChoiceOption[];
  correct: string;
  explanations: Record<string, Bilingual>;
}

export interface ChoicesCheck {
  kind: 'choices';
  items: ChoiceItem[];
}

export interface NumberField {
  id: string;
  label: Bilingual;
  answer: number;
}

export interface NumbersCheck {
  kind: 'numbers';
  fields: NumberField[];
}

/**
 * A task answered by calling one of the page's own functions (its page lab runs it): the learner writes
 * the arguments as one JSON object of parameter → value (a parameter left out keeps its default), and
 * the check reads what the call gave. Every `expect` field given must hold.
 */
export interface PageFunctionCheck {
  kind: 'page-function';
  /** a public function of the task's page */
  fn: string;
  /** the editor's text at the start: a JSON object of parameter → value */
  start?: string;
  expect: {
    /** the Python `repr` of the returned value, exactly */
    returns?: string;
    /** the type name of the exception raised (`KeyError`) */
    raises?: string;
    /** the exit reached (`L12`, `end`) */
    exit?: string;
  };
}

export type TaskCheck = LabOutcomeCheck | ChoicesCheck | NumbersCheck | PageFunctionCheck;

export interface TaskAnswer extends Bilingual {
  /** A solving input for the lab (text as typed into the editor). */
  input?: string;
}

/** A wrong answer a task's check must refuse, and why it is wrong. */
export interface NearMiss {
  why: Bilingual;
  /** lab tasks: the editor text (null: a classifier timeout) */
  input?: string | null;
  /** choices tasks: the picked option id per item */
  picks?: string[];
  /** numbers tasks: the typed number per field id */
  values?: Record<string, number>;
}

export interface PracticeTask {
  id: string;
  title: Bilingual;
  goal: Bilingual;
  done: Bilingual;
  /** a lab slug, or null for a task answered without a lab */
  lab: string | null;
  /** the lab state the task starts from (validated against the lab's own state schema) */
  start?: unknown;
  check: TaskCheck;
  hints: Bilingual[];
  answer: TaskAnswer;
  /**
   * Answers in the same form as the reference answer that the check must refuse: the shortcuts the
   * task's words rule out, one per "only change X" clause among them. A test runs every one.
   */
  nearMisses: NearMiss[];
}

export interface MasteryQuiz {
  question: Bilingual;
  options: ChoiceOption[];
  correct: string;
  explanation: Bilingual;
}

export interface MasteryItem {
  id: string;
  statement: Bilingual;
  quiz?: MasteryQuiz;
}

/** content/practice/<page-id>.json */
export interface PracticeFile {
  page: string;
  tasks: PracticeTask[];
  mastery?: MasteryItem[];
}
