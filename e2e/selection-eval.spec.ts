// The selection-eval lab: scenarios, typing, the design switch, the report table, the charts
// (real SVG, no script, exportable), share links, a practice task, presenter and export, in-app
// navigation, and axe in both themes.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, ready, seriousA11yViolations, usePlainEditor, breakersReady } from './fixtures';
import { TID } from '../app/testids';
import { labPage } from './lab-page';

type State = { before: string; after: string; design: 'auto' | 'paired' | 'independent' };
type Scenario = { id: string; expect: string; state: State };
const { scenarios, scenario, openLab, openPresenter, outcome, node } = labPage<Scenario>('selection-eval');
const practice = JSON.parse(readFileSync('content/practice/field-cases.json', 'utf8')) as {
  tasks: { id: string; start: State }[];
};

const after = (page: Page) => page.getByTestId(TID.labEditor);
const before = (page: Page) => page.getByTestId(TID.selectionBefore);
const pick = (page: Page, id: string) => page.getByTestId(TID.labScenario).selectOption(id);
const chart = (page: Page) => page.getByTestId(TID.selectionChart);

test.describe('selection-eval', () => {
  test.beforeEach(async ({ page }) => usePlainEditor(page));

  test('the 50 → 8 case lights the paired path; the table and sentence carry the numbers', async ({
    page,
    offsite: _,
  }) => {
    await openLab(page);
    await pick(page, 'se-fifty-to-eight');
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'improved');
    await expect(node(page, 'mcnemar')).toHaveAttribute('data-state', 'path');
    await expect(node(page, 'two_proportion')).toHaveAttribute('data-state', 'idle');
    await expect(node(page, 'improved')).toHaveAttribute('data-state', 'exit');
    const table = page.getByTestId(TID.selectionTable);
    await expect(table).toHaveAttribute('data-metric', 'misselection');
    const overall = table.locator('tr[data-family=""]');
    await expect(overall).toContainText('25.0%');
    await expect(overall).toContainText('(60/240)');
    await expect(overall).toContainText('(12/240)');
    await expect(overall).toContainText('p < 0.001');
    await expect(overall).toContainText('McNemar');
    await expect(table.locator('tbody tr')).toHaveCount(7);
    await expect(page.getByTestId(TID.selectionSentence)).toContainText('60/240');
  });

  test('every scenario gives its stated outcome', async ({ page, offsite: _ }) => {
    await openLab(page);
    for (const sc of scenarios) {
      await pick(page, sc.id);
      await expect(outcome(page), sc.id).toHaveAttribute('data-outcome', sc.expect);
      await expect(page.getByTestId(TID.selectionDesign)).toHaveAttribute('data-design', sc.state.design);
      await expect(page.locator(`[data-testid="${TID.labDiagram}"] [data-state="exit"]`)).toHaveCount(1);
    }
  });

  test('typing changes the verdict; a broken row gives its line and column', async ({ page, offsite: _ }) => {
    await openLab(page);
    await pick(page, 'se-fifty-to-eight');
    await after(page).fill(await before(page).inputValue());
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'within_noise');
    await expect(page.getByTestId(TID.selectionTable).locator('tr[data-family=""]')).toContainText('±0.0');
    const text = await after(page).inputValue();
    const lines = text.split('\n');
    lines[2] = lines[2]!.replace(/,(true|false)$/, ',maybe');
    await after(page).fill(lines.join('\n'));
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'error');
    await expect(outcome(page)).toContainText(/3/);
    await expect(after(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId(TID.selectionReport)).not.toContainText('p =');
  });

  test('a case row stays one line in both editors: no soft wrap, the editor scrolls sideways', async ({
    page,
    offsite: _,
  }) => {
    await openLab(page);
    await pick(page, 'se-fifty-to-eight');
    const row = 'k8s-0001,kubernetes,restart_deployment_with_a_rather_long_tool_name,rollout_restart,,true';
    const rows = 40;
    for (const area of [before(page), after(page)]) {
      await expect(area).toHaveAttribute('wrap', 'off');
      await expect(area).toHaveCSS('white-space', 'pre');
      await area.fill(Array.from({ length: rows }, () => row).join('\n'));
      // Each row is one visual line: the text is as tall as its rows (plus padding), and wider than the
      // box, which scrolls sideways instead of breaking the row inside an id or a tool name.
      const size = await area.evaluate((el) => {
        const s = getComputedStyle(el);
        const line = parseFloat(s.lineHeight);
        const pad = parseFloat(s.paddingTop) + parseFloat(s.paddingBottom);
        return { lines: (el.scrollHeight - pad) / line, wider: el.scrollWidth > el.clientWidth };
      });
      expect(size.lines).toBeLessThan(rows + 1);
      expect(size.wider).toBe(true);
      // A keyboard reader reaches the end of a row with End, and the area scrolls to show it.
      await area.focus();
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('End');
      await expect.poll(() => area.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    }
  });

  test('the design switch picks the test: the same numbers, paired and independent', async ({
    page,
    offsite: _,
  }) => {
    await openLab(page);
    await pick(page, 'se-paired-power');
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'improved');
    await page
      .getByTestId(TID.selectionDesign)
      .getByText(/^(独立|Independent)$/)
      .click();
    await expect(page.getByTestId(TID.selectionDesign)).toHaveAttribute('data-design', 'independent');
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'within_noise');
    await expect(node(page, 'two_proportion')).toHaveAttribute('data-state', 'path');
    await expect(node(page, 'mcnemar')).toHaveAttribute('data-state', 'idle');
    await expect(page.getByTestId(TID.selectionTable)).toContainText(/两比例|two-proportion/);
  });

  test('charts: real SVG with bars and whiskers, no script, one per metric, downloadable', async ({
    page,
    offsite: _,
  }, info) => {
    await openLab(page);
    await pick(page, 'se-fifty-to-eight');
    const svg = chart(page).locator('svg');
    await expect(svg).toHaveCount(1);
    await expect(svg).toHaveAttribute('role', 'img');
    expect(await svg.locator('rect').count()).toBeGreaterThanOrEqual(14);
    expect(await svg.locator('path').count()).toBe(14);
    await expect(chart(page).locator('script, foreignObject, [onload], a')).toHaveCount(0);
    await page
      .getByTestId(TID.selectionMetric)
      .getByText(/任务成功率|Task success rate/)
      .click();
    await expect(chart(page)).toHaveAttribute('data-metric', 'success');
    await expect(page.getByTestId(TID.selectionTable)).toHaveAttribute('data-metric', 'success');
    const [dl] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(TID.selectionDownload).click(),
    ]);
    expect(dl.suggestedFilename()).toBe('selection-eval-success.svg');
    await dl.saveAs(info.outputPath('c.svg'));
    const body = readFileSync(info.outputPath('c.svg'), 'utf8');
    expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(body).not.toMatch(/<script|on\w+=/i);
    const ok = await page.evaluate((s) => {
      const doc = new DOMParser().parseFromString(s, 'image/svg+xml');
      return !doc.querySelector('parsererror') && doc.documentElement.localName === 'svg';
    }, body);
    expect(ok).toBe(true);
  });

  test('markup in a family name stays text in the chart and the table', async ({ page, offsite: _ }) => {
    await openLab(page);
    await pick(page, 'se-small-family');
    const evil = '<img src=x onerror=window.__pwned=1>';
    const swap = (t: string) => t.replaceAll(',logs,', `,"${evil}",`);
    await before(page).fill(swap(await before(page).inputValue()));
    await after(page).fill(swap(await after(page).inputValue()));
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'within_noise');
    await expect(page.getByTestId(TID.selectionTable)).toContainText(evil);
    await expect(page.getByTestId(TID.selectionReport).locator('img, script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('a share link restores both sets and the design', async ({ page, browser, offsite: _ }) => {
    await openLab(page);
    await pick(page, 'se-independent');
    await page
      .getByTestId(TID.selectionDesign)
      .getByText(/^(独立|Independent)$/)
      .click();
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'within_noise');
    await page.getByTestId(TID.shareCopy).click();
    const url = await page.getByTestId(TID.shareUrl).inputValue();
    const ctx = await browser.newContext();
    const other = await ctx.newPage();
    await usePlainEditor(other);
    await other.goto(url);
    await ready(other);
    await expect(other.getByTestId(TID.selectionDesign)).toHaveAttribute('data-design', 'independent');
    await expect(before(other)).toHaveValue(scenario('se-independent').state.before);
    await expect(after(other)).toHaveValue(scenario('se-independent').state.after);
    await expect(other.getByTestId(TID.outcome)).toHaveAttribute('data-outcome', 'within_noise');
    await ctx.close();
  });

  test('practice: pair the two runs again by fixing the ids', async ({ page, offsite: _ }) => {
    const task = practice.tasks.find((t) => t.id === 'case-eval-pairing')!;
    await page.goto('/topics/field-cases/practice');
    await ready(page);
    await page.getByTestId(TID.practiceTaskList).locator('[data-task="case-eval-pairing"]').click();
    await expect(page.getByTestId(TID.practicePage)).toContainText(/自动|Auto/);
    await expect(page.getByTestId(TID.practiceOutcome)).toHaveAttribute('data-outcome', 'within_noise');
    await page.getByTestId(TID.practiceEditor).fill(task.start.after.replaceAll('r2-', ''));
    await expect(page.getByTestId(TID.practiceOutcome)).toHaveAttribute('data-outcome', 'improved');
    await page.getByTestId(TID.practiceCheck).click();
    await expect(page.getByTestId(TID.practiceFeedback)).toHaveAttribute('data-done', 'true');
  });

  test('presenter and Markdown export open with the computed summary', async ({ page, offsite: _ }, info) => {
    await openPresenter(page, '/en/labs/selection-eval?present=1&walk=noise&step=4');
    await expect(page.getByTestId(TID.classroomInput)).toContainText('Computed as: paired');
    await page.getByTestId(TID.classroomExport).click();
    const [dl] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(TID.classroomDownloadMd).click(),
    ]);
    await dl.saveAs(info.outputPath('o.md'));
    const md = readFileSync(info.outputPath('o.md'), 'utf8');
    expect(md).toContain('**Outcome:** `improved`');
    expect(md).toMatch(/Summary \(computed from the cases below\):\n\n```text\nComputed as: paired/);
    expect(md).toContain('```csv');
  });

  test('in-app navigation from the home page, back and forward, without console errors', async ({
    page,
    offsite: _,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/en/');
    await ready(page);
    await page.getByTestId(TID.labsMenu).click();
    await page.locator('[role="menu"] a[href="/en/labs/selection-eval"]').click();
    await expect(page.locator('[data-lab="selection-eval"]')).toBeVisible();
    await expect(chart(page).locator('svg')).toHaveCount(1);
    await page.goBack();
    await expect(page.locator('[data-lab="selection-eval"]')).toHaveCount(0);
    await page.goForward();
    await expect(page.locator('[data-lab="selection-eval"]')).toBeVisible();
    await expect(outcome(page)).toHaveAttribute('data-outcome', scenarios[0]!.expect);
    expect(errors).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const)
    test(`axe (${theme})`, async ({ page, offsite: _ }) => {
      await page.emulateMedia({ colorScheme: theme });
      await openLab(page);
      await expect(chart(page).locator('svg')).toHaveCount(1);
      await expect(page.locator(`[data-testid="${TID.labDiagram}"]`)).toHaveAttribute('data-drawn', 'true');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
});

test('break-it buttons change the verdict and undo restores', async ({ page, offsite: _ }) => {
  await usePlainEditor(page);
  await openLab(page);
  // Picking a scenario saves it as the learner's state; the first break is then undoable.
  await pick(page, 'se-paired-power');
  const start = scenario('se-paired-power').expect;
  await expect(outcome(page)).toHaveAttribute('data-outcome', start);
  const seen = new Set<string | null>([start]);
  // Which mistakes apply is worked out when the row is first needed.
  await breakersReady(page);
  const ids = await page
    .locator('[data-breaker]:not([disabled])')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-breaker')!));
  expect(ids.length).toBeGreaterThan(2);
  for (const b of ids) {
    await expect(page.locator(`[data-breaker="${b}"]`)).toBeEnabled();
    await page.locator(`[data-breaker="${b}"]`).click();
    await expect(page.getByTestId(TID.labUndo)).toBeEnabled();
    seen.add(await outcome(page).getAttribute('data-outcome'));
    await page.getByTestId(TID.labUndo).click();
    await expect(outcome(page)).toHaveAttribute('data-outcome', start);
  }
  expect(seen.size).toBeGreaterThanOrEqual(3);
});
