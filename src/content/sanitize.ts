// Sanitising: page content is untrusted, so raw HTML is parsed only when present, unsafe URLs are
// reported (and dropped) before the allow-list runs, and the ids it prefixes are fixed up after.

import rehypeRaw from 'rehype-raw';
import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import type { Element, Root, RootContent } from 'hast';
import type { Plugin } from 'unified';
import type { VFile } from 'vfile';
import { ctxOf, eachElement, lineCol, schemeOf } from './tree.ts';
import { withHint } from './diagnostic-text.ts';

export const SAFE_HREF_SCHEMES = ['http', 'https', 'mailto'];

/** GitHub's allow-list plus the classes math needs. Nothing script-capable. */
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

/** `rehype-raw`'s transform, run only when the page has raw HTML (parse5 re-parses the whole tree). */
const rawTransform = (rehypeRaw as unknown as (options: object) => (tree: Root, file: VFile) => Root)({});

function hasRaw(node: Root | Element): boolean {
  for (const c of node.children as RootContent[]) {
    if ((c.type as string) === 'raw') return true;
    if (c.type === 'element' && hasRaw(c)) return true;
  }
  return false;
}

export const rawWhenNeeded: Plugin<[], Root> = () => (tree, file) =>
  hasRaw(tree) ? rawTransform(tree, file as VFile) : tree;

/** Remove nodes of type `raw` anywhere in the tree. */
export function dropRaw(node: Root | Element): void {
  const children = node.children as RootContent[];
  for (let i = children.length - 1; i >= 0; i--) {
    const c = children[i]!;
    if ((c.type as string) === 'raw') children.splice(i, 1);
    else if (c.type === 'element') dropRaw(c);
  }
}

/** Before sanitizing: report links with a scheme that must never become live, and drop the href. */
export const reportUnsafeUrls: Plugin<[], Root> = () => (tree, file) => {
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
        ...withHint('content.unsafeLink', { scheme }),
        ...lineCol(el),
      });
      delete el.properties.href;
    }
  });
};

const CLOBBER_PREFIX = 'user-content-';

/** Footnote links point at `#fn-1`; sanitizing prefixed the target ids with `user-content-`. */
export const fixFootnoteLinks: Plugin<[], Root> = () => (tree) => {
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
