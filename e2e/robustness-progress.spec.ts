// Importing a progress file: the learner sees what it would change before anything changes,
// can undo it afterwards, records dated in the future are refused, and ids the site does not have are
// left out (and said so).
import type { Page } from '@playwright/test';
import { test, expect, ready, PLAIN_SETTINGS } from './fixtures';
import { TID } from '../app/testids';

const PRACTICE = '/topics/tools-skills/practice';
const PROGRESS_KEY = 'toollab:progress';

const taskButton = (page: Page, id: string) =>
  page.getByTestId(TID.practiceTaskList).locator(`[data-task="${id}"]`);

async function importFile(page: Page, body: object) {
  await page.getByTestId(TID.practiceImport).setInputFiles({
    name: 'tool-lab-progress.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ format: 'tool-lab-progress', v: 2, quiz: {}, ...body })),
  });
}

const stored = (page: Page) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}').state, PROGRESS_KEY);

test.beforeEach(async ({ context }) => {
  await context.addInitScript((v) => {
    if (!localStorage.getItem('toollab:settings')) localStorage.setItem('toollab:settings', v);
  }, PLAIN_SETTINGS);
});

test('an import is previewed (kept / replaced / added / left out), applied, then undone', async ({
  page,
  offsite: _,
}) => {
  await page.goto(`${PRACTICE}#ts-business-vocab`);
  await ready(page);
  const editor = page.getByTestId(TID.practiceEditor);
  const mine = '{\n  "city": "拉萨",\n  "days": 9\n}';
  await editor.fill(mine);
  await expect(taskButton(page, 'ts-business-vocab')).toHaveAttribute('data-status', 'tried');
  const before = await stored(page);
  const now = Date.now();
  await importFile(page, {
    tasks: {
      // Newer and done: replaces the learner's record (and its input).
      'ts-business-vocab': {
        status: 'done',
        attempts: 3,
        updatedAt: now - 1000,
        lastInput: { kind: 'lab', text: '{"city": "拉萨", "days": 3}' },
      },
      'ts-bool-days': { status: 'done', attempts: 1, updatedAt: now - 1000 },
      // Not on this site: left out, not stored.
      'ghost-task': { status: 'done', attempts: 1, updatedAt: now - 1000 },
      constructor: { status: 'done', attempts: 1, updatedAt: now - 1000 },
    },
    quiz: { 'm-timeout-unknown': { correct: true, choice: 'a' } },
  });
  const preview = page.getByTestId(TID.practiceImportPreview);
  await expect(preview).toBeVisible();
  await expect(preview.locator('[data-entry="ts-business-vocab"]')).toHaveAttribute(
    'data-change',
    'replaced',
  );
  await expect(preview.locator('[data-entry="ts-bool-days"]')).toHaveAttribute('data-change', 'added');
  await expect(preview.locator('[data-entry="m-timeout-unknown"]')).toHaveAttribute('data-change', 'added');
  await expect(page.getByTestId(TID.practiceImportIgnored)).toContainText('ghost-task');
  await expect(page.getByTestId(TID.practiceImportIgnored)).toContainText('constructor');
  // Nothing has changed yet.
  expect(await stored(page)).toEqual(before);
  await expect(taskButton(page, 'ts-bool-days')).toHaveAttribute('data-status', 'new');

  await page.getByTestId(TID.practiceImportApply).click();
  await expect(page.getByTestId(TID.practiceImportStatus)).toHaveAttribute('data-kind', 'ok');
  await expect(taskButton(page, 'ts-business-vocab')).toHaveAttribute('data-status', 'done');
  await expect(taskButton(page, 'ts-bool-days')).toHaveAttribute('data-status', 'done');
  await expect(editor).toHaveValue('{"city": "拉萨", "days": 3}');
  const after = await stored(page);
  expect(Object.keys(after.tasks)).not.toContain('ghost-task');
  expect(Object.hasOwn(after.tasks, 'constructor')).toBe(false);

  await page.getByTestId(TID.practiceImportUndo).click();
  await expect(page.getByTestId(TID.practiceImportStatus)).toHaveAttribute('data-kind', 'info');
  await expect(taskButton(page, 'ts-business-vocab')).toHaveAttribute('data-status', 'tried');
  await expect(taskButton(page, 'ts-bool-days')).toHaveAttribute('data-status', 'new');
  await expect(editor).toHaveValue(mine);
  expect(await stored(page)).toEqual(before);
});

test('a record dated in the future is refused, and nothing changes', async ({ page, offsite: _ }) => {
  await page.goto('/en' + PRACTICE);
  await ready(page);
  const before = await stored(page);
  await importFile(page, {
    tasks: { 'ts-bool-days': { status: 'tried', attempts: 1, updatedAt: 1e308 } },
  });
  const status = page.getByTestId(TID.practiceImportStatus);
  await expect(status).toHaveAttribute('data-kind', 'error');
  await expect(status).toContainText('in the future');
  await expect(status).toContainText('ts-bool-days');
  await expect(page.getByTestId(TID.practiceImportPreview)).toHaveCount(0);
  expect(await stored(page)).toEqual(before);
});
