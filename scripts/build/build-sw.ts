// Last step of `npm run build`: bundle the service worker (app/offline/sw.ts) and inject its two lists
// of the real output (see scripts/build/precache-plan.ts): the precache (the shell and every prerendered page,
// which exist only from here on) and the later files, fetched when the reader's browser is idle.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';
import { getManifest, injectManifest } from 'workbox-build';
import { bootAssets } from './defer-boot.ts';
import { bareTwinOf, isFirstVisit, laterList, sameButAddress, TWIN_PAGES } from './precache-plan.ts';

const dist = resolve('dist');

await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir: dist,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    lib: { entry: resolve('app/offline/sw.ts'), formats: ['es'], fileName: () => 'sw.js' },
    rolldownOptions: { output: { codeSplitting: false } },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});

// The shell: what every prerendered page loads to start (they all share the 404 page's template).
const shell = new Set(
  bootAssets(readFileSync(resolve(dist, '404.html'), 'utf8')).map((u) => u.replace(/^\//, '')),
);
const FILES = '**/*.{html,js,css,svg,png,webmanifest,json,wasm}';
// The diagram label faces an SVG export embeds: no page draws with them, so they go to the later list
// (never the precache) and an export works offline without having been tried online first.
const DIAGRAM_FONTS = 'assets/diagram-font/*.woff2';
// The Python runtime (tens of MB) is cached when first used, never fetched ahead; the `/zh/…` pages are
// served from their bare twins, which is only right while they are the same page (checked here).
const IGNORE = ['sw.js', 'pyodide/**', TWIN_PAGES];
const twins = await getManifest({ globDirectory: dist, globPatterns: [TWIN_PAGES] });
for (const { url } of twins.manifestEntries) {
  const read = (u: string) => readFileSync(resolve(dist, u), 'utf8');
  if (!sameButAddress(read(bareTwinOf(url)), read(url)))
    throw new Error(`service worker: ${url} differs from ${bareTwinOf(url)}, so it cannot be served from it`);
}
const common = {
  globDirectory: dist,
  globPatterns: [FILES, DIAGRAM_FONTS],
  globIgnores: IGNORE,
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  dontCacheBustURLsMatching: /\/assets\//,
};

const all = await getManifest(common);
const { count, size, warnings } = await injectManifest({
  ...common,
  swSrc: resolve(dist, 'sw.js'),
  swDest: resolve(dist, 'sw.js'),
  manifestTransforms: [
    (entries) => ({ manifest: entries.filter((e) => isFirstVisit(e.url, shell)), warnings: [] }),
  ],
});
for (const w of [...warnings, ...all.warnings]) console.warn(`service worker: ${w}`);

const later = laterList(
  all.manifestEntries.map((e) => e.url),
  shell,
);
const laterBytes = later.urls.reduce((n, u) => n + statSync(resolve(dist, '.' + u)).size, 0);
const sw = resolve(dist, 'sw.js');
const code = readFileSync(sw, 'utf8');
if (!code.includes('self.__TL_LATER')) throw new Error('service worker: self.__TL_LATER not found in sw.js');
writeFileSync(sw, code.replace('self.__TL_LATER', JSON.stringify({ cache: later.cache, urls: later.urls })));
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
console.log(
  `service worker: ${count} files precached on the first visit (${mb(size)} MB; ` +
    `${twins.manifestEntries.length} /zh/ pages served from their bare twins); ` +
    `${later.urls.length} later when idle (${mb(laterBytes)} MB)`,
);
