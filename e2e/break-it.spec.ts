// "Break it" buttons: each press starts from the input before the learner began breaking it, a used
// button stays a live button (marked pressed), and on a multi-megabyte input the break-it set is worked
// out in the worker only when the row is needed, while typing goes on.
import type { Page } from '@playwright/test';
import { test, expect, breakersReady, ready, usePlainEditor } from './fixtures';
import { TID } from '../app/testids';

const outcome = (page: Page) => page.getByTestId(TID.outcome);
const breaker = (page: Page, id: string) => page.locator(`[data-breaker="${id}"]`);

async function openAdmission(page: Page) {
  await page.goto('/labs/admission');
  await ready(page);
  await expect(page.locator('[data-lab="admission"]')).toBeVisible();
}

test.describe('break it', () => {
  test.beforeEach(async ({ page }) => usePlainEditor(page));

  test('each press starts from the baseline: after six presses 朝阳 still gives its own lesson', async ({
    page,
    offsite: _,
  }) => {
    await openAdmission(page);
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'accepted');
    const baseline = await page.getByTestId(TID.labEditor).inputValue();
    await breakersReady(page);
    const lessons: [string, string][] = [
      ['drop-days', 'schema_fields'],
      ['days-bool', 'schema_types'],
      ['days-float', 'schema_types'],
      ['days-range', 'schema_range'],
      ['extra-field', 'schema_fields'],
      ['drop-days', 'schema_fields'],
      ['ambiguous-city', 'semantic_city'],
    ];
    for (const [id, want] of lessons) {
      await breaker(page, id).click();
      await expect(outcome(page), id).toHaveAttribute('data-outcome', want);
      await expect(breaker(page, id)).toHaveAttribute('aria-pressed', 'true');
      // No button looks used up: every one still applies to the baseline.
      await expect(page.locator('[data-breaker][disabled]')).toHaveCount(0);
      await expect(page.locator('[data-breaker][aria-pressed="true"]')).toHaveCount(1);
    }
    const broken = JSON.parse(await page.getByTestId(TID.labEditor).inputValue());
    expect(broken).toEqual({ ...JSON.parse(baseline), city: '朝阳' });
    // Pressing the shown mistake again goes back to the baseline.
    await breaker(page, 'ambiguous-city').click();
    await expect(page.getByTestId(TID.labEditor)).toHaveValue(baseline);
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'accepted');
    await expect(page.locator('[data-breaker][aria-pressed="true"]')).toHaveCount(0);
  });

  test('an edit after a press is the next baseline', async ({ page, offsite: _ }) => {
    await openAdmission(page);
    await breakersReady(page);
    await breaker(page, 'days-range').click();
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'schema_range');
    await page.getByTestId(TID.labEditor).fill('{"city": "杭州", "days": 2}');
    await expect(page.locator('[data-breaker][aria-pressed="true"]')).toHaveCount(0);
    await breaker(page, 'ambiguous-city').click();
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'semantic_city');
    expect(JSON.parse(await page.getByTestId(TID.labEditor).inputValue())).toEqual({ city: '朝阳', days: 2 });
  });

  test('a 5 MB input: break-its wait until needed, run in the worker, and typing goes on', async ({
    page,
    offsite: _,
  }) => {
    // Filling a text area with 5 MB takes a while on a loaded machine; nothing here asserts a time.
    test.setTimeout(240_000);
    await openAdmission(page);
    const editor = page.getByTestId(TID.labEditor);
    const notes = 'x'.repeat(5 * 1024 * 1024);
    await editor.fill(`{"city": "成都", "days": 5, "notes": "${notes}"}`);
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'schema_fields', { timeout: 60_000 });
    const row = page.getByTestId(TID.breakButtons);
    // Editing never works the set out.
    await expect(row).toHaveAttribute('data-breakers-ready', 'false');
    await editor.press('End');
    await editor.pressSequentially(' ');
    await expect(row).toHaveAttribute('data-breakers-ready', 'false');
    // Needed now: it is worked out off the main thread, so the page shows it is busy and keeps typing.
    // The busy spell can be over (about 0.2 s here) before a check of the attribute comes round, so
    // every value the row takes is recorded from before the hover.
    await row.evaluate((el) => {
      const seen: (string | null)[] = [];
      (window as unknown as { __busy: (string | null)[] }).__busy = seen;
      new MutationObserver(() => seen.push(el.getAttribute('aria-busy'))).observe(el, {
        attributes: true,
        attributeFilter: ['aria-busy'],
      });
    });
    await row.hover();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __busy: (string | null)[] }).__busy))
      .toContain('true');
    // White space after the object keeps the JSON readable, so every mistake still applies.
    await editor.pressSequentially('  ');
    await expect(editor).toHaveValue(/\} {3}$/);
    // The set it worked out was for the input before those keys: it is asked again for the new one.
    await page.mouse.move(0, 0);
    await row.hover();
    await expect(row).toHaveAttribute('data-breakers-ready', 'true', { timeout: 60_000 });
    await breaker(page, 'drop-days').click();
    await expect(breaker(page, 'drop-days')).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
    const value = await editor.inputValue();
    expect(value.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(value).not.toContain('"days"');
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'schema_fields', { timeout: 60_000 });
  });
});
