// Vite plugin that turns content/ into virtual modules:
//   virtual:wiki-index        page summaries (for the home page) + lazy loaders of every page
//   virtual:wiki-search       plain text of every page, loaded when search is first used
//   virtual:wiki-page/<lang>/<id>   one rendered page (HTML, headings, diagrams, claims)
// Markdown, math and highlighting all run here at build time, so the browser gets finished HTML;
// a production build also draws the diagrams to inline SVG (the dev server leaves them to mermaid
// in the browser, so edits show at once). TOOL_LAB_DIAGRAMS=browser keeps a build on that path too.
import type { Plugin, ViteDevServer } from 'vite';
import { join, relative, resolve } from 'node:path';
import { loadWiki, loadWikiWithDiagrams, type LoadedWiki } from './wiki-loader.ts';
import { pageData, pageSummary, blockingProblems } from './wiki-modules.ts';
import { searchFiles, searchModule, type SearchFiles } from './wiki-search.ts';
import type { Diagnostic, RenderedPage } from '../../src/content/index.ts';
import { formatDiagnostic, type FileDiagnostic } from '../../src/content-checks/diagnostics.ts';
import { checkLabContentOnDisk } from './lab-content-files.ts';

const INDEX = 'virtual:wiki-index';
const SEARCH = 'virtual:wiki-search';
const PAGE = 'virtual:wiki-page/';
/** Dev server: the diagnostics of every page (app/dev/content-overlay.ts shows the open page's). */
const DIAGNOSTICS_URL = '/__tool-lab/diagnostics';

/** What the dev overlay learns about one page. */
export interface PageReport {
  /** Path relative to the project, e.g. `content/wiki/topics/tool-design.md`. */
  file: string;
  /** Frontmatter id, else the file name without `.md`/`.en.md`. */
  id: string;
  lang: 'zh' | 'en';
  diagnostics: Diagnostic[];
}

export function wikiPlugin(opts: { root?: string } = {}): Plugin {
  const contentDir = resolve(opts.root ?? process.cwd(), 'content');
  let wiki: LoadedWiki | null = null;
  let server: ViteDevServer | null = null;

  const extra = process.env.TOOL_LAB_FIXTURES
    ? [resolve(opts.root ?? process.cwd(), 'e2e/fixtures/wiki')]
    : [];
  const load = (): LoadedWiki => (wiki ??= loadWiki(contentDir, extra));
  // The search index, as static files (built once per loaded wiki).
  let index: { of: LoadedWiki; files: SearchFiles } | null = null;
  const search = (): SearchFiles => {
    const w = load();
    if (index?.of !== w) index = { of: w, files: searchFiles(w) };
    return index.files;
  };

  /** 'draw': the client build draws diagrams; 'cached': the SSR build reuses those drawings. */
  let diagrams: 'draw' | 'cached' | 'browser' = 'browser';

  return {
    name: 'tool-lab-wiki',
    configResolved(config) {
      if (config.command !== 'build' || process.env.TOOL_LAB_DIAGRAMS === 'browser') diagrams = 'browser';
      else diagrams = config.build.ssr ? 'cached' : 'draw';
    },
    async buildStart() {
      wiki =
        diagrams === 'browser'
          ? null
          : await loadWikiWithDiagrams(contentDir, extra, { cacheOnly: diagrams === 'cached' });
      const problems = blockingProblems(load(), contentDir);
      // A page with bad frontmatter must not ship: fail naming the file, line and field.
      if (problems.length) this.error(`Invalid wiki content:\n${problems.join('\n')}`);
      // Nor may a broken scenario, outcome text, diagram map or practice task (checked against the labs).
      // The dev server checks on every change instead (configureServer); the SSR build repeats the client's.
      if (server || this.environment.name === 'ssr') return;
      const labs = await checkLabContentOnDisk(resolve(contentDir, '..'));
      for (const d of labs.filter((x) => x.severity === 'warning')) this.warn(formatDiagnostic(d));
      const errors = labs.filter((x) => x.severity === 'error');
      if (errors.length) this.error(`Invalid lab content:\n${errors.map(formatDiagnostic).join('\n')}`);
    },
    resolveId(id) {
      if (id === INDEX || id === SEARCH || id.startsWith(PAGE)) return '\0' + id;
      return null;
    },
    load(id) {
      if (!id.startsWith('\0virtual:')) return null;
      const w = load();
      const real = id.slice(1);
      if (real === INDEX) {
        const loaders = w.pages
          .map((p) => {
            const key = `${p.lang}/${p.frontmatter?.id ?? ''}`;
            return `  ${JSON.stringify(key)}: () => import(${JSON.stringify(PAGE + key)}),`;
          })
          .join('\n');
        const summaries = w.pages
          .filter((p) => p.frontmatter)
          .map((p) => pageSummary(p, w))
          .sort((a, b) => a.order - b.order);
        return `export const pages = ${JSON.stringify(summaries)};\nexport const loaders = {\n${loaders}\n};\n`;
      }
      if (real === SEARCH) {
        return searchModule(search());
      }
      if (real.startsWith(PAGE)) {
        const [lang, pageId] = real.slice(PAGE.length).split('/');
        const page = w.pages.find((p) => p.lang === lang && p.frontmatter?.id === pageId);
        if (!page) return `throw new Error(${JSON.stringify('No page ' + real)});`;
        return `export default ${JSON.stringify(pageData(page, w))};`;
      }
      return null;
    },
    generateBundle() {
      if (this.environment.name === 'ssr') return;
      const { base, files } = search();
      for (const [path, source] of files)
        this.emitFile({ type: 'asset', fileName: `${base.slice(1)}${path}`, source });
    },
    configureServer(s) {
      server = s;
      // chokidar 4 takes folders, not globs.
      s.watcher.add(contentDir);
      const wikiDir = join(contentDir, 'wiki');
      const report = (p: RenderedPage): PageReport => ({
        file: relative(process.cwd(), join(wikiDir, p.path)).split('\\').join('/'),
        id: p.frontmatter?.id ?? (p.path.split('/').pop() ?? p.path).replace(/(\.en)?\.md$/i, ''),
        lang: p.lang,
        diagnostics: p.diagnostics,
      });
      /** The labs' content problems, refreshed on every change under content/ or src/labs/. */
      let labs: FileDiagnostic[] = [];
      const checkLabs = () =>
        checkLabContentOnDisk(resolve(contentDir, '..'), s).then(
          (found) => (labs = found),
          (e: unknown) =>
            (labs = [
              {
                file: 'src/labs',
                line: 1,
                column: 1,
                severity: 'error',
                rule: 'lab-content',
                message: String(e),
              },
            ]),
        );
      void checkLabs();
      /** Every page's report, or the reason the wiki could not be read (e.g. a claims file is not JSON). */
      const reports = (): { pages: PageReport[]; labs: FileDiagnostic[]; error?: string } => {
        try {
          return { pages: load().pages.map(report), labs };
        } catch (e) {
          return { pages: [], labs, error: e instanceof Error ? e.message : String(e) };
        }
      };
      // The search index files, from memory (the build writes them to dist/search/).
      s.middlewares.use('/search/', (req, res, next) => {
        const { base, files } = search();
        const file = files.get(`/search${req.url ?? ''}`.slice(base.length));
        if (file === undefined || !`/search${req.url ?? ''}`.startsWith(base)) return next();
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(file);
      });
      s.middlewares.use(DIAGNOSTICS_URL, (_req, res) => {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('cache-control', 'no-store');
        res.end(JSON.stringify(reports()));
      });
      const onChange = async (file: string) => {
        const inContent = file.startsWith(contentDir);
        if (!inContent && !file.includes(join('src', 'labs'))) return;
        await checkLabs();
        if (inContent) wiki = null;
        const mods = [...(server?.moduleGraph.idToModuleMap.values() ?? [])].filter((m) =>
          m.id?.startsWith('\0virtual:wiki'),
        );
        for (const m of mods) server?.moduleGraph.invalidateModule(m);
        // Tell the client what changed and what is wrong with it: the dev overlay shows the problems
        // and swaps the edited page's data in without a reload.
        const all = reports();
        const changed = all.pages.find((p) => join(process.cwd(), p.file) === file) ?? null;
        // Vite 8 delivers HMR messages per environment; server.ws no longer reaches the page.
        (server?.environments.client.hot ?? server?.ws)?.send({
          type: 'custom',
          event: 'tool-lab:content',
          data: {
            file: relative(process.cwd(), file).split('\\').join('/'),
            page: changed,
            labs: all.labs,
            error: all.error ?? null,
          },
        });
      };
      for (const event of ['change', 'add', 'unlink'] as const)
        s.watcher.on(event, (f: string) => void onChange(f));
    },
  };
}
