// The skills lab in the browser: files and markers, the catalog's exact token count, the planner fed
// from the files, the injection paths, loading local files, share links, practice, navigation, axe, and
// the tokenizer chunk staying off pages that do not need it.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { test, expect, ready, seriousA11yViolations, PLAIN_SETTINGS, usePlainEditor } from './fixtures';
import { TID } from '../app/testids';

type Scenario = { id: string; expect: string; state: { files: { path: string; text: string }[] } };
const scenarios: Scenario[] = JSON.parse(
  readFileSync('content/labs/skills/scenarios.json', 'utf8'),
).scenarios;
const valid = scenarios.find((s) => s.id === 'sk-valid')!;
const weatherMd = valid.state.files[0]!.text;

async function openSkills(page: Page, path = '/labs/skills') {
  await page.goto(path);
  await ready(page);
  await expect(page.locator('[data-lab="skills"]')).toBeVisible();
}

const outcome = (page: Page) => page.getByTestId(TID.outcome);
const tokens = (page: Page) => page.getByTestId(TID.catalogTokens);
const catalogText = async (page: Page) => (await page.getByTestId(TID.skillsCatalogText).textContent()) ?? '';

/** The count shown must be the o200k count of the catalog text shown, computed here independently. */
async function expectExactCount(page: Page): Promise<number> {
  await expect(tokens(page)).toHaveText(/^\d+$/, { timeout: 20_000 });
  await expect(tokens(page)).toHaveAttribute('data-exact', 'true');
  const shown = Number(await tokens(page).textContent());
  expect(shown).toBe(countTokens(await catalogText(page)));
  return shown;
}

test.describe('skills lab', () => {
  test.beforeEach(async ({ page }) => usePlainEditor(page));

  test('an edit to SKILL.md marks the file, changes the outcome and the catalog tokens', async ({
    page,
    offsite: _,
  }) => {
    await openSkills(page);
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'valid');
    const before = await expectExactCount(page);
    const editor = page.getByTestId(TID.labEditor);
    await expect(editor).toHaveValue(weatherMd);
    await editor.fill(weatherMd.replace('name: weather-report', 'name: Weather-Report'));

    await expect(outcome(page)).toHaveAttribute('data-outcome', 'invalid');
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    const file = page.locator(`[data-testid="${TID.skillsFile}"][data-path="weather-report/SKILL.md"]`);
    await expect(file).toContainText(/2 (错误|error)/);
    const problem = page.locator(`[data-testid="${TID.skillsProblem}"][data-rule="name-uppercase"]`);
    await expect(problem).toContainText('weather-report/SKILL.md:2:7');
    await expect(tokens(page)).toHaveText(String(before + 1));
    await expectExactCount(page);

    // A problem in another file opens that file with the caret on its place.
    await page.locator(`[data-testid="${TID.skillsFile}"][data-path="travel-checklist/SKILL.md"]`).click();
    await expect(editor).toHaveValue(/name: travel-checklist/);
    await problem.getByRole('button').click();
    await expect(editor).toHaveValue(/name: Weather-Report/);
    await expect(editor).toBeFocused();
    expect(await editor.evaluate((t: HTMLTextAreaElement) => t.selectionStart)).toBe(
      weatherMd.indexOf('weather-report'),
    );
  });

  test('the tree adds, renames and deletes files from the keyboard; undo brings a file back', async ({
    page,
    offsite: _,
  }) => {
    await openSkills(page);
    await page.getByTestId(TID.skillsNewSkill).click();
    await page.getByTestId(TID.skillsNameInput).fill('packing-list');
    await page.getByTestId(TID.skillsNameInput).press('Enter');
    await expect(page.getByTestId(TID.labEditor)).toHaveValue(/^---\nname: packing-list\n/);
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'valid');
    await expect(page.getByTestId(TID.skillsCatalogText)).toContainText('packing-list');

    await page.getByTestId(TID.skillsNewFile).click();
    await page.getByTestId(TID.skillsNameInput).fill('references/notes.md');
    await page.getByTestId(TID.skillsNameInput).press('Enter');
    const notes = page.locator(
      `[data-testid="${TID.skillsFile}"][data-path="packing-list/references/notes.md"]`,
    );
    await expect(notes).toHaveAttribute('aria-selected', 'true');

    await notes.focus();
    await page.keyboard.press('F2');
    await expect(page.getByTestId(TID.skillsNameInput)).toHaveValue('packing-list/references/notes.md');
    await page.getByTestId(TID.skillsNameInput).fill('packing-list/SKILL.md');
    await expect(page.getByRole('button', { name: /^(确定|OK)$/ })).toBeDisabled();
    await page.getByTestId(TID.skillsNameInput).fill('packing-list/references/list.md');
    await page.getByTestId(TID.skillsNameInput).press('Enter');
    const list = page.locator(
      `[data-testid="${TID.skillsFile}"][data-path="packing-list/references/list.md"]`,
    );
    await expect(list).toBeVisible();

    await list.focus();
    await page.keyboard.press('ArrowUp');
    await expect(
      page.locator(`[data-testid="${TID.skillsFile}"][data-path="packing-list/SKILL.md"]`),
    ).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Delete');
    await expect(list).toHaveCount(0);
    await page.getByTestId(TID.labUndo).click();
    await expect(list).toHaveCount(1);
  });

  test('every scenario gives its stated outcome', async ({ page, offsite: _ }) => {
    await openSkills(page);
    const select = page.getByTestId(TID.labScenario);
    for (const sc of scenarios) {
      await select.selectOption(sc.id);
      await expect(outcome(page), sc.id).toHaveAttribute('data-outcome', sc.expect);
      await expect(page.locator(`[data-testid="${TID.labDiagram}"] [data-state="exit"]`)).toHaveCount(1);
      await expect(
        page.locator(`[data-testid="${TID.labDiagram}"] [data-node="${sc.expect}"]`),
      ).toHaveAttribute('data-state', 'exit');
    }
  });

  test('break-it buttons reach other outcomes, and undo restores', async ({ page, offsite: _ }) => {
    await openSkills(page);
    // Pick the scenario first: a recorded edit needs saved work to go back to.
    await page.getByTestId(TID.labScenario).selectOption('sk-valid');
    const seen = new Set<string | null>(['valid']);
    const buttons = page.locator('[data-breaker]:not([disabled])');
    const n = await buttons.count();
    expect(n).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < n; i++) {
      const id = await buttons.nth(i).getAttribute('data-breaker');
      await buttons.nth(i).click();
      if (id === 'switch-topic' || id === 'compact') {
        // These change the conversation, not the files: the bill changes, the folder stays valid.
        await expect(outcome(page)).toHaveAttribute('data-outcome', 'valid');
      } else await expect(outcome(page), id!).not.toHaveAttribute('data-outcome', 'valid');
      seen.add(await outcome(page).getAttribute('data-outcome'));
      await page.getByTestId(TID.labUndo).click();
      await expect(outcome(page)).toHaveAttribute('data-outcome', 'valid');
    }
    expect(seen).toEqual(new Set(['valid', 'invalid', 'warnings']));
  });

  test('open in planner carries the computed input and lights the path there', async ({
    page,
    offsite: _,
  }) => {
    await openSkills(page);
    const verdict = page.getByTestId(TID.skillsPlannerOutcome);
    await expect(verdict).toHaveAttribute('data-outcome', 'accepted');
    await page.getByTestId(TID.skillsBudget).fill('10');
    await expect(verdict).toHaveAttribute('data-outcome', 'rejected');
    await page.getByTestId(TID.skillsOpenPlanner).click();
    await expect(page).toHaveURL(/\/labs\/planner#state=/);
    await expect(page.locator('[data-lab="planner"]')).toBeVisible();
    await expect(page.getByTestId(TID.sharedBanner)).toBeVisible();
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'rejected');
    await expect(page.locator(`[data-testid="${TID.labDiagram}"] [data-node="rejected"]`)).toHaveAttribute(
      'data-state',
      'exit',
    );
    const input = JSON.parse(await page.getByTestId(TID.labEditor).inputValue());
    expect(input.budget).toBe(10);
    expect(input.active).toEqual(['weather-report']);
    expect(Object.keys(input.catalog)).toEqual(['weather-report', 'travel-checklist']);

    // In English the link keeps the language.
    await openSkills(page, '/en/labs/skills');
    await expect(page.getByTestId(TID.skillsOpenPlanner)).toHaveAttribute(
      'href',
      /^\/en\/labs\/planner#state=/,
    );
  });

  test('the injection panel draws the chosen path and compares all three', async ({ page, offsite: _ }) => {
    await openSkills(page);
    await page.getByTestId(TID.labScenario).selectOption('sk-page-example');
    const drawing = page.getByTestId(TID.skillsDrawing);
    await page.locator(`[data-testid="${TID.skillsPath}"][value="inline"]`).check();
    await expect(drawing).toHaveAttribute('data-path', 'inline');
    const turns = drawing.getByTestId(TID.skillsTurn);
    expect(await turns.count()).toBeGreaterThanOrEqual(3);
    await expect(turns.first()).toHaveAttribute('data-cached', '0');
    await expect(page.getByTestId(TID.skillsModelNotes)).toBeVisible();
    // The page's worked example: inline costs 4,410 full-price tokens more than attachment.
    const full = async (p: string) =>
      Number(
        (await page
          .locator(`[data-testid="${TID.skillsCompare}"] tr[data-path="${p}"] td`)
          .nth(3)
          .textContent())!.replace(/,/g, ''),
      );
    expect((await full('inline')) - (await full('attachment'))).toBeCloseTo(4410, 5);
    await page.locator(`[data-testid="${TID.skillsPath}"][value="fork"]`).check();
    await expect(drawing).toHaveAttribute('data-path', 'fork');
    await expect(page.getByTestId(TID.skillsConversation)).toHaveValue(/turns/);
    await page.getByTestId(TID.skillsConversation).fill('{"turns": [}');
    await expect(page.getByTestId(TID.skillsConversationProblems)).toContainText('1:');
    await expect(drawing).toHaveCount(0);
  });

  test('a local folder and dropped files load in the browser, within the limits', async ({
    page,
    offsite: _,
  }) => {
    const dir = mkdtempSync(join(tmpdir(), 'skills-'));
    const skill = join(dir, 'my-skills', 'unit-converter');
    mkdirSync(join(skill, 'references'), { recursive: true });
    writeFileSync(
      join(skill, 'SKILL.md'),
      '---\nname: unit-converter\ndescription: Converts units. Use when the user asks to convert.\n---\n# Units\n\nSee [the table](references/table.md).\n',
    );
    writeFileSync(join(skill, 'references', 'table.md'), '# Table\n\n1 mile = 1.609 km\n');
    await openSkills(page);
    await page.getByTestId(TID.skillsFolderInput).setInputFiles(join(dir, 'my-skills'));
    await expect(page.getByTestId(TID.skillsLoadStatus)).toContainText('2');
    await expect(page.locator(`[data-testid="${TID.skillsFile}"]`)).toHaveCount(2);
    await expect(page.getByTestId(TID.labEditor)).toHaveValue(/name: unit-converter/);
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'valid');

    const many = join(dir, 'many');
    mkdirSync(many);
    for (let i = 0; i < 70; i++) writeFileSync(join(many, `f${i}.md`), 'x');
    await page.getByTestId(TID.skillsFolderInput).setInputFiles(many);
    await expect(page.getByTestId(TID.skillsLoadStatus)).toContainText('64');
    await expect(page.locator(`[data-testid="${TID.skillsFile}"]`)).toHaveCount(2);

    // A dropped loose file loads too, and the validator says it sits in no folder.
    const dt = await page.evaluateHandle(() => {
      const d = new DataTransfer();
      d.items.add(
        new File(['---\nname: x\ndescription: y\n---\nbody\n'], 'SKILL.md', { type: 'text/markdown' }),
      );
      return d;
    });
    await page.getByTestId(TID.skillsDrop).dispatchEvent('drop', { dataTransfer: dt });
    await expect(page.locator(`[data-testid="${TID.skillsFile}"]`)).toHaveCount(1);
    await expect(
      page.locator(`[data-testid="${TID.skillsProblem}"][data-rule="file-outside-skill"]`),
    ).toHaveCount(1);
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'invalid');
  });

  test('a share link restores files, picks and path without touching saved work', async ({
    page,
    browser,
    offsite: _,
  }) => {
    await openSkills(page);
    const text = weatherMd.replace('# Weather report', '# Weather report, shared');
    await page.getByTestId(TID.labEditor).fill(text);
    await page.locator(`[data-testid="${TID.skillsPath}"][value="fork"]`).check();
    await page.locator(`[data-testid="${TID.skillsActive}"][value="travel-checklist"]`).check();
    await page.getByTestId(TID.shareCopy).click();
    const url = await page.getByTestId(TID.shareUrl).inputValue();
    expect(url).toMatch(/\/labs\/skills#state=/);

    const ctx = await browser.newContext();
    const other = await ctx.newPage();
    await other.addInitScript((v) => localStorage.setItem('toollab:settings', v), PLAIN_SETTINGS);
    await openSkills(other);
    await other.getByTestId(TID.labEditor).fill('mine');
    await other.goto(url);
    await ready(other);
    await expect(other.getByTestId(TID.sharedBanner)).toBeVisible();
    await expect(other.getByTestId(TID.labEditor)).toHaveValue(text);
    await expect(other.locator(`[data-testid="${TID.skillsPath}"][value="fork"]`)).toBeChecked();
    await expect(
      other.locator(`[data-testid="${TID.skillsActive}"][value="travel-checklist"]`),
    ).toBeChecked();
    await expect(other.getByTestId(TID.skillsDrawing)).toHaveAttribute('data-path', 'fork');
    await other.getByTestId(TID.sharedDismiss).click();
    await expect(other.getByTestId(TID.labEditor)).toHaveValue('mine');
    await ctx.close();
  });

  test('a practice task is completed by typing', async ({ page, offsite: _ }) => {
    const data = JSON.parse(readFileSync('content/practice/gateways-skills.json', 'utf8'));
    const task = data.tasks.find((t: { id: string }) => t.id === 'gs-skill-fix-header');
    await page.goto('/topics/gateways-skills/practice');
    await ready(page);
    await page.getByTestId(TID.practiceTaskList).locator('[data-task="gs-skill-fix-header"]').click();
    await expect(page.getByTestId(TID.practiceTask)).toHaveAttribute('data-task', 'gs-skill-fix-header');
    await expect(page.getByTestId(TID.practiceTask)).toContainText('weather-report/SKILL.md');
    const editor = page.getByTestId(TID.practiceEditor);
    await expect(page.getByTestId(TID.practiceOutcome)).toHaveAttribute('data-outcome', 'invalid');
    await editor.fill(task.start.files[0].text.replace('name: Weather_Report', 'name: weather-report'));
    await expect(page.getByTestId(TID.practiceOutcome)).toHaveAttribute('data-outcome', 'invalid');
    await editor.fill(task.answer.input);
    await expect(page.getByTestId(TID.practiceOutcome)).toHaveAttribute('data-outcome', 'valid');
    await page.getByTestId(TID.practiceCheck).click();
    await expect(page.getByTestId(TID.practiceFeedback)).toHaveAttribute('data-done', 'true');
  });
});

test('Monaco: an edit puts a squiggle on the name and the tree counts it', async ({ page, offsite: _ }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSkills(page);
  const monaco = page.locator(`[data-testid="${TID.labEditor}"][data-editor="monaco"]`);
  await expect(monaco.locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
  await monaco.locator('.view-lines').click();
  // Type as a learner would: to the start of line 2, past "name: ", and capitalise the first letter.
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  for (let i = 0; i < 'name: '.length; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.type('W');
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'invalid');
  await expect(monaco.locator('.squiggly-error').first()).toBeAttached();
  await expect(
    page.locator(`[data-testid="${TID.skillsFile}"][data-path="weather-report/SKILL.md"]`),
  ).toContainText('✕2');
  // The problem list opens the file in Monaco with the caret on the problem.
  await page.locator(`[data-testid="${TID.skillsFile}"][data-path="travel-checklist/SKILL.md"]`).click();
  await expect(monaco.locator('.view-lines')).toContainText('name: travel-checklist');
  await page.locator(`[data-testid="${TID.skillsProblem}"][data-rule="name-uppercase"] button`).click();
  await expect(monaco.locator('.view-lines')).toContainText('name: Weather-report');
  await expect(monaco.locator('.monaco-editor.focused')).toBeVisible();
});

test('in-app navigation to the lab and on to the planner logs no console error', async ({
  page,
  offsite: _,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/');
  await ready(page);
  await page.getByTestId(TID.labsMenu).click();
  await page.locator('a[href="/labs/skills"]').first().click();
  await expect(page.locator('[data-lab="skills"]')).toBeVisible();
  await expect(tokens(page)).toHaveText(/^\d+$/, { timeout: 20_000 });
  await page.getByTestId(TID.skillsOpenPlanner).click();
  await expect(page.locator('[data-lab="planner"]')).toBeVisible();
  await page.goBack();
  await expect(page.locator('[data-lab="skills"]')).toBeVisible();
  await page.goForward();
  await expect(page.locator('[data-lab="planner"]')).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page.getByTestId(TID.topicList)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the tokenizer chunk is requested by the lab only, never by the home or a topic page', async ({
  page,
  offsite: _,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/tokenizer-[^/]*\.js$/.test(r.url())) requested.push(r.url());
  });
  for (const path of ['/', '/topics/gateways-skills', '/en/topics/tools-skills']) {
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
  }
  expect(requested).toEqual([]);
  await openSkills(page);
  await expect(tokens(page)).toHaveText(/^\d+$/, { timeout: 20_000 });
  expect(requested).toHaveLength(1);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: no serious or critical violations on /labs/skills (${theme})`, async ({ page, offsite: _ }) => {
    await page.emulateMedia({ colorScheme: theme });
    await openSkills(page);
    await expect(page.locator('[data-testid="lab-diagram"][data-drawn="true"]')).toBeAttached({
      timeout: 20_000,
    });
    await expect(tokens(page)).toBeVisible({ timeout: 20_000 });
    expect(await seriousA11yViolations(page, '.monaco-editor')).toEqual([]);
  });
}
