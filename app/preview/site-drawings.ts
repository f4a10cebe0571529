// The drawings the build made for a bundled page, by diagram source. A draft opened from a bundled page
// keeps most of its diagrams as they are; each of those is shown with the site's own drawing (the same
// SVG the reader sees, themed by CSS) and counts as checked, so opening the preview loads no mermaid
// at all. Mermaid draws and checks only a diagram the maintainer changed or added.
import { findSummary, loadPage } from '../content/pages';
import { readDiagramSvgs } from '../../src/content/index';
import type { Lang } from '../i18n/strings';

export type SiteDrawings = ReadonlyMap<string, string>;

const EMPTY: SiteDrawings = new Map();
const NONE = Promise.resolve(EMPTY);
const byPage = new Map<string, Promise<SiteDrawings>>();

/** Source → SVG markup of every diagram the build drew on page `id` in `lang` (empty if none). */
export function siteDrawings(lang: Lang, id: string | undefined): Promise<SiteDrawings> {
  if (!id || !findSummary(lang, id)) return NONE;
  const key = `${lang}/${id}`;
  let found = byPage.get(key);
  if (!found) {
    found = loadPage(lang, id).then(
      (page) => (page ? readDiagramSvgs(page.html, page.diagrams) : EMPTY),
      () => EMPTY,
    );
    byPage.set(key, found);
  }
  return found;
}
