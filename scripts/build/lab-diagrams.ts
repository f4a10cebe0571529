// The labs' flowcharts drawn at build time, like the pages' diagrams: finished SVG (stamped data-node /
// data-edge, ids unique per chart) that a lab page shows at once, lit, before any script has run. The
// labs are found by import.meta.glob, so they are loaded through Vite's SSR module loader.
import type { ViteDevServer } from 'vite';
import type * as Content from '../../src/content/index.ts';
import type * as Labs from '../../src/labs/index.ts';
import { moduleLoader } from './lab-content-files.ts';
import { renderDiagramsAtBuild, type RenderDiagramsOptions } from './render-diagrams.ts';

/** slug → language → flowchart id → inline SVG. A chart missing here is drawn by mermaid in the browser. */
export type LabDiagramSvgs = Record<string, Record<string, Record<string, string>>>;

/** The DOM id of a lab chart's SVG (a capital letter: no heading slug can equal it). */
export function labDiagramDomId(slug: string, lang: string, chart: string): string {
  return `tlLab-${slug}-${lang}-${chart}`;
}

export async function labDiagramSvgs(
  root: string,
  options: RenderDiagramsOptions & { server?: ViteDevServer } = {},
): Promise<LabDiagramSvgs> {
  const vite = options.server ?? (await moduleLoader(root));
  try {
    const labs = (await vite.ssrLoadModule('/src/labs/index.ts')) as typeof Labs;
    const content = (await vite.ssrLoadModule('/src/content/index.ts')) as typeof Content;
    const charts = (await labs.loadAllLabs()).flatMap(({ module }) =>
      module.flowcharts.flatMap((fc) =>
        (['zh', 'en'] as const).map((lang) => ({
          slug: module.slug,
          lang,
          fc,
          id: `${module.slug}/${lang}/${fc.id}`,
          source: labs.flowchartSource(fc, lang),
        })),
      ),
    );
    const drawn = await renderDiagramsAtBuild(charts, options);
    const out: LabDiagramSvgs = {};
    for (const c of charts) {
      const svg = drawn.get(c.id);
      const finished =
        svg &&
        content.finishDiagramSvg(svg, {
          domId: labDiagramDomId(c.slug, c.lang, c.fc.id),
          title: c.fc.title[c.lang],
        });
      if (!finished) continue;
      ((out[c.slug] ??= {})[c.lang] ??= {})[c.fc.id] = finished;
    }
    return out;
  } finally {
    if (!options.server) await vite.close();
  }
}
