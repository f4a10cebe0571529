// Headings and links: stable CJK-preserving heading ids, the anchors a link may target, and link
// resolution (wiki file links → routes, anchors checked, unsafe or missing targets made inert).

import { toText } from 'hast-util-to-text';
import { slug as githubSlug } from 'github-slugger';
import type { Element, ElementContent, Parents, Root } from 'hast';
import type { Plugin } from 'unified';
import type { VFile } from 'vfile';
import { ctxOf, eachElement, isElement, lineCol, schemeOf, SKIP, type Ctx } from './tree.ts';
import type { Diagnostic, Heading, Lang, LinkRef, LinkResolver, ResolvedLink } from './types.ts';
import { msg } from '../i18n/messages.ts';
import { said, withHint } from './diagnostic-text.ts';

const STRINGS = {
  zh: { missingPage: '页面不存在：', missingAnchor: '锚点不存在：', unknownLink: '无法解析的链接：' },
  en: { missingPage: 'Missing page: ', missingAnchor: 'Missing anchor: ', unknownLink: 'Unresolved link: ' },
} as const;

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
            ...withHint('content.duplicateAnchor', { heading: text, anchor: base, given: id }),
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

export const headingIds: Plugin<[], Root> = () => (tree, file) => {
  const ctx = ctxOf(file as VFile);
  ctx.headings = assignHeadingIds(tree, ctx);
};

/** Every id an anchor may point to: heading ids plus other element ids (footnotes). */
export function collectAnchors(tree: Root, headings: Heading[]): Set<string> {
  const anchors = new Set<string>(headings.map((h) => h.id));
  eachElement(tree, (el) => {
    if (typeof el.properties.id === 'string') anchors.add(el.properties.id);
  });
  return anchors;
}

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

/** What link resolution needs to know about the page whose links it resolves. */
export interface LinkContext {
  path: string;
  lang: Lang;
  headings: Heading[];
  anchors: Set<string>;
}

/**
 * Resolve every link of `tree` in place (`resolver` may be null: relative page links are then
 * "unknown"). Returns the links found and the problems with them.
 */
export function resolveLinks(
  tree: Root,
  page: LinkContext,
  resolver: LinkResolver | null,
): { links: LinkRef[]; diagnostics: Diagnostic[] } {
  const s = STRINGS[page.lang];
  const diagnostics: Diagnostic[] = [];
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
      const resolved = withEnPrefix(href, page.lang);
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
          ...said(
            msg('content.anchorHere', { anchor }),
            msg('content.anchorHere.hint', {
              ids: page.headings
                .map((h) => h.id)
                .slice(0, 8)
                .join(', '),
            }),
          ),
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
        ...withHint('content.linkUnchecked', { link: written }),
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
        ...said(
          msg('content.linkTarget', { link: written }),
          /\.md$/i.test(pathPart)
            ? msg('content.linkMd.hint', { examples: '../modules/x.md, tool-design.md' })
            : msg('content.linkSource.hint'),
        ),
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
        ...said(
          msg('content.anchorThere', { anchor, page: pathPart }),
          msg('content.anchorThere.hint', { ids: target.anchors.slice(0, 8).join(', ') }),
        ),
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

  return { links, diagnostics };
}
