// Build only (imported by the route preparer on the server): renders the preview's default draft the way
// the render worker will, for the prerendered /preview. Each block goes into the HTML after a seam that
// names its key, so the browser's first patch finds every block already in place; a diagram the build
// drew for the topic page is shown with that drawing, as the worker's answer would show it.
import { findFigure, type ClaimsFile } from '../../src/content/index';
import { loadPage } from '../content/pages';
import type { Lang } from '../i18n/strings';
import { keyedSeam } from './block-patch';
import { toPageData } from './page-data';
import { anchorsOf, pageIdOf, renderDraft, type LinkedPage } from './render-draft';
import { defaultDraftPath } from './store';
import { setPreviewSeed, type PreviewSeed } from './seed';

const PREFIX = '/content/wiki/';
const raw = import.meta.glob<string>('/content/wiki/**/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const claimFiles = import.meta.glob<ClaimsFile>('/content/claims/*.json', { eager: true, import: 'default' });
const claims: ClaimsFile = Object.assign({}, ...Object.values(claimFiles));

let linked: LinkedPage[] | null = null;
/** Every bundled page with its anchors: the state the worker's index reaches once it is filled. */
function linkedPages(): LinkedPage[] {
  return (linked ??= Object.entries(raw).map(([key, source]) => {
    const path = key.slice(PREFIX.length);
    return { path, id: pageIdOf(path, source), anchors: anchorsOf(path, source) };
  }));
}

/** `block` with each figure the build drew (same index, same source) replaced by the built figure. */
function withDrawnFigures(
  block: string,
  diagrams: readonly { index: number; source: string }[],
  built: { html: string; diagrams: readonly { index: number; source: string }[] } | undefined,
): string {
  if (!built) return block;
  let out = block;
  for (const d of diagrams) {
    if (built.diagrams[d.index]?.source !== d.source) continue;
    const here = findFigure(out, d.index, false);
    const drawn = findFigure(built.html, d.index, true);
    if (!here || !drawn) continue;
    out = out.slice(0, here.open) + built.html.slice(drawn.open, drawn.end) + out.slice(here.end);
  }
  return out;
}

export async function seedPreview(lang: Lang): Promise<void> {
  const path = defaultDraftPath(lang);
  const source = path ? raw[PREFIX + path] : undefined;
  if (!path || source === undefined) return setPreviewSeed(null);
  const { page, claims: named } = renderDraft(source, path, linkedPages(), claims);
  const id = page.frontmatter?.id;
  const built = id ? await loadPage(page.lang, id) : undefined;
  const html = (page.blocks ?? [page.html])
    .map((b) => keyedSeam(b) + withDrawnFigures(b, page.diagrams, built))
    .join('');
  const data = toPageData(page, named);
  const seed: PreviewSeed = { lang, path, source, header: data && { ...data, html: '' }, html };
  setPreviewSeed(seed);
}
