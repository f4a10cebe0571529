// Shared Playwright fixtures: every test fails if the page requests anything from another origin
// or runs script that page content smuggled in.
import { test as base, expect, type Page } from '@playwright/test';

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

/** Waits until the app has hydrated (Layout marks <html data-hydrated> after mount). */
export async function ready(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}
