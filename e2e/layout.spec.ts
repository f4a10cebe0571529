// What a reader sees at a glance, measured on the built site: the header lines up with the page, English
// lines stay near 80 characters, the labs index is a grid, the phone header shows the whole search
// placeholder, a diagram's title is clear of its zoom buttons, search marks the query without taking
// HTML from content, no secondary text is below 13 px, and the preview's problem list stays on screen
// beside its editor.
import type { Page } from '@playwright/test';
import { test, expect, ready, usePlainEditor } from './fixtures';
import { TID } from '../app/testids';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function open(page: Page, path: string) {
  await page.goto(path);
  await ready(page);
}

test('at 1440 the header logo starts where the page content starts', async ({ page, offsite: _ }) => {
  await page.setViewportSize(DESKTOP);
  for (const path of ['/en/', '/en/labs', '/en/topics/tool-design', '/en/labs/admission']) {
    await open(page, path);
    const logo = (await page.locator('header > div > a').first().boundingBox())!;
    const title = (await page.locator('main h1').first().boundingBox())!;
    expect(Math.abs(logo.x - title.x), path).toBeLessThanOrEqual(2);
  }
});

test('English body text keeps a measure near 80 characters', async ({ page, offsite: _ }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  for (const path of ['/en/topics/tool-design', '/en/topics/tools-skills', '/en/topics/harness']) {
    await open(page, path);
    const perLine = await page.evaluate(() => {
      // Characters per line: a paragraph's characters over its rendered lines (the last one counted
      // as half full), over paragraphs of four lines or more so the estimate is steady.
      const perLine = [...document.querySelectorAll<HTMLElement>('main p')].map((p) => {
        const lines = Math.round(
          p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight),
        );
        return lines >= 4 ? Math.round((p.textContent ?? '').length / (lines - 0.5)) : 0;
      });
      return perLine.filter((n) => n > 0);
    });
    expect(perLine.length, path).toBeGreaterThan(0);
    // The estimate runs a little high (inline code and math are narrower than text): 92 is the
    // ceiling for a measure near 80, far under the 140 of an uncapped column.
    expect(Math.max(...perLine), path).toBeLessThanOrEqual(92);
  }
});

test('/labs shows its cards in a grid, several to a row', async ({ page, offsite: _ }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/en/labs');
  const tops = await page
    .getByTestId(TID.labCard)
    .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
  expect(tops.length).toBeGreaterThanOrEqual(8);
  const firstRow = tops.filter((t) => t === tops[0]).length;
  expect(firstRow).toBeGreaterThanOrEqual(3);
});

test('the phone header shows the whole search placeholder, in both languages', async ({
  page,
  offsite: _,
}) => {
  await page.setViewportSize(PHONE);
  for (const path of ['/', '/en/']) {
    await open(page, path);
    const fit = await page.getByTestId(TID.searchInput).evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: ctx.measureText(input.placeholder).width, room, placeholder: input.placeholder };
    });
    expect(fit.placeholder.length, path).toBeGreaterThan(1);
    expect(fit.text, `${path}: "${fit.placeholder}"`).toBeLessThanOrEqual(fit.room);
  }
});

test("on a phone a diagram's title is not covered by its zoom buttons", async ({ page, offsite: _ }) => {
  await page.setViewportSize(PHONE);
  await open(page, '/en/topics/tools-skills');
  const figures = page.locator('figure.diagram[data-state="drawn"]');
  await expect(figures.first()).toBeVisible({ timeout: 20_000 });
  const overlaps = await figures.evaluateAll((figs) =>
    figs.flatMap((fig) => {
      const caption = fig.querySelector('figcaption');
      if (!caption) return [];
      // The title's own lines, not its box (which reserves room for the buttons on purpose).
      const range = document.createRange();
      range.selectNodeContents(caption);
      const lines = [...range.getClientRects()];
      const buttons = [...fig.querySelectorAll('.diagram-toolbar button')].map((b) =>
        b.getBoundingClientRect(),
      );
      return lines
        .filter((l) =>
          buttons.some((b) => b.left < l.right && b.right > l.left && b.top < l.bottom && b.bottom > l.top),
        )
        .map(() => fig.getAttribute('data-title'));
    }),
  );
  expect(overlaps).toEqual([]);
});

test('search results mark the query, and a result never carries markup from content', async ({
  page,
  offsite: _,
}) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/en/');
  await page.getByTestId(TID.searchInput).fill('schema');
  const results = page.getByTestId(TID.searchResults);
  await expect(results.getByRole('option').first()).toBeVisible();
  const marks = results.locator('mark');
  await expect(marks.first()).toBeVisible();
  for (const text of await marks.allTextContents()) expect(text.toLowerCase()).toBe('schema');
  // Only the marks are elements the results add inside a title or snippet: no tags from the text.
  const foreign = await results.evaluate((ul) =>
    [...ul.querySelectorAll('li div *')].filter((el) => el.tagName !== 'MARK').map((el) => el.tagName),
  );
  expect(foreign).toEqual([]);
});

test('no text on the main screens is smaller than 13 px', async ({ page, offsite: _ }) => {
  await usePlainEditor(page);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    for (const path of [
      '/',
      '/en/labs',
      '/en/topics/tool-design',
      '/labs/skills',
      '/labs/live-mcp',
      '/preview',
    ]) {
      await open(page, path);
      const small = await page.evaluate(() => {
        const out: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          if (!el || !n.textContent?.trim()) continue;
          // Diagrams have a floor of their own (legibility.spec.ts); math sizes its scripts itself.
          if (el.closest('svg, .katex, .sr-only, [aria-hidden="true"]')) continue;
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          const px = parseFloat(getComputedStyle(el).fontSize);
          if (px < 12.9) out.push(`${px}px ${el.tagName}: ${n.textContent.trim().slice(0, 40)}`);
        }
        return out.slice(0, 10);
      });
      expect(small, `${path} at ${size.width}`).toEqual([]);
    }
  }
});

test("the preview's problem list stays on screen beside its editor", async ({ page, offsite: _ }) => {
  await usePlainEditor(page);
  for (const size of [DESKTOP, { width: 1280, height: 720 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    await open(page, '/en/preview');
    const editor = page.getByTestId(TID.previewEditor);
    await editor.fill('---\nid: x\n---\n\n# Broken\n\n```mermaid\nflowchart TD\n  a{oops\n```\n');
    const list = page.locator('[aria-labelledby="preview-problems"] ol li').first();
    await expect(list).toBeVisible();
    // Scrolled down to the workspace, as a writer is while typing: editor and list on one screen.
    await page.mouse.wheel(0, 2000);
    await expect
      .poll(async () => {
        const e = (await editor.boundingBox())!;
        const l = (await list.boundingBox())!;
        return e.y >= 0 && l.y + Math.min(l.height, 40) <= size.height && e.y + e.height <= l.y;
      }, `${size.width}×${size.height}`)
      .toBe(true);
  }
});

test('on a phone nothing sticks out past the screen edge, on every lab and a topic', async ({
  page,
  offsite: _,
}) => {
  test.setTimeout(120_000);
  await usePlainEditor(page);
  await page.setViewportSize(PHONE);
  const labs = [
    'action-chain',
    'admission',
    'classifier',
    'live-mcp',
    'planner',
    'selection-eval',
    'skills',
    'tool-review',
  ];
  for (const path of [...labs.map((s) => `/en/labs/${s}`), '/en/topics/tool-design']) {
    await open(page, path);
    const out = await page.evaluate(() => {
      const edge = document.documentElement.clientWidth + 1;
      const sticking: string[] = [];
      for (const el of document.querySelectorAll('body *')) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= edge || el.closest('.sr-only')) continue;
        // Inside a box that scrolls or clips sideways (code, tables, diagrams) it is meant to.
        let up = el.parentElement;
        while (up && up !== document.body && getComputedStyle(up).overflowX === 'visible')
          up = up.parentElement;
        if (!up || up === document.body)
          sticking.push(`${el.tagName} ${(el.textContent ?? '').slice(0, 30)}`);
      }
      return sticking.slice(0, 5);
    });
    expect(out, path).toEqual([]);
  }
});
