// A page lab's state: the reader's inputs survive a reload, a button's change (an exit's example) can be
// undone, a share link carries the inputs (never the code) into a fresh browser without touching the
// other browser's saved work, a hostile link is refused with a reason and runs nothing, and a ported
// function's run says whether its TypeScript port agrees.
import type { Locator, Page } from '@playwright/test';
import { test, expect, ready, PLAIN_SETTINGS } from './fixtures';
import { TID } from '../app/testids';

const LOAD = 90_000;
const FUNCTION = '/en/topics/tools-skills/functions/validate_query';
const MINE = '{"city": "成都", "days": 2}';

const labOf = (page: Page) => page.locator('[data-page-lab="validate_query"]');
const args = (lab: Locator) => lab.locator('[data-param="args"]');

test.beforeEach(async ({ context }) => {
  await context.addInitScript((v) => {
    if (!localStorage.getItem('toollab:settings')) localStorage.setItem('toollab:settings', v);
  }, PLAIN_SETTINGS);
});

test('a reload keeps the edits; Undo takes back an exit example the button loaded', async ({
  page,
  offsite: _,
}) => {
  test.setTimeout(180_000);
  await page.goto(FUNCTION);
  await ready(page);
  const lab = labOf(page);
  await args(lab).fill(MINE);
  await expect(lab.getByTestId(TID.labUndo)).toBeDisabled();

  await page.reload();
  await ready(page);
  await expect(args(lab)).toHaveValue(MINE);
  // saved inputs that differ from the build's run are run by the page's own code
  await expect(lab.getByTestId('page-lab-outcome')).toHaveAttribute('data-exit', /L\d+/, { timeout: LOAD });

  await lab.getByTestId('page-lab-exits').locator('[data-exit="L5"] button').click();
  await expect(args(lab)).not.toHaveValue(MINE);
  await expect(lab.getByTestId('page-lab-outcome')).toHaveAttribute('data-exit', 'L5', { timeout: LOAD });
  await lab.getByTestId(TID.labUndo).click();
  await expect(args(lab)).toHaveValue(MINE);
  await expect(lab.getByTestId(TID.labUndo)).toBeDisabled();

  await lab.getByTestId(TID.labReset).click();
  await expect(args(lab)).not.toHaveValue(MINE);
  await lab.getByTestId(TID.labUndo).click();
  await expect(args(lab)).toHaveValue(MINE);
});

test('a share link restores the inputs in a fresh browser, which keeps its own work until Keep', async ({
  page,
  browser,
  offsite: _,
}) => {
  test.setTimeout(180_000);
  await page.goto(FUNCTION);
  await ready(page);
  await args(labOf(page)).fill(MINE);
  await labOf(page).getByTestId(TID.shareCopy).click();
  const url = await labOf(page).getByTestId(TID.shareUrl).inputValue();
  expect(url).toContain('/en/topics/tools-skills/functions/validate_query#state=');

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    const errors: string[] = [];
    other.on('pageerror', (e) => errors.push(e.message));
    await other.goto(url);
    await ready(other);
    const lab = labOf(other);
    await expect(args(lab)).toHaveValue(MINE);
    await expect(lab.getByTestId(TID.sharedBanner)).toBeVisible();
    await lab.getByTestId(TID.sharedDismiss).click();
    await expect(args(lab)).not.toHaveValue(MINE);
    await other.goto(url);
    await ready(other);
    await lab.getByTestId(TID.sharedKeep).click();
    await expect(lab.getByTestId(TID.sharedBanner)).toHaveCount(0);
    await other.reload();
    await ready(other);
    await expect(args(lab)).toHaveValue(MINE);
    expect(errors).toEqual([]);
  } finally {
    await fresh.close();
  }
});

test('a hostile link is refused with its reason, changes nothing and runs nothing', async ({
  page,
  offsite: _,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(FUNCTION);
  await ready(page);
  const lab = labOf(page);
  const before = await args(lab).inputValue();
  for (const hostile of ['<script>alert(1)</script>', 'A'.repeat(40_000), '%E0%A4%A']) {
    await page.goto(`${FUNCTION}#state=${hostile}`);
    await ready(page);
    await expect(lab.getByTestId(TID.shareError)).toBeVisible();
    await expect(lab.getByTestId(TID.sharedBanner)).toHaveCount(0);
    await expect(args(lab)).toHaveValue(before);
  }
  await expect(lab.getByTestId(TID.shareError)).toContainText('cannot be opened');
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? 0)).toBe(0);
});

test('a ported function says beside each run whether its TypeScript port agrees', async ({
  page,
  offsite: _,
}) => {
  test.setTimeout(180_000);
  await page.goto(FUNCTION);
  await ready(page);
  const lab = labOf(page);
  const port = lab.getByTestId(TID.pageLabPort);
  await expect(port).toHaveAttribute('data-agrees', 'true');
  await args(lab).fill(MINE);
  await expect(lab.getByTestId('page-lab-outcome')).toHaveAttribute('data-status', 'done', { timeout: LOAD });
  await expect(port).toHaveAttribute('data-agrees', 'true');
  await expect(port).toContainText('Agrees with the port');
});
