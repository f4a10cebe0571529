import { test, expect, ready } from './fixtures';
import { TID } from '../app/testids';

// The fixture page e2e/fixtures/wiki/topics/injection-fixture.md is built into the e2e site only.
test('a page full of script injections renders as inert text', async ({ page, offsite: _ }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __pwned: number }).__pwned = 0;
  });
  await page.goto('/topics/injection-fixture');
  await ready(page);
  const article = page.getByTestId(TID.article);
  await expect(article).toContainText('Injection fixture');
  await expect(article.locator('figure.diagram[data-state]').first()).toBeAttached({ timeout: 20_000 });
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
});
