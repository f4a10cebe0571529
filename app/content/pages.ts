// Page data cache. Pages are split into their own chunks; a route preloads its page before it
// renders (the server before rendering, the client before hydrating), so rendering is synchronous.
import { pages, loaders } from 'virtual:wiki-index';
import type { Lang } from '../i18n/strings';
import type { PageData, PageSummary } from './types';
import type { Location } from '../routing/routes';

const cache = new Map<string, PageData>();
const key = (lang: Lang, id: string) => `${lang}/${id}`;

// Bumped when a loaded page is replaced (the dev server's content updates), so open pages re-render.
let version = 0;
const listeners = new Set<() => void>();
export function subscribePages(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
export const pagesVersion = () => version;

/** Swaps in fresh data for a page that is already loaded (dev: an edit under content/). */
export function replaceLoadedPage(lang: Lang, id: string, data: PageData) {
  cache.set(key(lang, id), data);
  version++;
  for (const l of listeners) l();
}

export const allPages: PageSummary[] = pages;

export function findSummary(lang: Lang, id: string): PageSummary | undefined {
  return pages.find((p) => p.lang === lang && p.id === id);
}

export function getLoadedPage(lang: Lang, id: string): PageData | undefined {
  return cache.get(key(lang, id));
}

export async function loadPage(lang: Lang, id: string): Promise<PageData | undefined> {
  const k = key(lang, id);
  const hit = cache.get(k);
  if (hit) return hit;
  const loader = loaders[k];
  if (!loader) return undefined;
  const mod = await loader();
  cache.set(k, mod.default);
  return mod.default;
}

/** The language a topic is shown in: the requested one, else the one that exists. */
export function pageLangFor(lang: Lang, id: string): Lang | null {
  if (findSummary(lang, id)) return lang;
  const other: Lang = lang === 'zh' ? 'en' : 'zh';
  return findSummary(other, id) ? other : null;
}

export async function preloadForLocation(loc: Location): Promise<void> {
  if (loc.route.name === 'topic') {
    const lang = pageLangFor(loc.lang, loc.route.id);
    if (lang) await loadPage(lang, loc.route.id);
  }
}
