// Pyodide (CPython in WebAssembly) served from the site's own origin, for the labs' "run the page's
// Python" panel. The five files the runtime needs are copied from node_modules/pyodide at build time into
// dist/pyodide/<version>/ (and served from node_modules by the dev server), never committed: the 12 MB of
// binaries would weigh on every clone and every history rewrite, while the exact version is already pinned
// by package-lock.json, so a build always ships the runtime the differential test ran against.
// The browser fetches them only when a learner presses the panel's button (app/labs/python.worker.ts).
//
//   virtual:pyodide-assets   `pyodideDir` (relative to the site's base) and `pyodideVersion`
import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:pyodide-assets';

/** What `loadPyodide` fetches: the loader, the Emscripten module and its wasm, the standard library, the lock file. */
export const PYODIDE_FILES = [
  'pyodide.mjs',
  'pyodide.asm.mjs',
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
] as const;

const TYPES: Record<string, string> = {
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
  '.json': 'application/json',
};

export function pyodidePlugin(): Plugin {
  const require = createRequire(import.meta.url);
  const source = dirname(require.resolve('pyodide/package.json'));
  const { version } = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { version: string };
  // the version in the path: a new runtime never meets an old one's files in a cache
  const dir = `pyodide/${version}/`;
  let base = '/';

  return {
    name: 'tool-lab-pyodide',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === VIRTUAL ? '\0' + VIRTUAL : null;
    },
    load(id) {
      if (id !== '\0' + VIRTUAL) return null;
      return `export const pyodideDir = ${JSON.stringify(dir)};\nexport const pyodideVersion = ${JSON.stringify(version)};\n`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const name = path.startsWith(base + dir) ? path.slice((base + dir).length) : '';
        if (!(PYODIDE_FILES as readonly string[]).includes(name)) return next();
        res.setHeader('content-type', TYPES[extname(name)] ?? 'application/octet-stream');
        createReadStream(join(source, name)).pipe(res);
      });
    },
    generateBundle() {
      // the client build only: the server render never runs Python
      if (this.environment.name === 'ssr') return;
      for (const name of PYODIDE_FILES)
        this.emitFile({ type: 'asset', fileName: dir + name, source: readFileSync(join(source, name)) });
    },
  };
}
