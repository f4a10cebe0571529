// Classroom: presenter mode, walkthrough steps in the URL, and the exports (SVG, PNG, Markdown).
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { test, expect, ready, seriousA11yViolations, PLAIN_SETTINGS } from './fixtures';
import { TID } from '../app/testids';
import { EXPORT_FAMILIES } from '../app/diagrams/svg-font-names';
import { findChromium } from '../scripts/test/find-chromium.mjs';

type Scenario = { id: string; expect: string; title: { zh: string; en: string } };
type Walkthrough = { id: string; steps: string[] };
const file = JSON.parse(readFileSync('content/labs/classifier/scenarios.json', 'utf8')) as {
  scenarios: Scenario[];
  walkthroughs: Walkthrough[];
};
const walk = file.walkthroughs.find((w) => w.id === 'five-layers')!;
const stepScenario = (n: number) => file.scenarios.find((s) => s.id === walk.steps[n - 1])!;

const PRESENT = '/labs/classifier?present=1&walk=five-layers&step=2';

const outcome = (page: Page) => page.getByTestId(TID.outcome);
const presenter = (page: Page) => page.getByTestId(TID.classroomPresenter);
const stepOf = (page: Page) => Number(new URL(page.url()).searchParams.get('step'));

async function openPresenter(page: Page, path = PRESENT) {
  await page.goto(path);
  await ready(page);
  await expect(presenter(page)).toBeVisible();
  await expect(page.locator(`[data-testid="${TID.labDiagram}"]`)).toHaveAttribute('data-drawn', 'true');
}

/** Reads a PNG's IHDR: width, height, colour type. */
function ihdr(png: Buffer) {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), colorType: png[25] };
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Decodes one pixel of a PNG in the page (canvas) and returns its RGBA. */
async function pixel(page: Page, png: Buffer, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    async ({ b64, x, y }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      return [...ctx.getImageData(x, y, 1, 1).data];
    },
    { b64: png.toString('base64'), x, y },
  );
}

async function download(page: Page, testId: string, path: string): Promise<{ name: string; body: Buffer }> {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  await dl.saveAs(path);
  return { name: dl.suggestedFilename(), body: readFileSync(path) };
}

/** The one face the clean browser has: a serif, like nothing in the label font stack. */
const ONLY_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf';

/**
 * Screenshots of SVG files drawn as images by a Chromium whose fontconfig knows DejaVu Serif alone,
 * so no installed font can stand in for the faces a file embeds. (With no font at all Chromium
 * refuses web fonts too.)
 */
async function drawWithoutFonts(dir: string, svgs: string[]): Promise<Buffer[]> {
  mkdirSync(join(dir, 'fonts'), { recursive: true });
  copyFileSync(ONLY_FONT, join(dir, 'fonts', 'only.ttf'));
  const config = join(dir, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${join(dir, 'fonts')}</dir><cachedir>${join(dir, 'cache')}</cachedir></fontconfig>`,
  );
  const browser = await chromium.launch({
    executablePath: findChromium({ install: false }),
    env: { ...process.env, FONTCONFIG_FILE: config },
  });
  try {
    const page = await browser.newPage({ viewport: { width: 3000, height: 1800 } });
    const shots: Buffer[] = [];
    for (const svg of svgs) {
      await page.setContent(
        `<body style="margin:0"><img id="x" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body>`,
      );
      await page.locator('#x').evaluate((img: HTMLImageElement) => img.decode());
      shots.push(await page.locator('#x').screenshot());
    }
    return shots;
  } finally {
    await browser.close();
  }
}

/** The share of pixels two same-sized screenshots disagree on (1 when their sizes differ). */
async function pixelsOff(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ({ a, b }) => {
      const load = async (b64: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.naturalWidth;
        c.height = img.naturalHeight;
        const ctx = c.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, c.width, c.height);
      };
      const [x, y] = await Promise.all([load(a), load(b)]);
      // A fractional chart size rounds to a pixel more or less on one side: compare what both hold.
      if (Math.abs(x.width - y.width) > 1 || Math.abs(x.height - y.height) > 1) return 1;
      const w = Math.min(x.width, y.width);
      const h = Math.min(x.height, y.height);
      let off = 0;
      for (let k = 0; k < w * h; k++) {
        const px = k % w;
        const py = Math.floor(k / w);
        const i = (py * x.width + px) * 4;
        const j = (py * y.width + px) * 4;
        const d = Math.max(
          Math.abs(x.data[i]! - y.data[j]!),
          Math.abs(x.data[i + 1]! - y.data[j + 1]!),
          Math.abs(x.data[i + 2]! - y.data[j + 2]!),
        );
        if (d > 64) off++;
      }
      return off / (w * h);
    },
    { a: a.toString('base64'), b: b.toString('base64') },
  );
}

test.describe('classroom', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((v) => {
      if (!localStorage.getItem('toollab:settings')) localStorage.setItem('toollab:settings', v);
    }, PLAIN_SETTINGS);
  });

  test('presenter opens at the URL step, arrow keys step, saved work is untouched', async ({
    page,
    offsite: _,
  }) => {
    // The learner has work of their own in the lab.
    await page.goto('/labs/classifier');
    await ready(page);
    const mine = '{"jsonrpc": "2.0", "id": "mine", "result": {"content": [], "isError": true}}';
    await page.getByTestId(TID.labEditor).fill(mine);
    await page.getByTestId(TID.labExpectedId).fill('mine');
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'tool_error');

    await openPresenter(page);
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.getByTestId(TID.classroomStep)).toHaveText(/2 \/ 6/);
    await expect(page.getByTestId(TID.classroomStep)).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByTestId(TID.classroomStepTitle)).toHaveText(stepScenario(2).title.zh);
    await expect(outcome(page)).toHaveAttribute('data-outcome', stepScenario(2).expect);
    await expect(page.getByTestId(TID.classroomInput)).toContainText('jsonrpc');
    await expect(page.locator(`[data-testid="${TID.labDiagram}"] [data-state="exit"]`)).toHaveCount(1);
    await expect(page.getByTestId(TID.classroomWalk)).toHaveValue('five-layers');

    const historyLength = await page.evaluate(() => history.length);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stepOf(page)).toBe(3);
    await expect(page.getByTestId(TID.classroomStep)).toHaveText(/3 \/ 6/);
    expect(stepScenario(3).expect).not.toBe(stepScenario(2).expect);
    await expect(outcome(page)).toHaveAttribute('data-outcome', stepScenario(3).expect);
    await expect(
      page.locator(`[data-testid="${TID.labDiagram}"] [data-node="${stepScenario(3).expect}"]`),
    ).toHaveAttribute('data-state', 'exit');

    await page.keyboard.press('PageDown');
    await expect.poll(() => stepOf(page)).toBe(4);
    await expect(outcome(page)).toHaveAttribute('data-outcome', stepScenario(4).expect);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => stepOf(page)).toBe(3);
    await page.getByTestId(TID.classroomNext).click();
    await expect.poll(() => stepOf(page)).toBe(4);
    // Steps replace the URL: no history entry per step.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // A link opens at its step.
    await page.goto(page.url());
    await ready(page);
    await expect(page.getByTestId(TID.classroomStep)).toHaveText(/4 \/ 6/);
    await expect(outcome(page)).toHaveAttribute('data-outcome', stepScenario(4).expect);

    // Esc leaves presenter mode; the learner's work is what it was.
    await page.keyboard.press('Escape');
    await expect(presenter(page)).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.locator('header')).toBeVisible();
    await expect(page.getByTestId(TID.labEditor)).toHaveValue(mine);
    await expect(page.getByTestId(TID.labExpectedId)).toHaveValue('mine');
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'tool_error');
    const stored = await page.evaluate(() => localStorage.getItem('toollab:lab:classifier'));
    expect(stored).toContain('mine');
  });

  test('P and the toolbar button enter presenter mode; a bad step is clamped', async ({
    page,
    offsite: _,
  }) => {
    await page.goto('/labs/classifier');
    await ready(page);
    await expect(page.locator(`[data-testid="${TID.labDiagram}"]`)).toHaveAttribute('data-drawn', 'true');
    await page.locator('body').press('p');
    await expect(presenter(page)).toBeVisible();
    expect(new URL(page.url()).searchParams.get('present')).toBe('1');
    // Without a walkthrough it shows the learner's current input, read only.
    await expect(page.getByTestId(TID.classroomStep)).toHaveCount(0);
    await page.getByTestId(TID.classroomExit).click();
    await expect(presenter(page)).toHaveCount(0);

    // Typing "p" into an input is not a shortcut.
    await page.getByTestId(TID.labExpectedId).fill('');
    await page.getByTestId(TID.labExpectedId).press('p');
    await expect(presenter(page)).toHaveCount(0);

    await page.getByTestId(TID.classroomPresent).click();
    await expect(presenter(page)).toBeVisible();
    await page.getByTestId(TID.classroomWalk).selectOption('five-layers');
    await expect.poll(() => stepOf(page)).toBe(1);
    await expect(outcome(page)).toHaveAttribute('data-outcome', stepScenario(1).expect);

    await page.goto('/labs/classifier?present=1&walk=five-layers&step=99');
    await ready(page);
    await expect(page.getByTestId(TID.classroomStep)).toHaveText(/6 \/ 6/);
    await expect.poll(() => stepOf(page)).toBe(6);
    await expect(page.getByTestId(TID.classroomNext)).toBeDisabled();
  });

  test('font size and high contrast persist', async ({ page, offsite: _ }) => {
    await openPresenter(page);
    const size = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    const before = await size();
    expect(before).toBeGreaterThan(20); // ~1.35 × 16px
    await page.getByTestId(TID.classroomFontUp).click();
    await expect.poll(size).toBeGreaterThan(before);
    await page.getByTestId(TID.classroomContrast).click();
    await expect(page.getByTestId(TID.classroomContrast)).toHaveAttribute('aria-pressed', 'true');
    await expect(presenter(page)).toHaveAttribute('data-contrast', 'high');
    const bigger = await size();
    await page.reload();
    await ready(page);
    await expect(presenter(page)).toHaveAttribute('data-contrast', 'high');
    await expect.poll(size).toBe(bigger);
    // Leaving presenter mode puts the page's type back.
    await page.keyboard.press('Escape');
    await expect(presenter(page)).toHaveCount(0);
    await expect.poll(size).toBe(16);
  });

  // The classifier's path is taller than a 720p screen (no zoom applies); live-mcp's default path at
  // 1080p is zoomed to fill the box, and A+ must still make its labels bigger, not refit them back.
  for (const { path, width, height, zoomed } of [
    { path: PRESENT, width: 1280, height: 720, zoomed: false },
    { path: '/labs/live-mcp?present=1', width: 1920, height: 1080, zoomed: true },
  ])
    test(`A+ enlarges the chart's labels too: ${path} at ${width}×${height}`, async ({
      page,
      offsite: _,
    }) => {
      await page.setViewportSize({ width, height });
      await openPresenter(page, path);
      // The median rendered size (CSS px) of the chart's labels: font size times the drawing's scale.
      const labelPx = () =>
        page.evaluate((tid) => {
          const svg = document.querySelector<SVGSVGElement>(`[data-testid="${tid}"] svg`)!;
          const ctm = svg.getScreenCTM()!;
          const sizes = [...svg.querySelectorAll('.label text, .edgeLabel text')]
            .filter((t) => t.textContent?.trim())
            .map((t) => parseFloat(getComputedStyle(t).fontSize) * Math.hypot(ctm.a, ctm.b))
            .sort((a, b) => a - b);
          return sizes.length ? Math.round(sizes[sizes.length >> 1]! * 10) / 10 : 0;
        }, TID.labDiagram);
      const zoomOf = () =>
        page.evaluate(
          (tid) =>
            document
              .querySelector<SVGSVGElement>(`[data-testid="${tid}"] svg`)!
              .style.getPropertyValue('--dg-zoom'),
          TID.labDiagram,
        );
      const zoom = page.getByTestId(TID.classroomZoom);
      for (const on of [true, false]) {
        if ((await zoom.getAttribute('aria-pressed')) !== String(on)) await zoom.click();
        await expect(zoom).toHaveAttribute('aria-pressed', String(on));
        // zoomed or not as this case means to cover
        await expect.poll(zoomOf).toMatch(on && zoomed ? /^\d/ : /^$/);
        const before = await labelPx();
        expect(before).toBeGreaterThanOrEqual(24);
        await page.getByTestId(TID.classroomFontUp).click();
        await expect
          .poll(labelPx, `zoom ${on ? 'on' : 'off'}: ${before} px before A+`)
          .toBeGreaterThan(before * 1.1);
        await page.getByTestId(TID.classroomFontDown).click();
        await expect.poll(labelPx).toBeLessThan(before * 1.05);
      }
    });

  test('exports: SVG and PNG are valid images, PNG is 2×, transparent has alpha; Markdown has the outcome', async ({
    page,
    offsite: _,
  }, testInfo) => {
    await openPresenter(page);
    const code = stepScenario(2).expect;
    await page.getByTestId(TID.classroomExport).click();

    const svg = await download(page, TID.classroomExportSvg, testInfo.outputPath('d.svg'));
    expect(svg.name).toBe(`tool-lab-classifier-${code}-step-2.svg`);
    const text = svg.body.toString('utf8');
    expect(text.startsWith('<svg')).toBe(true);
    expect(text).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(text).toContain('data-node');
    expect(text).toContain('data-state="exit"');
    expect(text).toContain('data-export="background"');
    // The highlight travels inline (the page's CSS does not): unlit nodes dashed, the label font named.
    expect(text).toMatch(/stroke-dasharray:\s*5(px)?,?\s*3/);
    // the embedded faces first, then the page's label stack (booleans: the file holds fonts)
    const family = `font-family:&quot;${EXPORT_FAMILIES.latin}&quot;, &quot;${EXPORT_FAMILIES.cjk}&quot;, &quot;DejaVu Sans`;
    expect(text.includes(family)).toBe(true);
    expect(text).toMatch(/font-size:\s*16px/);
    const width = Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(text)![1]);
    const height = Number(/<svg[^>]*\sheight="([\d.]+)"/.exec(text)![1]);
    expect(width).toBeGreaterThan(50);
    // The file parses as SVG and renders as an image.
    const parsed = await page.evaluate(async (s) => {
      const doc = new DOMParser().parseFromString(s, 'image/svg+xml');
      const ok = !doc.querySelector('parsererror') && doc.documentElement.localName === 'svg';
      const img = new Image();
      img.src = URL.createObjectURL(new Blob([s], { type: 'image/svg+xml' }));
      await img.decode();
      return { ok, w: img.naturalWidth };
    }, text);
    expect(parsed.ok).toBe(true);
    expect(parsed.w).toBe(Math.round(width));

    const png = await download(page, TID.classroomExportPng, testInfo.outputPath('d.png'));
    expect(png.name).toBe(`tool-lab-classifier-${code}-step-2.png`);
    expect(png.body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(ihdr(png.body).width).toBe(Math.round(2 * width));
    expect(ihdr(png.body).height).toBe(Math.round(2 * height));
    expect((await pixel(page, png.body, 0, 0))[3]).toBe(255);

    await page.getByTestId(TID.classroomTransparent).check();
    const clear = await download(page, TID.classroomExportPng, testInfo.outputPath('clear.png'));
    expect(clear.body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(ihdr(clear.body).colorType).toBe(6);
    expect(ihdr(clear.body).width).toBe(Math.round(2 * width));
    expect((await pixel(page, clear.body, 0, 0))[3]).toBe(0);
    const clearSvg = await download(page, TID.classroomExportSvg, testInfo.outputPath('clear.svg'));
    expect(clearSvg.body.toString('utf8')).not.toContain('data-export="background"');

    const md = await download(page, TID.classroomDownloadMd, testInfo.outputPath('o.md'));
    expect(md.name).toBe(`tool-lab-classifier-${code}-step-2.md`);
    const body = md.body.toString('utf8');
    expect(body).toContain(`\`${code}\``);
    expect(body).toContain('```json');
    expect(body).toContain(stepScenario(2).title.zh);
    expect(body).toContain('2 / 6');
    await expect(page.getByTestId(TID.classroomMarkdown)).toHaveValue(body);
  });

  test('on a 390 px phone the export menu opens inside the screen, wherever the chart is', async ({
    page,
    offsite: _,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const places = [
      { path: '/labs/classifier', scope: '[data-lab="classifier"]' },
      { path: '/en/labs/admission', scope: '[data-lab="admission"]' },
      { path: '/labs/classifier?present=1', scope: `[data-testid="${TID.classroomPresenter}"]` },
      { path: '/en/topics/tools-skills/functions/validate_query', scope: '[data-page-lab]' },
    ];
    for (const { path, scope } of places) {
      await page.goto(path);
      await ready(page);
      const summary = page.locator(`${scope} [data-testid="${TID.classroomExport}"]`).first();
      await summary.scrollIntoViewIfNeeded();
      await summary.click();
      const menu = page.locator(`${scope} details.classroom-export[open] > div`).first();
      await expect(menu).toBeVisible();
      // Every control of the menu, not only its outline: one cut off at the edge cannot be used.
      const boxes = await menu.evaluate((el) =>
        [el, ...el.querySelectorAll('button, input, textarea, label')].map((e) => {
          const r = e.getBoundingClientRect();
          return { what: e.tagName, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
        }),
      );
      for (const b of boxes) {
        const where = `${path}: ${b.what} at ${Math.round(b.left)},${Math.round(b.top)}–${Math.round(b.right)},${Math.round(b.bottom)}`;
        expect(b.left, where).toBeGreaterThanOrEqual(0);
        expect(b.top, where).toBeGreaterThanOrEqual(0);
        expect(b.right, where).toBeLessThanOrEqual(390);
        expect(b.bottom, where).toBeLessThanOrEqual(844);
      }
      await page.keyboard.press('Escape');
    }
  });

  test('the workbench exports too, in English', async ({ page, offsite: _ }, testInfo) => {
    await page.goto('/en/labs/admission');
    await ready(page);
    await page.getByTestId(TID.labEditor).fill('{"city": "成都", "days": true}');
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'schema_types');
    await expect(page.locator(`[data-testid="${TID.labDiagram}"]`)).toHaveAttribute('data-drawn', 'true');
    await page.getByTestId(TID.classroomExport).click();
    const svg = await download(page, TID.classroomExportSvg, testInfo.outputPath('a.svg'));
    expect(svg.name).toBe('tool-lab-admission-schema_types.svg');
    const md = await download(page, TID.classroomDownloadMd, testInfo.outputPath('a.md'));
    const body = md.body.toString('utf8');
    expect(body).toContain('**Outcome:** `schema_types`');
    expect(body).toContain('"days": true');
  });

  for (const theme of ['light', 'dark'] as const) {
    // The labels' faces are embedded in the file (app/diagrams/svg-font.ts) and their placement baked
    // in (svg-export.ts). The file is drawn by a Chromium that has none of the stack's fonts (a
    // fontconfig holding one serif face), so only the embedded faces can draw its labels: it must
    // match the screenshot but for anti-aliasing (under 1 % of pixels), and the same file stripped of
    // its faces must not.
    test(`the exported SVG drawn where the label fonts are not installed looks like the chart on screen (${theme})`, async ({
      page,
      offsite: _,
    }, testInfo) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width: 3000, height: 1800 });
      await page.goto('/labs/admission');
      await ready(page);
      await page.getByTestId(TID.labEditor).fill('{"city": "成都", "days": true}');
      await expect(outcome(page)).toHaveAttribute('data-outcome', 'schema_types');
      // The whole chart on screen at one CSS pixel per unit: no scroll box around it.
      await page.addStyleTag({
        content:
          '.lab-diagram-stage { max-height: none !important; overflow: visible !important; background: none !important; justify-content: flex-start !important; }',
      });
      const svg = page.locator(`[data-testid="${TID.labDiagram}"] svg`);
      await page.mouse.move(0, 0);
      const screen = await svg.screenshot();
      await page.getByTestId(TID.classroomExport).click();
      const file = await download(page, TID.classroomExportSvg, testInfo.outputPath('shot.svg'));
      const text = file.body.toString('utf8');
      // (booleans, not toContain: a failure would print the whole file, fonts and all)
      expect(text.includes('<style data-export="font">@font-face')).toBe(true);
      const family = `font-family:&quot;${EXPORT_FAMILIES.latin}&quot;, &quot;${EXPORT_FAMILIES.cjk}&quot;, `;
      expect(text.includes(family)).toBe(true);
      const bare = text.replace(/<style data-export="font">[^<]*<\/style>/, '');
      expect(bare.includes('@font-face')).toBe(false);

      const [drawn, unfonted] = (await drawWithoutFonts(testInfo.outputPath('no-fonts'), [text, bare])) as [
        Buffer,
        Buffer,
      ];
      writeFileSync(testInfo.outputPath('screen.png'), screen);
      writeFileSync(testInfo.outputPath('drawn.png'), drawn);
      writeFileSync(testInfo.outputPath('unfonted.png'), unfonted);
      const off = await pixelsOff(page, screen, drawn);
      testInfo.annotations.push({ type: 'pixels off', description: `${(off * 100).toFixed(2)} %` });
      expect(off).toBeLessThan(0.01);
      // The control: with no face embedded, the same browser draws the labels in its serif.
      expect(await pixelsOff(page, screen, unfonted)).toBeGreaterThan(0.01);
    });
  }

  // A page lab's chart is drawn in a monospace stack of its own (app/page-labs/page-lab.css): its
  // export embeds the monospace face, checked the same way as the label stack's above.
  test("a page lab's exported chart carries its monospace face and draws like the screen without it installed", async ({
    page,
    offsite: _,
  }, testInfo) => {
    await page.setViewportSize({ width: 3000, height: 1800 });
    await page.goto('/en/topics/tools-skills/functions/validate_query');
    await ready(page);
    await page.addStyleTag({
      // on whole pixels at the window's corner, like the image the file is drawn as
      content: 'svg.page-lab-chart { position: fixed; left: 0; top: 0; z-index: 100; background: #fff; }',
    });
    const svg = page.locator('[data-page-lab] svg.page-lab-chart').first();
    await expect(svg.locator('[data-state="reached"]')).toHaveCount(1);
    await page.mouse.move(0, 0);
    const screen = await svg.screenshot();
    const lab = page.locator('[data-page-lab]').first();
    await lab.getByTestId(TID.classroomExport).click();
    const file = await download(page, TID.classroomExportSvg, testInfo.outputPath('page-lab.svg'));
    const text = file.body.toString('utf8');
    expect(text.includes(`@font-face{font-family:"${EXPORT_FAMILIES.mono}"`)).toBe(true);
    expect(text.includes(`font-family:&quot;${EXPORT_FAMILIES.mono}&quot;, ui-monospace`)).toBe(true);
    const bare = text.replace(/<style data-export="font">[^<]*<\/style>/, '');
    const [drawn, unfonted] = (await drawWithoutFonts(testInfo.outputPath('no-fonts'), [text, bare])) as [
      Buffer,
      Buffer,
    ];
    writeFileSync(testInfo.outputPath('screen.png'), screen);
    writeFileSync(testInfo.outputPath('drawn.png'), drawn);
    const off = await pixelsOff(page, screen, drawn);
    testInfo.annotations.push({ type: 'pixels off', description: `${(off * 100).toFixed(2)} %` });
    expect(off).toBeLessThan(0.01);
    expect(await pixelsOff(page, screen, unfonted)).toBeGreaterThan(0.01);
  });

  for (const contrast of [false, true]) {
    for (const theme of ['light', 'dark'] as const) {
      test(`axe: presenter mode, ${contrast ? 'high contrast' : 'normal'} (${theme})`, async ({
        page,
        offsite: _,
      }) => {
        await page.emulateMedia({ colorScheme: theme });
        if (contrast)
          await page.addInitScript(() =>
            localStorage.setItem(
              'toollab:classroom',
              JSON.stringify({ state: { scale: 1, contrast: true }, version: 1 }),
            ),
          );
        await openPresenter(page);
        await expect(presenter(page)).toHaveAttribute('data-contrast', contrast ? 'high' : 'normal');
        await page.waitForTimeout(200);
        expect(await seriousA11yViolations(page)).toEqual([]);
      });
    }
  }
});
