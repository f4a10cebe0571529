// Fills the built index.html with one prerendered route: its language, title, description, the app's
// HTML and any data the page carries beside the React root.

export interface RenderedRoute {
  url: string;
  html: string;
  lang: string;
  title: string;
  description: string;
  /** Markup placed just before the React root (the preview's seed). */
  data?: string;
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

export function fillPage(template: string, r: RenderedRoute): string {
  const manifest = r.lang === 'en' ? '/en/manifest.webmanifest' : '/manifest.webmanifest';
  const head = `<title>${escapeHtml(r.title)}</title>\n    <meta name="description" content="${escapeHtml(r.description)}" />`;
  const body = `${r.data ?? ''}<div id="root" data-prerendered="${escapeHtml(r.url)}">${r.html}`;
  // Replacer functions throughout: a replacement string reads `$$`, `$&` or `$'` in a page (display
  // math, shell code, a title) as patterns instead of the text they are.
  return (
    template
      .replace('<html lang="zh-CN">', () => `<html lang="${r.lang}">`)
      // The installable app speaks the page's language: English pages link the English manifest.
      .replace('href="/manifest.webmanifest"', () => `href="${manifest}"`)
      .replace('<title>Tool Lab</title>', () => head)
      .replace('<div id="root"><!--app-->', () => body)
  );
}
