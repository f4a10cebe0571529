// The preview's default draft as the build rendered it. The prerendered /preview holds that draft whole
// (its text in the editor, its page in the rendering pane), so a phone paints the finished preview from
// the HTML instead of building it after the scripts run. The browser hydrates the same screen from this
// seed (the text and the page header; the article stays the DOM it is) and then goes on as before: a
// saved draft replaces the default, and the render worker's first answer takes over from the seed.
import type { PageData } from '../content/types';
import type { Lang } from '../i18n/strings';

export interface PreviewSeed {
  lang: Lang;
  /** The bundled page the default draft is (wiki-relative). */
  path: string;
  source: string;
  /** The header the page shows; null when its frontmatter is invalid. */
  header: PageData | null;
  /** The article as the server rendered it (empty in the browser, which keeps the prerendered DOM). */
  html: string;
}

/** Where the prerendered page carries the seed for the browser (outside the React root). */
export const SEED_ELEMENT_ID = 'preview-seed';

let seed: PreviewSeed | null = null;

/** The seed while it describes the preview on screen (the build sets it; the browser reads the page's). */
export const previewSeed = (): PreviewSeed | null => seed;

export function setPreviewSeed(next: PreviewSeed | null): void {
  seed = next;
}

/** Once the worker has rendered the draft, the seed has served its purpose. */
export function forgetPreviewSeed(): void {
  seed = null;
}

/** The seed as a JSON script for the page (without the article, which the page already holds). */
export function seedScript(s: PreviewSeed): string {
  const json = JSON.stringify({ ...s, html: '' })
    // Nothing in the JSON may end the script or open a comment: `<`, `>` and `&` as escapes.
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SEED_ELEMENT_ID}">${json}</script>`;
}

const isSeed = (v: unknown): v is PreviewSeed => {
  const o = v as Partial<PreviewSeed> | null;
  return (
    !!o &&
    (o.lang === 'zh' || o.lang === 'en') &&
    typeof o.path === 'string' &&
    typeof o.source === 'string' &&
    typeof o.header === 'object'
  );
};

/**
 * Reads the seed the prerendered page carries, once: the element is removed, so a later visit within
 * the app (no prerendered HTML then) starts from the store alone.
 */
export function adoptPageSeed(lang: Lang): void {
  const el = document.getElementById(SEED_ELEMENT_ID);
  if (!el) return;
  el.remove();
  try {
    const parsed: unknown = JSON.parse(el.textContent ?? '');
    seed = isSeed(parsed) && parsed.lang === lang ? { ...parsed, html: '' } : null;
  } catch {
    seed = null;
  }
}
