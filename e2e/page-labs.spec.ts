// Page labs: every public function of a page's python blocks runs as a lab, on the function's own route,
// docked from the topic page's "Try it", and live in the preview. Network: every request must stay on the
// site's origin (the `offsite` fixture fails any other), nothing of Pyodide loads before the reader moves
// toward a lab, and once it has loaded the browser goes offline and the labs keep answering.
import type { Locator, Page } from '@playwright/test';
import { test, expect, ready, PLAIN_SETTINGS } from './fixtures';
import { TID } from '../app/testids';

const LOAD = 90_000;

function pyodideRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/pyodide/')) seen.push(r.url());
  });
  return seen;
}

const outcome = (lab: Locator) => lab.getByTestId('page-lab-outcome');

/** Waits for a run after `before` completed ones. */
async function ran(lab: Locator, before: number) {
  await expect
    .poll(async () => Number(await outcome(lab).getAttribute('data-runs')), { timeout: LOAD })
    .toBeGreaterThan(before);
}
const runs = async (lab: Locator) => Number(await outcome(lab).getAttribute('data-runs'));

test.beforeEach(async ({ page }) => {
  await page.addInitScript((v) => {
    if (!localStorage.getItem('toollab:settings')) localStorage.setItem('toollab:settings', v);
  }, PLAIN_SETTINGS);
});

test('function route: prerendered outcome and exits, then the real code runs on edits, offline', async ({
  page,
  context,
  offsite: _,
}) => {
  test.setTimeout(180_000);
  const fetched = pyodideRequests(page);
  await page.goto('/en/topics/tools-skills/functions/validate_query');
  await ready(page);
  const lab = page.locator('[data-page-lab="validate_query"]');
  await expect(lab).toBeVisible();
  // the build's run is in the page before any Python: the default example's outcome and every exit
  await expect(outcome(lab)).toHaveAttribute('data-status', 'build');
  const exits = lab.getByTestId('page-lab-exits').locator('[data-exit]');
  await expect(exits).toHaveCount(5);
  expect(
    await exits.evaluateAll((els) =>
      els.map((e) => [
        e.getAttribute('data-exit'),
        e.getAttribute('data-line'),
        e.getAttribute('data-reached'),
      ]),
    ),
  ).toEqual([
    ['L5', '5', 'true'],
    ['L9', '9', 'true'],
    ['L11', '11', 'true'],
    ['L13', '13', 'true'],
    ['L14', '14', 'true'],
  ]);
  await expect(lab.locator('svg [data-state="reached"]')).toHaveCount(1);
  expect(fetched, 'nothing of Pyodide before the reader moves toward the lab').toEqual([]);

  await lab.locator('[data-param="args"]').fill('{"city": "杭州", "days": 3}');
  await lab.locator('[data-param="cities"]').fill('["杭州", "成都"]');
  await expect(lab.getByTestId('page-lab-call')).toHaveText(
    `validate_query({'city': '杭州', 'days': 3}, {'杭州', '成都'})`,
  );
  await expect(outcome(lab)).toHaveAttribute('data-returned', "(True, 'accepted')", { timeout: LOAD });
  await expect(outcome(lab)).toHaveAttribute('data-exit', 'L14');
  await expect(lab.locator('svg [data-node="L14"]')).toHaveAttribute('data-state', 'reached');
  await expect(lab.locator('svg [data-node="n12"]')).toHaveAttribute('data-state', 'lit');
  // The inputs above are the default example's, so the build's answer still stands; the first exit's
  // example runs in Python, online. (Not told by counting requests: Pyodide's files are fetched by the
  // lab's worker, whose first fetches can leave before Playwright is attached to it.)
  const first = await runs(lab);
  await lab.locator('[data-testid="page-lab-exits"] [data-exit="L9"] button').click();
  await ran(lab, first);
  await expect(outcome(lab)).toHaveAttribute('data-status', 'done');
  await expect(outcome(lab)).toContainText('Pyodide');
  await expect(outcome(lab)).toHaveAttribute('data-exit', 'L9');

  await context.setOffline(true);
  // each exit's example reaches that exit, through the page's own code
  for (const exit of ['L11', 'L13', 'L5']) {
    const before = await runs(lab);
    await lab.locator(`[data-testid="page-lab-exits"] [data-exit="${exit}"] button`).click();
    await ran(lab, before);
    await expect(outcome(lab)).toHaveAttribute('data-exit', exit);
  }
  // bad JSON gets its line and column, and nothing runs
  await lab.locator('[data-param="args"]').fill('{"city": \n  "杭州",, }');
  await expect(lab.getByTestId('page-lab-input-error')).toContainText('line 2, column');
  await lab.locator('[data-param="cities"]').fill('[1]');
  await context.setOffline(false);
});

test('topic page: Try it on a python block docks its lab; the zh route is prerendered too', async ({
  page,
  offsite: _,
}) => {
  test.setTimeout(120_000);
  await page.goto('/topics/function-calling');
  await ready(page);
  const tries = page.locator('button[data-try-python]');
  await expect(tries).toHaveCount(2);
  await tries.first().click();
  const dock = page.getByTestId('page-lab-dock');
  await expect(dock.locator('[data-page-lab="host_decide"]')).toBeVisible();
  await dock.getByTestId('page-lab-choose').selectOption('rule_matches');
  const lab = dock.locator('[data-page-lab="rule_matches"]');
  await expect(lab.locator('[data-param="rule"]')).toBeVisible();
  await lab.locator('[data-param="rule"]').fill('{"tool": "*", "effect": "ALLOW"}');
  await lab.locator('[data-param="name"]').fill('"search"');
  await lab.locator('[data-param="roles"]').fill('[]');
  await lab.locator('[data-param="args"]').fill('{}');
  await expect(outcome(lab)).toHaveAttribute('data-returned', 'True', { timeout: LOAD });
  await expect(outcome(lab)).toHaveAttribute('data-exit', 'L194');

  const direct = await page.request.get('/topics/field-cases/functions/skill_digest');
  expect(direct.status()).toBe(200);
  expect(await direct.text()).toContain('data-page-lab="skill_digest"');
});

const DRAFT = (fn: string) => `---
id: page-lab-e2e
module: harness
status: draft
page_version: 1
last_checked: 2026-11-29
depth: overview
practice_status: none
claim_ids: []
---

# Page lab e2e

## Learning goals

Functions.

\`\`\`python
def grade(score: int) -> str:
    if score >= 90:
        return "A"
    elif score >= 60:
        return "pass"
    raise ValueError("fail")
\`\`\`
${fn}
`;

test('preview: a lab per function as it is typed; hostile code ends with a message and the next run works', async ({
  page,
  offsite: _,
}) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => {
    localStorage.setItem(
      'toollab:settings',
      JSON.stringify({ state: { lang: null, theme: 'system', editor: 'plain' }, version: 2 }),
    );
  });
  await page.goto('/en/preview');
  await ready(page);
  await page.getByTestId(TID.previewClear).click();
  const editor = page.getByTestId(TID.previewEditor);
  await editor.fill(DRAFT(''));
  const grade = page.locator('[data-page-lab="grade"]');
  await expect(grade).toBeVisible({ timeout: 20_000 });
  await grade.hover();
  await grade.locator('[data-param="score"]').fill('75');
  await expect(outcome(grade)).toHaveAttribute('data-returned', "'pass'", { timeout: LOAD });
  await expect(outcome(grade)).toHaveAttribute('data-exit', 'L5');
  await expect(grade.locator('[data-testid="page-lab-exits"] [data-exit]')).toHaveCount(3);
  await expect(grade.locator('[data-testid="page-lab-exits"] [data-reached="true"]')).toHaveCount(3, {
    timeout: LOAD,
  });

  // a new function typed into the draft becomes a new lab
  const hostile =
    '```python\ndef spin(kind: str):\n    if kind == "loop":\n        while True:\n            pass\n    if kind == "js":\n        import js\n        return js.fetch\n    if kind == "memory":\n        return len(bytearray(1024 * 1024 * 1024))\n    return open("/etc/passwd").read()\n```\n';
  await editor.fill(DRAFT(hostile));
  const spin = page.locator('[data-page-lab="spin"]');
  await expect(spin).toBeVisible({ timeout: 20_000 });
  const param = spin.locator('[data-param="kind"]');

  let before = await runs(spin);
  await param.fill('"loop"');
  await ran(spin, before);
  await expect(spin.getByTestId('page-lab-failure').first()).toBeVisible();
  // the tab answers at once
  expect(await page.evaluate(() => 1 + 1)).toBe(2);

  before = await runs(spin);
  await param.fill('"js"');
  await ran(spin, before);
  await expect(outcome(spin)).toHaveAttribute('data-raised', 'ImportError');

  before = await runs(spin);
  await param.fill('"etc"');
  await ran(spin, before);
  const raised = await outcome(spin).getAttribute('data-raised');
  expect(['FileNotFoundError', 'PermissionError', 'OSError']).toContain(raised);

  before = await runs(spin);
  await param.fill('"memory"');
  await ran(spin, before);
  await expect(outcome(spin)).not.toHaveAttribute('data-returned', '1073741824');

  // and after all that, an ordinary run works
  before = await runs(grade);
  await grade.locator('[data-param="score"]').fill('95');
  await ran(grade, before);
  await expect(outcome(grade)).toHaveAttribute('data-returned', "'A'");
});

test("preview: a draft chart's SVG export names the characters the embedded font lacks", async ({
  page,
  offsite: _,
}) => {
  test.setTimeout(180_000);
  await page.goto('/en/preview');
  await ready(page);
  await page.getByTestId(TID.previewClear).click();
  // two characters no page, lab or message of the site uses: the font subsets were not cut to them
  const rare =
    '```python\ndef rare(word: str) -> int:\n    if word == "龘𠀀":\n        return 1\n    return 0\n```\n';
  await page.getByTestId(TID.previewEditor).fill(DRAFT(rare));
  const lab = page.locator('[data-page-lab="rare"]');
  await expect(lab).toBeVisible({ timeout: 20_000 });
  await lab.hover();
  await expect(lab.locator('svg.page-lab-chart')).toContainText('龘𠀀', { timeout: LOAD });
  await lab.getByTestId(TID.classroomExport).click();
  const status = lab.locator('.classroom-export [role="status"]');
  await Promise.all([page.waitForEvent('download'), lab.getByTestId(TID.classroomExportSvg).click()]);
  await expect(status).toContainText('2 of its characters');
  await expect(status).toContainText('龘 𠀀');
  // a PNG is drawn in this browser's fonts, as the screen is: nothing to say
  await Promise.all([page.waitForEvent('download'), lab.getByTestId(TID.classroomExportPng).click()]);
  await expect(status).toHaveText('');

  // the draft's other lab holds only characters the subsets have
  const grade = page.locator('[data-page-lab="grade"]');
  await grade.getByTestId(TID.classroomExport).click();
  await Promise.all([page.waitForEvent('download'), grade.getByTestId(TID.classroomExportSvg).click()]);
  await expect(grade.locator('.classroom-export [role="status"]')).toHaveText('');
});

test('a lab docked by Try it on a phone scrolls its chart to the exit the run reached', async ({
  page,
  offsite: _,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/topics/function-calling');
  await ready(page);
  await page.locator('button[data-try-python]').first().click();
  const dock = page.getByTestId('page-lab-dock');
  await dock.getByTestId('page-lab-choose').selectOption('rule_matches');
  const lab = dock.locator('[data-page-lab="rule_matches"]');
  await lab.locator('[data-param="rule"]').fill('{"tool": "*", "effect": "ALLOW"}');
  await lab.locator('[data-param="name"]').fill('"search"');
  await lab.locator('[data-param="roles"]').fill('[]');
  await lab.locator('[data-param="args"]').fill('{}');
  await expect(outcome(lab)).toHaveAttribute('data-exit', 'L194', { timeout: LOAD });
  const box = lab.getByTestId('page-lab-flowchart');
  // The chart is wider than a phone: it scrolls inside its box, and the reached exit is in view there.
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth + 1)).toBe(true);
  await expect
    .poll(() =>
      box.evaluate((el) => {
        const n = el.querySelector('[data-node][data-state="reached"]')!.getBoundingClientRect();
        const b = el.getBoundingClientRect();
        // as much of the node as the box can hold (a node can be wider than a phone's box)
        const seen = Math.min(n.right, b.right) - Math.max(n.left, b.left);
        return seen >= Math.min(n.width, el.clientWidth) - 2;
      }),
    )
    .toBe(true);
});
