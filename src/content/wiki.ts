// Render a whole wiki: every page is prepared first (so all heading ids are known), then links are
// resolved across pages and checked against the target's anchors.

import { finishPage, langOfPath, preparePage, type FinishOptions, type PreparedPage } from './pipeline.ts';
import type { ClaimsFile, Lang, LinkResolver, RenderedPage, ResolvedLink } from './types.ts';
import { msg } from '../i18n/messages.ts';
import { said } from './diagnostic-text.ts';

export interface WikiFile {
  /** Path relative to the wiki root, e.g. `topics/tool-design.md`, `modules/harness.en.md`. */
  path: string;
  source: string;
}

/** What the resolver needs to know about one page. */
export interface WikiPageInfo {
  path: string;
  id: string;
  lang: Lang;
  anchors: readonly string[];
}

/** Normalize a wiki path: forward slashes, no leading `./` or `/`. */
export function normalizeWikiPath(path: string): string {
  return path
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '')
    .replace(/^\/+/, '');
}

/**
 * Resolve `href` (a relative file link, no fragment) against the page at `fromPath`.
 * Returns the wiki-root-relative path, or null when the link leaves the wiki root.
 */
export function resolveWikiPath(fromPath: string, href: string): string | null {
  const base = normalizeWikiPath(fromPath).split('/').slice(0, -1);
  const parts = [...base];
  for (const seg of href.replace(/\\/g, '/').split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else {
      parts.push(seg);
    }
  }
  return parts.join('/');
}

function stemOf(path: string): string {
  return (path.split('/').pop() ?? path).replace(/(\.en)?\.md$/i, '');
}

/** A link resolver over a known set of pages. */
export function createWikiResolver(pages: Iterable<WikiPageInfo>): LinkResolver {
  const byPath = new Map<string, WikiPageInfo>();
  for (const p of pages) byPath.set(normalizeWikiPath(p.path), p);
  return (href: string, fromPath: string): ResolvedLink => {
    const path = resolveWikiPath(fromPath, href);
    const page = path === null ? undefined : byPath.get(path);
    if (!page) return { exists: false, id: stemOf(href), lang: langOfPath(href), path };
    return { exists: true, id: page.id, lang: page.lang, path: page.path, anchors: page.anchors };
  };
}

/** Every page of a wiki rendered up to link resolution, and a resolver over all of them. */
export interface PreparedWiki {
  pages: PreparedPage[];
  resolver: LinkResolver;
}

/** Phase 1 for a whole wiki: every page prepared, so every page's anchors are known. */
export function prepareWiki(
  files: readonly WikiFile[],
  claims?: ClaimsFile,
  claimsFileOf?: (pageId: string) => string,
): PreparedWiki {
  const pages: PreparedPage[] = files.map((f) =>
    preparePage(f.source, {
      path: normalizeWikiPath(f.path),
      ...(claims ? { claims } : {}),
      ...(claimsFileOf ? { claimsFileOf } : {}),
    }),
  );
  checkDuplicateIds(pages, files);
  const resolver = createWikiResolver(
    pages.map((p) => ({ path: p.path, id: p.id, lang: p.lang, anchors: [...p.anchors] })),
  );
  return { pages, resolver };
}

/**
 * Phase 2 for a whole wiki: links resolved across it (and diagrams drawn at build time put in).
 * Returns the pages keyed by their wiki-root-relative path, in the order given.
 */
export function finishWiki(wiki: PreparedWiki, options: FinishOptions = {}): Map<string, RenderedPage> {
  const out = new Map<string, RenderedPage>();
  for (const p of wiki.pages) out.set(p.path, finishPage(p, wiki.resolver, options));
  return out;
}

/**
 * Render every page of a wiki with links resolved across it. Returns the pages keyed by their
 * wiki-root-relative path, in the order given.
 */
export function buildWiki(
  files: readonly WikiFile[],
  claims?: ClaimsFile,
  claimsFileOf?: (pageId: string) => string,
): Map<string, RenderedPage> {
  return finishWiki(prepareWiki(files, claims, claimsFileOf));
}

/** Two pages with the same id and language would share a route. */
function checkDuplicateIds(pages: PreparedPage[], files: readonly WikiFile[]): void {
  const seen = new Map<string, PreparedPage>();
  pages.forEach((p, i) => {
    if (!p.frontmatter) return;
    const key = `${p.lang}:${p.id}`;
    const first = seen.get(key);
    if (!first) {
      seen.set(key, p);
      return;
    }
    const lines = (files[i]?.source ?? '').split(/\r?\n/);
    const idLine = lines.findIndex((l) => /^id\s*:/.test(l)) + 1;
    p.diagnostics.push({
      rule: 'frontmatter',
      severity: 'error',
      ...said(
        msg('content.duplicateId', { id: p.id, path: first.path }),
        msg('content.duplicateId.hint', { ext: p.lang === 'en' ? '.en.md' : '.md' }),
      ),
      line: idLine || 1,
      column: 1,
    });
  });
}

// A single page without its wiki (a maintainer's live preview): links resolve via options.resolveLink.
export { renderPage } from './pipeline.ts';
