import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { wikiPlugin } from './scripts/build/vite-plugin-wiki.ts';
import { labDiagramsPlugin } from './scripts/build/vite-plugin-lab-diagrams.ts';
import { pagePythonPlugin } from './scripts/build/vite-plugin-page-python.ts';
import { pyodidePlugin } from './scripts/build/vite-plugin-pyodide.ts';
import { katexPlugin } from './scripts/build/vite-plugin-katex.ts';
import { diagramFontPlugin } from './scripts/build/vite-plugin-diagram-font.ts';
import { pageLabsPlugin } from './scripts/build/vite-plugin-page-labs.ts';
import { builtSchemasPlugin } from './scripts/build/vite-plugin-built-schemas.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    wikiPlugin(),
    labDiagramsPlugin(),
    pagePythonPlugin(),
    pyodidePlugin(),
    katexPlugin(),
    diagramFontPlugin(),
    pageLabsPlugin(),
    builtSchemasPlugin(),
  ],
  build: {
    target: 'es2022',
    // Monaco and mermaid are big by nature; they load after first paint in their own chunks.
    chunkSizeWarningLimit: 4096,
    // Published with the site (not precached by the service worker): a learner or a contributor can
    // read the code that runs, and auditing tools expect them for large scripts.
    sourcemap: true,
    // Starting a fetch costs the main thread about a millisecond per file (four on a slow phone), so a
    // lazy screen's twenty to forty preload links made one long task. Its modules are fetched by the
    // module loader instead, each as its importer is parsed, in tasks of their own.
    modulePreload: {
      resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: string }) =>
        hostType === 'html' ? deps : [],
    },
    // What every page needs to start is one file, not the 27 small chunks shared code split it into.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] } },
    },
  },
  resolve: {
    alias: [
      // Monaco's language workers import this module, which registers every editor feature Monaco
      // has; ours registers the ones the labs use (app/editor/monaco-features.ts).
      {
        find: /^(\.\.\/)+internal\/common\/workers\.js$/,
        replacement: fileURLToPath(new URL('./app/editor/monaco-web-worker.ts', import.meta.url)),
      },
      // Monaco's per-key latency timing for VS Code's telemetry, which the standalone editor never
      // reads; the stand-in's hooks do nothing (app/editor/monaco-input-latency.ts says what it saves).
      {
        find: /^(\.\.\/)+base\/browser\/performance\.js$/,
        replacement: fileURLToPath(new URL('./app/editor/monaco-input-latency.ts', import.meta.url)),
      },
    ],
  },
  worker: { format: 'es' },
  server: { port: 5173 },
  preview: { port: 4321 },
});
