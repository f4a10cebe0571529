import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import LZString from 'lz-string';
import {
  test,
  expect,
  breakersReady,
  ready,
  seriousA11yViolations,
  PLAIN_SETTINGS,
  usePlainEditor,
} from './fixtures';
import { TID } from '../app/testids';

type Scenario = { id: string; expect: string; state: Record<string, unknown> };
const { compressToEncodedURIComponent } = LZString;
const scenarios = (slug: string): Scenario[] =>
  JSON.parse(readFileSync(`content/labs/${slug}/scenarios.json`, 'utf8')).scenarios;

async function openLab(page: Page, slug: string, hash = '') {
  await page.goto(`/labs/${slug}${hash}`);
  await ready(page);
  await expect(page.locator(`[data-lab="${slug}"]`)).toBeVisible();
}

const outcome = (page: Page) => page.getByTestId(TID.outcome);
const node = (page: Page, id: string) =>
  page.locator(`[data-testid="${TID.labDiagram}"] [data-node="${id}"]`);

test.describe('labs', () => {
  test.beforeEach(async ({ page }) => usePlainEditor(page));

  test('admission: typing lights the path and the exit node', async ({ page, offsite: _ }) => {
    await openLab(page, 'admission');
    const editor = page.getByTestId(TID.labEditor);
    await expect(editor).toHaveAttribute('aria-label', /JSON/);
    await editor.fill('{"city": "成都", "days": true}');
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'schema_types');
    await expect(node(page, 'schema_types')).toHaveAttribute('data-state', 'exit');
    await expect(node(page, 'days_is_int')).toHaveAttribute('data-state', 'path');
    await expect(node(page, 'city_allowed')).toHaveAttribute('data-state', 'idle');
    await editor.fill('{"city": "成都", "days": 3.0}');
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'schema_types');
    await expect(page.getByTestId(TID.extrasAgreement)).toHaveAttribute('data-agree', 'false');
    await editor.fill('{"city": "成都", "days": 3,}');
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'error');
    await expect(outcome(page)).toContainText('1');
  });

  test('the inputs and the diagram share the row by a splitter the keyboard moves', async ({
    page,
    offsite: _,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openLab(page, 'admission');
    const split = page.getByRole('separator', { name: /width|宽度/ });
    await expect(split).toHaveAttribute('aria-valuenow', '50');
    await expect(split).toHaveAttribute('aria-orientation', 'vertical');
    const editor = page.getByTestId(TID.labEditor);
    const before = (await editor.boundingBox())!.width;
    await split.focus();
    await page.keyboard.press('ArrowRight');
    await expect(split).toHaveAttribute('aria-valuenow', '52');
    await page.keyboard.press('End');
    await expect(split).toHaveAttribute('aria-valuenow', '70');
    await expect.poll(async () => (await editor.boundingBox())!.width).toBeGreaterThan(before + 150);
    await page.keyboard.press('Home');
    await expect(split).toHaveAttribute('aria-valuenow', '30');
    await expect.poll(async () => (await editor.boundingBox())!.width).toBeLessThan(before - 150);
    // On a phone the lab is one column: no splitter to trip over.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(split).toBeHidden();
  });

  test('the splitter keeps its width across a reload and from one lab to the next', async ({
    page,
    offsite: _,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openLab(page, 'admission');
    const split = page.getByRole('separator', { name: /width|宽度/ });
    await split.focus();
    await page.keyboard.press('PageUp');
    await expect(split).toHaveAttribute('aria-valuenow', '60');
    // Stored through the settings record, upgraded from the version-2 settings the test started with.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('toollab:settings') ?? '{}'));
    expect(stored).toMatchObject({ state: { split: 60, editor: 'plain' }, version: 3 });
    await page.reload();
    await ready(page);
    await expect(split).toHaveAttribute('aria-valuenow', '60');
    const inputs = page.locator('[data-lab] .grid > div').first();
    const row = page.locator('[data-lab] .grid').first();
    const share = async () => (await inputs.boundingBox())!.width / (await row.boundingBox())!.width;
    await expect.poll(share).toBeGreaterThan(0.55);
    // Another lab opens at the same width, by a link inside the app and by a fresh load.
    await page
      .getByRole('button', { name: /实验|Labs/ })
      .first()
      .click();
    await page.locator('a[href="/labs/classifier"]').first().click();
    await expect(page.locator('[data-lab="classifier"]')).toBeVisible();
    await expect(split).toHaveAttribute('aria-valuenow', '60');
    await split.focus();
    await page.keyboard.press('Home');
    await openLab(page, 'planner');
    await expect(split).toHaveAttribute('aria-valuenow', '30');
  });

  test('classifier: the timeout switch gives unknown', async ({ page, offsite: _ }) => {
    await openLab(page, 'classifier');
    await page.getByTestId(TID.labTimeout).check();
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'unknown');
    await expect(node(page, 'unknown')).toHaveAttribute('data-state', 'exit');
    await page.getByTestId(TID.labTimeout).uncheck();
    await expect(outcome(page)).not.toHaveAttribute('data-outcome', 'unknown');
  });

  test('planner: 100 tokens do not fit a budget of 99', async ({ page, offsite: _ }) => {
    await openLab(page, 'planner');
    const plan = (budget: number) =>
      JSON.stringify({
        catalog: { a: 10, b: 10 },
        bodies: { a: 50, b: 80 },
        active: ['a'],
        resources: { ref: ['a', 30] },
        requested: ['ref'],
        budget,
      });
    await page.getByTestId(TID.labEditor).fill(plan(99));
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'rejected');
    await expect(page.getByTestId(TID.extrasTotal)).toHaveText('100');
    await page.getByTestId(TID.labEditor).fill(plan(100));
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'accepted');
    await expect(node(page, 'accepted')).toHaveAttribute('data-state', 'exit');
  });

  // A key typed in the plain editor must not make the page rewrite a text area's whole text (the
  // editor's own default value, the closed export menu's snippet): that is most of a key's cost on a
  // big text. Text from outside (a scenario) still replaces the editor's, and typing goes on from it.
  test('typing rewrites no text area, and a scenario still replaces the text', async ({
    page,
    offsite: _,
  }) => {
    await openLab(page, 'admission');
    const editor = page.getByTestId(TID.labEditor);
    await page.evaluate(() => {
      const w = window as unknown as { __rewrites: number };
      w.__rewrites = 0;
      const seen = new MutationObserver((records) => (w.__rewrites += records.length));
      for (const area of document.querySelectorAll('textarea'))
        seen.observe(area, { childList: true, characterData: true, subtree: true });
    });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('   ');
    await expect(editor).toHaveValue(/ {3}$/);
    expect(await page.evaluate('window.__rewrites')).toBe(0);

    const sc = scenarios('admission').find((x) => x.expect !== 'accepted')!;
    await page.getByTestId(TID.labScenario).selectOption(sc.id);
    await expect(outcome(page)).toHaveAttribute('data-outcome', sc.expect);
    await expect(editor).toHaveValue(String(sc.state.args));
    await editor.press('Control+End');
    await page.keyboard.type(' ');
    await expect(editor).toHaveValue(`${String(sc.state.args)} `);

    await page.getByTestId(TID.classroomExport).first().click();
    await expect(page.getByTestId(TID.classroomMarkdown).first()).toHaveValue(/\S/);
  });

  // A key's own task renders the inputs, the outcome and the lit path; the other panels (here the step
  // list) follow once the frame showing the edit has been painted, so they never hold that frame up.
  test('a key lights the outcome and path before its frame, the step list after it', async ({
    page,
    offsite: _,
  }) => {
    await openLab(page, 'admission');
    const editor = page.getByTestId(TID.labEditor);
    await editor.fill('{"city": "杭州", "days": 3}');
    const before = await outcome(page).getAttribute('data-outcome');
    await editor.press('End');
    await editor.press('ArrowLeft');
    await page.evaluate(() => {
      const w = window as unknown as { __seen: string[] };
      w.__seen = [];
      const watch = (what: string, selector: string) =>
        new MutationObserver(() => w.__seen.push(what)).observe(document.querySelector(selector)!, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      watch('outcome', '[data-testid="outcome"]');
      watch('path', '[data-testid="lab-diagram"] svg');
      watch('steps', '[data-testid="trace"]');
      document.addEventListener('keydown', () => requestAnimationFrame(() => w.__seen.push('frame')), {
        capture: true,
        once: true,
      });
    });
    await page.keyboard.press('0');
    await expect(outcome(page)).not.toHaveAttribute('data-outcome', before!);
    await expect.poll(() => page.evaluate('window.__seen.includes("steps")')).toBe(true);
    const seen = (await page.evaluate('window.__seen')) as string[];
    const frame = seen.indexOf('frame');
    expect(seen.indexOf('outcome'), seen.join(' ')).toBeLessThan(frame);
    expect(seen.indexOf('path'), seen.join(' ')).toBeLessThan(frame);
    expect(seen.indexOf('steps'), seen.join(' ')).toBeGreaterThan(frame);
  });

  // Those panels are drawn a frame behind the edits; what they do must act on the input shown at that
  // moment. Here an edit and a break-it press come in one task: the press must break the edited input.
  test('a break-it press in the task of an edit breaks the edited input', async ({ page, offsite: _ }) => {
    await openLab(page, 'admission');
    await breakersReady(page);
    const typed = { city: '杭州', days: 2 };
    await page.evaluate((text) => {
      const area = document.querySelector<HTMLTextAreaElement>('textarea[data-testid="lab-editor"]')!;
      // The native setter: React reads a change only from a value it did not write itself.
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, text);
      area.dispatchEvent(new Event('input', { bubbles: true }));
      document.querySelector<HTMLButtonElement>('[data-breaker="ambiguous-city"]')!.click();
    }, JSON.stringify(typed));
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'semantic_city');
    const shown = JSON.parse(await page.getByTestId(TID.labEditor).inputValue());
    expect(shown).toEqual({ ...typed, city: '朝阳' });
  });

  for (const slug of ['admission', 'classifier', 'planner']) {
    test(`${slug}: every scenario gives its stated outcome`, async ({ page, offsite: _ }) => {
      await openLab(page, slug);
      const select = page.getByTestId(TID.labScenario);
      for (const sc of scenarios(slug)) {
        await select.selectOption(sc.id);
        await expect(outcome(page), sc.id).toHaveAttribute('data-outcome', sc.expect);
        await expect(page.locator(`[data-testid="${TID.labDiagram}"] [data-state="exit"]`)).toHaveCount(1);
      }
    });

    test(`${slug}: break-it buttons reach other branches and undo restores`, async ({ page, offsite: _ }) => {
      await openLab(page, slug);
      const start = await outcome(page).getAttribute('data-outcome');
      const seen = new Set([start]);
      await breakersReady(page);
      const ids = await page
        .locator('[data-breaker]:not([disabled])')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-breaker')!));
      for (const id of ids) {
        await page.getByTestId(TID.labReset).click();
        const confirm = page.getByTestId(TID.labResetConfirm);
        if (await confirm.isVisible()) await confirm.click();
        await expect(outcome(page)).toHaveAttribute('data-outcome', start!);
        await page.locator(`[data-breaker="${id}"]`).click();
        await expect(outcome(page)).not.toHaveAttribute('data-outcome', start!);
        seen.add(await outcome(page).getAttribute('data-outcome'));
        await page.getByTestId(TID.labUndo).click();
        await expect(outcome(page)).toHaveAttribute('data-outcome', start!);
      }
      expect(seen.size).toBeGreaterThanOrEqual(3);
    });
  }

  test('an edit survives a reload; reset asks first', async ({ page, offsite: _ }) => {
    await openLab(page, 'admission');
    await page.getByTestId(TID.labEditor).fill('{"city": "宁波", "days": 9}');
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'schema_range');
    await page.reload();
    await ready(page);
    await expect(page.getByTestId(TID.labEditor)).toHaveValue('{"city": "宁波", "days": 9}');
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'schema_range');
    await page.getByTestId(TID.labReset).click();
    await expect(page.getByTestId(TID.labResetConfirm)).toBeVisible();
    await page.getByRole('button', { name: /保留|Keep them/ }).click();
    await expect(page.getByTestId(TID.labEditor)).toHaveValue('{"city": "宁波", "days": 9}');
  });

  test('share link round trip restores the state without touching saved work', async ({
    page,
    browser,
    offsite: _,
  }) => {
    await openLab(page, 'classifier');
    const text = '{"jsonrpc": "2.0", "id": "abc", "result": {"content": [], "isError": true}}';
    await page.getByTestId(TID.labEditor).fill(text);
    await page.getByTestId(TID.labExpectedId).fill('abc');
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'tool_error');
    await page.getByTestId(TID.shareCopy).click();
    const url = await page.getByTestId(TID.shareUrl).inputValue();
    expect(url).toMatch(/#state=/);

    // Someone else, with work of their own, opens the link.
    const ctx = await browser.newContext();
    const other = await ctx.newPage();
    await other.addInitScript((v) => localStorage.setItem('toollab:settings', v), PLAIN_SETTINGS);
    await openLab(other, 'classifier');
    await other.getByTestId(TID.labEditor).fill('{"mine": 1}');
    await other.goto(url);
    await ready(other);
    await expect(other.getByTestId(TID.sharedBanner)).toBeVisible();
    await expect(other.getByTestId(TID.labEditor)).toHaveValue(text);
    await expect(other.getByTestId(TID.labExpectedId)).toHaveValue('abc');
    await expect(other.getByTestId(TID.outcome)).toHaveAttribute('data-outcome', 'tool_error');
    await other.getByTestId(TID.sharedDismiss).click();
    await expect(other.getByTestId(TID.labEditor)).toHaveValue('{"mine": 1}');
    await other.goto(url);
    await other.getByTestId(TID.sharedKeep).click();
    await other.reload();
    await ready(other);
    await expect(other.getByTestId(TID.labEditor)).toHaveValue(text);
    await ctx.close();
  });

  test('a hand-written link opens; malformed and oversized links are refused cleanly', async ({
    page,
    offsite: _,
  }) => {
    const state = { v: 1, args: '{"city": "杭州", "days": 2}', allowedCities: ['杭州'] };
    await openLab(page, 'admission', '#state=' + compressToEncodedURIComponent(JSON.stringify(state)));
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'accepted');
    await expect(page.getByTestId(TID.labCities)).toHaveValue('杭州');

    await openLab(page, 'planner');
    await page.getByTestId(TID.labEditor).fill('{"kept": true}');
    for (const hash of [
      '#state=@@@garbage',
      '#state=' + compressToEncodedURIComponent('{"v":1,"input":3}'),
      '#state=' + 'A'.repeat(40_000),
    ]) {
      await page.goto('/labs/planner' + hash);
      await ready(page);
      await expect(page.getByTestId(TID.shareError)).toBeVisible();
      await expect(page.getByTestId(TID.labEditor)).toHaveValue('{"kept": true}');
      await expect(page.getByTestId(TID.sharedBanner)).toHaveCount(0);
    }
  });
});

test.describe('Monaco', () => {
  test('is the real editor, loads offline, and survives select-all then "{" then a key', async ({
    page,
    offsite: _,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/labs/admission');
    await ready(page);
    const editor = page.locator('[data-editor="monaco"] .monaco-editor');
    await expect(editor).toBeVisible({ timeout: 20_000 });
    await page.locator('[data-editor="monaco"] .view-lines').click();
    await expect(page.locator('[data-editor="monaco"] .monaco-editor.focused')).toBeVisible();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('{');
    await page.keyboard.type('x');
    // The tab must still answer: a hung bracket parser would time this out.
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('{"city": "杭州", "days": 0}');
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'schema_range');
    await expect(
      page.locator('[data-editor="monaco"] .squiggly-warning, [data-editor="monaco"] .squiggly-info').first(),
    ).toBeAttached();
    await page.keyboard.press('ControlOrMeta+Z');
    await expect(outcome(page)).not.toHaveAttribute('data-outcome', 'schema_range');
  });
});

test.describe('labs on the topic page', () => {
  test.beforeEach(async ({ page }) => usePlainEditor(page));

  test('a section opens its lab docked beside it, and the page diagram lights up', async ({
    page,
    offsite: _,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/topics/tools-skills');
    await ready(page);
    await page.locator('.wiki-article a[href="/labs/classifier"]').click();
    const dock = page.getByTestId(TID.labDock);
    await expect(dock.locator('[data-lab="classifier"]')).toBeVisible();
    await expect(page).toHaveURL(/\/topics\/tools-skills$/);
    await dock.getByTestId(TID.labTimeout).check();
    await expect(dock.getByTestId(TID.outcome)).toHaveAttribute('data-outcome', 'unknown');
    const pageDiagram = page.locator('.wiki-article figure.diagram [data-state="exit"]');
    await expect(pageDiagram).toHaveCount(1);
    await expect(pageDiagram).toHaveAttribute('data-node', 'unk');
    await dock.getByRole('button', { name: /关闭实验|Close the lab/ }).click();
    await expect(dock).toHaveCount(0);
    await expect(page.locator('.wiki-article figure.diagram [data-state]')).toHaveCount(0);
  });
});

for (const slug of ['admission', 'classifier', 'planner']) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe: no serious or critical violations on /labs/${slug} (${theme})`, async ({
      page,
      offsite: _,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(`/labs/${slug}`);
      await ready(page);
      await expect(page.locator('[data-testid="lab-diagram"][data-drawn="true"]')).toBeAttached({
        timeout: 20_000,
      });
      expect(await seriousA11yViolations(page, '.monaco-editor')).toEqual([]);
    });
  }
}
