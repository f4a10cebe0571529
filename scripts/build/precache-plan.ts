// Which built files the service worker fetches on the first visit and which when the reader's browser is
// idle. On install: the shell (what every page loads to start, and the stylesheets it links), every
// prerendered page, the manifests and icons: then every page reads offline, and the route being visited
// keeps its own code as it loads it. Later: everything else (Monaco and its language workers, the
// tokenizer, the MCP worker, mermaid, other labs' code, the search index), whose names carry a content
// hash; the page asks for them when the browser is idle and the connection allows (app/offline/).
import { createHash } from 'node:crypto';
import { pagePathFor } from '../../app/routing/routes.ts';

/**
 * The `/zh/…` pages, left out of both lists: they are their bare twins prerendered under another
 * address, and the service worker answers them with the bare page (`pagePathFor` in app/routing).
 */
export const TWIN_PAGES = 'zh/**/*.html';

/** The bare page a `/zh/…` page (as Workbox lists it) stands in for: the route table's own mapping. */
export function bareTwinOf(url: string): string {
  return pagePathFor('/' + url).slice(1);
}

/** Whether a `/zh/…` page is its bare twin byte for byte, but for the address it was prerendered for. */
export function sameButAddress(bare: string, twin: string): boolean {
  const address = / data-prerendered="[^"]*"/;
  return bare.replace(address, '') === twin.replace(address, '');
}

/** `url` as Workbox lists it (relative to dist/, no leading slash). */
export function isFirstVisit(url: string, shell: ReadonlySet<string>): boolean {
  return (
    shell.has(url) ||
    url.endsWith('.html') ||
    url.endsWith('.webmanifest') ||
    url.startsWith('icons/') ||
    /^favicon\.[a-z]+$/.test(url)
  );
}

/** The later list: absolute paths, and a cache name that changes whenever the list does. */
export function laterList(urls: string[], shell: ReadonlySet<string>): { cache: string; urls: string[] } {
  const later = urls
    .filter((u) => !isFirstVisit(u, shell))
    .map((u) => '/' + u)
    .sort();
  const hash = createHash('sha256').update(later.join('\n')).digest('hex').slice(0, 12);
  return { cache: `tool-lab-later-${hash}`, urls: later };
}
