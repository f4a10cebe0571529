// Every lab folder is a whole lab in the running site: in the header's labs menu, on /labs and the home
// page, and prerendered in both languages.
import { existsSync, readdirSync } from 'node:fs';
import { test, expect, ready } from './fixtures';
import { TID } from '../app/testids';

const slugs = readdirSync('src/labs', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/labs/${d.name}/meta.ts`))
  .map((d) => d.name)
  .sort();

test('every lab folder is in the menu, on /labs and home, and prerendered in both languages', async ({
  page,
  offsite: _,
}) => {
  expect(slugs.length).toBeGreaterThanOrEqual(3);
  for (const slug of slugs) {
    for (const prefix of ['', '/en', '/zh'])
      expect(existsSync(`dist${prefix}/labs/${slug}/index.html`), slug).toBe(true);
  }
  await page.goto('/labs');
  await ready(page);
  const cards = page.getByTestId(TID.labsIndex).locator('[data-lab-card]');
  expect((await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-lab-card')))).sort()).toEqual(
    slugs,
  );
  await page.getByTestId(TID.labsMenu).click();
  for (const slug of slugs) await expect(page.locator(`[role="menu"] a[href="/labs/${slug}"]`)).toBeVisible();
  await page.goto('/en/');
  await ready(page);
  for (const slug of slugs) await expect(page.locator(`[data-lab-card="${slug}"]`)).toBeVisible();
});
