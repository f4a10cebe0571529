// The topic reader's page shape, built from a page rendered in the browser, so the preview can show
// the same header (title, badges, version, claims) as the reader.
import type { PageData } from '../content/types';
import type { RenderedPage } from '../../src/content/index';
import type { PageClaims } from './protocol';

/** Null when the frontmatter is invalid (the reader would never show such a page). */
export function toPageData(page: RenderedPage, claims: PageClaims): PageData | null {
  const fm = page.frontmatter;
  if (!fm) return null;
  return {
    id: fm.id,
    lang: page.lang,
    kind: fm.kind ?? 'topic',
    module: fm.module,
    title: page.title,
    breadcrumb: page.breadcrumb,
    status: fm.status,
    depth: fm.depth,
    practiceStatus: fm.practice_status,
    pageVersion: fm.page_version,
    lastChecked: fm.last_checked,
    summary: '',
    hasOtherLang: false,
    order: 0,
    practiceTasks: [],
    claimIds: fm.claim_ids,
    // The header reads none of the HTML (and the worker's page carries it as blocks).
    html: '',
    headings: page.headings
      .filter((h) => h.depth >= 2 && h.depth <= 3)
      .map(({ depth, text, id }) => ({ depth, text, id })),
    diagrams: page.diagrams.map(({ index, source, title, line }) => ({ index, source, title, line })),
    claims,
  };
}
