// The service worker: after one visit, every page, lab, practice page and the preview work with the
// network cut. The build (scripts/build/build-sw.ts) bundles this file and injects the precache list of the real
// output, prerendered pages included. Navigations are answered from that cache (a route's own
// index.html, any query ignored, unknown paths the 404 page); files not in the list (Pyodide, loaded on
// demand) are cached the first time they are fetched. A new release waits until the page asks for it, so
// it never takes over under a learner's edit.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

interface ManifestEntry {
  url: string;
  revision: string | null;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', fn: (e: { data: unknown }) => void): void;
}
const scope = self as unknown as WorkerScope;

// The first install takes the open page at once (there is no older release to wait for); later releases
// wait for the page's go-ahead (SKIP_WAITING below).
clientsClaim();
cleanupOutdatedCaches();
// Written as `self.__WB_MANIFEST` on purpose: the build replaces exactly that text with the list.
precacheAndRoute((self as unknown as { __WB_MANIFEST: ManifestEntry[] }).__WB_MANIFEST, {
  // `/labs/admission` and `/labs/admission/` are the prerendered `/labs/admission/index.html`.
  directoryIndex: 'index.html',
  cleanURLs: false,
  ignoreURLParametersMatching: [/.*/],
  urlManipulation: ({ url }) => [new URL(url.pathname.replace(/\/?$/, '/index.html'), url.href)],
});

// Same-origin files outside the precache (the Python runtime, fetched only when asked for) stay after
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
  if ((e.data as { type?: string } | null)?.type === 'SKIP_WAITING') void scope.skipWaiting();
});
