import { test, expect, ready, expectInert } from './fixtures';
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
  await expectInert(page, article, dialogs);
});
