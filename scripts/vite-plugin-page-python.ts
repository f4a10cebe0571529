// The python code blocks of each wiki page, for the labs' "run the page's Python" panel: the browser runs
// the function exactly as the page shows it, so an edit to the page changes what the panel runs, just as
// it changes what the differential test runs (both find the function with src/fidelity/extract.ts).
//
//   virtual:page-python          `pages`: page id → loader of that page's blocks (only pages with python)
//   virtual:page-python/<id>     default export: the python blocks of content/wiki/topics/<id>.md (zh, the
//                                page the labs port; the English page holds the same program, a test says so)
//
// Kept apart from vite-plugin-wiki.ts on purpose: it reads the raw Markdown, needs none of the rendering,
// and each page's blocks are a chunk of their own, loaded only when a learner presses the button.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { pythonBlocks } from '../src/fidelity/extract.ts';

const INDEX = 'virtual:page-python';
const PAGE = 'virtual:page-python/';

export function pagePythonPlugin(opts: { root?: string } = {}): Plugin {
  const topics = resolve(opts.root ?? process.cwd(), 'content/wiki/topics');
  const zhFile = (id: string) => join(topics, `${id}.md`);
  const pagesWithPython = () =>
    readdirSync(topics)
      .filter((f) => f.endsWith('.md') && !f.endsWith('.en.md'))
      .map((f) => f.slice(0, -'.md'.length))
      .filter((id) => pythonBlocks(readFileSync(zhFile(id), 'utf8')).length > 0)
      .sort();

  return {
    name: 'tool-lab-page-python',
    resolveId(id) {
      return id === INDEX || id.startsWith(PAGE) ? '\0' + id : null;
    },
    load(id) {
      if (id === '\0' + INDEX) {
        const loaders = pagesWithPython().map(
          (page) => `  ${JSON.stringify(page)}: () => import(${JSON.stringify(PAGE + page)}),`,
        );
        return `export const pages = {\n${loaders.join('\n')}\n};\n`;
      }
      if (!id.startsWith('\0' + PAGE)) return null;
      const page = id.slice(1 + PAGE.length);
      if (!/^[a-z0-9-]+$/.test(page)) return `throw new Error(${JSON.stringify(`no page ${page}`)});`;
      const file = zhFile(page);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(pythonBlocks(readFileSync(file, 'utf8')))};\n`;
    },
    hotUpdate({ file, modules }) {
      if (!file.startsWith(topics)) return;
      const graph = this.environment.moduleGraph;
      const ours = [...graph.idToModuleMap.values()].filter((m) => m.id?.startsWith('\0' + INDEX));
      for (const m of ours) graph.invalidateModule(m);
      return [...modules, ...ours];
    },
  };
}
