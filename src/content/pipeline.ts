// The pipeline: assembles the stages into one processor and renders a page in two phases, so a
// whole wiki can learn every page's anchors (phase 1, `preparePage`) before links resolve (phase 2).
// Framework-free and DOM-free: runs in Node (build, checks, tests) and in the browser (preview).
//
// remark-parse → remark-gfm → remark-math → remark-rehype → rehype-raw (only when the page has raw
// HTML) → unsafe-URL report → rehype-sanitize; then, on the sanitized tree only, trusted additions:
// footnote link fix, search text, forbidden math, heading ids, mermaid figures, KaTeX,
// rehype-highlight, code-block and table wrappers, image checks and (in `finishPage`) links.
//
// Breadcrumb and frontmatter lines are replaced by empty lines before parsing, so every position the
// markdown parser reports is already a position of the whole file.

import { unified, type Plugin } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkRehype from 'remark-rehype';
import rehypeSanitize from 'rehype-sanitize';
import rehypeHighlight from 'rehype-highlight';
import { toHtml } from 'hast-util-to-html';
import { toText } from 'hast-util-to-text';
import { VFile } from 'vfile';
import type { Nodes, Root } from 'hast';

import { parseFrontmatter, splitSource, type Frontmatter } from './frontmatter.ts';
import { checkClaims, checkSections, checkTitle } from './checks.ts';
import { HIGHLIGHT_OPTIONS, checkImages, wrapCodeBlocks, wrapTables } from './blocks.ts';
import { embedDiagramSvgs, type DiagramSvgLookup } from './diagram-svg.ts';
import { extractDiagrams } from './diagrams.ts';
import { collectAnchors, headingIds, resolveLinks } from './headings-and-links.ts';
import { checkForbiddenMath, renderMath } from './math.ts';
import { fixFootnoteLinks, rawWhenNeeded, reportUnsafeUrls, sanitizeSchema } from './sanitize.ts';
import { ctxOf, type Ctx } from './tree.ts';
import type {
  ClaimsFile,
  DiagramBlock,
  Diagnostic,
  Heading,
  Lang,
  LinkResolver,
  RenderedPage,
} from './types.ts';

export interface RenderOptions {
  /** Path of the page relative to the wiki root, e.g. `topics/tool-design.md` (default `page.md`). */
  path?: string;
  /** Page language; default: `en` when the file name ends in `.en.md`, else `zh`. */
  lang?: Lang;
  /** Every claim of the wiki (content/claims/*.json together); when given, `claim_ids` are checked. */
  claims?: ClaimsFile;
  /** The file a page's claims are written in, named when a claim is missing (default below). */
  claimsFileOf?: (pageId: string) => string;
  /** Resolves relative page links when the page is rendered without its wiki. */
  resolveLink?: LinkResolver;
}

/** Language of a page from its file name. */
export function langOfPath(path: string): Lang {
  return /\.en\.md$/i.test(path) ? 'en' : 'zh';
}

const FOOTNOTES = {
  zh: { label: '脚注', back: '返回正文' },
  en: { label: 'Footnotes', back: 'Back to content' },
} as const;

/** After sanitizing, before anything is added: the page's plain text for search. */
const collectText: Plugin<[], Root> = () => (tree, file) => {
  ctxOf(file as VFile).text = toText(tree).replace(/\s+/g, ' ').trim();
};

function buildProcessor(lang: Lang) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkMath)
    .use(remarkRehype, {
      allowDangerousHtml: true,
      footnoteLabel: FOOTNOTES[lang].label,
      footnoteBackLabel: FOOTNOTES[lang].back,
      // rehype-sanitize adds the `user-content-` prefix to ids once; footnote hrefs are fixed after.
      clobberPrefix: '',
    })
    .use(rawWhenNeeded)
    .use(reportUnsafeUrls)
    .use(rehypeSanitize, sanitizeSchema)
    .use(fixFootnoteLinks)
    .use(collectText)
    .use(checkForbiddenMath)
    .use(headingIds)
    .use(extractDiagrams)
    .use(renderMath)
    .use(rehypeHighlight, HIGHLIGHT_OPTIONS)
    .freeze();
}

const processors: Partial<Record<Lang, ReturnType<typeof buildProcessor>>> = {};
function processorFor(lang: Lang) {
  return (processors[lang] ??= buildProcessor(lang));
}

/** A page rendered up to link resolution; `finishPage` resolves links and serializes. */
export interface PreparedPage {
  path: string;
  lang: Lang;
  breadcrumb: string | null;
  frontmatter: Frontmatter | null;
  /** Page id: the frontmatter id, else the raw (possibly invalid) id, else the file stem. */
  id: string;
  title: string;
  tree: Root;
  headings: Heading[];
  /** Every id an anchor may point to: heading ids plus other element ids (footnotes). */
  anchors: Set<string>;
  diagrams: DiagramBlock[];
  text: string;
  diagnostics: Diagnostic[];
}

function fileStem(path: string): string {
  const base = path.split('/').pop() ?? path;
  return base.replace(/(\.en)?\.md$/i, '');
}

/** Where this project keeps a page's claims: one file per page id. */
export function pageClaimsFile(pageId: string): string {
  return `content/claims/${pageId}.json`;
}

/** Phase 1: parse, sanitize, add trusted output, collect headings and run the page-local checks. */
export function preparePage(source: string, options: RenderOptions = {}): PreparedPage {
  const path = options.path ?? 'page.md';
  const lang = options.lang ?? langOfPath(path);
  const split = splitSource(source);
  const fm = parseFrontmatter(split);
  const ctx: Ctx = {
    lang,
    diagnostics: [...split.diagnostics, ...fm.diagnostics],
    diagrams: [],
    headings: [],
    text: '',
  };

  const file = new VFile({ value: split.body, path, data: { ctx } });
  const processor = processorFor(lang);
  const tree = processor.runSync(processor.parse(file), file) as Root;

  const headings = ctx.headings;
  wrapCodeBlocks(tree, ctx);
  wrapTables(tree);
  checkImages(tree, ctx);

  const kind = fm.frontmatter?.kind ?? (typeof fm.data?.kind === 'string' ? fm.data.kind : 'topic');
  const title = checkTitle(headings, split.bodyStartLine, ctx);
  checkSections(headings, kind, lang, split.bodyStartLine, ctx);
  const rawId = fm.data && typeof fm.data.id === 'string' ? fm.data.id : null;
  const id = fm.frontmatter?.id ?? rawId ?? fileStem(path);
  if (options.claims) {
    const claimsFile = (options.claimsFileOf ?? pageClaimsFile)(id);
    checkClaims(fm.claimIds, { claims: options.claims, file: claimsFile }, split.frontmatterLine, ctx);
  }
  return {
    path,
    lang,
    breadcrumb: split.breadcrumb,
    frontmatter: fm.frontmatter,
    id,
    title: title || fm.frontmatter?.id || fileStem(path),
    tree,
    headings,
    anchors: collectAnchors(tree, headings),
    diagrams: ctx.diagrams,
    text: ctx.text,
    diagnostics: ctx.diagnostics,
  };
}

export interface FinishOptions {
  /** The SVG mermaid drew for a diagram at build time; without one a figure keeps its source. */
  diagramSvg?: DiagramSvgLookup;
  /** Also return the body as top-level blocks (`RenderedPage.blocks`). */
  blocks?: boolean;
}

/**
 * Phase 2: resolve links (`resolver` may be null: relative page links are then "unknown") and put
 * in the diagrams drawn at build time.
 */
export function finishPage(
  page: PreparedPage,
  resolver: LinkResolver | null,
  options: FinishOptions = {},
): RenderedPage {
  const { tree, lang } = page;
  const resolved = resolveLinks(tree, page, resolver);
  const { diagramSvg } = options;
  if (diagramSvg) embedDiagramSvgs(tree, page.diagrams, (d) => diagramSvg(d, page.path));
  const diagnostics = [...page.diagnostics, ...resolved.diagnostics];
  diagnostics.sort((a, b) => a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule));
  // A root serialises as its children one after another, so the blocks joined are the same HTML.
  const blocks = options.blocks
    ? tree.children.map((node) => toHtml(node as Nodes, { allowDangerousHtml: true }))
    : undefined;
  return {
    path: page.path,
    lang,
    breadcrumb: page.breadcrumb,
    frontmatter: page.frontmatter,
    title: page.title,
    html: blocks ? blocks.join('') : toHtml(tree as Nodes, { allowDangerousHtml: true }),
    ...(blocks && { blocks }),
    headings: page.headings,
    diagrams: page.diagrams,
    links: resolved.links,
    text: page.text,
    diagnostics,
  };
}

/**
 * Render one page on its own (e.g. a maintainer's live preview). Relative page links are resolved
 * with `options.resolveLink` when given, else marked unknown (warning `unresolved-link`).
 */
export function renderPage(source: string, options: RenderOptions = {}): RenderedPage {
  return finishPage(preparePage(source, options), options.resolveLink ?? null);
}
