// Errors no one sees: moving around inside the app (the header's labs menu, every scenario
// of every lab, practice, preview, back and forward) with the real Monaco editor must not log a single
// console error or throw a single page error. Full page loads never showed them: the editor's services
// broke on the second editor of a page.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, ready } from './fixtures';
import { TID } from '../app/testids';

type Scenario = { id: string; expect: string };
const scenarios = (slug: string): Scenario[] =>
  (JSON.parse(readFileSync(`content/labs/${slug}/scenarios.json`, 'utf8')) as { scenarios: Scenario[] })
    .scenarios;

/** Collects console errors (page errors fail the test through the shared fixture). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()} (${m.location().url})`);
  });
  return errors;
}

async function labSlugsFromMenu(page: Page): Promise<string[]> {
  await page.getByTestId(TID.labsMenu).click();
  const hrefs = await page
    .locator('[role="menu"] a[href*="/labs/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  return hrefs.map((h) => h.split('/').pop()!);
}

/** Waits for the lab and, when it has code editors, for Monaco in them (the errors came from there). */
async function labShown(page: Page, slug: string) {
  await expect(page.locator(`[data-lab="${slug}"]`)).toBeVisible();
  if ((await page.locator(`[data-lab="${slug}"] [data-editor]`).count()) > 0)
    await expect(page.locator(`[data-lab="${slug}"] .monaco-editor`).first()).toBeVisible({
      timeout: 20_000,
    });
}

async function openLabFromMenu(page: Page, slug: string) {
  await page.getByTestId(TID.labsMenu).click();
  await page.locator(`[role="menu"] a[href$="/labs/${slug}"]`).click();
  await labShown(page, slug);
}

test('every lab from the header menu, every scenario, then back and forward: no errors', async ({
  page,
  offsite: _,
}) => {
  test.setTimeout(300_000);
  const errors = consoleErrors(page);
  await page.goto('/labs');
  await ready(page);
  const slugs = await labSlugsFromMenu(page);
  // The menu lists the same labs as the /labs index (the catalog).
  await expect(page.getByTestId(TID.labCard)).toHaveCount(slugs.length);
  expect(slugs.length).toBeGreaterThanOrEqual(3);

  for (const slug of slugs) {
    await openLabFromMenu(page, slug);
    const select = page.getByTestId(TID.labScenario);
    for (const sc of scenarios(slug)) {
      await select.selectOption(sc.id);
      await expect(page.getByTestId(TID.outcome), `${slug}/${sc.id}`).toHaveAttribute(
        'data-outcome',
        sc.expect,
      );
    }
  }
  // Back through every lab, then forward again: each screen comes back whole.
  for (const slug of [...slugs].reverse().slice(1)) {
    await page.goBack();
    await labShown(page, slug);
  }
  for (const slug of slugs.slice(1)) {
    await page.goForward();
    await labShown(page, slug);
  }
  await page.waitForTimeout(500);
  expect(errors, 'console errors').toEqual([]);
});

test('topic → practice (every task) → preview → a lab, then back and forward: no errors', async ({
  page,
  offsite: _,
}) => {
  test.setTimeout(180_000);
  const errors = consoleErrors(page);
  await page.goto('/');
  await ready(page);
  await page.getByTestId(TID.topicList).locator('a[href="/topics/tools-skills"]').first().click();
  await expect(page.getByTestId(TID.article)).toBeVisible();
  await page.getByTestId(TID.practiceLink).first().click();
  await expect(page.getByTestId(TID.practicePage)).toBeVisible();
  const tasks = page.getByTestId(TID.practiceTaskList).locator('button[data-task]');
  const count = await tasks.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const id = await tasks.nth(i).getAttribute('data-task');
    await tasks.nth(i).click();
    await expect(page.getByTestId(TID.practiceTask)).toHaveAttribute('data-task', id!);
  }
  await page.getByRole('banner').locator('a[href="/preview"]').click();
  await expect(page.getByTestId(TID.previewEditor).locator('.monaco-editor')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId(TID.previewStatus)).toHaveAttribute('data-state', 'idle', {
    timeout: 20_000,
  });
  await openLabFromMenu(page, 'classifier');

  await page.goBack();
  await expect(page.getByTestId(TID.previewEditor).locator('.monaco-editor')).toBeVisible({
    timeout: 20_000,
  });
  await page.goBack();
  await expect(page.getByTestId(TID.practicePage)).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId(TID.article)).toBeVisible();
  await page.goForward();
  await expect(page.getByTestId(TID.practicePage)).toBeVisible();
  await page.goForward();
  await page.goForward();
  await labShown(page, 'classifier');
  await page.waitForTimeout(500);
  expect(errors, 'console errors').toEqual([]);
});
