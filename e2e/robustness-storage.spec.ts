// Never a lost edit: a full storage quota, a 5 MB input, two tabs, share links with edits,
// and preview drafts changed elsewhere or written by a newer release.
import type { BrowserContext, Page } from '@playwright/test';
import LZString from 'lz-string';
import { test, expect, ready, usePlainEditor } from './fixtures';
import { TID } from '../app/testids';

const DRAFT_KEY = 'toollab:preview-draft';

/** A second page of the same context that fails the test on any uncaught error, like the first. */
async function secondPage(ctx: BrowserContext, errors: string[]): Promise<Page> {
  const p = await ctx.newPage();
  p.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`));
  return p;
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await ready(page);
}

/** Fills this origin's localStorage until not one more character fits. */
async function fillStorage(page: Page) {
  const stored = await page.evaluate(() => {
    let chunk = 1 << 20;
    let n = 0;
    let total = 0;
    while (chunk >= 1) {
      try {
        localStorage.setItem(`e2e-filler-${n}`, 'x'.repeat(chunk));
        n += 1;
        total += chunk;
      } catch {
        chunk = Math.floor(chunk / 2);
      }
    }
    return total;
  });
  expect(stored).toBeGreaterThan(1_000_000);
}

async function freeStorage(page: Page) {
  await page.evaluate(() => {
    for (const k of Object.keys(localStorage)) if (k.startsWith('e2e-filler-')) localStorage.removeItem(k);
  });
}

const warning = (page: Page) => page.getByTestId(TID.storageWarning);
const labEditor = (page: Page) => page.getByTestId(TID.labEditor);
const outcome = (page: Page) => page.getByTestId(TID.outcome);

test.beforeEach(async ({ context }) => usePlainEditor(context));

test.describe('a full storage quota', () => {
  for (const [lang, prefix, text] of [
    ['zh', '', '没有保存'],
    ['en', '/en', 'Not saved'],
  ] as const) {
    test(`a lab edit warns (${lang}), stays on the page, and saves once space is freed`, async ({
      page,
      offsite: _,
    }) => {
      await open(page, `${prefix}/labs/admission`);
      await expect(labEditor(page)).toBeVisible();
      await fillStorage(page);
      const mine = '{"city": "成都", "days": true}';
      await labEditor(page).fill(mine);
      await expect(warning(page)).toBeVisible();
      await expect(warning(page)).toContainText(text);
      // The edit is kept in memory: the lab runs on it.
      await expect(labEditor(page)).toHaveValue(mine);
      await expect(outcome(page)).toHaveAttribute('data-outcome', 'schema_types');
      // The warning offers the unsaved input as a file.
      const download = page.waitForEvent('download');
      await warning(page).getByRole('button').first().click();
      expect((await download).suggestedFilename()).toBe('tool-lab-admission-input.json');
      // Still not saved: the warning stays.
      await expect(warning(page)).toBeVisible();
      await freeStorage(page);
      await warning(page).getByRole('button').last().click();
      await expect(warning(page)).toBeHidden();
      await page.reload();
      await ready(page);
      await expect(labEditor(page)).toHaveValue(mine);
    });
  }

  test('a practice edit warns, stays, and saves once space is freed', async ({ page, offsite: _ }) => {
    await open(page, '/topics/tools-skills/practice#ts-business-vocab');
    const editor = page.getByTestId(TID.practiceEditor);
    await expect(editor).toBeVisible();
    await fillStorage(page);
    const mine = '{\n  "city": "拉萨",\n  "days": 3\n}';
    await editor.fill(mine);
    await expect(warning(page)).toBeVisible();
    await expect(page.getByTestId(TID.practiceOutcome)).toHaveAttribute('data-outcome', 'semantic_city');
    await expect(editor).toHaveValue(mine);
    await freeStorage(page);
    await warning(page).getByRole('button').last().click();
    await expect(warning(page)).toBeHidden();
    await page.reload();
    await ready(page);
    await expect(page.getByTestId(TID.practiceEditor)).toHaveValue(mine);
  });
});

test('a 5 MB lab input survives a reload (kept in IndexedDB)', async ({
  page,
  context,
  baseURL,
  offsite: _,
}) => {
  test.setTimeout(90_000);
  // Monaco, as a learner pasting a big file would have it (a text area takes many seconds to lay out
  // megabytes, and that is not what this test is about).
  await page.addInitScript(() =>
    localStorage.setItem(
      'toollab:settings',
      JSON.stringify({ state: { lang: null, theme: 'system', editor: 'monaco' }, version: 2 }),
    ),
  );
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await open(page, '/labs/admission');
  const box = labEditor(page);
  await expect(box.locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
  // Valid arguments padded with 5 MB of whitespace (JSON allows it between tokens).
  const big = `{"city": "成都",${' '.repeat(5 * 1024 * 1024)}"days": 3}`;
  await page.evaluate((text) => navigator.clipboard.writeText(text), big);
  await box.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('ControlOrMeta+v');
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'accepted', { timeout: 30_000 });
  const size = big.length.toLocaleString('zh-CN');
  await expect(page.getByTestId(TID.editorHeavy)).toContainText(size);
  // The key keeps a pointer; the record itself went to IndexedDB.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('toollab:lab:admission') ?? ''), {
      timeout: 20_000,
    })
    .toContain('"big":true');
  await expect(warning(page)).toHaveCount(0);
  await page.reload();
  await ready(page);
  // The whole text is back: the editor counts every character of it.
  await expect(page.getByTestId(TID.editorHeavy)).toContainText(size, { timeout: 30_000 });
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'accepted', { timeout: 30_000 });
});

test.describe('two tabs', () => {
  test('editing different labs never reverts the other tab', async ({ page, context, offsite: _ }) => {
    const errors: string[] = [];
    const other = await secondPage(context, errors);
    await open(page, '/labs/admission');
    await open(other, '/labs/planner');
    const admission1 = '{"city": "成都", "days": 1}';
    const admission2 = '{"city": "成都", "days": 2}';
    await labEditor(page).fill(admission1);
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'accepted');
    const plannerText = await labEditor(other).inputValue();
    const planner = plannerText.replace(/"budget":\s*\d+/, '"budget": 12345');
    expect(planner).not.toBe(plannerText);
    await labEditor(other).fill(planner);
    await labEditor(page).fill(admission2);
    await page.waitForTimeout(300);
    // Neither tab was told about the other's lab, and neither lost its own edit.
    await expect(page.getByTestId(TID.labChangedElsewhere)).toHaveCount(0);
    await expect(other.getByTestId(TID.labChangedElsewhere)).toHaveCount(0);
    await page.reload();
    await other.reload();
    await ready(page);
    await ready(other);
    await expect(labEditor(page)).toHaveValue(admission2);
    await expect(labEditor(other)).toHaveValue(planner);
    expect(errors).toEqual([]);
  });

  test('the same lab: the other tab follows, says so, and can go back to its own', async ({
    page,
    context,
    offsite: _,
  }) => {
    const errors: string[] = [];
    const other = await secondPage(context, errors);
    await open(page, '/labs/admission');
    await open(other, '/labs/admission');
    const theirs = await labEditor(other).inputValue();
    const mine = '{"city": "成都", "days": 6}';
    await labEditor(page).fill(mine);
    const notice = other.getByTestId(TID.labChangedElsewhere);
    await expect(notice).toBeVisible();
    await expect(labEditor(other)).toHaveValue(mine);
    await notice.getByRole('button').first().click();
    await expect(labEditor(other)).toHaveValue(theirs);
    await expect(notice).toHaveCount(0);
    // Bringing its own back is a change too: the first tab follows and is told.
    await expect(page.getByTestId(TID.labChangedElsewhere)).toBeVisible();
    await expect(labEditor(page)).toHaveValue(theirs);
    await page.getByTestId(TID.labChangedElsewhere).getByRole('button').last().click();
    await expect(page.getByTestId(TID.labChangedElsewhere)).toHaveCount(0);
    await expect(labEditor(page)).toHaveValue(theirs);
    expect(errors).toEqual([]);
  });

  test('the preview draft: the other tab is told, and chooses theirs or mine', async ({
    page,
    context,
    offsite: _,
  }) => {
    const errors: string[] = [];
    const other = await secondPage(context, errors);
    await open(page, '/preview');
    await open(other, '/preview');
    const editorA = page.getByTestId(TID.previewEditor);
    const editorB = other.getByTestId(TID.previewEditor);
    await expect(editorA).not.toHaveValue('');
    await expect(editorB).not.toHaveValue('');
    const a = '# Draft A\n\nWritten in the first tab.\n';
    await editorA.fill(a);
    await expect(other.getByTestId(TID.previewOtherTab)).toBeVisible();
    // Nothing changed under the learner's hands until they choose.
    await expect(editorB).not.toHaveValue(a);
    await other.getByTestId(TID.previewLoadTheirs).click();
    await expect(editorB).toHaveValue(a);
    await expect(other.getByTestId(TID.previewOtherTab)).toHaveCount(0);

    const b = '# Draft B\n\nWritten in the second tab.\n';
    await editorB.fill(b);
    await expect(page.getByTestId(TID.previewOtherTab)).toBeVisible();
    await page.getByTestId(TID.previewKeepMine).click();
    await expect(page.getByTestId(TID.previewOtherTab)).toHaveCount(0);
    await expect(editorA).toHaveValue(a);
    const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}').source, DRAFT_KEY);
    expect(stored).toBe(a);
    // Keeping mine stored it over theirs, so now the second tab is told.
    await expect(other.getByTestId(TID.previewOtherTab)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('a preview draft from a newer release is kept and offered as a download', async ({
  page,
  offsite: _,
}) => {
  const future = JSON.stringify({ v: 7, source: '# From the future', blocks: [] });
  await open(page, '/');
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [DRAFT_KEY, future]);
  await open(page, '/preview');
  const note = page.getByTestId(TID.previewUnreadableDraft);
  await expect(note).toBeVisible();
  // The bundled page opened instead; editing it does not destroy the kept draft.
  await page.getByTestId(TID.previewEditor).fill('# Mine\n');
  const download = page.waitForEvent('download');
  await note.getByRole('button').first().click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('tool-lab-unreadable-draft.json');
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path, 'utf8')).toBe(future);
  await page.reload();
  await ready(page);
  await expect(page.getByTestId(TID.previewUnreadableDraft)).toBeVisible();
  await expect(page.getByTestId(TID.previewEditor)).toHaveValue('# Mine\n');
});

test('a share link with edits: a reload keeps them, a second link asks, Keep saves', async ({
  page,
  offsite: _,
}) => {
  const link = (args: string) =>
    '#state=' +
    LZString.compressToEncodedURIComponent(JSON.stringify({ v: 1, args, allowedCities: ['杭州', '成都'] }));
  const first = link('{"city": "杭州", "days": 2}');
  await open(page, `/labs/admission${first}`);
  await expect(page.getByTestId(TID.sharedBanner)).toBeVisible();
  const edited = '{"city": "杭州", "days": 5}';
  await labEditor(page).fill(edited);
  await page.reload();
  await ready(page);
  await expect(labEditor(page)).toHaveValue(edited);
  // A second link does not replace those edits without asking.
  await page.evaluate((h) => (location.hash = h), link('{"city": "成都", "days": 1}'));
  await expect(page.getByTestId(TID.sharedOpenPending)).toBeVisible();
  await expect(labEditor(page)).toHaveValue(edited);
  await page.getByTestId(TID.sharedBanner).getByRole('button').last().click();
  await expect(page.getByTestId(TID.sharedOpenPending)).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe(first);
  // Keep: saved as the learner's work, and the link leaves the address bar.
  await page.getByTestId(TID.sharedKeep).click();
  await expect(page.getByTestId(TID.sharedBanner)).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
  await page.reload();
  await ready(page);
  await expect(labEditor(page)).toHaveValue(edited);
});
