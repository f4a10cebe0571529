import { test, expect, ready, PLAIN_SETTINGS } from './fixtures';
import { TID } from '../app/testids';
const OUT = '/tmp/pshow/shots';
test.beforeEach(async ({ page }) => {
  await page.addInitScript((v) => localStorage.setItem('toollab:settings', v), PLAIN_SETTINGS);
});
for (const [name, w, h, dark] of [
  ['light', 1440, 900, false],
  ['dark', 1440, 900, true],
  ['phone', 390, 844, false],
] as const)
  test(`function page ${name}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/en/topics/tools-skills/functions/validate_query');
    await ready(page);
    await page.screenshot({ path: `${OUT}/fn-${name}.png`, fullPage: name === 'phone' });
    await page.goto('/en/topics/tools-skills');
    await ready(page);
    await page.locator('button[data-try-python]').first().click();
    await expect(page.locator('[data-page-lab="validate_query"]')).toBeVisible();
    await page.locator('.wiki-article figure.diagram').first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/dock-${name}.png` });
  });
test('presenter', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/en/topics/tools-skills/functions/validate_query?present=1&walk=lines&step=3');
  await ready(page);
  await expect(page.getByTestId(TID.pageLabPresenter)).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/presenter-walk.png` });
  await page.goto('/topics/function-calling/functions/host_decide?present=1');
  await ready(page);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/presenter-zh.png` });
});
test('practice', async ({ page }) => {
  await page.goto('/topics/field-cases/practice#task=case-declaration-raises');
  await ready(page);
  await page.getByTestId(TID.practiceTaskList).locator('[data-task="case-declaration-raises"]').click();
  await page.getByTestId(TID.practiceEditor).fill('{"old_tools": [{"title": "x"}], "new_tools": []}');
  await page.getByTestId(TID.practiceCheck).click();
  await expect(page.getByTestId(TID.practiceFeedback)).toHaveAttribute('data-done', 'true', { timeout: 90_000 });
  await page.screenshot({ path: `${OUT}/practice.png`, fullPage: true });
});
