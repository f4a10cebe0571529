// The service worker: after one visit, every page, lab, practice page and the preview work with the
// network cut. The build (scripts/build/build-sw.ts) bundles this file and injects two lists of the real
// output: the precache (the shell and every prerendered page, fetched on install) and the later files
// (every other script, style and data file: kept as the pages use them, and all of them when the page
// asks, which it does when the browser is idle and the connection allows; see later-cache.ts).
// Navigations are answered from the precache (a route's own
// index.html, any query ignored, unknown paths the 404 page); files in neither list (Pyodide, loaded on
// demand) are cached the first time they are fetched. A new release waits until the page asks for it, so
// it never takes over under a learner's edit.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { LaterCache, type LaterList } from './later-cache';
import type { OfflineStatusMessage, ToWorker } from './protocol';
import { pagePathFor } from '../routing/routes';

interface ManifestEntry {
  url: string;
  revision: string | null;
}
interface ExtendableEvent {
  waitUntil(p: Promise<unknown>): void;
}
interface WindowClient {
  postMessage(m: unknown): void;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  clients: { matchAll(o: { includeUncontrolled: boolean; type: 'window' }): Promise<WindowClient[]> };
  addEventListener(type: 'message', fn: (e: ExtendableEvent & { data: unknown }) => void): void;
  addEventListener(type: 'activate', fn: (e: ExtendableEvent) => void): void;
}
const scope = self as unknown as WorkerScope;

// The first install takes the open page at once (there is no older release to wait for); later releases
// wait for the page's go-ahead (SKIP_WAITING below).
clientsClaim();
cleanupOutdatedCaches();
// Written as `self.__WB_MANIFEST` on purpose: the build replaces exactly that text with the list.
precacheAndRoute((self as unknown as { __WB_MANIFEST: ManifestEntry[] }).__WB_MANIFEST, {
  // `/labs/admission` and `/labs/admission/` are the prerendered `/labs/admission/index.html`, and so is
  // `/zh/labs/admission`: the build keeps the bare page only (the client hydrates it there too).
  directoryIndex: 'index.html',
  cleanURLs: false,
  ignoreURLParametersMatching: [/.*/],
  urlManipulation: ({ url }) => [new URL(pagePathFor(url.pathname).replace(/\/?$/, '/index.html'), url.href)],
});

// Written as `self.__TL_LATER` on purpose: the build replaces exactly that text with the later list.
const later = new LaterCache((self as unknown as { __TL_LATER: LaterList }).__TL_LATER, broadcast);

async function broadcast(): Promise<void> {
  const status: OfflineStatusMessage = {
    type: 'OFFLINE_STATUS',
    missing: (await later.missing()).length,
    total: later.size,
    busy: later.busy,
  };
  for (const c of await scope.clients.matchAll({ includeUncontrolled: true, type: 'window' }))
    c.postMessage(status);
}

scope.addEventListener('activate', (e) => e.waitUntil(later.adoptOlder()));

// A later file is answered from its cache, and kept the first time it is fetched (its name carries its
// content hash, so the kept copy is never stale).
registerRoute(
  ({ url, request }) => url.origin === location.origin && request.method === 'GET' && later.has(url.pathname),
  new CacheFirst({ cacheName: later.cacheName }),
);

// Same-origin files outside both lists (the Python runtime, fetched only when asked for) stay after
// their first use.
registerRoute(
  ({ url, request }) =>
    url.origin === location.origin && request.method === 'GET' && request.mode !== 'navigate',
  new CacheFirst({
    cacheName: 'tool-lab-on-demand',
    plugins: [new ExpirationPlugin({ maxEntries: 60 })],
  }),
);

// Any other navigation goes to the network (the host answers unknown paths with its 404 page); offline,
// the catch handler below gives the cached 404 page instead.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

// A navigation that is not a page of the site gets the site's 404 page, offline too.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') return (await matchPrecache('/404.html')) ?? Response.error();
  return Response.error();
});

scope.addEventListener('message', (e) => {
  const msg = e.data as ToWorker | { type: 'SKIP_WAITING' } | null;
  if (msg?.type === 'SKIP_WAITING') void scope.skipWaiting();
  else if (msg?.type === 'OFFLINE_STATUS') e.waitUntil(broadcast());
  else if (msg?.type === 'WARM' && Array.isArray(msg.urls))
    e.waitUntil(later.fill(msg.urls.filter((u): u is string => typeof u === 'string')));
  else if (msg?.type === 'FETCH_LATER') e.waitUntil(later.fill());
});
