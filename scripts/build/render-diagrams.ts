// Draws mermaid diagrams at build time in headless Chromium (through mermaid-isomorphic), so pages
// ship finished SVG and readers never load mermaid. One browser per build; drawings are cached on
// disk by source and settings, so the SSR pass and later builds reuse them. Without a browser the
// figures stay as source for the browser's mermaid, and the build log says so once.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { DIAGRAM_FONT, undoubleEscape } from '../../src/diagrams/index.ts';
import type { Browser, BrowserContext, BrowserContextOptions, BrowserType } from 'playwright';
import { findChromium } from '../test/find-chromium.mjs';

export interface DiagramSource {
  /** Caller's key for the result (e.g. `<page path>#<diagram index>` or a lab slug and language). */
  id: string;
  source: string;
}

export interface RenderDiagramsOptions {
  /** Only reuse drawings cached by an earlier pass; never start a browser (the SSR build). */
  cacheOnly?: boolean;
  /** Where drawings are cached (default `node_modules/.cache/tool-lab-diagrams`; null: no cache). */
  cacheDir?: string | null;
  /** Build-log line writer (default console.log). */
  log?: (line: string) => void;
}

/**
 * What the drawings look like. The theme's colours are replaced by app/styles/diagram.css, so one
 * drawing serves light and dark; labels are SVG text measured in DIAGRAM_FONT.
 */
export const BUILD_MERMAID_CONFIG = {
  theme: 'default',
  securityLevel: 'strict',
  deterministicIds: true,
  htmlLabels: false,
  fontFamily: DIAGRAM_FONT,
  // Labels arrive broken at word boundaries (src/diagrams/label-wrap.ts: ≤ 28 columns in a node, the
  // labs' and the pages' alike): wide enough that mermaid does not cut them again.
  flowchart: { htmlLabels: false, useMaxWidth: false, wrappingWidth: 270 },
} as const;

const require = createRequire(import.meta.url);

/** Installed version of a package (not every package exports its package.json). */
function versionOf(pkg: string): string {
  for (let dir = dirname(require.resolve(pkg)); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (json.name === pkg) return json.version ?? '';
  }
  return '';
}
/** Bump when the way drawings are made changes in a way the cache key cannot see. */
const CACHE_FORMAT = 4;
const PAGES_AT_ONCE = 2;

let toldNoBrowser = false;

function cacheKey(source: string): string {
  const settings = JSON.stringify([
    CACHE_FORMAT,
    versionOf('mermaid'),
    versionOf('mermaid-isomorphic'),
    BUILD_MERMAID_CONFIG,
    source,
  ]);
  return createHash('sha256').update(settings).digest('hex').slice(0, 32);
}

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

/** The fallback is said once per build, however many times diagrams are asked for. */
function tellOnce(log: (line: string) => void, line: string): void {
  if (!toldNoBrowser) log(line);
  toldNoBrowser = true;
}

// Runs in a page, as text: gives every label row the length it has in the build's font, so any
// font the reader has is fitted to the width mermaid sized the box for ("spacing": the glyphs keep
// their shape, the gaps between them give).
const MEASURE_ROWS = `(() => {
  const serializer = new XMLSerializer();
  return [...document.body.children].map((svg) => {
    for (const row of svg.querySelectorAll('tspan.row')) {
      const length = row.getComputedTextLength();
      if (!(length > 0)) continue;
      row.setAttribute('textLength', String(Math.round(length * 100) / 100));
      row.setAttribute('lengthAdjust', 'spacing');
    }
    return serializer.serializeToString(svg);
  });
})()`;

async function measureRows(browser: Browser, svgs: string[]): Promise<string[]> {
  const page = await browser.newPage();
  // Measured as the page will show them: with mermaid's doubled entities undone.
  await page.setContent(`<!doctype html><html><body>${svgs.map(undoubleEscape).join('')}</body></html>`);
  return (await page.evaluate(MEASURE_ROWS)) as string[];
}

/**
 * mermaid-isomorphic launches a browser for each run of overlapping calls; handing it the one
 * this build launched keeps a single browser for drawing and measuring. Its contexts are closed
 * here, before the browser.
 */
function sharedBrowser(browser: Browser): { browserType: BrowserType; closeContexts(): Promise<void> } {
  const contexts: BrowserContext[] = [];
  const handle = {
    async newContext(options?: BrowserContextOptions) {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context;
    },
    close: async () => undefined,
  };
  return {
    browserType: { launch: async () => handle } as unknown as BrowserType,
    async closeContexts() {
      await Promise.allSettled(contexts.map((c) => c.close()));
    },
  };
}

async function drawInBrowser(
  sources: string[],
  log: (line: string) => void,
): Promise<Map<string, string> | null> {
  let executablePath: string;
  try {
    executablePath = findChromium({ install: false });
  } catch (e) {
    tellOnce(log, `diagrams: ${(e as Error).message} Diagrams will be drawn by mermaid in the browser.`);
    return null;
  }
  const [{ chromium }, { createMermaidRenderer }] = await Promise.all([
    import('playwright'),
    import('mermaid-isomorphic'),
  ]);
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS });
  } catch (e) {
    const first = (e as Error).message.split('\n')[0];
    tellOnce(
      log,
      `diagrams: Chromium at ${executablePath} did not start (${first}); diagrams will be drawn by mermaid in the browser.`,
    );
    return null;
  }
  const shared = sharedBrowser(browser);
  try {
    const render = createMermaidRenderer({ browserType: shared.browserType });
    // Two pages at once (this is CPU-bound work in the browser); each part has its own id prefix.
    const share = Math.ceil(sources.length / PAGES_AT_ONCE);
    const parts = Array.from({ length: PAGES_AT_ONCE }, (_, i) =>
      sources.slice(i * share, (i + 1) * share),
    ).filter((part) => part.length > 0);
    const drawn = new Map<string, string>();
    await Promise.all(
      parts.map(async (part, p) => {
        const settled = await render(part, { prefix: `tl-render${p}`, mermaidConfig: BUILD_MERMAID_CONFIG });
        // A diagram mermaid cannot draw keeps its source; the browser then shows mermaid's message.
        const ok = settled.flatMap((r, i) => (r.status === 'fulfilled' ? [[part[i]!, r.value.svg]] : []));
        const measured = await measureRows(
          browser,
          ok.map(([, svg]) => svg!),
        );
        ok.forEach(([source], i) => drawn.set(source!, measured[i]!));
      }),
    );
    return drawn;
  } catch (e) {
    const first = (e as Error).message.split('\n')[0];
    tellOnce(
      log,
      `diagrams: drawing in Chromium failed (${first}); diagrams will be drawn by mermaid in the browser.`,
    );
    return null;
  } finally {
    await shared.closeContexts();
    await browser.close();
  }
}

/**
 * Draws each source with mermaid at build time. Returns mermaid's SVG per id (pass it through
 * `finishDiagramSvg` from src/content for the stamped inline SVG); ids missing from the map are
 * left for the browser (no browser on this machine, or mermaid could not draw that source).
 */
export async function renderDiagramsAtBuild(
  sources: readonly DiagramSource[],
  options: RenderDiagramsOptions = {},
): Promise<Map<string, string>> {
  const log = options.log ?? ((line: string) => console.log(line));
  const cacheDir =
    options.cacheDir === null ? null : resolve(options.cacheDir ?? 'node_modules/.cache/tool-lab-diagrams');
  const bySource = new Map<string, string | undefined>();
  for (const { source } of sources) {
    if (bySource.has(source)) continue;
    const file = cacheDir && join(cacheDir, `${cacheKey(source)}.svg`);
    bySource.set(source, file && existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  }
  const missing = [...bySource].filter(([, svg]) => svg === undefined).map(([source]) => source);
  if (missing.length > 0 && !options.cacheOnly) {
    const drawn = await drawInBrowser(missing, log);
    if (drawn && cacheDir) mkdirSync(cacheDir, { recursive: true });
    for (const [source, svg] of drawn ?? []) {
      bySource.set(source, svg);
      if (cacheDir) writeFileSync(join(cacheDir, `${cacheKey(source)}.svg`), svg);
    }
  }
  const out = new Map<string, string>();
  for (const { id, source } of sources) {
    const svg = bySource.get(source);
    if (svg !== undefined) out.set(id, svg);
  }
  return out;
}
