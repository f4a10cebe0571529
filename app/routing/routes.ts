// Pure route table: turns a pathname into a route and back. Shared by the client, SSR and prerender.
import type { Lang } from '../i18n/strings';

export type Route =
  | { name: 'home' }
  | { name: 'topic'; id: string }
  | { name: 'practice'; id: string }
  | { name: 'function'; id: string; fn: string }
  | { name: 'labs' }
  | { name: 'lab'; slug: string }
  | { name: 'preview' }
  | { name: 'notFound'; path: string };

export interface Location {
  lang: Lang;
  /** true when the URL names the language (/en/…, /zh/…); false for the bare default form. */
  explicitLang: boolean;
  route: Route;
  search: string;
  hash: string;
}

const SEGMENT = /^[a-z0-9][a-z0-9-]*$/;

export function parseLocation(pathname: string, search = '', hash = ''): Location {
  let path = pathname.replace(/\/index\.html$/, '/');
  let lang: Lang = 'zh';
  let explicitLang = false;
  const m = /^\/(en|zh)(\/|$)/.exec(path);
  if (m) {
    lang = m[1] as Lang;
    explicitLang = true;
    path = path.slice(3) || '/';
  }
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return { lang, explicitLang, route: matchRoute(path), search, hash };
}

function matchRoute(path: string): Route {
  if (path === '/' || path === '') return { name: 'home' };
  if (path === '/preview') return { name: 'preview' };
  if (path === '/labs') return { name: 'labs' };
  const parts = path.split('/').filter(Boolean).map(safeDecode);
  if (parts.length === 2 && parts[0] === 'topics' && SEGMENT.test(parts[1]!))
    return { name: 'topic', id: parts[1]! };
  if (parts.length === 3 && parts[0] === 'topics' && parts[2] === 'practice' && SEGMENT.test(parts[1]!))
    return { name: 'practice', id: parts[1]! };
  if (
    parts.length === 4 &&
    parts[0] === 'topics' &&
    parts[2] === 'functions' &&
    SEGMENT.test(parts[1]!) &&
    /^[A-Za-z][A-Za-z0-9_]*$/.test(parts[3]!)
  )
    return { name: 'function', id: parts[1]!, fn: parts[3]! };
  if (parts.length === 2 && parts[0] === 'labs' && SEGMENT.test(parts[1]!))
    return { name: 'lab', slug: parts[1]! };
  return { name: 'notFound', path };
}

/** Percent-decoding that never throws: a malformed escape (`%E0%A4%A`) leaves the text as it is. */
export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The id a URL fragment names (`#task-1` → `task-1`), decoded without ever throwing. */
export function hashId(hash: string): string {
  return safeDecode(hash.startsWith('#') ? hash.slice(1) : hash);
}

/** Path of a route in a language: zh is the bare form unless asked to be explicit. */
export function hrefFor(route: Route, lang: Lang, explicit = false): string {
  const prefix = lang === 'en' ? '/en' : explicit ? '/zh' : '';
  switch (route.name) {
    case 'home':
      return prefix + '/';
    case 'topic':
      return `${prefix}/topics/${route.id}`;
    case 'practice':
      return `${prefix}/topics/${route.id}/practice`;
    case 'function':
      return `${prefix}/topics/${route.id}/functions/${route.fn}`;
    case 'labs':
      return `${prefix}/labs`;
    case 'lab':
      return `${prefix}/labs/${route.slug}`;
    case 'preview':
      return `${prefix}/preview`;
    case 'notFound':
      return prefix + route.path;
  }
}

/**
 * The path whose prerendered page serves `pathname`: `/zh/…` names the default language, so it renders
 * exactly what the bare path does, and the service worker keeps that page once for both addresses.
 */
export function pagePathFor(pathname: string): string {
  return pathname.replace(/^\/zh(?=\/|$)/, '') || '/';
}
