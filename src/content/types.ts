// Shared types of the content pipeline. Framework-free: no DOM, no React.

import type { Bilingual } from '../i18n/index.ts';
import type { Frontmatter } from './frontmatter-schema.ts';
import type { Message } from '../i18n/messages.ts';

export type { Frontmatter } from './frontmatter-schema.ts';

export type Lang = 'zh' | 'en';
export type Severity = 'error' | 'warning';

export type DiagnosticRule =
  | 'frontmatter'
  | 'yaml'
  | 'math'
  | 'broken-link'
  | 'broken-anchor'
  | 'duplicate-anchor'
  | 'unsafe-link'
  | 'claim-source'
  | 'image-alt'
  | 'image-src'
  | 'code-lang'
  | 'title'
  | 'section';

export interface Diagnostic {
  rule: DiagnosticRule | string;
  severity: Severity;
  /** The message by id; `message` is its English rendering (what `check:content` prints). */
  text: Message;
  message: string;
  /** The hint by id; `hint` is its English rendering. */
  hintText?: Message;
  hint?: string;
  /** 1-based line of the whole file (breadcrumb and frontmatter included). */
  line: number;
  /** 1-based column. */
  column: number;
  endLine?: number;
  endColumn?: number;
}

export interface Heading {
  depth: number;
  text: string;
  id: string;
  line: number;
}

export interface DiagramBlock {
  index: number;
  source: string;
  title: string;
  /** Line of the first source line inside the fence (1-based, whole file). */
  line: number;
}

export type LinkKind = 'internal' | 'anchor' | 'external' | 'missing' | 'unknown' | 'unsafe';

export interface LinkRef {
  /** The href as written in the source (percent-decoded). */
  href: string;
  kind: LinkKind;
  /** Rendered href for internal/anchor/external links. */
  resolved?: string;
  /** For page links: the target page. */
  target?: { path: string | null; id: string; lang: Lang; anchor: string | null };
  text: string;
  line: number;
  column: number;
}

/** Result of resolving a relative page link (`tool-design.md#x`). */
export interface ResolvedLink {
  exists: boolean;
  id: string;
  lang: Lang;
  /** Wiki-root-relative path of the target file, if known. */
  path?: string | null;
  /** Heading ids of the target page; when given, anchors are checked against them. */
  anchors?: readonly string[];
}

/**
 * Resolve a relative link found on `fromPath`. `href` is percent-decoded and has no fragment.
 * Return null when the link cannot be resolved (it is then marked unknown).
 */
export type LinkResolver = (href: string, fromPath: string) => ResolvedLink | null;

export interface ClaimSource {
  title: string;
  url?: string;
  repo?: string;
  commit?: string;
  path?: string;
}

export interface Claim {
  statement: Bilingual;
  sources: ClaimSource[];
  checked: string;
}

export type ClaimsFile = Record<string, Claim>;

export interface RenderedPage {
  path: string;
  lang: Lang;
  breadcrumb: string | null;
  frontmatter: Frontmatter | null;
  title: string;
  html: string;
  /**
   * With `finishPage(…, { blocks: true })`: each top-level node of the body serialised on its own, in
   * order; joined they are `html`. The preview patches only the blocks an edit changed.
   */
  blocks?: string[];
  headings: Heading[];
  diagrams: DiagramBlock[];
  links: LinkRef[];
  /** Plain text for search (math as TeX source, code as written). */
  text: string;
  diagnostics: Diagnostic[];
}
