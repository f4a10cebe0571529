// KaTeX's stylesheet and fonts, served from the site's own origin. Pages render math as KaTeX's HTML
// (with MathML beside it for screen readers); that HTML needs katex.css and its fonts to look like
// math: stretched braces, left-aligned `cases` rows, upright names. The stylesheet is its own file,
// linked only by pages that hold math (app/article/MathStyles.tsx), so pages without math load
// nothing more. Only the woff2 fonts are shipped (every supported browser reads woff2), each one
// fetched by the browser only when a formula uses its face.
//
// `virtual:katex-css` exports the stylesheet's URL. A build emits the files under assets/katex/
// (content-hashed names); the dev server answers the same paths from node_modules.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:katex-css';
const RESOLVED = '\0' + ID;

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 10);

interface KatexFiles {
  /** path under the site root → file content */
  files: Map<string, string | Buffer>;
  cssPath: string;
}

/** The stylesheet with woff2-only @font-face rules pointing at hashed font files next to it. */
export function katexFiles(): KatexFiles {
  const dist = dirname(createRequire(import.meta.url).resolve('katex/dist/katex.min.css'));
  const files = new Map<string, string | Buffer>();
  const fontPath = new Map<string, string>();
  for (const name of readdirSync(join(dist, 'fonts'))) {
    if (!name.endsWith('.woff2')) continue;
    const data = readFileSync(join(dist, 'fonts', name));
    const path = `assets/katex/${name.replace(/\.woff2$/, '')}-${hash(data)}.woff2`;
    fontPath.set(name, path);
    files.set(path, data);
  }
  const css = readFileSync(join(dist, 'katex.min.css'), 'utf8').replace(
    /src:([^;}]*)/g,
    (_m, list: string) => {
      const woff2 = /url\(fonts\/([^)]+\.woff2)\)/.exec(list)?.[1];
      const path = woff2 && fontPath.get(woff2);
      if (!path) throw new Error(`katex.min.css: no woff2 font in "${list}"`);
      return `src:url(${path.slice('assets/katex/'.length)}) format("woff2")`;
    },
  );
  const cssPath = `assets/katex/katex-${hash(css)}.css`;
  files.set(cssPath, css);
  return { files, cssPath };
}

export function katexPlugin(): Plugin {
  let base = '/';
  let katex: KatexFiles | null = null;
  const load = () => (katex ??= katexFiles());
  return {
    name: 'tool-lab-katex',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      return `export default ${JSON.stringify(base + load().cssPath)};`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!.slice(base.length);
        const body = path.startsWith('assets/katex/') ? load().files.get(path) : undefined;
        if (body === undefined) return next();
        res.setHeader('Content-Type', path.endsWith('.css') ? 'text/css' : 'font/woff2');
        res.end(body);
      });
    },
    generateBundle(options) {
      // The client build only: the server bundle has no use for stylesheets or fonts.
      if (this.environment?.name === 'ssr' || options.dir?.endsWith('dist-ssr')) return;
      for (const [fileName, source] of load().files) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
