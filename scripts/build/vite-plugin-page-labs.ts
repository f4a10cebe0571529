// Page labs (src/page-labs): every public top-level function of a wiki page's python blocks.
//
//   virtual:page-labs               `functions`: `<lang>/<id>` → the page's function names (routes, the
//                                   prerender's list), `pages`: `<lang>/<id>` → loader of the page's labs
//   virtual:page-labs/<lang>/<id>   default export: PageLabData[] of content/wiki/topics/<id>(.en).md,
//                                   computed with python3 at build time (scripts/page-labs/compute.ts)
//
// The list needs no Python (discovery reads the source); only a page's own module runs the driver, and
// its result is cached by content, so the dev server and the SSR pass reuse what the client build made.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { pythonBlocks } from '../../src/fidelity/index.ts';
import { discoverFunctions } from '../../src/page-labs/index.ts';
import { computePageLabs } from '../page-labs/compute.ts';

const INDEX = 'virtual:page-labs';
const PAGE = 'virtual:page-labs/';

/** `<lang>/<id>` → function names, for every topic page that has any. */
export function pageFunctionIndex(root = process.cwd()): Record<string, string[]> {
  const topics = resolve(root, 'content/wiki/topics');
  const out: Record<string, string[]> = {};
  for (const f of readdirSync(topics)
    .filter((f) => f.endsWith('.md'))
    .sort()) {
    const key = f.endsWith('.en.md')
      ? `en/${f.slice(0, -'.en.md'.length)}`
      : `zh/${f.slice(0, -'.md'.length)}`;
    const names = discoverFunctions(pythonBlocks(readFileSync(join(topics, f), 'utf8'))).map((d) => d.name);
    if (names.length > 0) out[key] = names;
  }
  return out;
}

export function pageLabsPlugin(opts: { root?: string } = {}): Plugin {
  const root = opts.root ?? process.cwd();
  const topics = resolve(root, 'content/wiki/topics');
  const file = (lang: string, id: string) => join(topics, lang === 'en' ? `${id}.en.md` : `${id}.md`);
  return {
    name: 'tool-lab-page-labs',
    resolveId(id) {
      return id === INDEX || id.startsWith(PAGE) ? '\0' + id : null;
    },
    async load(id) {
      if (id === '\0' + INDEX) {
        const index = pageFunctionIndex(root);
        const loaders = Object.keys(index).map(
          (key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(PAGE + key)}),`,
        );
        return `export const functions = ${JSON.stringify(index)};\nexport const pages = {\n${loaders.join('\n')}\n};\n`;
      }
      if (!id.startsWith('\0' + PAGE)) return null;
      const key = id.slice(1 + PAGE.length);
      const m = /^(zh|en)\/([a-z0-9-]+)$/.exec(key);
      if (!m) return `throw new Error(${JSON.stringify(`no page ${key}`)});`;
      const path = file(m[1]!, m[2]!);
      this.addWatchFile(path);
      const labs = await computePageLabs(readFileSync(path, 'utf8'), key);
      return `export default ${JSON.stringify(labs)};\n`;
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
