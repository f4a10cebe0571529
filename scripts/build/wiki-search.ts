// The search index of the loaded wiki as static files under /search/<content hash>/, and the tiny module
// that tells the app where they are. Built from the same rendered pages as everything else.
import { createHash } from 'node:crypto';
import { buildSearchFiles } from '../../src/search/index.ts';
import type { LoadedWiki } from './wiki-loader.ts';
import { searchDoc } from './wiki-modules.ts';

export interface SearchFiles {
  /** `/search/<hash>/`: changes whenever the index does, so browsers never mix two versions. */
  base: string;
  /** path under base → file text */
  files: Map<string, string>;
}

export function searchFiles(w: LoadedWiki): SearchFiles {
  const files = buildSearchFiles(w.pages.filter((p) => p.frontmatter).map(searchDoc));
  const hash = createHash('sha256');
  for (const [path, text] of [...files].sort(([a], [b]) => a.localeCompare(b)))
    hash.update(path).update(text);
  return { base: `/search/${hash.digest('hex').slice(0, 12)}/`, files };
}

/** The `virtual:wiki-search` module: where the index files are. */
export function searchModule(s: SearchFiles): string {
  return `export const searchBase = ${JSON.stringify(s.base)};\n`;
}
