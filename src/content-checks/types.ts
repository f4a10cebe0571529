// Types of the authored content in content/: page frontmatter, practice files and claims.
// They mirror content/README.md; the Ajv schemas in schemas.ts check the same shapes at run time.

import type { Heading } from '../content/index.ts';
import type { CodeBlock } from '../fidelity/index.ts';
import type { Bilingual, Lang } from '../i18n/index.ts';

export type { Bilingual } from '../i18n/index.ts';

// The frontmatter types are the build's own (src/content), so the two can never drift.
export type { PageKind, PageStatus, PageDepth, PracticeStatus } from '../content/frontmatter-schema.ts';
export type { Frontmatter as PageFrontmatter } from '../content/frontmatter-schema.ts';

// A fenced code block is the one shape the fidelity harness reads a page's Python blocks in.
export type { CodeBlock } from '../fidelity/index.ts';

// One heading shape for the pipeline and the checks (the checks' own scan gives its GitHub-style anchor).
export type { Heading } from '../content/index.ts';

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
  /** Line of a fence the page ends inside (its block runs to the end), or null. */
  unclosedFence: number | null;
  /** Number of `$$` delimiters outside code. */
  displayMathDelimiters: number;
}

// The practice files' shapes belong to src/practice, which checks them; re-exported for the checks.
export type * from '../practice/types.ts';

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
