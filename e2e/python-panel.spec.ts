// "Run the page's Python": in each lab whose function the page defines, the page's own code
// runs in Pyodide beside the port and must agree with it.
//
// What "network cut" proves here: nothing of Pyodide loads before the learner asks (no request under
// /pyodide/ until the button is pressed); every runtime file comes from the site's own origin (the
// `offsite` fixture aborts and fails any other request); and once the runtime has loaded, the browser
// goes offline (`context.setOffline(true)`: every request fails, same-origin ones too) and every
// scenario of the lab still runs through the page's Python and agrees with the port. There is no service
// worker yet, so the first load itself needs the site to be reachable; that is the one thing not proven.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, ready, seriousA11yViolations, PLAIN_SETTINGS } from './fixtures';
import { TID } from '../app/testids';

type Scenario = { id: string; expect: string };
const scenarios = (slug: string): Scenario[] =>
  JSON.parse(readFileSync(`content/labs/${slug}/scenarios.json`, 'utf8')).scenarios;

const LOAD = 60_000;

/** Console errors fail the test (Pyodide's startup chatter is sent to a silent stdout, never here). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** Requests for the runtime's files, with their origin. */
function pyodideRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/pyodide/')) seen.push(r.url());
  });
  return seen;
}

const panel = (page: Page) => page.getByTestId(TID.pythonPanel);

/** Waits for the panel's next answer (after `before` completed runs) and returns it. */
async function answered(page: Page, before: number) {
  await expect(panel(page)).toHaveAttribute('data-status', 'done', { timeout: LOAD });
  await expect
    .poll(async () => Number(await panel(page).getAttribute('data-runs')), { timeout: LOAD })
    .toBeGreaterThan(before);
  await expect(panel(page)).toHaveAttribute('data-status', 'done');
  return {
    verdict: await page.getByTestId(TID.pythonVerdict).getAttribute('data-verdict'),
    python: await page.getByTestId(TID.pythonOutcome).getAttribute('data-outcome'),
    port: await page.getByTestId(TID.pythonPortOutcome).getAttribute('data-outcome'),
    lab: await page.getByTestId(TID.outcome).getAttribute('data-outcome'),
  };
}

const runs = async (page: Page) => Number(await panel(page).getAttribute('data-runs'));

test.describe("the page's Python beside the port", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((v) => {
      if (!localStorage.getItem('toollab:settings')) localStorage.setItem('toollab:settings', v);
    }, PLAIN_SETTINGS);
  });

  for (const slug of ['admission', 'classifier', 'planner', 'action-chain']) {
    test(`${slug}: agrees on every scenario, offline after the first load`, async ({
      page,
      context,
      baseURL,
      offsite: _,
    }) => {
      test.setTimeout(120_000);
      const errors = consoleErrors(page);
      const fetched = pyodideRequests(page);
      await page.goto(`/labs/${slug}`);
      await ready(page);
      await expect(panel(page)).toHaveAttribute('data-status', 'idle');
      expect(fetched, 'nothing of Pyodide before the button').toEqual([]);

      // the keyboard reaches the button, and Enter presses it
      await page.getByTestId(TID.pythonRun).focus();
      await page.keyboard.press('Enter');
      const first = await answered(page, 0);
      expect(first).toEqual({ verdict: 'agree', python: first.lab, port: first.lab, lab: first.lab });
      expect(fetched.length).toBeGreaterThanOrEqual(4);
      for (const url of fetched) expect(new URL(url).origin).toBe(new URL(baseURL!).origin);

      await context.setOffline(true);
      const select = page.getByTestId(TID.labScenario);
      // the lab opened on the first scenario: visit the others, then come back to it (each is a new input)
      const [opened, ...rest] = scenarios(slug);
      for (const sc of [...rest, opened!]) {
        const before = await runs(page);
        await select.selectOption(sc.id);
        await expect(page.getByTestId(TID.outcome)).toHaveAttribute('data-outcome', sc.expect);
        const r = await answered(page, before);
        expect(r, sc.id).toEqual({ verdict: 'agree', python: sc.expect, port: sc.expect, lab: sc.expect });
      }
      await context.setOffline(false);
      expect(errors).toEqual([]);
    });
  }

  test('admission: NaN is read by Python and refused by the reader, and the panel says why', async ({
    page,
    offsite: _,
  }) => {
    test.setTimeout(120_000);
    const errors = consoleErrors(page);
    await page.goto('/en/labs/admission');
    await ready(page);
    await expect(panel(page)).toContainText("Run the page's Python");
    await page.getByTestId(TID.pythonRun).click();
    await answered(page, 0);
    const before = await runs(page);
    await page.getByTestId(TID.labEditor).fill('{"city": "成都", "days": NaN}');
    const r = await answered(page, before);
    expect(r).toEqual({ verdict: 'explained', python: 'schema_types', port: 'error', lab: 'error' });
    await expect(page.getByTestId(TID.pythonNotes).locator('[data-note="nan"]')).toContainText('json.loads');
    // in English the code that ran is the English page's block (the same program, English comments)
    await expect(panel(page).locator('pre code')).toContainText('Return (admitted?, reason)');

    // duplicate keys: both keep the last value, so they agree, and the note says so
    const again = await runs(page);
    await page.getByTestId(TID.labEditor).fill('{"city": "成都", "days": 9, "days": 3}');
    expect(await answered(page, again)).toEqual({
      verdict: 'agree',
      python: 'accepted',
      port: 'accepted',
      lab: 'accepted',
    });
    await expect(page.getByTestId(TID.pythonNotes).locator('[data-note="duplicate-keys"]')).toBeVisible();
    // the answered panel (verdict, both sides, notes, the code) in both themes: nothing serious for axe
    await panel(page).locator('details summary').click();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('Stop cancels a load; the next press loads again; inside the app it stays loaded', async ({
    page,
    offsite: _,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/labs/classifier');
    await ready(page);
    await page.getByTestId(TID.pythonRun).click();
    await expect(panel(page)).toHaveAttribute('data-status', /loading|running/);
    await page.getByTestId(TID.pythonStop).click();
    await expect(panel(page)).toHaveAttribute('data-status', 'stopped');
    // one button that changes its job: focus stays on it
    await expect(page.getByTestId(TID.pythonRun)).toBeFocused();
    await page.getByTestId(TID.pythonRun).click();
    const r = await answered(page, 0);
    expect(r.verdict).toBe('agree');

    // the header's labs menu to another lab (client-side): the runtime is already there, no second load
    const fetched = pyodideRequests(page);
    await page.getByTestId(TID.labsMenu).click();
    await page.getByRole('menuitem', { name: '参数准入' }).click();
    await expect(page.locator('[data-lab="admission"]')).toBeVisible();
    await page.getByTestId(TID.pythonRun).click();
    expect((await answered(page, 0)).verdict).toBe('agree');
    expect(fetched).toEqual([]);
    // back to the classifier: its panel starts idle again (a lab's panel runs only when asked)
    await page.goBack();
    await expect(page.locator('[data-lab="classifier"]')).toBeVisible();
    await expect(panel(page)).toHaveAttribute('data-status', 'idle');
  });
});

test('a runtime that cannot load says so, the lab keeps working, and Try again recovers', async ({
  page,
  offsite: _,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript((v) => {
    if (!localStorage.getItem('toollab:settings')) localStorage.setItem('toollab:settings', v);
  }, PLAIN_SETTINGS);
  await page.route('**/pyodide/**', (route) => route.abort());
  await page.goto('/en/labs/planner');
  await ready(page);
  await page.getByTestId(TID.pythonRun).click();
  await expect(panel(page)).toHaveAttribute('data-status', 'failed', { timeout: LOAD });
  await expect(panel(page).getByRole('alert')).toContainText('Python could not be loaded');
  // the port answers as before; the panel tries the new input too, and fails again while the runtime
  // is still out of reach (only after that is the network given back)
  const failedAgain = page.waitForEvent('requestfailed', (r) => r.url().includes('/pyodide/'));
  await page
    .getByTestId(TID.labEditor)
    .fill('{"catalog": {}, "bodies": {}, "active": [], "resources": {}, "requested": [], "budget": 0}');
  await expect(page.getByTestId(TID.outcome)).toHaveAttribute('data-outcome', 'accepted');
  await failedAgain;
  await expect(panel(page)).toHaveAttribute('data-status', 'failed');
  await page.unroute('**/pyodide/**');
  await expect(page.getByTestId(TID.pythonRun)).toHaveText('Try again');
  await page.getByTestId(TID.pythonRun).click();
  const r = await answered(page, await runs(page));
  expect(r).toEqual({ verdict: 'agree', python: 'accepted', port: 'accepted', lab: 'accepted' });
});
