// The python code blocks of each wiki page, for the labs' "run the page's Python" panel: the browser runs
// the function exactly as the page shows it, so an edit to the page changes what the panel runs, just as
// it changes what the differential test runs (both find the function with src/fidelity/extract.ts).
//
//   virtual:page-python               `pages`: `<lang>/<id>` → loader of that page's blocks (pages with python)
//   virtual:page-python/<lang>/<id>   default export: the python blocks of content/wiki/topics/<id>.md (zh,
//                                     the page the labs port) or <id>.en.md (en: the same program with
//                                     English comments, as scripts/fidelity/differential.test.ts proves)
//
// Kept apart from vite-plugin-wiki.ts on purpose: it reads the raw Markdown, needs none of the rendering,
// and each page's blocks are a chunk of their own, loaded only when a learner presses the button.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { pythonBlocks } from '../../src/fidelity/extract.ts';

const INDEX = 'virtual:page-python';
const PAGE = 'virtual:page-python/';

export function pagePythonPlugin(opts: { root?: string } = {}): Plugin {
  const topics = resolve(opts.root ?? process.cwd(), 'content/wiki/topics');
  const file = (lang: string, id: string) => join(topics, lang === 'en' ? `${id}.en.md` : `${id}.md`);
  /** `zh/<id>` and `en/<id>` of every page whose Markdown holds python. */
  const keys = () =>
    readdirSync(topics)
      .filter((f) => f.endsWith('.md'))
      .map((f) =>
        f.endsWith('.en.md') ? `en/${f.slice(0, -'.en.md'.length)}` : `zh/${f.slice(0, -'.md'.length)}`,
      )
      .filter((key) => {
        const [lang, id] = key.split('/') as [string, string];
        return pythonBlocks(readFileSync(file(lang, id), 'utf8')).length > 0;
      })
      .sort();

  return {
    name: 'tool-lab-page-python',
    resolveId(id) {
      return id === INDEX || id.startsWith(PAGE) ? '\0' + id : null;
    },
    load(id) {
      if (id === '\0' + INDEX) {
        const loaders = keys().map(
          (key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(PAGE + key)}),`,
        );
        return `export const pages = {\n${loaders.join('\n')}\n};\n`;
      }
      if (!id.startsWith('\0' + PAGE)) return null;
      const key = id.slice(1 + PAGE.length);
      const m = /^(zh|en)\/([a-z0-9-]+)$/.exec(key);
      if (!m) return `throw new Error(${JSON.stringify(`no page ${key}`)});`;
      const path = file(m[1]!, m[2]!);
      this.addWatchFile(path);
      return `export default ${JSON.stringify(pythonBlocks(readFileSync(path, 'utf8')))};\n`;
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
