// Vite plugin: the labs' flowcharts as build-time SVG (scripts/build/lab-diagrams.ts), one lazy module per lab:
//   virtual:lab-diagrams          loaders by slug
//   virtual:lab-diagrams/<slug>   { <lang>: { <chart id>: svg } }
// The dev server (and TOOL_LAB_DIAGRAMS=browser) ships none: mermaid draws the labs in the browser.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { labDiagramSvgs, type LabDiagramSvgs } from './lab-diagrams.ts';

const INDEX = 'virtual:lab-diagrams';
const ONE = 'virtual:lab-diagrams/';

export function labDiagramsPlugin(opts: { root?: string } = {}): Plugin {
  const root = resolve(opts.root ?? process.cwd());
  let mode: 'draw' | 'cached' | 'browser' = 'browser';
  let svgs: LabDiagramSvgs = {};
  return {
    name: 'tool-lab-lab-diagrams',
    configResolved(config) {
      if (config.command !== 'build' || process.env.TOOL_LAB_DIAGRAMS === 'browser') mode = 'browser';
      else mode = config.build.ssr ? 'cached' : 'draw';
    },
    async buildStart() {
      if (mode !== 'browser') svgs = await labDiagramSvgs(root, { cacheOnly: mode === 'cached' });
    },
    resolveId(id) {
      return id === INDEX || id.startsWith(ONE) ? '\0' + id : null;
    },
    load(id) {
      if (id === '\0' + INDEX) {
        const loaders = Object.keys(svgs).map(
          (slug) => `  ${JSON.stringify(slug)}: () => import(${JSON.stringify(ONE + slug)}),`,
        );
        return `export const loaders = {\n${loaders.join('\n')}\n};\n`;
      }
      if (id.startsWith('\0' + ONE))
        return `export default ${JSON.stringify(svgs[id.slice(ONE.length + 1)] ?? {})};\n`;
      return null;
    },
  };
}
