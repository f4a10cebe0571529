// Nothing the reader is looking at moves while a route loads, hydrates and fills in its late parts
// (practice's task list, the preview's first rendering and its page labs): the sum of layout shifts
// without recent input stays under 0.02, a fifth of what Lighthouse calls good. The shifts a route
// caused are listed with the elements that moved, so a failure says what jumped.
import type { Browser, Page } from '@playwright/test';
import { test, expect, ready } from './fixtures';
import { TID } from '../app/testids';

interface Shift {
  value: number;
  sources: string[];
}

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Shift[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (e.hadRecentInput) continue;
        w.__shifts.push({
          value: e.value,
          sources: (e.sources ?? []).map((s) => {
            const el = s.node as Element | undefined;
            return el?.outerHTML?.slice(0, 100) ?? '?';
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

/** Lets late work land (fonts, idle callbacks, lazily drawn parts) before the shifts are read. */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let frames = 0;
        const tick = () => (++frames >= 30 ? done() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
  );
}

const LIMIT = 0.02;
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1350, height: 940 },
];

for (const vp of VIEWPORTS) {
  test.describe(`on a ${vp.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      await recordShifts(page);
      // A phone's slower CPU: late parts arrive after the first paint, where a shift can happen.
      if (vp.name === 'phone') {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      }
    });

    test('practice: the footer and the tasks stay where they first appear', async ({ page, offsite: _ }) => {
      await page.goto('/topics/tools-skills/practice');
      await ready(page);
      await expect(page.getByTestId(TID.practiceTask).first()).toBeVisible({ timeout: 20_000 });
      await settle(page);
      const seen = await shifts(page);
      const total = seen.reduce((n, s) => n + s.value, 0);
      expect(total, JSON.stringify(seen, null, 1)).toBeLessThan(LIMIT);
    });

    test("preview: the draft's rendering and its page labs do not push each other", async ({
      page,
      offsite: _,
    }) => {
      test.setTimeout(90_000);
      await page.goto('/preview');
      await ready(page);
      await expect(page.getByTestId(TID.previewStatus)).toHaveAttribute('data-state', 'idle', {
        timeout: 45_000,
      });
      await expect(
        page.getByTestId(TID.previewRendering).getByTestId(TID.article).locator('figure.diagram').first(),
      ).toBeVisible();
      await settle(page);
      const seen = await shifts(page);
      const total = seen.reduce((n, s) => n + s.value, 0);
      expect(total, JSON.stringify(seen, null, 1)).toBeLessThan(LIMIT);
    });
  });
}

/** The practice page as a phone draws it with scripts off and the HTML cut off after `cut` (if given). */
async function practiceAsParsedSoFar(browser: Browser, cut?: (html: string) => string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  if (cut) {
    await page.route('**/topics/tools-skills/practice', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: cut(await response.text()) });
    });
  }
  await page.goto('/topics/tools-skills/practice');
  return { page, close: () => context.close() };
}

// A slow phone may paint while the HTML is still arriving. The task list comes before the open task in the
// HTML but is drawn below it on a phone: painted alone, it would sit at the top and then jump down.
test('practice on a phone: a page cut off after the task list does not draw the list until the task is there', async ({
  browser,
  offsite: _,
}) => {
  const partial = await practiceAsParsedSoFar(browser, (html) => {
    const end = html.indexOf('</nav>', html.indexOf('practice-layout'));
    expect(end, 'the task list closes inside the practice layout').toBeGreaterThan(0);
    return html.slice(0, end + '</nav>'.length);
  });
  await expect(partial.page.getByTestId(TID.practiceTaskList)).toHaveCount(1);
  await expect(partial.page.getByTestId(TID.practiceTaskList)).toBeHidden();
  await partial.close();

  const whole = await practiceAsParsedSoFar(browser);
  const list = whole.page.getByTestId(TID.practiceTaskList);
  await expect(list).toBeVisible();
  const task = (await whole.page.getByTestId(TID.practiceTask).first().boundingBox())!;
  expect((await list.boundingBox())!.y).toBeGreaterThan(task.y + task.height);
  await whole.close();
});
