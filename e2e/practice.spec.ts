// Practice view: tasks checked with the real lab logic, progress that survives a reload, moves between
// browser profiles by export/import, refuses a corrupted file, and stays consistent across tabs.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, ready, seriousA11yViolations, usePlainEditor } from './fixtures';
import { TID } from '../app/testids';
import type { PracticeFile } from '../src/content-checks/types';

const PRACTICE = '/topics/tools-skills/practice';
const PROGRESS_KEY = 'toollab:progress';
const data = JSON.parse(readFileSync('content/practice/tools-skills.json', 'utf8')) as PracticeFile;

async function openPractice(page: Page, url = PRACTICE) {
  await page.goto(url);
  await ready(page);
  await expect(page.getByTestId(TID.practiceTaskList)).toBeVisible();
}

const taskButton = (page: Page, id: string) =>
  page.getByTestId(TID.practiceTaskList).locator(`[data-task="${id}"]`);

/** Solves "structure right, business wrong" by typing a city outside the vocabulary. */
async function solveBusinessVocab(page: Page) {
  await taskButton(page, 'ts-business-vocab').click();
  await expect(page.getByTestId(TID.practiceTask)).toHaveAttribute('data-task', 'ts-business-vocab');
  const editor = page.getByTestId(TID.practiceEditor);
  await expect(page.getByTestId(TID.practiceOutcome)).toHaveAttribute('data-outcome', 'accepted');
  await editor.fill('{\n  "city": "拉萨",\n  "days": 9\n}');
  await expect(page.getByTestId(TID.practiceOutcome)).toHaveAttribute('data-outcome', 'schema_range');
  await editor.press('Control+Enter');
  await expect(page.getByTestId(TID.practiceFeedback)).toHaveAttribute('data-done', 'false');
  await expect(taskButton(page, 'ts-business-vocab')).toHaveAttribute('data-status', 'tried');
  await editor.fill('{\n  "city": "拉萨",\n  "days": 3\n}');
  await expect(page.getByTestId(TID.practiceOutcome)).toHaveAttribute('data-outcome', 'semantic_city');
  await page.getByTestId(TID.practiceCheck).click();
  await expect(page.getByTestId(TID.practiceFeedback)).toHaveAttribute('data-done', 'true');
  await expect(taskButton(page, 'ts-business-vocab')).toHaveAttribute('data-status', 'done');
}

test.beforeEach(async ({ context }) => {
  await usePlainEditor(context);
});

test('a lab task is completed by editing its input, and is still done after a reload', async ({
  page,
  offsite: _,
}) => {
  await openPractice(page);
  await expect(taskButton(page, 'ts-business-vocab')).toHaveAttribute('data-status', 'new');
  await solveBusinessVocab(page);
  // After success: explanation and reference answer.
  await expect(page.getByTestId(TID.practiceAnswer)).toContainText(data.tasks[1]!.answer.zh.slice(0, 12));

  await page.reload();
  await ready(page);
  await expect(taskButton(page, 'ts-business-vocab')).toHaveAttribute('data-status', 'done');
  // The task stays current (URL hash) and the learner's own input is back.
  await expect(page.getByTestId(TID.practiceTask)).toHaveAttribute('data-task', 'ts-business-vocab');
  await expect(page.getByTestId(TID.practiceEditor)).toHaveValue(/拉萨/);
  await expect(page.getByTestId(TID.practiceAnswer)).toBeVisible();

  // Alt+→ moves to the next task; the hint ladder opens one hint at a time.
  await page.getByTestId(TID.practiceCheck).focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page.getByTestId(TID.practiceTask)).toHaveAttribute('data-task', 'ts-bool-days');
  await page.getByTestId(TID.practiceHintNext).click();
  await expect(page.getByTestId(TID.practiceHints).locator('li')).toHaveCount(1);
});

test('the page is prerendered as a new learner sees it, with every task and the first one open', async ({
  page,
}) => {
  const html = await (await page.request.get(PRACTICE)).text();
  for (const task of data.tasks) expect(html).toContain(`data-task="${task.id}"`);
  expect(html).toMatch(new RegExp(`data-testid="${TID.practiceTask}" data-task="${data.tasks[0]!.id}"`));
  expect(html).toContain(`data-testid="${TID.practiceCheck}"`);
});

test('hydration keeps the prerendered page: frame, task list and task stay the same nodes', async ({
  page,
  offsite: _,
}) => {
  // Kept from the HTML as parsed: if React rebuilt any of them, they leave the document.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { prerendered: Element[] };
      w.prerendered = [
        '#main',
        'header',
        'footer',
        '[data-testid="practice-task-list"]',
        '[data-testid="practice-task"]',
      ].map((sel) => document.querySelector(sel)!);
    });
  });
  await openPractice(page);
  await expect(page.getByTestId(TID.practiceCheck)).toBeEnabled();
  const kept = await page.evaluate(() =>
    (window as unknown as { prerendered: (Element | null)[] }).prerendered.map((el) => el?.isConnected),
  );
  expect(kept).toEqual([true, true, true, true, true]);
});

test("a lab task's diagram is left out of the HTML and drawn, lit, once the page has loaded", async ({
  page,
  offsite: _,
}) => {
  // The drawing is most of a lab task's markup, and every first visit caches every practice page.
  const url = '/topics/function-calling/practice';
  const html = await (await page.request.get(url)).text();
  expect(html).toContain(`data-testid="${TID.practicePath}"`);
  expect(html).toContain('data-drawn="false"');
  expect(html).not.toContain('lab-diagram-stage');
  await page.goto(url);
  await ready(page);
  const diagram = page.getByTestId(TID.practicePath).getByTestId(TID.labDiagram);
  await expect(diagram).toHaveAttribute('data-drawn', 'true');
  await expect(diagram.locator('[data-state="exit"]')).toHaveCount(1);
});

test('saved progress, the linked task and a class lock replace the prerendered state after loading', async ({
  page,
  offsite: _,
}) => {
  await openPractice(page);
  await solveBusinessVocab(page);
  // A fresh load of a class link to another task: the prerendered page shows the first task, unlocked.
  await page.goto(`${PRACTICE}?lock=answers#ts-business-vocab`);
  await ready(page);
  await expect(page.getByTestId(TID.practiceTask)).toHaveAttribute('data-task', 'ts-business-vocab');
  await expect(taskButton(page, 'ts-business-vocab')).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId(TID.practiceEditor)).toHaveValue(/拉萨/);
  await expect(page.getByTestId(TID.practiceLocked).first()).toBeVisible();
  await expect(page.getByTestId(TID.practiceAnswer)).toHaveCount(0);
});

test("a lab task shows the lab's lit flowchart and the outcome's explanation as the input changes", async ({
  page,
  offsite: _,
}) => {
  await openPractice(page);
  await taskButton(page, 'ts-business-vocab').click();
  const path = page.getByTestId(TID.practicePath);
  const node = (id: string) => path.getByTestId(TID.labDiagram).locator(`[data-node="${id}"]`);
  await expect(path).toHaveAttribute('data-outcome', 'accepted');
  await expect(node('accepted')).toHaveAttribute('data-state', 'exit');
  await expect(path.getByTestId(TID.practicePathExplain)).not.toBeEmpty();
  await page.getByTestId(TID.practiceEditor).fill('{\n  "city": "拉萨",\n  "days": 3\n}');
  await expect(path).toHaveAttribute('data-outcome', 'semantic_city');
  await expect(node('semantic_city')).toHaveAttribute('data-state', 'exit');
  await expect(node('city_allowed')).toHaveAttribute('data-state', 'path');
  // The steps say what was seen, in the page's language.
  await expect(path.getByTestId('trace')).toContainText("city = '拉萨'");
});

test('revealed hints and the done state survive a reload', async ({ page, offsite: _ }) => {
  await openPractice(page);
  await solveBusinessVocab(page);
  await page.getByTestId(TID.practiceHintNext).click();
  await page.getByTestId(TID.practiceHintNext).click();
  await expect(page.getByTestId(TID.practiceHints).locator('li')).toHaveCount(2);
  await taskButton(page, 'ts-bool-days').click();
  await page.getByTestId(TID.practiceHintNext).click();
  await expect(page.getByTestId(TID.practiceHints).locator('li')).toHaveCount(1);

  await page.reload();
  await ready(page);
  await expect(page.getByTestId(TID.practiceTask)).toHaveAttribute('data-task', 'ts-bool-days');
  await expect(page.getByTestId(TID.practiceHints).locator('li')).toHaveCount(1);
  await expect(page.getByTestId(TID.practiceFeedback)).not.toHaveAttribute('data-done', 'true');
  await taskButton(page, 'ts-business-vocab').click();
  await expect(page.getByTestId(TID.practiceHints).locator('li')).toHaveCount(2);
  // Done, said as it was right after the check, with the explanation below.
  await expect(page.getByTestId(TID.practiceFeedback)).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId(TID.practiceAnswer)).toBeVisible();
  // Every hint of it is open: the ladder says so, as it did before the reload.
  await expect(page.getByTestId(TID.practiceHintNext)).toBeDisabled();
  // The other task continues from where the learner was.
  await taskButton(page, 'ts-bool-days').click();
  await page.getByTestId(TID.practiceHintNext).click();
  await expect(page.getByTestId(TID.practiceHints).locator('li')).toHaveCount(2);
});

test('an allow-everything rule does not solve "change only policy"', async ({ page, offsite: _ }) => {
  const task = data.tasks.find((t) => t.id === 'ts-host-permission')!;
  const wildcard = task.nearMisses.find((m) => m.input?.includes('"tool": "*"'))!;
  await openPractice(page, `${PRACTICE}#ts-host-permission`);
  await taskButton(page, 'ts-host-permission').click();
  const editor = page.getByTestId(TID.practiceEditor);
  await editor.fill(wildcard.input!);
  await expect(page.getByTestId(TID.practiceOutcome)).toHaveAttribute('data-outcome', 'executed');
  await page.getByTestId(TID.practiceCheck).click();
  await expect(page.getByTestId(TID.practiceFeedback)).toHaveAttribute('data-done', 'false');
  await expect(page.getByTestId(TID.practiceFeedback)).toContainText('get_forecast');
  await editor.fill(task.answer.input!);
  await page.getByTestId(TID.practiceCheck).click();
  await expect(page.getByTestId(TID.practiceFeedback)).toHaveAttribute('data-done', 'true');
});

test('the home badges count done tasks without loading any practice file', async ({ page, offsite: _ }) => {
  await openPractice(page);
  await solveBusinessVocab(page);
  // Any script the home page fetches must not carry a practice file (a task title is only there).
  const title = data.tasks[0]!.title.zh;
  const carried: string[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.text().catch(() => '');
    if (body.includes(title)) carried.push(res.url());
  });
  await page.goto('/');
  await ready(page);
  const badge = page.locator(`[data-testid="${TID.practiceBadge}"][data-page="tools-skills"]`);
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('data-done', '1');
  await expect(badge).toHaveAttribute('data-total', String(data.tasks.length));
  await expect(badge).toContainText(`1/${data.tasks.length}`);
  // Another topic with practice shows its own count.
  const other = page.locator(`[data-testid="${TID.practiceBadge}"]:not([data-page="tools-skills"])`).first();
  await expect(other).toHaveAttribute('data-done', '0');
  await page.waitForLoadState('networkidle');
  expect(carried).toEqual([]);
});

test('a class link locks reference answers', async ({ page, offsite: _ }) => {
  await openPractice(page, `${PRACTICE}?lock=answers`);
  await solveBusinessVocab(page);
  await expect(page.getByTestId(TID.practiceAnswer)).toHaveCount(0);
  await expect(page.getByTestId(TID.practiceLocked).first()).toBeVisible();
});

test('a wrong choice shows that option’s explanation', async ({ page, offsite: _ }) => {
  await openPractice(page);
  const task = data.tasks[0]!;
  if (task.check.kind !== 'choices') throw new Error('first task should be a choices task');
  const item = task.check.items[0]!;
  const wrong = item.options.find((o) => o.id !== item.correct)!;
  await taskButton(page, task.id).click();
  const first = page.getByTestId(TID.practiceTask).locator('fieldset[data-item="0"]');
  await first.getByLabel(wrong.zh).check();
  await page.getByTestId(TID.practiceCheck).click();
  await expect(first).toHaveAttribute('data-correct', 'false');
  await expect(first).toContainText(item.explanations[wrong.id]!.zh);
  await expect(page.getByTestId(TID.practiceFeedback)).toHaveAttribute('data-done', 'false');
  await expect(taskButton(page, task.id)).toHaveAttribute('data-status', 'tried');
});

test('progress is exported and imported into a fresh browser profile', async ({
  page,
  browser,
  baseURL,
  offsite: _,
}) => {
  await openPractice(page);
  await solveBusinessVocab(page);
  const downloading = page.waitForEvent('download');
  await page.getByTestId(TID.practiceExport).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('tool-lab-progress.json');
  const text = readFileSync((await download.path())!, 'utf8');
  expect(JSON.parse(text)).toMatchObject({
    format: 'tool-lab-progress',
    v: 2,
    tasks: { 'ts-business-vocab': { status: 'done' } },
  });

  const fresh = await browser.newContext({ baseURL });
  try {
    await usePlainEditor(fresh);
    const other = await fresh.newPage();
    await openPractice(other);
    await expect(taskButton(other, 'ts-business-vocab')).toHaveAttribute('data-status', 'new');
    await other.getByTestId(TID.practiceImport).setInputFiles({
      name: 'tool-lab-progress.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    // The import is shown first, then applied.
    await other.getByTestId(TID.practiceImportApply).click();
    await expect(other.getByTestId(TID.practiceImportStatus)).toHaveAttribute('data-kind', 'ok');
    await expect(taskButton(other, 'ts-business-vocab')).toHaveAttribute('data-status', 'done');
    await other.reload();
    await ready(other);
    await expect(taskButton(other, 'ts-business-vocab')).toHaveAttribute('data-status', 'done');
  } finally {
    await fresh.close();
  }
});

test('a corrupted import is refused and changes nothing', async ({ page, offsite: _ }) => {
  await openPractice(page);
  await solveBusinessVocab(page);
  const before = await page.evaluate((k) => localStorage.getItem(k), PROGRESS_KEY);
  expect(before).toContain('ts-business-vocab');

  const files = [
    ['cut short', '{"format": "tool-lab-progress", "v": 2, "tasks": {"ts-bool-days": {"status": "do'],
    [
      'wrong shape',
      JSON.stringify({
        format: 'tool-lab-progress',
        v: 2,
        tasks: { 'ts-bool-days': { status: 'finished', attempts: 1, updatedAt: 1 } },
        quiz: {},
      }),
    ],
  ] as const;
  for (const [name, body] of files) {
    await page.getByTestId(TID.practiceImport).setInputFiles({
      name: `${name}.json`,
      mimeType: 'application/json',
      buffer: Buffer.from(body),
    });
    const status = page.getByTestId(TID.practiceImportStatus);
    await expect(status, name).toHaveAttribute('data-kind', 'error');
    await expect(status).toContainText('导入被拒绝');
    expect(await page.evaluate((k) => localStorage.getItem(k), PROGRESS_KEY)).toBe(before);
    await expect(taskButton(page, 'ts-bool-days')).toHaveAttribute('data-status', 'new');
    await expect(taskButton(page, 'ts-business-vocab')).toHaveAttribute('data-status', 'done');
  }
});

test('two open tabs stay consistent', async ({ page, context, offsite: _ }) => {
  await openPractice(page);
  const second = await context.newPage();
  await openPractice(second);
  await solveBusinessVocab(page);
  await expect(taskButton(second, 'ts-business-vocab')).toHaveAttribute('data-status', 'done');
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: no serious or critical violations on the practice view (${theme})`, async ({
    page,
    offsite: _,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await openPractice(page, `${PRACTICE}#ts-counterexamples`);
    // Checked state: per-item feedback, task feedback, a hint.
    await page.getByTestId(TID.practiceCheck).click();
    await page.getByTestId(TID.practiceHintNext).click();
    await expect(page.getByTestId(TID.practiceFeedback)).toHaveAttribute('data-done', 'false');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
