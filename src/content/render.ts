// Render one wiki page: markdown → sanitized HTML plus headings, diagrams, links, plain text and
// diagnostics. Framework-free and DOM-free: runs in Node (build, checks, tests) and in the browser.
//
// Pipeline: remark-parse → remark-gfm → remark-math → remark-rehype → rehype-raw (only when the page
// has raw HTML) → unsafe-URL report → rehype-sanitize; then, on the sanitized tree only, trusted
// additions: footnote link fix, search text, heading ids, mermaid figures, KaTeX, rehype-highlight,
// code-block wrappers, table wrappers, image checks and (in `finishPage`) link resolution.
//
// Breadcrumb and frontmatter lines are replaced by empty lines before parsing, so every position the
// markdown parser reports is already a position of the whole file.

import { unified, type Plugin } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import katex from 'katex';
import rehypeHighlight from 'rehype-highlight';
import { toHtml } from 'hast-util-to-html';
import { toText } from 'hast-util-to-text';
import { slug as githubSlug } from 'github-slugger';
import { VFile } from 'vfile';
import type { Element, ElementContent, Nodes, Parents, Root, RootContent, Text } from 'hast';
import bash from 'highlight.js/lib/languages/bash';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import python from 'highlight.js/lib/languages/python';
import typescript from 'highlight.js/lib/languages/typescript';
import yaml from 'highlight.js/lib/languages/yaml';

import { parseFrontmatter, splitSource, type ClaimIdRef, type Frontmatter } from './frontmatter.ts';
import type {
  ClaimsFile,
  DiagramBlock,
  Diagnostic,
  Heading,
  Lang,
  LinkRef,
  LinkResolver,
  RenderedPage,
  ResolvedLink,
} from './types.ts';

export type * from './types.ts';
export type { Frontmatter } from './frontmatter.ts';

export interface RenderOptions {
  /** Path of the page relative to the wiki root, e.g. `topics/tool-design.md` (default `page.md`). */
  path?: string;
  /** Page language; default: `en` when the file name ends in `.en.md`, else `zh`. */
  lang?: Lang;
  /** Claims of content/claims.json; when given, `claim_ids` are checked against it. */
  claims?: ClaimsFile;
  /** Resolves relative page links when the page is rendered without its wiki. */
  resolveLink?: LinkResolver;
}

/** Language of a page from its file name. */
export function langOfPath(path: string): Lang {
  return /\.en\.md$/i.test(path) ? 'en' : 'zh';
}

/** Number of lines before a diagram's first source line: file line = mermaid line + offset. */
export function diagramLineOffset(diagram: Pick<DiagramBlock, 'line'>): number {
  return diagram.line - 1;
}

/** Map a 1-based line reported by mermaid for `diagram.source` to the 1-based line of the file. */
export function mapDiagramLine(diagram: Pick<DiagramBlock, 'line'>, mermaidLine: number): number {
  return mermaidLine + diagramLineOffset(diagram);
}

// ---------------------------------------------------------------------------------------------
// Localised strings and required sections

const STRINGS = {
  zh: {
    copy: '复制',
    missingPage: '页面不存在：',
    missingAnchor: '锚点不存在：',
    unknownLink: '无法解析的链接：',
    footnoteLabel: '脚注',
    footnoteBack: '返回正文',
  },
  en: {
    copy: 'Copy',
    missingPage: 'Missing page: ',
    missingAnchor: 'Missing anchor: ',
    unknownLink: 'Unresolved link: ',
    footnoteLabel: 'Footnotes',
    footnoteBack: 'Back to content',
  },
} as const;

export const REQUIRED_SECTIONS: Record<Lang, readonly string[]> = {
  zh: ['学习目标', '前置知识', '基本机制', '推导或示例', '适用条件与限制', '实践任务', '掌握标准', '来源'],
  en: [
    'Learning goals',
    'Prerequisites',
    'Mechanism',
    'Worked examples',
    'Limits',
    'Practice',
    'Mastery criteria',
    'Sources',
  ],
};

/** Sections required on module and index pages. */
export const REQUIRED_SECTIONS_SHORT: Record<Lang, readonly string[]> = {
  zh: ['学习目标', '来源'],
  en: ['Learning goals', 'Sources'],
};

// ---------------------------------------------------------------------------------------------
// Sanitize schema: GitHub's allow-list plus the classes math needs. Nothing script-capable.

const SAFE_HREF_SCHEMES = ['http', 'https', 'mailto'];

export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  // Drop the content of these elements too, not just the tags.
  strip: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'textarea', 'title'],
  protocols: {
    ...defaultSchema.protocols,
    href: SAFE_HREF_SCHEMES,
    src: ['http', 'https'],
    cite: ['http', 'https'],
  },
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

// ---------------------------------------------------------------------------------------------
// Pipeline

interface Ctx {
  lang: Lang;
  diagnostics: Diagnostic[];
  diagrams: DiagramBlock[];
  headings: Heading[];
  text: string;
}

function ctxOf(file: VFile): Ctx {
  return file.data.ctx as Ctx;
}

function lineCol(node: { position?: { start: { line: number; column: number } } } | undefined): {
  line: number;
  column: number;
} {
  return node?.position
    ? { line: node.position.start.line, column: node.position.start.column }
    : { line: 1, column: 1 };
}

function classes(el: Element): string[] {
  const c: unknown = el.properties.className;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(/\s+/) : [];
}

function isElement(node: unknown, tag?: string): node is Element {
  return (
    !!node &&
    typeof node === 'object' &&
    (node as Element).type === 'element' &&
    (tag === undefined || (node as Element).tagName === tag)
  );
}

const SKIP = 'skip';
type WalkResult = void | undefined | typeof SKIP | number | [typeof SKIP, number];

/**
 * Visit every element in document order (a lean stand-in for unist-util-visit, which was a sixth
 * of the render time because it tracks ancestors). Return SKIP to skip the children of the element
 * (or of its replacement), a number or [SKIP, n] to continue with sibling index n.
 */
function eachElement(
  node: Root | Element,
  fn: (el: Element, index: number, parent: Root | Element) => WalkResult,
): void {
  const children = node.children as RootContent[];
  let i = 0;
  while (i < children.length) {
    const child = children[i]!;
    if (child.type === 'element') {
      const r = fn(child, i, node);
      if (Array.isArray(r)) {
        i = r[1];
        continue;
      }
      if (typeof r === 'number') {
        i = r;
        continue;
      }
      const now = children[i];
      if (r !== SKIP && now && now.type === 'element') eachElement(now, fn);
    }
    i++;
  }
}

/** Remove nodes of type `raw` anywhere in the tree. */
function dropRaw(node: Root | Element): void {
  const children = node.children as RootContent[];
  for (let i = children.length - 1; i >= 0; i--) {
    const c = children[i]!;
    if ((c.type as string) === 'raw') children.splice(i, 1);
    else if (c.type === 'element') dropRaw(c);
  }
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Scheme of a URL the way a browser sees it (ignoring whitespace and control characters). */
function schemeOf(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const m = SCHEME.exec(cleaned);
  return m ? m[1]!.toLowerCase() : null;
}

/** Before sanitizing: report links with a scheme that must never become live, and drop the href. */
const reportUnsafeUrls: Plugin<[], Root> = () => (tree, file) => {
  const ctx = ctxOf(file as VFile);
  eachElement(tree, (el) => {
    if (el.tagName !== 'a') return;
    const href = el.properties.href;
    if (typeof href !== 'string') return;
    const scheme = schemeOf(href);
    if (scheme && !SAFE_HREF_SCHEMES.includes(scheme)) {
      ctx.diagnostics.push({
        rule: 'unsafe-link',
        severity: 'error',
        message: `Link with a ${scheme}: URL is not allowed`,
        hint: 'Link only to wiki pages, /labs/… paths or http(s) URLs',
        ...lineCol(el),
      });
      delete el.properties.href;
    }
  });
};

const CLOBBER_PREFIX = 'user-content-';

/** Footnote links point at `#fn-1`; sanitizing prefixed the target ids with `user-content-`. */
const fixFootnoteLinks: Plugin<[], Root> = () => (tree) => {
  eachElement(tree, (el) => {
    if (el.tagName !== 'a') return;
    if (el.properties.dataFootnoteRef === undefined && el.properties.dataFootnoteBackref === undefined)
      return;
    const href = el.properties.href;
    if (typeof href === 'string' && href.startsWith('#') && !href.startsWith(`#${CLOBBER_PREFIX}`)) {
      el.properties.href = `#${CLOBBER_PREFIX}${href.slice(1)}`;
    }
  });
};

const FORBIDDEN_MATH = /\\(href|url|html[A-Za-z]*|includegraphics)(?![A-Za-z])/g;

/** File position of character `offset` of a formula's TeX source. */
function mathPosition(
  el: Element,
  value: string,
  offset: number,
  display: boolean,
): { line: number; column: number } {
  const start = lineCol(el);
  if (!el.position) return start;
  const before = value.slice(0, offset);
  if (!display) return { line: start.line, column: start.column + 1 + offset };
  // `$$` sits on its own line; the formula starts on the next one.
  return {
    line: start.line + 1 + (before.match(/\n/g)?.length ?? 0),
    column: before.length - before.lastIndexOf('\n'),
  };
}

/** A math element (inline `code`, or the `pre` around a display block) and its TeX source. */
function mathTarget(el: Element): { el: Element; display: boolean } | null {
  const inner =
    el.tagName === 'pre' ? el.children.find((c): c is Element => isElement(c, 'code')) : undefined;
  if (inner && classes(inner).includes('language-math'))
    return { el: inner.position ? inner : el, display: true };
  const cls = classes(el);
  if (cls.includes('language-math') || cls.includes('math-display') || cls.includes('math-inline')) {
    return { el, display: cls.includes('math-display') };
  }
  return null;
}

/** After sanitizing: text for search and math that KaTeX would accept but the wiki forbids. */
const collectTextAndCheckMath: Plugin<[], Root> = () => (tree, file) => {
  const ctx = ctxOf(file as VFile);
  ctx.text = toText(tree).replace(/\s+/g, ' ').trim();
  eachElement(tree, (el) => {
    const target = mathTarget(el);
    if (!target) return;
    const value = toText(el, { whitespace: 'pre' });
    for (const m of value.matchAll(FORBIDDEN_MATH)) {
      ctx.diagnostics.push({
        rule: 'math',
        severity: 'error',
        message: `\\${m[1]} is not allowed in math`,
        hint: 'Math may not contain links or HTML; put the link in the text next to the formula',
        ...mathPosition(target.el, value, m.index, target.display),
      });
    }
    return SKIP;
  });
};

/** Replace ```mermaid fences by diagram figures (before highlighting touches them). */
const extractDiagrams: Plugin<[], Root> = () => (tree, file) => {
  const ctx = ctxOf(file as VFile);
  let lastHeading = '';
  eachElement(tree, (el, index, parent) => {
    if (/^h[1-6]$/.test(el.tagName)) {
      lastHeading = toText(el).trim();
      return;
    }
    if (el.tagName !== 'pre' || !parent || index === undefined) return;
    const code = el.children.find((c): c is Element => isElement(c, 'code'));
    if (!code || !classes(code).includes('language-mermaid')) return;
    const source = toText(code, { whitespace: 'pre' }).replace(/\n$/, '');
    const titleMatch = /^\s*%%\s*title:\s*(.+?)\s*$/i.exec(source.split('\n')[0] ?? '');
    const title = titleMatch ? titleMatch[1]! : lastHeading;
    const diagram: DiagramBlock = {
      index: ctx.diagrams.length,
      source,
      title,
      line: el.position ? el.position.start.line + 1 : 1,
    };
    ctx.diagrams.push(diagram);
    const figure: Element = {
      type: 'element',
      tagName: 'figure',
      properties: { className: ['diagram'], dataDiagramIndex: String(diagram.index), dataTitle: title },
      children: [
        {
          type: 'element',
          tagName: 'pre',
          properties: { className: ['diagram-source'] },
          children: [{ type: 'text', value: source }],
        },
      ],
      position: el.position,
    };
    parent.children[index] = figure;
    return SKIP;
  });
};

const headingIds: Plugin<[], Root> = () => (tree, file) => {
  const ctx = ctxOf(file as VFile);
  ctx.headings = assignHeadingIds(tree, ctx);
};

export const KATEX_OPTIONS = { trust: false, strict: 'ignore', output: 'htmlAndMathml' } as const;

/**
 * KaTeX, the way rehype-katex does it (same element selection, same options), with two changes:
 * the KaTeX markup is inserted as a trusted raw node instead of being re-parsed with parse5 (that
 * re-parse cost ~13 ms of a ~20 ms KaTeX step on a typical page), and parse errors become
 * diagnostics at the line and column of the error inside the formula.
 */
interface MathResult {
  /** KaTeX markup, or null when KaTeX threw something other than a parse error. */
  html: string | null;
  error: unknown;
}

/**
 * Rendered formulas by display mode and TeX source. A live preview re-renders the page on every
 * keystroke; most formulas are unchanged between renders. Bounded; oldest entries go first.
 */
const mathCache = new Map<string, MathResult>();
const MATH_CACHE_SIZE = 1000;

/** Forget cached formulas (for benchmarks and tests). */
export function clearRenderCaches(): void {
  mathCache.clear();
}

function renderTex(value: string, displayMode: boolean): MathResult {
  const key = `${displayMode ? 'D' : 'I'}${value}`;
  const hit = mathCache.get(key);
  if (hit) return hit;
  let result: MathResult;
  try {
    result = {
      html: katex.renderToString(value, { ...KATEX_OPTIONS, displayMode, throwOnError: true }),
      error: null,
    };
  } catch (error) {
    let html: string | null = null;
    try {
      html = katex.renderToString(value, { ...KATEX_OPTIONS, displayMode, throwOnError: false });
    } catch {
      html = null;
    }
    result = { html, error };
  }
  if (mathCache.size >= MATH_CACHE_SIZE) mathCache.delete(mathCache.keys().next().value!);
  mathCache.set(key, result);
  return result;
}

const renderMath: Plugin<[], Root> = () => (tree, file) => {
  const ctx = ctxOf(file as VFile);
  // Only the sanitized tree reaches this step; make sure nothing raw survived sanitizing.
  dropRaw(tree);
  eachElement(tree, (el, index, parent) => {
    // ```math fences and $$ blocks are <pre><code class="language-math …">: replace the whole <pre>.
    const target = mathTarget(el);
    if (!target) return;
    const value = toText(el, { whitespace: 'pre' });
    const { html, error } = renderTex(value, target.display);
    if (error) ctx.diagnostics.push(mathDiagnostic(error, target.el, value, target.display));
    parent.children[index] =
      html === null
        ? {
            type: 'element',
            tagName: 'span',
            properties: { className: ['katex-error'] },
            children: [{ type: 'text', value }],
          }
        : ({ type: 'raw', value: html } as unknown as ElementContent);
    return SKIP;
  });
};

/** `rehype-raw`'s transform, run only when the page has raw HTML (parse5 re-parses the whole tree). */
const rawTransform = (rehypeRaw as unknown as (options: object) => (tree: Root, file: VFile) => Root)({});

function hasRaw(node: Root | Element): boolean {
  for (const c of node.children as RootContent[]) {
    if ((c.type as string) === 'raw') return true;
    if (c.type === 'element' && hasRaw(c)) return true;
  }
  return false;
}

const rawWhenNeeded: Plugin<[], Root> = () => (tree, file) =>
  hasRaw(tree) ? rawTransform(tree, file as VFile) : tree;

function buildProcessor(lang: Lang) {
  const s = STRINGS[lang];
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkMath)
    .use(remarkRehype, {
      allowDangerousHtml: true,
      footnoteLabel: s.footnoteLabel,
      footnoteBackLabel: s.footnoteBack,
      // rehype-sanitize adds the `user-content-` prefix to ids once; footnote hrefs are fixed after.
      clobberPrefix: '',
    })
    .use(rawWhenNeeded)
    .use(reportUnsafeUrls)
    .use(rehypeSanitize, sanitizeSchema)
    .use(fixFootnoteLinks)
    .use(collectTextAndCheckMath)
    .use(headingIds)
    .use(extractDiagrams)
    .use(renderMath)
    .use(rehypeHighlight, {
      detect: false,
      languages: { bash, javascript, json, markdown, python, typescript, yaml },
    })
    .freeze();
}

const processors: Partial<Record<Lang, ReturnType<typeof buildProcessor>>> = {};
function processorFor(lang: Lang) {
  return (processors[lang] ??= buildProcessor(lang));
}

// ---------------------------------------------------------------------------------------------
// Prepared pages (phase 1: everything except link resolution)

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
  if (options.claims) checkClaims(fm.claimIds, options.claims, split.frontmatterLine, ctx);

  const anchors = new Set<string>(headings.map((h) => h.id));
  eachElement(tree, (el) => {
    if (typeof el.properties.id === 'string') anchors.add(el.properties.id);
  });

  const rawId = fm.data && typeof fm.data.id === 'string' ? fm.data.id : null;
  return {
    path,
    lang,
    breadcrumb: split.breadcrumb,
    frontmatter: fm.frontmatter,
    id: fm.frontmatter?.id ?? rawId ?? fileStem(path),
    title: title || fm.frontmatter?.id || fileStem(path),
    tree,
    headings,
    anchors,
    diagrams: ctx.diagrams,
    text: ctx.text,
    diagnostics: ctx.diagnostics,
  };
}

interface KatexCause {
  position?: number;
  rawMessage?: string;
  message?: string;
}

function mathDiagnostic(error: unknown, el: Element, value: string, display: boolean): Diagnostic {
  const cause = (error ?? {}) as KatexCause;
  const where =
    typeof cause.position === 'number' && cause.position <= value.length
      ? mathPosition(el, value, cause.position, display)
      : lineCol(el);
  const text = String(cause.rawMessage ?? cause.message ?? error)
    .replace(/^KaTeX parse error: /, '')
    .replace(/\s+/g, ' ');
  return {
    rule: 'math',
    severity: 'error',
    message: `KaTeX: ${text}`,
    hint: 'Fix the formula; KaTeX supports the commands listed at https://katex.org/docs/supported',
    ...where,
  };
}

function insideFootnotes(ancestors: Parents[]): boolean {
  return ancestors.some((a) => isElement(a, 'section') && a.properties.dataFootnotes !== undefined);
}

/** Give every heading (outside the footnotes section) a stable, CJK-preserving id. */
function assignHeadingIds(tree: Root, ctx: Ctx): Heading[] {
  const headings: Heading[] = [];
  const used = new Map<string, number>();
  const walk = (node: Parents, ancestors: Parents[]) => {
    for (const child of node.children) {
      if (!isElement(child)) continue;
      const m = /^h([1-6])$/.exec(child.tagName);
      if (m && !insideFootnotes(ancestors)) {
        const text = toText(child).replace(/\s+/g, ' ').trim();
        const base = githubSlug(text) || 'section';
        let id = base;
        if (used.has(base)) {
          let n = used.get(base)!;
          do id = `${base}-${n++}`;
          while (used.has(id));
          used.set(base, n);
          ctx.diagnostics.push({
            rule: 'duplicate-anchor',
            severity: 'warning',
            message: `Heading "${text}" repeats the anchor #${base}; it gets #${id}`,
            hint: 'Give the heading a distinct title so links to it stay stable',
            ...lineCol(child),
          });
        }
        used.set(id, used.get(id) ?? 1);
        child.properties.id = id;
        headings.push({ depth: Number(m[1]), text, id, line: lineCol(child).line });
      } else {
        walk(child, [...ancestors, child]);
      }
    }
  };
  walk(tree, []);
  return headings;
}

/** `<pre><code>` → code-block wrapper with a copy button; report fences without a language. */
function wrapCodeBlocks(tree: Root, ctx: Ctx): void {
  eachElement(tree, (el, index, parent) => {
    if (el.tagName !== 'pre' || !parent || index === undefined) return;
    const code = el.children.find((c): c is Element => isElement(c, 'code'));
    if (!code) return;
    const cls = classes(code);
    const langClass = cls.find((c) => c.startsWith('language-'));
    const lang = langClass ? langClass.slice('language-'.length) : '';
    if (!lang) {
      ctx.diagnostics.push({
        rule: 'code-lang',
        severity: 'warning',
        message: 'Code block has no language',
        hint: 'Name the language after the opening fence, e.g. ```python (```text for plain text)',
        ...lineCol(el),
      });
    }
    const codeClasses = ['hljs', ...(langClass ? [langClass] : [])];
    code.properties.className = codeClasses;
    parent.children[index] = {
      type: 'element',
      tagName: 'div',
      properties: { className: ['code-block'], dataLang: lang || 'text' },
      children: [
        {
          type: 'element',
          tagName: 'button',
          properties: { type: 'button', className: ['copy-btn'], dataCopy: '' },
          children: [{ type: 'text', value: STRINGS[ctx.lang].copy }],
        },
        { type: 'element', tagName: 'pre', properties: {}, children: [code] },
      ],
      position: el.position,
    };
    return SKIP;
  });
}

function wrapTables(tree: Root): void {
  eachElement(tree, (el, index, parent) => {
    if (el.tagName !== 'table' || !parent || index === undefined) return;
    if (isElement(parent, 'div') && classes(parent).includes('table-wrap')) return;
    parent.children[index] = {
      type: 'element',
      tagName: 'div',
      properties: { className: ['table-wrap'] },
      children: [el],
    };
    return SKIP;
  });
}

/** Keep only same-origin relative image sources; warn about images without alt text. */
function checkImages(tree: Root, ctx: Ctx): void {
  eachElement(tree, (el, index, parent) => {
    if (el.tagName !== 'img' || !parent || index === undefined) return;
    const src = typeof el.properties.src === 'string' ? el.properties.src : '';
    const alt = typeof el.properties.alt === 'string' ? el.properties.alt.trim() : '';
    if (!src || schemeOf(src) || /^\s*[/\\]{2}/.test(src)) {
      ctx.diagnostics.push({
        rule: 'image-src',
        severity: 'warning',
        message: src
          ? `Image from another origin was removed: ${src}`
          : 'Image without a usable source was removed',
        hint: 'Use a relative path to an image stored with the wiki',
        ...lineCol(el),
      });
      const replacement: Text[] = alt ? [{ type: 'text', value: alt }] : [];
      parent.children.splice(index, 1, ...replacement);
      return [SKIP, index + replacement.length];
    }
    if (!alt) {
      ctx.diagnostics.push({
        rule: 'image-alt',
        severity: 'warning',
        message: 'Image has no alt text',
        hint: 'Describe the image: ![what it shows](path.png)',
        ...lineCol(el),
      });
    }
    el.properties.loading = 'lazy';
    return undefined;
  });
}

function checkTitle(headings: Heading[], bodyStartLine: number, ctx: Ctx): string {
  const h1s = headings.filter((h) => h.depth === 1);
  if (h1s.length === 0) {
    ctx.diagnostics.push({
      rule: 'title',
      severity: 'error',
      message: 'Page has no h1 title',
      hint: 'Start the body with exactly one "# Title" line',
      line: bodyStartLine,
      column: 1,
    });
    return '';
  }
  for (const extra of h1s.slice(1)) {
    ctx.diagnostics.push({
      rule: 'title',
      severity: 'error',
      message: `Page has more than one h1 title ("${extra.text}")`,
      hint: 'Keep one "# Title"; make the other headings "##" sections',
      line: extra.line,
      column: 1,
    });
  }
  return h1s[0]!.text;
}

function checkSections(headings: Heading[], kind: string, lang: Lang, bodyStartLine: number, ctx: Ctx): void {
  const required =
    kind === 'module' || kind === 'index' ? REQUIRED_SECTIONS_SHORT[lang] : REQUIRED_SECTIONS[lang];
  const h2s = headings.filter((h) => h.depth === 2);
  const anchorLine = headings.find((h) => h.depth === 1)?.line ?? bodyStartLine;
  const order = required.map((t) => `## ${t}`).join(', ');
  // Present sections in page order; the longest run already in the required order stays, every
  // other present section is out of order.
  const present = required
    .map((title, rank) => ({ title, rank, at: h2s.findIndex((h) => h.text === title) }))
    .filter((s) => s.at >= 0)
    .sort((a, b) => a.at - b.at);
  const best: number[] = present.map(() => 1);
  const prev: number[] = present.map(() => -1);
  present.forEach((s, i) => {
    for (let j = 0; j < i; j++) {
      if (present[j]!.rank < s.rank && best[j]! + 1 > best[i]!) {
        best[i] = best[j]! + 1;
        prev[i] = j;
      }
    }
  });
  const keep = new Set<number>();
  for (let i = best.indexOf(Math.max(0, ...best)); i >= 0; i = prev[i]!) keep.add(i);
  present.forEach((s, i) => {
    if (keep.has(i)) return;
    ctx.diagnostics.push({
      rule: 'section',
      severity: 'warning',
      message: `Section "${s.title}" is out of order`,
      hint: `Required sections, in order: ${order}`,
      line: h2s[s.at]!.line,
      column: 1,
    });
  });
  const missing = required.filter((title) => !present.some((s) => s.title === title));
  if (missing.length > 0) {
    ctx.diagnostics.push({
      rule: 'section',
      severity: 'warning',
      message: `Missing required section${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`,
      hint: `Required sections, in order: ${order}`,
      line: anchorLine,
      column: 1,
    });
  }
}

function checkClaims(refs: ClaimIdRef[], claims: ClaimsFile, frontmatterLine: number, ctx: Ctx): void {
  for (const ref of refs) {
    const claim = Object.prototype.hasOwnProperty.call(claims, ref.id) ? claims[ref.id] : undefined;
    if (!claim) {
      ctx.diagnostics.push({
        rule: 'claim-source',
        severity: 'error',
        message: `Claim "${ref.id}" is not in content/claims.json`,
        hint: 'Add the claim (statement, sources, checked) to content/claims.json or remove it from claim_ids',
        line: ref.line || frontmatterLine,
        column: ref.column || 1,
      });
    } else if (!Array.isArray(claim.sources) || claim.sources.length === 0) {
      ctx.diagnostics.push({
        rule: 'claim-source',
        severity: 'error',
        message: `Claim "${ref.id}" has no sources`,
        hint: 'Give the claim at least one source with a title and a url (or repo, commit and path)',
        line: ref.line || frontmatterLine,
        column: ref.column || 1,
      });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Phase 2: links

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function withEnPrefix(path: string, lang: Lang): string {
  if (lang !== 'en' || path === '/en' || path.startsWith('/en/')) return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** In-app route of a page. */
export function pageRoute(id: string, lang: Lang, anchor?: string | null): string {
  return `${lang === 'en' ? '/en' : ''}/topics/${id}${anchor ? `#${anchor}` : ''}`;
}

function replaceWithSpan(
  parent: Parents,
  index: number,
  el: Element,
  className: string,
  dataLink: string,
  title: string,
): void {
  parent.children[index] = {
    type: 'element',
    tagName: 'span',
    properties: { className: [className], dataLink, title },
    children: el.children,
    position: el.position,
  } as ElementContent;
}

/** Phase 2: resolve links (`resolver` may be null: relative page links are then "unknown"). */
export function finishPage(page: PreparedPage, resolver: LinkResolver | null): RenderedPage {
  const { tree, lang } = page;
  const s = STRINGS[lang];
  const diagnostics = [...page.diagnostics];
  const links: LinkRef[] = [];

  eachElement(tree, (el, index, parent) => {
    if (el.tagName !== 'a' || !parent || index === undefined) return;
    if (el.properties.dataFootnoteRef !== undefined || el.properties.dataFootnoteBackref !== undefined)
      return;
    const rawHref = typeof el.properties.href === 'string' ? el.properties.href : null;
    const text = toText(el).trim();
    const pos = lineCol(el);
    if (rawHref === null) {
      // Unsafe hrefs were removed; the element is not a live link. Keep it inert.
      if (el.properties.id === undefined && el.properties.name === undefined) {
        replaceWithSpan(parent, index, el, 'link-blocked', 'blocked', '');
        delete (parent.children[index] as Element).properties.title;
        links.push({ href: '', kind: 'unsafe', text, ...pos });
      }
      return SKIP;
    }
    const href = rawHref.trim();
    const scheme = schemeOf(href);

    if (scheme || href.startsWith('//')) {
      el.properties.target = '_blank';
      el.properties.rel = ['noopener', 'noreferrer'];
      el.properties.dataLink = 'external';
      links.push({ href, kind: 'external', resolved: href, text, ...pos });
      return SKIP;
    }
    if (href.startsWith('/')) {
      const resolved = withEnPrefix(href, lang);
      el.properties.href = resolved;
      el.properties.dataLink = 'internal';
      links.push({ href, kind: 'internal', resolved, text, ...pos });
      return SKIP;
    }

    const hashAt = href.indexOf('#');
    const pathPart = safeDecode((hashAt >= 0 ? href.slice(0, hashAt) : href).replace(/\?.*$/, ''));
    const anchor = hashAt >= 0 ? safeDecode(href.slice(hashAt + 1)) : null;
    const written = safeDecode(href);

    if (!pathPart) {
      // Same-page anchor.
      if (anchor && !page.anchors.has(anchor)) {
        diagnostics.push({
          rule: 'broken-anchor',
          severity: 'error',
          message: `Anchor #${anchor} does not exist on this page`,
          hint: `Link to one of the heading ids: ${[...page.headings.map((h) => h.id)].slice(0, 8).join(', ')}`,
          ...pos,
        });
        replaceWithSpan(parent, index, el, 'link-missing', 'missing', s.missingAnchor + written);
        links.push({ href: written, kind: 'missing', text, ...pos });
        return SKIP;
      }
      el.properties.href = anchor ? `#${anchor}` : '#';
      el.properties.dataLink = 'anchor';
      links.push({ href: written, kind: 'anchor', resolved: `#${anchor ?? ''}`, text, ...pos });
      return SKIP;
    }

    const target: ResolvedLink | null = resolver ? resolver(pathPart, page.path) : null;
    if (!target) {
      diagnostics.push({
        rule: 'unresolved-link',
        severity: 'warning',
        message: `Link ${written} cannot be checked without the wiki`,
        hint: 'Run npm run check:content to check links across the wiki',
        ...pos,
      });
      replaceWithSpan(parent, index, el, 'link-unknown', 'unknown', s.unknownLink + written);
      links.push({ href: written, kind: 'unknown', text, ...pos });
      return SKIP;
    }
    const targetInfo = { path: target.path ?? null, id: target.id, lang: target.lang, anchor };
    if (!target.exists) {
      diagnostics.push({
        rule: 'broken-link',
        severity: 'error',
        message: `Link target ${written} does not exist`,
        hint: /\.md$/i.test(pathPart)
          ? 'Check the file name and the relative path (../modules/x.md, tool-design.md)'
          : 'Only wiki pages (.md) can be linked; link source files through their page or an http(s) URL',
        ...pos,
      });
      replaceWithSpan(parent, index, el, 'link-missing', 'missing', s.missingPage + written);
      links.push({ href: written, kind: 'missing', target: targetInfo, text, ...pos });
      return SKIP;
    }
    if (anchor && target.anchors && !target.anchors.includes(anchor)) {
      diagnostics.push({
        rule: 'broken-anchor',
        severity: 'error',
        message: `Anchor #${anchor} does not exist on ${pathPart}`,
        hint: `Link to one of its heading ids: ${target.anchors.slice(0, 8).join(', ')}`,
        ...pos,
      });
      replaceWithSpan(parent, index, el, 'link-missing', 'missing', s.missingAnchor + written);
      links.push({ href: written, kind: 'missing', target: targetInfo, text, ...pos });
      return SKIP;
    }
    const resolved = pageRoute(target.id, target.lang, anchor);
    el.properties.href = resolved;
    el.properties.dataLink = 'internal';
    links.push({ href: written, kind: 'internal', resolved, target: targetInfo, text, ...pos });
    return SKIP;
  });

  diagnostics.sort((a, b) => a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule));
  return {
    path: page.path,
    lang,
    breadcrumb: page.breadcrumb,
    frontmatter: page.frontmatter,
    title: page.title,
    html: toHtml(tree as Nodes, { allowDangerousHtml: true }),
    headings: page.headings,
    diagrams: page.diagrams,
    links,
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
