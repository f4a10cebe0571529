// Last step of `npm run build`: bundle the service worker (app/offline/sw.ts) and inject the precache
// list of everything in dist/ (hashed assets and the prerendered pages, which exist only from here on).
import { resolve } from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

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

const { count, size, warnings } = await injectManifest({
  swSrc: resolve(dist, 'sw.js'),
  swDest: resolve(dist, 'sw.js'),
  globDirectory: dist,
  globPatterns: ['**/*.{html,js,css,svg,png,webmanifest,json,wasm}'],
  // The Python runtime (tens of MB) is cached when first used, not on every first visit.
  globIgnores: ['sw.js', 'pyodide/**'],
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  dontCacheBustURLsMatching: /\/assets\//,
});
for (const w of warnings) console.warn(`service worker: ${w}`);
console.log(`service worker: ${count} files precached (${(size / 1024 / 1024).toFixed(1)} MB)`);
