// Offline and installable: after one visit, topics, labs, practice and the preview work with the
// network cut, and the install criteria are met (a valid manifest in each language, a controlling
// service worker).
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, ready, PLAIN_SETTINGS } from './fixtures';
import { TID } from '../app/testids';

test.use({ serviceWorkers: 'allow' });

async function controlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 60_000 })
    .toBe(true);
  // Every precached file is in the cache before the network goes away, and so is every later file: the
  // footer says the site is ready offline once the idle fetch has finished.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(page.getByTestId(TID.offlineStatus)).toHaveAttribute('data-state', 'ready', {
    timeout: 90_000,
  });
}

/** How many files the later cache holds. */
async function laterCache(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith('tool-lab-later-'));
    return name ? (await (await caches.open(name)).keys()).length : 0;
  });
}

test('after one visit every kind of page works with the network cut', async ({
  page,
  context,
  offsite: _,
}) => {
  test.setTimeout(120_000);
  await context.addInitScript((v) => {
    if (!localStorage.getItem('toollab:settings')) localStorage.setItem('toollab:settings', v);
    // The prerendered page's first element, before any script could replace it.
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { __firstMarkup?: Element | null };
      w.__firstMarkup = document.getElementById('root')?.firstElementChild;
    });
  }, PLAIN_SETTINGS);
  await page.goto('/');
  await ready(page);
  await controlled(page);
  await context.setOffline(true);

  // In-app navigation and full loads, served from the cache.
  await page.goto('/topics/tools-skills');
  await ready(page);
  await expect(page.getByTestId(TID.article)).toContainText('MCP');
  await page.goto('/en/labs/admission');
  await ready(page);
  const editor = page.getByTestId(TID.labEditor);
  await editor.fill('{"city": "成都", "days": 9}');
  await expect(page.getByTestId(TID.outcome)).toHaveAttribute('data-outcome', 'schema_range');
  await expect(page.locator(`[data-testid="${TID.labDiagram}"] [data-node="schema_range"]`)).toHaveAttribute(
    'data-state',
    'exit',
  );
  await page.goto('/topics/tools-skills/practice');
  await ready(page);
  await expect(page.getByTestId(TID.practiceTaskList)).toBeVisible();
  // `/zh/…` is answered with the bare page (kept once), and the client hydrates it: the prerendered
  // markup stays in place rather than being drawn again.
  await page.goto('/zh/labs/admission');
  await ready(page);
  expect(
    await page.evaluate(() => (window as unknown as { __firstMarkup?: Element }).__firstMarkup?.isConnected),
  ).toBe(true);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/labs/admission');
  await page.getByTestId(TID.labEditor).fill('{"city": "成都", "days": 9}');
  await expect(page.getByTestId(TID.outcome)).toHaveAttribute('data-outcome', 'schema_range');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.goto('/preview');
  await ready(page);
  await expect(page.getByTestId(TID.previewEditor)).toBeVisible();
  await page.goto('/no/such/page');
  await ready(page);
  await expect(page.getByTestId(TID.notFound)).toBeVisible();
});

test('with Data Saver on, the first visit keeps the shell, the pages and the visited route only, until the reader asks', async ({
  page,
  context,
  offsite: _,
}) => {
  test.setTimeout(150_000);
  await context.addInitScript((v) => {
    if (!localStorage.getItem('toollab:settings')) localStorage.setItem('toollab:settings', v);
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, type: 'wifi', effectiveType: '4g' }),
    });
  }, PLAIN_SETTINGS);
  await page.goto('/en/labs/admission');
  await ready(page);
  const status = page.getByTestId(TID.offlineStatus);
  await expect(status).toHaveAttribute('data-state', 'held', { timeout: 60_000 });
  await expect(status).toContainText('Data Saver is on');
  // The visited lab's own code is kept; the other labs, Monaco's workers and the rest are not.
  const held = await laterCache(page);
  expect(held).toBeGreaterThan(0);
  const missing = Number(/the (\d+) remaining/.exec((await status.textContent()) ?? '')?.[1]);
  expect(missing).toBeGreaterThan(0);
  // The same line in Chinese.
  await page.goto('/labs/admission');
  await ready(page);
  await expect(status).toContainText('省流量模式已开启', { timeout: 30_000 });
  await status.getByRole('button').click();
  await expect(status).toHaveAttribute('data-state', 'ready', { timeout: 90_000 });
  await expect(status).toContainText('已可离线使用');
  expect(await laterCache(page)).toBeGreaterThan(held);

  // Now every lab works with the network cut, its code included.
  await context.setOffline(true);
  await page.goto('/labs/classifier');
  await ready(page);
  await expect(page.getByTestId(TID.outcome)).toBeVisible();
  await page.goto('/en/labs/planner');
  await ready(page);
  await expect(page.getByTestId(TID.outcome)).toBeVisible();
  await expect(status).toContainText('Ready offline');
});

test('install criteria: a valid manifest per language and a controlling service worker', async ({
  page,
  offsite: _,
}) => {
  test.setTimeout(90_000);
  for (const [url, manifest, lang] of [
    ['/', '/manifest.webmanifest', 'zh-CN'],
    ['/en/', '/en/manifest.webmanifest', 'en'],
  ] as const) {
    await page.goto(url);
    await ready(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifest);
    const m = await page.evaluate(async (href) => (await fetch(href)).json(), manifest);
    expect(m).toMatchObject({ lang, display: 'standalone', scope: '/', short_name: 'Tool Lab' });
    const sizes = (m.icons as { sizes: string; src: string }[]).map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of m.icons as { src: string }[]) {
      const ok = await page.evaluate(async (src) => (await fetch(src)).ok, icon.src);
      expect(ok, icon.src).toBe(true);
    }
  }
  await controlled(page);
});

test('a new release is offered, not forced, and saved work from the first release survives it', async ({
  page,
  context,
  offsite: _,
}) => {
  test.setTimeout(120_000);
  const release1 = JSON.parse(readFileSync('e2e/fixtures/release-1/browser-state.json', 'utf8')) as {
    localStorage: Record<string, string>;
  };
  await context.addInitScript((stored) => {
    if (localStorage.getItem('toollab:seeded')) return;
    for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
    localStorage.setItem('toollab:seeded', '1');
  }, release1.localStorage);
  await page.goto('/labs/planner');
  await ready(page);
  await expect(page.getByTestId(TID.labEditor)).toHaveValue(/"budget": 14/);
  await controlled(page);
  // The next release: the same worker with one more byte, as a new build would be (the test server reads
  // dist/ on every request; other specs block service workers, so only this page sees it).
  const sw = 'dist/sw.js';
  const original = readFileSync(sw, 'utf8');
  writeFileSync(sw, `${original}\n// the next release\n`);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByTestId(TID.updateAvailable)).toBeVisible({ timeout: 30_000 });
  } finally {
    writeFileSync(sw, original);
  }
  const prompt = page.getByTestId(TID.updateAvailable);
  // Nothing reloads by itself: an edit made now stays on screen.
  await page
    .getByTestId(TID.labEditor)
    .fill('{"catalog": {}, "bodies": {}, "active": [], "resources": {}, "requested": [], "budget": 3}');
  await expect(page.getByTestId(TID.outcome)).toHaveAttribute('data-outcome', 'accepted');
  // Listening before the click: a fast reload can fire its load event before the click returns.
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button').click();
  await reloaded;
  await ready(page);
  await expect(page.getByTestId(TID.labEditor)).toHaveValue(/"budget": 3/);
  await page.goto('/labs/admission');
  await ready(page);
  await expect(page.getByTestId(TID.labEditor)).toHaveValue(/宁波/);
});
