// Legible diagrams: every lab's and topic's chart labels are measured as rendered (font size times the
// drawing's scale on screen) at desktop, phone and projector sizes and must not fall below the floor;
// a chart larger than its box scrolls with a cue and keys, the lit exit inside the box's visible part;
// no route prints an HTML entity as text.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, ready } from './fixtures';
import { TID } from '../app/testids';

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900, present: false, floor: 14 },
  { name: 'phone', width: 390, height: 844, present: false, floor: 12 },
  { name: 'presenter-720p', width: 1280, height: 720, present: true, floor: 24 },
  { name: 'presenter-1080p', width: 1920, height: 1080, present: true, floor: 24 },
] as const;

async function labSlugs(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get('/labs')).text();
  const slugs = new Set([...html.matchAll(/href="\/labs\/([a-z0-9-]+)"/g)].map((m) => m[1]!));
  expect(slugs.size).toBeGreaterThanOrEqual(8);
  return [...slugs].sort();
}

async function topicPaths(request: APIRequestContext): Promise<string[]> {
  const out = new Set<string>();
  for (const home of ['/', '/en/']) {
    const html = await (await request.get(home)).text();
    for (const m of html.matchAll(/href="((?:\/en)?\/topics\/[a-z0-9-]+)"/g)) out.add(m[1]!);
  }
  expect(out.size).toBeGreaterThan(4);
  return [...out].sort();
}

interface LabelSizes {
  min: number;
  max: number;
  count: number;
  /** shown charts in which no label was measured (their ids or positions) */
  unmeasured: string[];
}

/** Rendered size (CSS px) of every node and edge label of the page's charts inside `scope`. */
async function labelSizes(page: Page, scope: string): Promise<LabelSizes> {
  return page.evaluate((scope) => {
    const sizes: number[] = [];
    const unmeasured: string[] = [];
    [...document.querySelectorAll<SVGSVGElement>(`${scope} svg`)].forEach((svg, i) => {
      const ctm = svg.getScreenCTM();
      // Only drawings: the icons of a figure's buttons have no labels to measure.
      if (!ctm || svg.getBoundingClientRect().width === 0 || svg.closest('button')) return;
      const scale = Math.hypot(ctm.a, ctm.b);
      let here = 0;
      for (const text of svg.querySelectorAll<SVGTextElement>('.label text, .edgeLabel text')) {
        if (!text.textContent?.trim()) continue;
        sizes.push(parseFloat(getComputedStyle(text).fontSize) * scale);
        here++;
      }
      if (!here) unmeasured.push(svg.id || `chart ${i + 1}`);
    });
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      min: round(Math.min(...sizes)),
      max: round(Math.max(...sizes)),
      count: sizes.length,
      unmeasured,
    };
  }, scope);
}

/**
 * How far (px) the lit exit node lies outside the visible part of its scroll box (0: fully seen): never
 * under the sticky header, and with `onScreen`, inside the window too.
 */
async function exitOutside(page: Page, scope: string, onScreen = false): Promise<number | null> {
  return page.evaluate(
    ({ scope, onScreen }) => {
      const exit = document.querySelector(`${scope} [data-node][data-state="exit"]`);
      const box = exit?.closest<HTMLElement>('[data-diagram-box]');
      if (!exit || !box) return null;
      const b = box.getBoundingClientRect();
      const r = exit.getBoundingClientRect();
      const left = b.left + box.clientLeft;
      const top = b.top + box.clientTop;
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const seenTop = Math.max(top, document.querySelector('.presenter') ? 0 : header);
      const right = Math.min(left + box.clientWidth, onScreen ? innerWidth : Infinity);
      const bottom = Math.min(top + box.clientHeight, onScreen ? innerHeight : Infinity);
      return Math.max(
        0,
        (onScreen ? Math.max(left, 0) : left) - r.left,
        r.right - right,
        seenTop - r.top,
        r.bottom - bottom,
      );
    },
    { scope, onScreen },
  );
}

const measured: string[] = [];

test.describe('label floor', () => {
  test.describe.configure({ timeout: 300_000 });

  for (const vp of VIEWPORTS) {
    test(`every lab chart at ${vp.name} (${vp.width}×${vp.height}) has labels ≥ ${vp.floor} px and its exit in view`, async ({
      page,
      request,
      offsite: _,
    }) => {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      for (const slug of await labSlugs(request)) {
        await page.goto(`/labs/${slug}${vp.present ? '?present=1' : ''}`);
        await ready(page);
        const scope = vp.present ? `[data-testid="${TID.classroomPresenter}"]` : `[data-lab="${slug}"]`;
        await expect(page.locator(`${scope} [data-testid="${TID.labDiagram}"]`).first()).toHaveAttribute(
          'data-drawn',
          'true',
        );
        await page.waitForTimeout(100);
        const sizes = await labelSizes(page, scope);
        measured.push(`${vp.name} lab ${slug}: ${sizes.min}–${sizes.max} px (${sizes.count} labels)`);
        expect(sizes.count, slug).toBeGreaterThan(4);
        expect(sizes.min, `${slug} at ${vp.name}`).toBeGreaterThanOrEqual(vp.floor);
        expect(await exitOutside(page, scope), `${slug}: exit outside its box at ${vp.name}`).toBe(0);
      }
    });
  }

  for (const vp of VIEWPORTS.filter((v) => !v.present)) {
    test(`every topic diagram at ${vp.name} has labels ≥ ${vp.floor} px`, async ({ page, request }) => {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      let charts = 0;
      for (const path of await topicPaths(request)) {
        await page.goto(path);
        if ((await page.locator('figure.diagram svg').count()) === 0) continue;
        charts += await page.locator('figure.diagram svg').count();
        const sizes = await labelSizes(page, 'figure.diagram');
        measured.push(`${vp.name} topic ${path}: ${sizes.min}–${sizes.max} px (${sizes.count} labels)`);
        // The floor means nothing over no labels: every drawing shown must have had some measured.
        expect(sizes.count, `${path}: labels measured`).toBeGreaterThan(0);
        expect(sizes.unmeasured, `${path}: charts with no label measured`).toEqual([]);
        expect(sizes.min, `${path} at ${vp.name}`).toBeGreaterThanOrEqual(vp.floor);
      }
      expect(charts).toBeGreaterThan(3);
    });
  }

  test.afterAll(() => {
    if (measured.length) console.log(`label sizes:\n  ${measured.join('\n  ')}`);
  });
});

/**
 * Where the rows of each multi-row label of the page's drawn diagrams break inside a word. A Chinese
 * row boundary must be a boundary of the page's word segmentation (Intl.Segmenter, as the build's
 * wrapper uses); a row boundary between two Latin letters must not join into a word the diagram's
 * source has (mermaid drops the space at a break, so "the" / "registry" is fine, "idempo" / "tency"
 * is not); no row starts with punctuation that belongs to the word before it.
 */
async function wordsCutAcrossRows(page: Page, lang: 'zh' | 'en'): Promise<string[]> {
  return page.evaluate((lang) => {
    const bad: string[] = [];
    const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    const LEAD_PUNCT = /^[,.;:!?)\]}，。；：！？）】》、”’…]/u;
    for (const figure of document.querySelectorAll('figure.diagram')) {
      const source = figure.querySelector('pre.diagram-source')?.textContent ?? '';
      for (const text of figure.querySelectorAll('svg text')) {
        const rows = [...text.querySelectorAll(':scope > tspan')].map((r) => r.textContent ?? '');
        if (rows.length < 2) continue;
        const label = rows.join(' / ');
        const joined = rows.join('');
        const bounds = new Set([...segmenter.segment(joined)].map((s) => s.index));
        let at = 0;
        for (let i = 1; i < rows.length; i++) {
          const prev = rows[i - 1]!;
          const next = rows[i]!;
          at += prev.length;
          if (LEAD_PUNCT.test(next)) bad.push(`row starts with punctuation: ${label}`);
          const tail = /\w+$/.exec(prev)?.[0];
          const head = /^\w+/.exec(next)?.[0];
          if (tail && head) {
            const word = new RegExp(`(?<![\\w])${tail}${head}(?![\\w])`);
            if (word.test(source)) bad.push(`Latin word cut: ${label}`);
          } else if (lang === 'zh' && !bounds.has(at)) bad.push(`word cut: ${label}`);
        }
      }
    }
    return bad;
  }, lang);
}

test('no topic diagram label breaks a row inside a word, in either language', async ({ page, request }) => {
  test.setTimeout(120_000);
  let multiRow = 0;
  const bad: string[] = [];
  for (const path of await topicPaths(request)) {
    await page.goto(path);
    const count = await page.locator('figure.diagram svg').count();
    if (count === 0) continue;
    multiRow += await page.locator('figure.diagram svg text:has(> tspan + tspan)').count();
    const lang = path.startsWith('/en/') ? 'en' : 'zh';
    for (const line of await wordsCutAcrossRows(page, lang)) bad.push(`${path}: ${line}`);
  }
  // Long labels do wrap (the check has rows to look at).
  expect(multiRow).toBeGreaterThan(10);
  expect(bad).toEqual([]);
});

test.describe('page lab label floor', () => {
  for (const vp of VIEWPORTS)
    test(`a page lab's flowchart at ${vp.name} has labels ≥ ${vp.floor} px, docked and on its page`, async ({
      page,
      offsite: _,
    }) => {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      const sizes = (scope: string) =>
        page.evaluate((scope) => {
          const out: number[] = [];
          for (const svg of document.querySelectorAll<SVGSVGElement>(`${scope} svg.page-lab-chart`)) {
            const ctm = svg.getScreenCTM();
            if (!ctm || svg.getBoundingClientRect().width === 0) continue;
            for (const text of svg.querySelectorAll('text'))
              out.push(parseFloat(getComputedStyle(text).fontSize) * Math.hypot(ctm.a, ctm.b));
          }
          return { min: Math.round(Math.min(...out) * 10) / 10, count: out.length };
        }, scope);
      const where = [`/en/topics/tools-skills/functions/validate_query${vp.present ? '?present=1' : ''}`];
      for (const path of where) {
        await page.goto(path);
        await ready(page);
        const scope = vp.present ? `[data-testid="${TID.pageLabPresenter}"]` : '[data-page-lab]';
        const s = await sizes(scope);
        measured.push(`${vp.name} page lab ${path}: ${s.min} px (${s.count} labels)`);
        expect(s.count, path).toBeGreaterThan(5);
        expect(s.min, `${path} at ${vp.name}`).toBeGreaterThanOrEqual(vp.floor);
      }
      if (vp.present) return;
      // docked beside the topic text (a full-screen sheet on a phone)
      await page.goto('/en/topics/function-calling');
      await ready(page);
      await page.locator('button[data-try-python]').first().click();
      await expect(page.locator('[data-testid="page-lab-dock"] [data-page-lab]')).toBeVisible();
      const docked = await sizes('[data-testid="page-lab-dock"]');
      measured.push(`${vp.name} docked page lab: ${docked.min} px (${docked.count} labels)`);
      expect(docked.min, `docked at ${vp.name}`).toBeGreaterThanOrEqual(vp.floor);
    });
});

interface DiagramShape {
  /** Natural size of the drawing (its viewBox) and the width of the box that shows it. */
  width: number;
  height: number;
  box: number;
  /** The drawing's area over the sum of its nodes' areas: how sparsely the nodes fill it. */
  sparse: number;
  /** Correlation of the nodes' centres, x against y: near ±1 when they lie along a diagonal. */
  diagonal: number;
}

/** Natural size, box width and node layout of every diagram figure on the page, in page order. */
async function diagramShapes(page: Page): Promise<DiagramShape[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('figure.diagram')].flatMap((figure) => {
      const svg = figure.querySelector<SVGSVGElement>('svg');
      const box = figure.querySelector<HTMLElement>('.diagram-viewport');
      if (!svg || !box) return [];
      const view = svg.viewBox.baseVal;
      // Screen boxes back into the drawing's own units (the stage may be zoomed).
      const k = view.width / svg.getBoundingClientRect().width;
      const nodes = [...svg.querySelectorAll('g.node')].map((g) => {
        const r = g.getBoundingClientRect();
        return {
          x: (r.left + r.width / 2) * k,
          y: (r.top + r.height / 2) * k,
          area: r.width * r.height * k * k,
        };
      });
      const mean = (f: (n: (typeof nodes)[number]) => number) =>
        nodes.reduce((s, n) => s + f(n), 0) / nodes.length;
      const mx = mean((n) => n.x);
      const my = mean((n) => n.y);
      const sxy = mean((n) => (n.x - mx) * (n.y - my));
      const sxx = mean((n) => (n.x - mx) ** 2);
      const syy = mean((n) => (n.y - my) ** 2);
      const round = (n: number) => Math.round(n * 100) / 100;
      return [
        {
          width: Math.round(view.width),
          height: Math.round(view.height),
          box: box.clientWidth,
          sparse: round((view.width * view.height) / nodes.reduce((s, n) => s + n.area, 0)),
          diagonal: sxx > 0 && syy > 0 ? round(sxy / Math.sqrt(sxx * syy)) : 0,
        },
      ];
    }),
  );
}

// Diagrams are drawn at their natural size (labels stay legible), so a drawing wider than its box
// scrolls sideways. A quarter wider is one short scroll; beyond that the reader pans across a
// second screen to follow one diagram.
const MAX_WIDTH_PER_BOX = 1.25;
// A staircase: a chain of checks whose side exits each push the next check sideways, so the nodes
// run corner to corner and the two other corners stay empty. Both signs together mark it: the
// nodes' centres correlate (|r| ≥ 0.7) and the drawing is at least 4.5 times its nodes' area.
// Calibrated on this wiki's drawings: the staircases measured r 0.75–0.84 at 4.7–5.7 times; compact
// drawings r ≤ 0.64 or ≤ 4.2 times (a sparse chain can be fine when it runs straight down, and a
// diagonal can be fine when it is tight).
const STAIRCASE_DIAGONAL = 0.7;
const STAIRCASE_SPARSE = 4.5;

test('every topic diagram at 1440×900 uses its box: not far wider than it, no staircase', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const shapes: string[] = [];
  const bad: string[] = [];
  for (const path of await topicPaths(request)) {
    await page.goto(path);
    (await diagramShapes(page)).forEach((s, i) => {
      const where = `${path} #${i + 1}`;
      const ratio = Math.round((s.width / s.box) * 100) / 100;
      shapes.push(
        `${where}: ${s.width}×${s.height} in a ${s.box} px box (${ratio}×), area/nodes ${s.sparse}, r ${s.diagonal}`,
      );
      if (ratio > MAX_WIDTH_PER_BOX) bad.push(`${where}: ${s.width} px wide, ${ratio}× its ${s.box} px box`);
      if (Math.abs(s.diagonal) >= STAIRCASE_DIAGONAL && s.sparse >= STAIRCASE_SPARSE)
        bad.push(`${where}: staircase (nodes on a diagonal, r ${s.diagonal}; area ${s.sparse}× the nodes')`);
    });
  }
  console.log(`diagram shapes at 1440×900:\n  ${shapes.join('\n  ')}`);
  expect(shapes.length).toBeGreaterThan(10);
  expect(bad).toEqual([]);
});

test('zoom to the path, on every lab: the lit path in the visible box (or its exit, when it cannot fit), labels above the floor', async ({
  page,
  request,
  offsite: _,
}) => {
  test.setTimeout(300_000);
  let fitted = 0;
  for (const size of [
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    for (const slug of await labSlugs(request)) {
      const where = `${slug} at ${size.width}×${size.height}`;
      await page.goto(`/labs/${slug}?present=1`);
      await ready(page);
      const scope = `[data-testid="${TID.classroomPresenter}"]`;
      await expect(page.locator(`${scope} [data-testid="${TID.labDiagram}"]`)).toHaveAttribute(
        'data-drawn',
        'true',
      );
      // Off, then on again: the control itself, not only the state the page opens in.
      const zoom = page.getByTestId(TID.classroomZoom);
      await expect(zoom).toHaveAttribute('aria-pressed', 'true');
      await zoom.click();
      await expect(zoom).toHaveAttribute('aria-pressed', 'false');
      await zoom.click();
      await expect(zoom).toHaveAttribute('aria-pressed', 'true');
      await page.waitForTimeout(150);
      const seen = await page.evaluate((scope) => {
        const svg = document.querySelector<SVGSVGElement>(`${scope} [data-diagram-box] svg`)!;
        const box = svg.closest<HTMLElement>('[data-diagram-box]')!;
        const b = box.getBoundingClientRect();
        const view = {
          left: b.left + box.clientLeft,
          top: b.top + box.clientTop,
          right: b.left + box.clientLeft + box.clientWidth,
          bottom: b.top + box.clientTop + box.clientHeight,
        };
        // What the lit nodes span, at the zoom they are shown and at zoom 1 (the floor size).
        const lit = [
          ...svg.querySelectorAll('[data-node][data-state="path"], [data-node][data-state="exit"]'),
        ];
        const rects = lit.map((g) => ({ id: g.getAttribute('data-node')!, r: g.getBoundingClientRect() }));
        const zoomNow = parseFloat(svg.style.getPropertyValue('--dg-zoom')) || 1;
        const span = (k: 'width' | 'height') => {
          const lo = Math.min(...rects.map(({ r }) => (k === 'width' ? r.left : r.top)));
          const hi = Math.max(...rects.map(({ r }) => (k === 'width' ? r.right : r.bottom)));
          return (hi - lo) / zoomNow;
        };
        const fits = span('width') + 32 <= box.clientWidth && span('height') + 32 <= box.clientHeight;
        const outside = (r: DOMRect) =>
          Math.max(0, view.left - r.left, r.right - view.right, view.top - r.top, r.bottom - view.bottom);
        const ctm = svg.getScreenCTM()!;
        const labels = [...svg.querySelectorAll('.label text, .edgeLabel text')]
          .filter((t) => t.textContent?.trim())
          .map((t) => parseFloat(getComputedStyle(t).fontSize) * Math.hypot(ctm.a, ctm.b));
        return {
          fits,
          lit: rects.length,
          out: rects
            .filter(({ r }) => outside(r) > 1)
            .map(({ id, r }) => `${id} by ${Math.round(outside(r))} px`),
          exitOut: rects
            .filter(
              ({ id }) => svg.querySelector(`[data-node="${id}"]`)!.getAttribute('data-state') === 'exit',
            )
            .map(({ r }) => Math.round(outside(r))),
          minLabel: Math.round(Math.min(...labels) * 10) / 10,
          labels: labels.length,
        };
      }, scope);
      expect(seen.lit, where).toBeGreaterThan(1);
      expect(seen.exitOut, `${where}: the exit is lit and in view`).toEqual([0]);
      if (seen.fits) {
        fitted++;
        expect(seen.out, `${where}: lit nodes outside the visible box`).toEqual([]);
      }
      expect(seen.labels, where).toBeGreaterThan(4);
      expect(seen.minLabel, where).toBeGreaterThanOrEqual(24);
    }
  }
  // Some path must fit its box, or the check above never ran.
  expect(fitted).toBeGreaterThan(0);
});

test('a chart larger than its box scrolls with a cue, by keys too', async ({ page, offsite: _ }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/labs/classifier');
  await ready(page);
  const stage = page.locator('[data-lab="classifier"] .lab-diagram-stage');
  await expect(stage).toHaveAttribute('data-overflow', /.+/);
  await expect(page.locator('[data-lab="classifier"] .dg-scroll-hint')).toBeVisible();
  const pos = () => stage.evaluate((el) => [el.scrollLeft, el.scrollTop]);
  const before = await pos();
  await stage.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await pos()).join(',')).not.toBe(before.join(','));
  // The check can fail: a chart that fits its box shows no cue.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/topics/injection-fixture');
  await ready(page);
  await expect(page.locator('figure.diagram').first()).toHaveAttribute('data-enhanced', 'true');
  await expect(page.locator('figure.diagram .diagram-viewport').first()).not.toHaveAttribute(
    'data-overflow',
    /.+/,
  );
  await expect(page.locator('figure.diagram .dg-scroll-hint').first()).toBeHidden();
});

for (const vp of VIEWPORTS.filter((v) => !v.present))
  test(`the docked lab lights its exit in view, never under the sticky header (${vp.name})`, async ({
    page,
    offsite: _,
  }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await page.goto('/topics/tools-skills');
    await ready(page);
    await page.locator('.wiki-article a[href="/labs/classifier"]').click();
    const dock = page.getByTestId(TID.labDock);
    await expect(dock.locator('[data-lab="classifier"]')).toBeVisible();
    await expect(dock.getByTestId(TID.labDiagram)).toHaveAttribute('data-drawn', 'true');
    // Each of these exits lies elsewhere on the classifier's chart, which is larger than the dock's box.
    const exits: string[] = [];
    for (const apply of [
      () => dock.getByTestId(TID.labTimeout).check(),
      () => dock.getByTestId(TID.labTimeout).uncheck(),
    ]) {
      await apply();
      const exit = dock.locator(`[data-testid="${TID.labDiagram}"] [data-node][data-state="exit"]`);
      await expect(exit).toHaveCount(1);
      exits.push((await exit.getAttribute('data-node'))!);
      await expect(dock.locator('.lab-diagram-stage')).toHaveAttribute('data-overflow', /.+/);
      // The lab's own chart: the exit inside its box's visible part and below the header.
      await expect
        .poll(() => exitOutside(page, `[data-testid="${TID.labDock}"]`), `${exits.at(-1)} in the dock`)
        .toBe(0);
      if (vp.name === 'phone') continue; // the dock covers the page there
      // The page's own diagram of the same knowledge point, lit beside the text.
      const page_ = '.wiki-article figure.diagram';
      await expect(page.locator(`${page_} [data-state="exit"]`)).toHaveCount(1);
      await expect.poll(() => exitOutside(page, page_, true), 'the page diagram, on screen').toBe(0);
    }
    expect(new Set(exits).size).toBe(2);
    // The dock itself starts below the sticky header.
    const header = (await page.locator('header').first().boundingBox())!;
    const top = (await dock.boundingBox())!;
    if (vp.name !== 'phone') expect(top.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  });

test('no built page or drawing shows an HTML entity as text, in either language', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const seen = new Set<string>();
  const queue = ['/', '/en/', '/labs', '/en/labs'];
  const bad: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const res = await request.get(path);
    if (!res.ok()) continue;
    const html = await res.text();
    for (const m of html.matchAll(/href="(\/(?:en\/|zh\/)?(?:topics|labs)[a-z0-9/-]*)"/g))
      if (!seen.has(m[1]!)) queue.push(m[1]!);
    const shown = await page.evaluate((html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      for (const el of doc.querySelectorAll('script, style, template, .diagram-source')) el.remove();
      const texts = [doc.body.textContent ?? ''];
      for (const el of doc.querySelectorAll('[aria-label], [title], [placeholder]'))
        texts.push(['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? '').join(' '));
      return texts.join('\n');
    }, html);
    const hit = /&(?:quot|amp|lt|gt|apos|nbsp|#\d{1,7}|#x[0-9a-fA-F]{1,6});/.exec(shown);
    if (hit) bad.push(`${path}: …${shown.slice(Math.max(0, hit.index - 30), hit.index + 20)}…`);
  }
  expect(seen.size).toBeGreaterThan(40);
  expect(bad).toEqual([]);
  // The lab charts of the other language and mode come from script, not the HTML: check them on screen.
  for (const path of ['/labs/classifier', '/en/labs/classifier', '/labs/live-mcp', '/en/labs/live-mcp']) {
    await page.goto(path);
    await ready(page);
    const text = await page.locator(`[data-testid="${TID.labDiagram}"] svg`).first().textContent();
    expect(text, path).toContain('"2.0"');
    expect(text, path).not.toMatch(/&(?:quot|amp|#\d+);/);
  }
});

test('in presenter mode the input being judged is on screen beside the verdict, on every lab', async ({
  page,
  request,
  offsite: _,
}) => {
  test.setTimeout(300_000);
  for (const size of [
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    for (const [lang, slug] of (await labSlugs(request)).flatMap((s) => [
      ['', s],
      ['/en', s],
    ])) {
      await page.goto(`${lang}/labs/${slug}?present=1`);
      await ready(page);
      const input = page.getByTestId(TID.classroomInput);
      const verdict = page.locator(`[data-testid="${TID.classroomPresenter}"] [data-outcome] > p.font-mono`);
      await expect(verdict).toBeVisible();
      const a = (await input.boundingBox())!;
      const v = (await verdict.boundingBox())!;
      const where = `${lang || 'zh'} ${slug} at ${size.width}×${size.height}`;
      // The input's heading and first lines, and the verdict's code, all inside the screen.
      expect(a.y, where).toBeGreaterThanOrEqual(0);
      expect(a.y + Math.min(a.height, 120), where).toBeLessThanOrEqual(size.height);
      expect(v.y + v.height, where).toBeLessThanOrEqual(size.height);
      // Room for more than a line or two of it: a long scenario note gives way first.
      const content = await input.evaluate((el) => el.scrollHeight);
      expect(a.height, where).toBeGreaterThanOrEqual(Math.min(content, 200));
      // Beside it: the diagram column is to the left.
      const diagram = (await page.locator('.presenter-diagram').boundingBox())!;
      expect(diagram.x + diagram.width, where).toBeLessThanOrEqual(a.x + 1);
    }
  }
});
