// Reads content/ from disk and renders it with the content pipeline. Used by the Vite plugin,
// the prerender step and the benchmark, so all three see the same pages. A production build also
// draws the diagrams (scripts/build/render-diagrams.ts) between the pipeline's two phases.
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import {
  buildWiki,
  finishWiki,
  prepareWiki,
  type ClaimsFile,
  type DiagramBlock,
  type RenderedPage,
  type WikiFile,
} from '../../src/content/index.ts';
import { wrapFlowchartLabels } from '../../src/diagrams/index.ts';
import { renderDiagramsAtBuild, type RenderDiagramsOptions } from './render-diagrams.ts';

export interface LoadedWiki {
  pages: RenderedPage[];
  claims: ClaimsFile;
  /** Task ids of each page's practice file (content/practice/<page id>.json), for the home badges. */
  practiceTasks: Record<string, string[]>;
}

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (name.endsWith('.md')) out.push(full);
  }
  return out;
}

export function readClaims(contentDir: string): ClaimsFile {
  const dir = join(contentDir, 'claims');
  const claims: ClaimsFile = {};
  if (!existsSync(dir)) return claims;
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.json')) continue;
    const file = join(dir, name);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      throw new Error(`${relative(process.cwd(), file)}: not valid JSON (${(e as Error).message})`);
    }
    Object.assign(claims, data);
  }
  return claims;
}

/**
 * The task ids of every practice file. A file that cannot be read yields no ids here: the content
 * check (src/content-checks) reports it with its line, and the build stops there.
 */
export function readPracticeTaskIds(contentDir: string): Record<string, string[]> {
  const dir = join(contentDir, 'practice');
  const out: Record<string, string[]> = {};
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.json')) continue;
    try {
      const data = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { tasks?: { id?: unknown }[] };
      const ids = (Array.isArray(data.tasks) ? data.tasks : []).map((t) => t?.id);
      out[name.slice(0, -'.json'.length)] = ids.filter((id): id is string => typeof id === 'string');
    } catch {
      // reported by the content check
    }
  }
  return out;
}

function readWikiFiles(contentDir: string, extraWikiDirs: string[]): WikiFile[] {
  return [join(contentDir, 'wiki'), ...extraWikiDirs].flatMap((wikiDir) =>
    walk(wikiDir).map((full) => ({
      path: relative(wikiDir, full).split(sep).join('/'),
      source: readFileSync(full, 'utf8'),
    })),
  );
}

/**
 * Loads content/wiki, plus any extra wiki folders (the e2e build adds e2e/fixtures/wiki, a page of
 * script injections that must render inert; it never ships in a normal build). Diagrams stay as
 * source for the browser's mermaid (the dev server, content checks).
 */
export function loadWiki(contentDir: string, extraWikiDirs: string[] = []): LoadedWiki {
  const claims = readClaims(contentDir);
  const pages = [...buildWiki(readWikiFiles(contentDir, extraWikiDirs), claims).values()];
  return { pages, claims, practiceTasks: readPracticeTaskIds(contentDir) };
}

const diagramKey = (path: string, d: DiagramBlock) => `${path}#${d.index}`;

/** Like `loadWiki`, with every diagram drawn to inline SVG where this machine can (production builds). */
export async function loadWikiWithDiagrams(
  contentDir: string,
  extraWikiDirs: string[] = [],
  options: RenderDiagramsOptions = {},
): Promise<LoadedWiki> {
  const claims = readClaims(contentDir);
  const wiki = prepareWiki(readWikiFiles(contentDir, extraWikiDirs), claims);
  // mermaid is handed the labels broken at word boundaries in the page's language; the figure keeps
  // the source as written (the preview finds this drawing by it).
  const sources = wiki.pages.flatMap((p) =>
    p.diagrams.map((d) => ({ id: diagramKey(p.path, d), source: wrapFlowchartLabels(d.source, p.lang) })),
  );
  const svgs = await renderDiagramsAtBuild(sources, options);
  const pages = [...finishWiki(wiki, { diagramSvg: (d, path) => svgs.get(diagramKey(path, d)) }).values()];
  return { pages, claims, practiceTasks: readPracticeTaskIds(contentDir) };
}
