// Reads the labs' content files from disk and checks them against the labs. The labs are found by
// `import.meta.glob`, which only Vite understands, so the checker is loaded through a Vite SSR module
// loader: the dev server's own in `npm run dev`, a short-lived one in the build and in check:content.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { createServer, type ViteDevServer } from 'vite';
import type * as ContentChecks from '../../src/content-checks/index.ts';
import { pythonBlocks } from '../../src/fidelity/index.ts';
import { discoverFunctions } from '../../src/page-labs/index.ts';

type Files = ContentChecks.LabContentFiles;

function jsonFiles(root: string, dir: string): ContentChecks.ContentFile[] {
  const full = join(root, 'content', dir);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => ({ file: `content/${dir}/${n}`, text: readFileSync(join(full, n), 'utf8') }));
}

/** `content/labs/<slug>/<kind>.json` of every lab folder that has one. */
function labFiles(root: string, kind: string): ContentChecks.ContentFile[] {
  const full = join(root, 'content', 'labs');
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .sort()
    .filter((slug) => existsSync(join(full, slug, `${kind}.json`)))
    .map((slug) => ({
      file: `content/labs/${slug}/${kind}.json`,
      text: readFileSync(join(full, slug, `${kind}.json`), 'utf8'),
    }));
}

function pageBodies(root: string, split: typeof ContentChecks.splitFrontmatter): ContentChecks.PageBodies[] {
  const dir = join(root, 'content', 'wiki');
  if (!existsSync(dir)) return [];
  const pages = new Map<string, ContentChecks.PageBodies>();
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((n) => n.endsWith('.md'));
  for (const name of files.sort()) {
    const file = join(dir, name);
    const parts = split(readFileSync(file, 'utf8'));
    if (typeof parts === 'string') continue;
    let id: unknown;
    try {
      id = (parseYaml(parts.yaml) as { id?: unknown } | null)?.id;
    } catch {
      continue; // the wiki checks report the frontmatter
    }
    if (typeof id !== 'string') continue;
    const page = pages.get(id) ?? { id };
    page[name.endsWith('.en.md') ? 'en' : 'zh'] = { file: relative(root, file), body: parts.body };
    // both languages define the same functions (the fidelity tests hold them to it); either will do
    page.functions ??= Object.fromEntries(
      discoverFunctions(pythonBlocks(parts.body)).map((f) => [f.name, f.params.map((p) => p.name)]),
    );
    pages.set(id, page);
  }
  return [...pages.values()];
}

export function readLabContentFiles(root: string, split: typeof ContentChecks.splitFrontmatter): Files {
  return {
    scenarios: labFiles(root, 'scenarios'),
    outcomes: labFiles(root, 'outcomes'),
    diagramMaps: labFiles(root, 'diagram-maps'),
    practice: jsonFiles(root, 'practice'),
    pages: pageBodies(root, split),
  };
}

/** A Vite server that only loads modules (no HTTP, no watching, no dependency scan). */
export function moduleLoader(root: string): Promise<ViteDevServer> {
  return createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}

/** Every problem in the labs' content files. Pass the dev server to reuse it. */
export async function checkLabContentOnDisk(
  root: string,
  server?: ViteDevServer,
): Promise<ContentChecks.FileDiagnostic[]> {
  const vite = server ?? (await moduleLoader(root));
  try {
    const mod = (await vite.ssrLoadModule('/src/content-checks/index.ts')) as typeof ContentChecks;
    const labs = (await mod.loadAllLabs()).map((l) => l.module);
    return mod.checkLabContent(labs, readLabContentFiles(root, mod.splitFrontmatter));
  } finally {
    if (!server) await vite.close();
  }
}
