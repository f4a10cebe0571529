// Diagrams drawn at build time: in the HTML before any script runs, stamped for lit paths, no
// mermaid on the reading path, labels inside their shapes under other fonts, themed by CSS.
import { test, expect, ready } from './fixtures';
import {
  forceDiagramFont,
  labelOverflows,
  labelledNodeCount,
  type ForcedFont,
} from '../scripts/build/diagram-fit';

const TOPICS = ['/topics/tools-skills', '/en/topics/tools-skills', '/en/topics/mcp-architecture'];

/** Wider than the build's DejaVu Sans for Latin text, and another CJK face. */
const OTHER_FONTS: ForcedFont[] = [
  { family: "'DejaVu Sans Mono', 'Noto Serif CJK SC', monospace" },
  { family: "'DejaVu Serif', 'Noto Serif CJK SC', serif" },
  { family: "'Liberation Sans', 'Noto Sans CJK JP', sans-serif" },
];

test('the built HTML holds every topic diagram as stamped inline SVG, ids unique on the page', async ({
  request,
}) => {
  for (const path of TOPICS) {
    const html = await (await request.get(path)).text();
    const figures = html.match(/<figure class="diagram"[^>]*>/g) ?? [];
    expect(figures.length, path).toBeGreaterThan(0);
    for (const f of figures) expect(f, path).toContain('data-rendered="build"');
    const svgs = html.match(/<svg id="tlDiagram\d+"[^>]*>/g) ?? [];
    expect(svgs).toHaveLength(figures.length);
    for (const svg of svgs) {
      expect(svg).toContain('role="img"');
      expect(svg).toMatch(/aria-label="[^"]+"/);
    }
    expect(html).toMatch(/<g class="node[^"]*"[^>]* data-node="[^"]+"/);
    expect(html).toMatch(/<path [^>]*data-edge="[^"]+->[^"]+"/);
    expect(html).not.toContain('data-edge="true"');
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  }
});

test('a topic page shows its diagrams without scripts and never loads mermaid', async ({
  browser,
  page,
  offsite: _,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/topics/tools-skills');
  const first = bare.locator('figure.diagram svg.tl-diagram').first();
  await expect(first).toBeVisible();
  expect((await first.boundingBox())!.height).toBeGreaterThan(100);
  await expect(bare.locator('figure.diagram [data-node="sf"]').first()).toBeVisible();
  await noScript.close();

  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/topics/tools-skills');
  await ready(page);
  const figure = page.locator('figure.diagram').first();
  await expect(figure).toHaveAttribute('data-enhanced', 'true');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((p) => /\/(mermaid|flowDiagram|dagre|cytoscape)[-.]/.test(p))).toEqual([]);

  // Pan and zoom work on the SVG shipped in the HTML (it is not redrawn).
  const viewport = figure.locator('.diagram-viewport');
  await viewport.focus();
  await page.keyboard.press('+');
  await expect(figure.locator('.diagram-stage')).toHaveAttribute('style', /scale\(1\.25\)/);
  await expect(figure.locator('svg')).toHaveCount(1);
  await expect(figure.locator('svg')).toHaveAttribute('id', 'tlDiagram0');
});

test('labels stay inside their shapes under other fonts (scripts off, as at first paint)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of TOPICS) {
    for (const font of OTHER_FONTS) {
      await page.goto(path);
      await forceDiagramFont(page, font);
      expect(await labelledNodeCount(page)).toBeGreaterThan(5);
      expect(await labelOverflows(page), `${path} in ${font.family}`).toEqual([]);
    }
  }
  // The check itself can fail: labels half as large again no longer fit.
  await page.goto(TOPICS[0]!);
  await forceDiagramFont(page, { family: "'DejaVu Sans'", scale: 1.5 });
  expect((await labelOverflows(page)).length).toBeGreaterThan(0);
  await context.close();
});

test('one drawing serves both themes: the colours come from the stylesheet', async ({ page }) => {
  await page.goto('/topics/tools-skills');
  await ready(page);
  const colours = () =>
    page.evaluate(() => {
      const rect = document.querySelector('svg.tl-diagram g.node rect.label-container')!;
      const text = document.querySelector('svg.tl-diagram g.node .label text')!;
      return [getComputedStyle(rect).fill, getComputedStyle(text).fill];
    });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  const light = await colours();
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  const dark = await colours();
  expect(light[0]).not.toBe(dark[0]);
  expect(light[1]).not.toBe(dark[1]);
});
