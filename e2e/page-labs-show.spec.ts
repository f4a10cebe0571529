// Page labs shown to a class and beside the page: the page's own diagram lit through the author's map,
// presenter mode with the run walked line by line, the lit flowchart exported, practice tasks that
// call a page function, and the preview growing a lab for a new function. Every request must stay on
// the site's origin (the `offsite` fixture fails any other); the spec also passes with the machine's
// network cut: `unshare -n sh -c 'ip link set lo up && E2E_SKIP_BUILD=1 npx playwright test e2e/page-labs-show.spec.ts'`.
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { test, expect, ready, PLAIN_SETTINGS, seriousA11yViolations } from './fixtures';
import { TID } from '../app/testids';

const LOAD = 90_000;
const outcome = (lab: Locator) => lab.getByTestId('page-lab-outcome');

test.beforeEach(async ({ page }) => {
  await page.addInitScript((v) => {
    if (!localStorage.getItem('toollab:settings')) localStorage.setItem('toollab:settings', v);
  }, PLAIN_SETTINGS);
});

test('a docked page lab lights the page’s own diagram through its map, and again on every run', async ({
  page,
  offsite: _,
}) => {
  test.setTimeout(180_000);
  await page.goto('/en/topics/tools-skills');
  await ready(page);
  await page.locator('button[data-try-python]').first().click();
  const lab = page.getByTestId('page-lab-dock').locator('[data-page-lab="validate_query"]');
  await expect(lab).toBeVisible();
  // the admission diagram is the page's first; the build's run (accepted) lights its path at once
  const diagram = page.locator('.wiki-article figure.diagram').first();
  await expect(diagram.locator('[data-node="ok"]')).toHaveAttribute('data-state', 'exit');
  await expect(diagram.locator('[data-node="vocab"]')).toHaveAttribute('data-state', 'path');
  await expect(diagram.locator('[data-node="sr"]')).toHaveAttribute('data-state', 'idle');
  // a node the map leaves out keeps its own look
  await expect(diagram.locator('[data-node="host"]')).not.toHaveAttribute('data-state', /.+/);

  await lab.locator('[data-param="args"]').fill('{"city": "杭州", "days": 10}');
  await expect(outcome(lab)).toHaveAttribute('data-exit', 'L11', { timeout: LOAD });
  await expect(diagram.locator('[data-node="sr"]')).toHaveAttribute('data-state', 'exit');
  await expect(diagram.locator('[data-node="ok"]')).toHaveAttribute('data-state', 'idle');

  await page.getByTestId('page-lab-dock').getByRole('button', { name: 'Close the lab' }).click();
  await expect(diagram.locator('[data-node="sr"]')).not.toHaveAttribute('data-state', /.+/);
});

test('a docked page lab opens presenter mode on its function’s page with the reader’s own inputs', async ({
  page,
  offsite: _,
}) => {
  test.setTimeout(180_000);
  await page.goto('/en/topics/tools-skills');
  await ready(page);
  await page.locator('button[data-try-python]').first().click();
  const lab = page.getByTestId('page-lab-dock').locator('[data-page-lab="validate_query"]');
  await lab.locator('[data-param="args"]').fill('{"city": "杭州", "days": 10}');
  await expect(outcome(lab)).toHaveAttribute('data-exit', 'L11', { timeout: LOAD });
  await lab.getByTestId(TID.pageLabPresent).click();
  await expect(page).toHaveURL(/\/en\/topics\/tools-skills\/functions\/validate_query\?present=1$/);
  const show = page.getByTestId(TID.pageLabPresenter);
  await expect(show).toBeVisible();
  await expect(show.getByTestId(TID.classroomInput)).toContainText('杭州');
  await expect(outcome(show)).toHaveAttribute('data-exit', 'L11', { timeout: LOAD });
  // back in the topic, the docked lab is where the reader left it
  await page.goBack();
  await expect(page.getByTestId(TID.pageLabPresenter)).toHaveCount(0);
});

test('presenter: big chart, the call beside the verdict at 1280×720, the run walked line by line, exported lit', async ({
  page,
  offsite: _,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/en/topics/tools-skills/functions/validate_query');
  await ready(page);
  await page.getByTestId(TID.classroomPresent).click();
  const show = page.getByTestId(TID.pageLabPresenter);
  await expect(show).toBeVisible();
  await expect(page).toHaveURL(/\?present=1$/);
  // the input being judged and the verdict are both on the one screen
  for (const part of [show.getByTestId(TID.classroomInput), outcome(show)]) {
    const box = (await part.boundingBox())!;
    expect(box.y + Math.min(box.height, 60), 'on screen').toBeLessThanOrEqual(720);
  }
  await expect(show.getByTestId(TID.classroomInput)).toContainText('validate_query(');
  await expect(outcome(show)).toHaveAttribute('data-exit', 'L14');

  await show.getByTestId(TID.classroomWalk).selectOption('lines');
  await expect(page).toHaveURL(/walk=lines&step=1/);
  const step = show.getByTestId(TID.classroomStep);
  const code = show.getByTestId(TID.pageLabWalkCode);
  await expect(code).toHaveAttribute('data-line', '4');
  await expect(show.locator('svg [data-node="n4"]')).toHaveAttribute('data-state', 'lit');
  await expect(show.locator('svg [data-node="n8"]')).toHaveAttribute('data-state', 'idle');
  await page.keyboard.press('ArrowRight');
  await expect(step).toHaveAttribute('data-step', '2');
  await expect(code).not.toHaveAttribute('data-line', '4');
  await page.keyboard.press('End');
  const total = (await step.textContent())!.match(/\/ (\d+)/)![1]!;
  await expect(step).toHaveAttribute('data-step', total);
  await expect(show.locator('svg [data-node="L14"]')).toHaveAttribute('data-state', 'reached');

  await show.getByTestId(TID.classroomExport).click();
  const [svgFile] = await Promise.all([
    page.waitForEvent('download'),
    show.getByTestId(TID.classroomExportSvg).click(),
  ]);
  expect(svgFile.suggestedFilename()).toBe(`tool-lab-fn-validate-query-l14-step-${total}.svg`);
  const svg = readFileSync((await svgFile.path())!, 'utf8');
  expect(svg).toContain('data-node="L14" data-kind="return" data-state="reached"');
  expect(svg).toMatch(/data-state="reached"[^>]*>(?:<line[^>]*\/>)?<rect[^>]*style="[^"]*fill:/);
  await expect(show.getByTestId(TID.classroomMarkdown)).toHaveValue(/validate_query\(/);
  await info.attach('presenter-export.svg', { body: svg, contentType: 'image/svg+xml' });

  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(show).toBeHidden();
  await expect(page.locator('[data-page-lab="validate_query"] [data-param="args"]')).toBeVisible();
});

test('practice: a task that calls the page function is checked by running it, and the progress stays', async ({
  page,
  offsite: _,
}) => {
  test.setTimeout(180_000);
  await page.goto('/en/topics/field-cases/practice');
  await ready(page);
  const item = page.getByTestId(TID.practiceTaskList).locator('[data-task="case-declaration-removed"]');
  await item.click();
  const editor = page.getByTestId(TID.practiceEditor);
  const call = page.getByTestId(TID.pageLabTaskRun);
  await expect(call).toContainText('declaration_changes([{');
  // a parameter the function does not have is named with its line
  await editor.fill('{\n  "old_tools": [],\n  "tools": []\n}');
  await expect(call).toHaveAttribute('data-ok', 'false');
  await expect(call).toContainText('Line 3: the function has no parameter tools');
  // the start (same snapshots) returns [] and does not do
  await editor.fill('{"old_tools": [{"name": "repo_stats"}], "new_tools": [{"name": "repo_stats"}]}');
  await page.getByTestId(TID.practiceCheck).click();
  const feedback = page.getByTestId(TID.practiceFeedback);
  await expect(feedback).toHaveAttribute('data-done', 'false', { timeout: LOAD });
  await expect(feedback).toContainText('The function returned []');
  await editor.fill('{"old_tools": [{"name": "repo_stats"}], "new_tools": []}');
  await page.getByTestId(TID.practiceCheck).click();
  await expect(feedback).toHaveAttribute('data-done', 'true', { timeout: LOAD });
  await page.reload();
  await ready(page);
  await expect(item).toHaveAttribute('data-status', 'done');
});

test('preview: a new def becomes a new lab that runs, before and after the browser goes offline', async ({
  page,
  context,
  offsite: _,
}) => {
  test.setTimeout(240_000);
  const draft = (code: string) =>
    `---\nid: page-lab-show\nmodule: harness\nstatus: draft\npage_version: 1\nlast_checked: 2026-11-29\ndepth: overview\npractice_status: none\nclaim_ids: []\n---\n\n# Show\n\n## Learning goals\n\nFunctions.\n\n${code}`;
  const fn = (name: string, body: string) => `\`\`\`python\ndef ${name}(n: int) -> str:\n${body}\n\`\`\`\n`;
  await page.goto('/en/preview');
  await ready(page);
  await page.getByTestId(TID.previewClear).click();
  const editor = page.getByTestId(TID.previewEditor);
  const one = fn('parity', '    if n % 2:\n        return "odd"\n    return "even"');
  await editor.fill(draft(one));
  const parity = page.locator('[data-page-lab="parity"]');
  await expect(parity).toBeVisible({ timeout: 20_000 });
  await parity.hover();
  await parity.locator('[data-param="n"]').fill('7');
  await expect(outcome(parity)).toHaveAttribute('data-returned', "'odd'", { timeout: LOAD });

  // Python is loaded: cut the browser off and type another function
  await context.setOffline(true);
  await editor.fill(
    draft(one + '\n' + fn('sign', '    if n < 0:\n        raise ValueError("negative")\n    return "ok"')),
  );
  const sign = page.locator('[data-page-lab="sign"]');
  await expect(sign).toBeVisible({ timeout: 20_000 });
  await sign.locator('[data-param="n"]').fill('-1');
  await expect(outcome(sign)).toHaveAttribute('data-raised', 'ValueError', { timeout: LOAD });
  await expect(outcome(sign)).toHaveAttribute('data-exit', 'L3');
  await context.setOffline(false);
});

test('preview: the draft’s own diagram lights through the draft’s map as the function runs', async ({
  page,
  offsite: _,
}) => {
  test.setTimeout(240_000);
  const fence = '```';
  const draft = [
    '---\nid: page-lab-map\nmodule: harness\nstatus: draft\npage_version: 1\nlast_checked: 2026-11-29',
    'depth: overview\npractice_status: none\nclaim_ids: []\n---\n\n# Map\n\n## Learning goals\n\nA map.\n',
    `${fence}python\ndef parity(n: int) -> str:\n    if n % 2:\n        return "odd"\n    return "even"\n${fence}\n`,
    `${fence}mermaid\nflowchart TD\n  n[n] --> o[odd]\n  n --> e[even]\n${fence}\n`,
    `${fence}json pagelab-map=parity\n{"start": ["n"], "L3": ["o"], "L4": ["e"]}\n${fence}\n`,
  ].join('\n');
  await page.goto('/en/preview');
  await ready(page);
  await page.getByTestId(TID.previewClear).click();
  await page.getByTestId(TID.previewEditor).fill(draft);
  const diagram = page.getByTestId(TID.article).locator('figure.diagram').first();
  await expect(diagram.locator('[data-node="o"]')).toBeVisible({ timeout: 20_000 });
  const parity = page.locator('[data-page-lab="parity"]');
  await parity.hover();
  await parity.locator('[data-param="n"]').fill('7');
  await expect(outcome(parity)).toHaveAttribute('data-exit', 'L3', { timeout: LOAD });
  await expect(diagram.locator('[data-node="o"]')).toHaveAttribute('data-state', 'exit');
  await expect(diagram.locator('[data-node="e"]')).toHaveAttribute('data-state', 'idle');
  await parity.locator('[data-param="n"]').fill('8');
  await expect(outcome(parity)).toHaveAttribute('data-exit', 'L4', { timeout: LOAD });
  await expect(diagram.locator('[data-node="e"]')).toHaveAttribute('data-state', 'exit');
});

for (const theme of ['light', 'dark'] as const)
  test(`axe: a function page and its presenter have no serious or critical violations (${theme})`, async ({
    page,
    offsite: _,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    for (const path of [
      '/topics/tools-skills/functions/validate_query',
      '/en/topics/tools-skills/functions/validate_query?present=1&walk=lines&step=2',
    ]) {
      await page.goto(path);
      await ready(page);
      await page.waitForTimeout(200);
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
  });
