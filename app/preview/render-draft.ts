// One draft rendered as the preview shows it: the page's own pipeline (src/content) with links resolved
// against the other pages of the wiki. The render worker calls it on every edit; the build calls it once
// for the default draft, so the prerendered preview is the very page the worker will answer with.
import {
  createWikiResolver,
  finishPage,
  langOfPath,
  parseFrontmatter,
  preparePage,
  splitSource,
  type ClaimsFile,
  type RenderedPage,
  type WikiPageInfo,
} from '../../src/content/index';
import type { PageClaims } from './protocol';

/** A page links may point to. */
export interface LinkedPage {
  path: string;
  id: string;
  /** Heading and footnote ids, once worked out (undefined: anchors to this page are not checked). */
  anchors?: string[];
}

const stem = (path: string) => (path.split('/').pop() ?? path).replace(/(\.en)?\.md$/i, '');

/** The id a page is linked by: its frontmatter's, else its file name's. */
export function pageIdOf(path: string, source: string): string {
  try {
    const fm = parseFrontmatter(splitSource(source));
    const raw = fm.data && typeof fm.data.id === 'string' ? fm.data.id : null;
    return fm.frontmatter?.id ?? raw ?? stem(path);
  } catch {
    return stem(path);
  }
}

/** The heading and footnote ids of a page (none when it does not render). */
export function anchorsOf(path: string, source: string): string[] {
  try {
    return [...preparePage(source, { path }).anchors];
  } catch {
    return [];
  }
}

export function renderDraft(
  source: string,
  path: string,
  pages: Iterable<LinkedPage>,
  claims: ClaimsFile,
): { page: RenderedPage; claims: PageClaims } {
  const prepared = preparePage(source, { path, claims });
  const infos: WikiPageInfo[] = [];
  for (const p of pages) {
    if (p.path === path) continue;
    infos.push({ path: p.path, id: p.id, lang: langOfPath(p.path), anchors: p.anchors as string[] });
  }
  // The page itself, as edited now (links to its own file name see its current headings).
  infos.push({ path, id: prepared.id, lang: prepared.lang, anchors: [...prepared.anchors] });
  const page = finishPage(prepared, createWikiResolver(infos), { blocks: true });
  const named = (page.frontmatter?.claim_ids ?? []).map((id) => ({
    id,
    claim: Object.hasOwn(claims, id) ? claims[id]! : null,
  }));
  return { page, claims: named };
}
