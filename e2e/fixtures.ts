// Shared Playwright fixtures: every test fails if the page requests anything from another origin
// or runs script that page content smuggled in.
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

export const test = base.extend<{ offsite: string[]; pageErrors: string[] }>({
  // Any uncaught error in the page fails the test (auto: every test gets it).
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}\n${e.stack ?? ''}`));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  offsite: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL!).origin;
    const offsite: string[] = [];
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:'))
        return route.continue();
      offsite.push(url);
      return route.abort();
    });
    await use(offsite);
    expect(offsite, 'requests that left the page origin').toEqual([]);
  },
});

export { expect };

/** Reader settings that choose the plain text area (typing into it is exact; Monaco has its own tests). */
export const PLAIN_SETTINGS = JSON.stringify({
  state: { lang: null, theme: 'system', editor: 'plain' },
  version: 2,
});

/** Every page of `target` starts with the plain editor, unless a test has saved other settings. */
export async function usePlainEditor(target: Page | BrowserContext) {
  await target.addInitScript((v) => {
    if (!localStorage.getItem('toollab:settings')) localStorage.setItem('toollab:settings', v);
  }, PLAIN_SETTINGS);
}

/** Waits for Monaco in `box`, focuses it and empties it. */
export async function emptyMonaco(page: Page, box: Locator) {
  await expect(box.locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
  await box.locator('.view-lines').click();
  await expect(box.locator('.monaco-editor.focused')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
}

/** Waits until the app has hydrated (Layout marks <html data-hydrated> after mount). */
export async function ready(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

/**
 * Hovers a lab's break-it row and waits until it knows which mistakes apply: that is worked out when
 * the row is first needed, never on an edit.
 */
export async function breakersReady(page: Page) {
  const row = page.getByTestId('break-buttons');
  await row.hover();
  await expect(row).toHaveAttribute('data-breakers-ready', 'true');
}

/**
 * Clicks every link in `article`, then checks that nothing ran (`window.__pwned` stays 0, no dialog)
 * and that no script-capable element, event handler or script URL survived in the markup.
 */
export async function expectInert(page: Page, article: Locator, dialogs: string[]) {
  await article
    .locator('a')
    .evaluateAll((as) => as.forEach((a) => a instanceof HTMLAnchorElement && a.click()));
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __pwned: number }).__pwned)).toBe(0);
  expect(dialogs).toEqual([]);
  expect(await article.locator('script, iframe, object, embed, form').count()).toBe(0);
  // The only <style> allowed is the one mermaid writes into the SVG it draws itself.
  expect(await article.locator('style:not(.diagram-stage svg style)').count()).toBe(0);
  const bad = await article.evaluate((root) =>
    [...root.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes]
        .filter((a) => /^on/i.test(a.name) || /^\s*(javascript|data|vbscript):/i.test(a.value))
        .map((a) => `${el.tagName} ${a.name}=${a.value}`),
    ),
  );
  expect(bad).toEqual([]);
}

/** axe's serious and critical violations on the page (optionally leaving out a selector), as lines. */
export async function seriousA11yViolations(page: Page, exclude?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}
