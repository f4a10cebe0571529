// Reads content/ from disk and renders it with the content pipeline. Used by the Vite plugin,
// the prerender step and the benchmark, so all three see the same pages.
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { buildWiki, type ClaimsFile, type RenderedPage } from '../src/content/index.ts';

export interface LoadedWiki {
  pages: RenderedPage[];
  claims: ClaimsFile;
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
 * Loads content/wiki, plus any extra wiki folders (the e2e build adds e2e/fixtures/wiki, a page of
 * script injections that must render inert; it never ships in a normal build).
 */
export function loadWiki(contentDir: string, extraWikiDirs: string[] = []): LoadedWiki {
  const files = [join(contentDir, 'wiki'), ...extraWikiDirs].flatMap((wikiDir) =>
    walk(wikiDir).map((full) => ({
      path: relative(wikiDir, full).split(sep).join('/'),
      source: readFileSync(full, 'utf8'),
    })),
  );
  const claims = readClaims(contentDir);
  const pages = [...buildWiki(files, claims).values()];
  return { pages, claims };
}
