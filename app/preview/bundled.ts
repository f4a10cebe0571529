// Sources of the wiki pages bundled with the site, each loaded on demand (its own small chunk).
const raw = import.meta.glob<string>('/content/wiki/**/*.md', { query: '?raw', import: 'default' });
const PREFIX = '/content/wiki/';

/** Wiki-root-relative paths, e.g. `topics/tool-design.md`. */
export const bundledPaths: string[] = Object.keys(raw)
  .map((k) => k.slice(PREFIX.length))
  .sort();

export async function loadBundled(path: string): Promise<string | null> {
  const load = raw[PREFIX + path];
  return load ? load() : null;
}
