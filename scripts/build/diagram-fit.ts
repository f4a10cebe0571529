// Checks that every label of the diagrams drawn at build time stays inside its node's shape in a
// real browser, under whatever fonts the page is given: mermaid sized the boxes with the build
// machine's fonts, a reader may have others. Used by e2e/diagrams.spec.ts; also runs on its own:
//   npx tsx scripts/build/diagram-fit.ts http://127.0.0.1:4321/topics/tools-skills ["Font A", "Font B"]
import type { Page } from '@playwright/test';

export interface LabelOverflow {
  diagram: string;
  node: string;
  label: string;
  /** How far (px) the label reaches past the shape at its worst corner or edge midpoint. */
  by: number;
}

/** A font set forced onto diagram labels (CSS font-family value) and, optionally, a size factor. */
export interface ForcedFont {
  family: string;
  /** 1 = the size the build measured with; 1.5 makes labels half as large again (a sanity check). */
  scale?: number;
}

/** Forces a font set onto every diagram label of the page (before measuring). */
export async function forceDiagramFont(page: Page, font: ForcedFont): Promise<void> {
  const size = 16 * (font.scale ?? 1);
  const css = `svg.tl-diagram, svg.tl-diagram text, svg.tl-diagram tspan { font-family: ${font.family} !important; font-size: ${size}px !important; }`;
  // Not page.addStyleTag: it waits for an onload event, which never fires with scripts disabled.
  await page.evaluate(`(() => {
    const style = document.createElement('style');
    style.textContent = ${JSON.stringify(css)};
    document.head.append(style);
    return document.fonts.ready.then(() => true);
  })()`);
}

// Runs in the page, as text: for each node, the label's box (corners and edge midpoints, 1 px in
// from the edge) must lie inside the node's shape, tested with the shape's own geometry
// (isPointInFill), so diamonds and stadiums are judged by their outline, not their bounding box.
const PROBE = `(() => {
  const out = [];
  for (const svg of document.querySelectorAll('svg.tl-diagram')) {
    for (const g of svg.querySelectorAll('g.node[data-node]')) {
      const container = g.querySelector(':scope > .label-container');
      const shape = container && (container instanceof SVGGeometryElement ? container : container.querySelector('path, rect, polygon, circle, ellipse'));
      const text = g.querySelector('.label text');
      if (!shape || !text || !text.textContent.trim()) continue;
      const box = text.getBoundingClientRect();
      const inset = 1;
      const l = box.left + inset, r = box.right - inset, t = box.top + inset, b = box.bottom - inset;
      const mx = (l + r) / 2, my = (t + b) / 2;
      const inverse = shape.getScreenCTM().inverse();
      let worst = 0;
      for (const [x, y] of [[l, t], [r, t], [l, b], [r, b], [mx, t], [mx, b], [l, my], [r, my]]) {
        const p = new DOMPoint(x, y).matrixTransform(inverse);
        if (shape.isPointInFill(p)) continue;
        // Distance outside: step back towards the label's centre until inside.
        let by = 0;
        for (let k = 1; k <= 200; k++) {
          const f = k / 200;
          const q = new DOMPoint(x + (mx - x) * f, y + (my - y) * f).matrixTransform(inverse);
          if (shape.isPointInFill(q)) { by = Math.hypot(x - mx, y - my) * f; break; }
        }
        worst = Math.max(worst, by || Math.hypot(x - mx, y - my));
      }
      if (worst > 0) out.push({ diagram: svg.id, node: g.dataset.node, label: text.textContent.trim(), by: Math.round(worst * 10) / 10 });
    }
  }
  return out;
})()`;

/** Every label that reaches outside its node's shape, as the page is now laid out. */
export async function labelOverflows(page: Page): Promise<LabelOverflow[]> {
  return (await page.evaluate(PROBE)) as LabelOverflow[];
}

/** How many labelled nodes the page's build-time diagrams hold (so a check cannot pass on nothing). */
export async function labelledNodeCount(page: Page): Promise<number> {
  return page.locator('svg.tl-diagram g.node[data-node] .label text').count();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chromium } = await import('@playwright/test');
  const { findChromium } = await import('../test/find-chromium.mjs');
  const [url, family] = process.argv.slice(2);
  if (!url) {
    console.error('usage: npx tsx scripts/build/diagram-fit.ts URL [font-family]');
    process.exit(2);
  }
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto(url);
  if (family) await forceDiagramFont(page, { family });
  const overflows = await labelOverflows(page);
  console.log(`${await labelledNodeCount(page)} labelled nodes, ${overflows.length} overflowing`);
  for (const o of overflows) console.log(`  ${o.diagram} ${o.node} "${o.label}" by ${o.by}px`);
  await browser.close();
  process.exit(overflows.length ? 1 : 0);
}
