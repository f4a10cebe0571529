// The diagram label font as site files (scripts/build/diagram-font.ts), for the SVG export to embed.
// `virtual:diagram-font` exports their URLs (null when the build machine lacks the source faces) and
// the characters they were cut to.
// Nothing links them: a page never fetches them to paint, only an export does (and the offline
// worker's later list keeps them), so they cost first paint nothing.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  DIAGRAM_FONT_SOURCES,
  diagramCharacters,
  diagramFontFiles,
  type DiagramFontPart,
} from './diagram-font.ts';

const ID = 'virtual:diagram-font';
const RESOLVED = '\0' + ID;
const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 10);

/** path under the site root → woff2, per part; null without the source faces. */
type FontFiles = Record<DiagramFontPart, { path: string; data: Buffer }> | null;

/** Subsetting takes seconds: the result is kept per character set, like the drawn diagrams. */
async function cachedFontFiles(root: string): Promise<FontFiles> {
  const parts = Object.keys(DIAGRAM_FONT_SOURCES) as DiagramFontPart[];
  const key = hash(diagramCharacters(root) + '\n' + JSON.stringify(DIAGRAM_FONT_SOURCES));
  const dir = join(root, 'node_modules/.cache/tool-lab-diagram-font', key);
  let data: Partial<Record<DiagramFontPart, Buffer>>;
  if (parts.every((p) => existsSync(join(dir, `${p}.woff2`))))
    data = Object.fromEntries(parts.map((p) => [p, readFileSync(join(dir, `${p}.woff2`))]));
  else {
    const made = await diagramFontFiles(root);
    if (!made) return null;
    mkdirSync(dir, { recursive: true });
    for (const p of parts) writeFileSync(join(dir, `${p}.woff2`), made[p]);
    data = made;
  }
  const entry = (p: DiagramFontPart) => ({
    path: `assets/diagram-font/${p}-${hash(data[p]!)}.woff2`,
    data: data[p]!,
  });
  return Object.fromEntries(parts.map((p) => [p, entry(p)])) as NonNullable<FontFiles>;
}

export function diagramFontPlugin(): Plugin {
  let base = '/';
  let root = process.cwd();
  let files: Promise<FontFiles> | null = null;
  const load = () => (files ??= cachedFontFiles(root));
  return {
    name: 'tool-lab-diagram-font',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const f = await load();
      if (!f) {
        this.warn('diagram font faces not found: exported diagrams will name the font stack only');
        return "export default null; export const covered = '';";
      }
      const urls = Object.fromEntries(Object.entries(f).map(([p, e]) => [p, base + e.path]));
      // what the subsets were cut to, so an export can name a draft's characters they lack
      const covered = JSON.stringify(diagramCharacters(root));
      return `export default ${JSON.stringify(urls)}; export const covered = ${covered};`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!.slice(base.length);
        if (!path.startsWith('assets/diagram-font/')) return next();
        void load().then((f) => {
          const hit = f && Object.values(f).find((e) => e.path === path);
          if (!hit) return next();
          res.setHeader('Content-Type', 'font/woff2');
          res.end(hit.data);
        }, next);
      });
    },
    async generateBundle(options) {
      // The client build only: the server bundle has no use for fonts.
      if (this.environment?.name === 'ssr' || options.dir?.endsWith('dist-ssr')) return;
      const f = await load();
      if (f)
        for (const e of Object.values(f)) this.emitFile({ type: 'asset', fileName: e.path, source: e.data });
    },
  };
}
