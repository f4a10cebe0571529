// Types of the authored content in content/: page frontmatter, practice files and claims.
// They mirror content/README.md; the Ajv schemas in schemas.ts check the same shapes at run time.

import type { Bilingual, Lang } from '../i18n/index.ts';

export type { Bilingual } from '../i18n/index.ts';

// The frontmatter types are the build's own (src/content), so the two can never drift.
export type { PageKind, PageStatus, PageDepth, PracticeStatus } from '../content/frontmatter-schema.ts';
export type { Frontmatter as PageFrontmatter } from '../content/frontmatter-schema.ts';

/** A fenced code block of a page, with its info string (language) and text. */
export interface CodeBlock {
  lang: string;
  text: string;
  line: number;
  /** False when the page ends inside the block. */
  closed: boolean;
}

export interface Heading {
  depth: number;
  text: string;
  line: number;
}

/** A wiki page read from content/wiki, split into the parts the checks need. */
export interface WikiPage {
  /** Path relative to the repository root, e.g. content/wiki/topics/tools-skills.en.md. */
  file: string;
  /** Path relative to content/wiki, e.g. topics/tools-skills.en.md. */
  wikiPath: string;
  lang: Lang;
  /** The frontmatter as parsed, before validation. */
  frontmatter: unknown;
  /** The markdown after the frontmatter. */
  body: string;
  headings: Heading[];
  codeBlocks: CodeBlock[];
  /** Number of `$$` delimiters outside code. */
  displayMathDelimiters: number;
}

export interface ChoiceOption extends Bilingual {
  id: string;
}

export interface LabOutcomeCheck {
  kind: 'lab-outcome';
  outcome: string;
  /** top-level fields of the edited text that must keep their `start` values */
  keep?: string[];
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

export type TaskCheck = LabOutcomeCheck | ChoicesCheck | NumbersCheck;

export interface TaskAnswer extends Bilingual {
  /** A solving input for the lab (text as typed into the editor). */
  input?: string;
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

export interface UrlSource {
  title: string;
  url: string;
}

export interface RepoSource {
  title: string;
  repo: string;
  commit: string;
  path: string;
  url?: string;
}

export type ClaimSource = UrlSource | RepoSource;

export interface Claim {
  statement: Bilingual;
  sources: ClaimSource[];
  checked: string;
}

/** content/claims/<page-id>.json: claim id → claim. */
export type ClaimsFile = Record<string, Claim>;
