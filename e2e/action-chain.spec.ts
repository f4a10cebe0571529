// The host action chain lab: the chain lights its path, every scenario gives its outcome, share links
// and practice work, the retry timeline follows edits, the admission lab leads here, and the pages stay
// accessible in both themes.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, ready, seriousA11yViolations, usePlainEditor } from './fixtures';
import { TID } from '../app/testids';

type Scenario = { id: string; expect: string; state: { input: string; timeline: string } };
const SCENARIOS: Scenario[] = JSON.parse(
  readFileSync('content/labs/action-chain/scenarios.json', 'utf8'),
).scenarios;
const PRACTICE = JSON.parse(readFileSync('content/practice/function-calling.json', 'utf8')) as {
  tasks: { id: string; start: { input: string } }[];
};
/** The test contract: data-outcome is exactly one of these. */
const OUTCOMES = [
  'unknown_tool',
  'schema_invalid',
  'no_identity',
  'denied',
  'ask',
  'loop_blocked',
  'replayed',
  'executed',
  'error',
];

async function openLab(page: Page, path = '/labs/action-chain') {
  await page.goto(path);
  await ready(page);
  await expect(page.locator('[data-lab="action-chain"]')).toBeVisible();
}

const outcome = (page: Page) => page.getByTestId(TID.outcome);
const node = (page: Page, id: string) =>
  page.locator(`[data-testid="${TID.labDiagram}"] [data-node="${id}"]`);
const chainEditor = (page: Page) => page.locator('[data-lab="action-chain"]').getByTestId(TID.labEditor);
const timelineEditor = (page: Page) => page.getByTestId(TID.acTimelineEditor);
const laneEnd = (page: Page, lane: 'nokey' | 'key') =>
  page.locator(`[data-testid="${TID.acTimelineDrawing}"] [data-lane-end="${lane}"]`);
const timeline = (events: unknown[]) => JSON.stringify({ tool: 'create_ticket', key: 'tk-1', events });

test.describe('action-chain lab', () => {
  test.beforeEach(async ({ page }) => usePlainEditor(page));

  test('a scenario lights its path; the policy panel names the rule', async ({ page, offsite: _ }) => {
    await openLab(page);
    await page.getByTestId(TID.labScenario).selectOption('ac-ask-amount');
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'ask');
    await expect(node(page, 'ask')).toHaveAttribute('data-state', 'exit');
    for (const id of ['config_valid', 'tool_registered', 'args_valid', 'identity_bound', 'policy_permits'])
      await expect(node(page, id), id).toHaveAttribute('data-state', 'path');
    for (const id of ['policy_allow', 'approved'])
      await expect(node(page, id)).toHaveAttribute('data-state', 'path');
    for (const id of ['loop_ok', 'key_new', 'executed', 'denied'])
      await expect(node(page, id), id).toHaveAttribute('data-state', 'idle');
    await expect(page.locator(`[data-testid="${TID.labDiagram}"] [data-state="exit"]`)).toHaveCount(1);
    // the first matching rule decided, the rules above it did not match
    const decided = page.locator(`[data-testid="${TID.acPolicyRule}"][data-role="decided"]`);
    await expect(decided).toHaveCount(1);
    await expect(decided).toContainText('-> ASK');
    await expect(page.getByTestId(TID.acPolicyDecision)).not.toHaveAttribute('data-rule', 'skipped');

    // typing: no identity stops the chain before the policy
    const text = await chainEditor(page).inputValue();
    await chainEditor(page).fill(text.replace(/"identity": \{[^}]*\}/, '"identity": null'));
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'no_identity');
    await expect(node(page, 'identity_bound')).toHaveAttribute('data-state', 'path');
    await expect(node(page, 'no_identity')).toHaveAttribute('data-state', 'exit');
    await expect(page.getByTestId(TID.acPolicyDecision)).toHaveAttribute('data-rule', 'skipped');
    // unreadable input is the error outcome, with its line and column
    await chainEditor(page).fill('{"call": ');
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'error');
  });

  test('every scenario gives its stated outcome, one of the contract', async ({ page, offsite: _ }) => {
    await openLab(page);
    const select = page.getByTestId(TID.labScenario);
    for (const sc of SCENARIOS) {
      expect(OUTCOMES, sc.id).toContain(sc.expect);
      await select.selectOption(sc.id);
      await expect(outcome(page), sc.id).toHaveAttribute('data-outcome', sc.expect);
      await expect(page.locator(`[data-testid="${TID.labDiagram}"] [data-state="exit"]`)).toHaveCount(1);
    }
  });

  test('a lying readOnlyHint changes nothing', async ({ page, offsite: _ }) => {
    await openLab(page);
    await page.getByTestId(TID.labScenario).selectOption('ac-annotation-lies');
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'ask');
    await expect(page.getByTestId(TID.acAnnotations)).toHaveAttribute('data-present', 'true');
    await expect(page.getByTestId(TID.acAnnotations)).toContainText('readOnlyHint: true');
    await page.locator('[data-breaker="flip-read-only"]').click();
    await expect(chainEditor(page)).toHaveValue(/"readOnlyHint": false/);
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'ask');
  });

  test('the retry timeline follows every edit', async ({ page, offsite: _ }) => {
    await openLab(page);
    await page.getByTestId(TID.labScenario).selectOption('ac-retry-without-key');
    const headline = page.getByTestId(TID.acTimelineHeadline);
    // the two-tickets failure and its fix
    await expect(headline).toHaveAttribute('data-nokey-effects', '2');
    await expect(headline).toHaveAttribute('data-key-effects', '1');
    await expect(laneEnd(page, 'nokey')).toHaveAttribute('data-verdict', 'duplicate');
    await expect(laneEnd(page, 'key')).toHaveAttribute('data-verdict', 'done');

    // a timed-out write is unknown until a recheck
    await timelineEditor(page).fill(timeline(['call', 'timeout']));
    const step = (i: number) => page.locator(`[data-testid="${TID.acTimelineDrawing}"] [data-step="${i}"]`);
    await expect(step(1).locator('[data-lane="nokey"] [data-attempt-state]')).toHaveAttribute(
      'data-attempt-state',
      'unknown',
    );
    await timelineEditor(page).fill(timeline(['call', 'timeout', 'recheck']));
    await expect(step(2).locator('[data-lane="key"] [data-attempt-state]')).toHaveAttribute(
      'data-attempt-state',
      'checked',
    );
    // the model's "exit code 0" is not evidence; the host's recheck is
    await timelineEditor(page).fill(
      timeline(['call', 'response', { event: 'complete', evidence: 'exit code 0' }]),
    );
    await expect(headline).toHaveAttribute('data-nokey-effects', '1');
    await expect(laneEnd(page, 'key')).toHaveAttribute('data-verdict', 'no_recheck');
    await timelineEditor(page).fill(timeline(['call', 'response', 'recheck', 'complete']));
    await expect(laneEnd(page, 'key')).toHaveAttribute('data-verdict', 'done');

    // keyboard: the rows are one tab stop, arrows move, the chosen step is written out
    await step(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId(TID.acTimelineStep)).toHaveAttribute('data-step', '1');
    await expect(step(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByTestId(TID.acTimelineStep)).toHaveAttribute('data-step', '3');

    // an impossible sequence is refused with a reason; the chain is untouched
    await timelineEditor(page).fill(timeline(['timeout']));
    await expect(page.getByTestId(TID.acTimelineError)).toContainText('0');
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'executed');
  });

  test('the timeline exports as a standalone SVG', async ({ page, offsite: _ }) => {
    await openLab(page);
    const download = page.waitForEvent('download');
    await page.getByTestId(TID.acTimelineExport).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('tool-lab-action-chain-timeline.svg');
    const svg = readFileSync((await file.path())!, 'utf8');
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('data-lane-end="nokey"');
    expect(svg).toMatch(/fill:\s*rgb/);
  });

  test('a share link restores the chain input and the timeline', async ({ page, browser, offsite: _ }) => {
    await openLab(page);
    await page.getByTestId(TID.labScenario).selectOption('ac-loop');
    const events = timeline(['call', 'timeout', 'retry', 'response', 'recheck']);
    await timelineEditor(page).fill(events);
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'loop_blocked');
    await page.getByTestId(TID.shareCopy).click();
    const url = await page.getByTestId(TID.shareUrl).inputValue();
    expect(url).toMatch(/\/labs\/action-chain#state=/);

    const ctx = await browser.newContext();
    const other = await ctx.newPage();
    await usePlainEditor(other);
    await other.goto(url);
    await ready(other);
    await expect(other.getByTestId(TID.sharedBanner)).toBeVisible();
    await expect(other.getByTestId(TID.outcome)).toHaveAttribute('data-outcome', 'loop_blocked');
    await expect(
      other.locator(`[data-testid="${TID.labDiagram}"] [data-node="loop_blocked"]`),
    ).toHaveAttribute('data-state', 'exit');
    await expect(other.getByTestId(TID.acTimelineEditor)).toHaveValue(events);
    await expect(other.getByTestId(TID.acTimelineHeadline)).toHaveAttribute('data-nokey-effects', '2');
    await ctx.close();
  });

  test('a practice task is completed by typing', async ({ page, offsite: _ }) => {
    await page.goto('/topics/function-calling/practice');
    await ready(page);
    await page.getByTestId(TID.practiceTaskList).locator('[data-task="fcall-chain-key"]').click();
    await expect(page.getByTestId(TID.practiceTask)).toHaveAttribute('data-task', 'fcall-chain-key');
    await expect(page.getByTestId(TID.practiceOutcome)).toHaveAttribute('data-outcome', 'executed');
    const start = PRACTICE.tasks.find((t) => t.id === 'fcall-chain-key')!.start.input;
    const call =
      '"call": { "id": "call_7", "name": "refund_order", "arguments": { "order_id": "A-1001", "amount": 300 }';
    const typed = start.replace(call, `${call}, "idempotencyKey": "rf-A-1001"`);
    expect(typed).not.toBe(start);
    await page.getByTestId(TID.practiceEditor).fill(typed);
    await expect(page.getByTestId(TID.practiceOutcome)).toHaveAttribute('data-outcome', 'replayed');
    await page.getByTestId(TID.practiceCheck).click();
    await expect(page.getByTestId(TID.practiceFeedback)).toHaveAttribute('data-done', 'true');
  });

  test("admission's accepted outcome leads to the host's permission, in the app", async ({
    page,
    offsite: _,
  }) => {
    for (const lang of ['', '/en']) {
      await page.goto(`${lang}/labs/admission`);
      await ready(page);
      await page.getByTestId(TID.labScenario).selectOption('adm-valid');
      await expect(outcome(page)).toHaveAttribute('data-outcome', 'accepted');
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.getByTestId(TID.outcomeLink).click();
      await expect(page).toHaveURL(new RegExp(`${lang}/labs/action-chain$`));
      await expect(page.locator('[data-lab="action-chain"]')).toBeVisible();
      // no page load: the marker set before the click is still there
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    }
  });

  test('labs menu → action chain → back and forward, without a console error', async ({
    page,
    offsite: _,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/labs');
    await ready(page);
    await page.getByTestId(TID.labsMenu).click();
    await page.getByRole('menuitem', { name: '宿主行动链' }).click();
    await expect(page).toHaveURL(/\/labs\/action-chain$/);
    await expect(page.locator('[data-testid="lab-diagram"][data-drawn="true"]')).toBeAttached({
      timeout: 20_000,
    });
    await expect(page.getByTestId(TID.acTimelineDrawing).locator('svg')).toBeVisible();
    await page.getByTestId(TID.acTimelineLink).click();
    await expect(page).toHaveURL(/#action-chain-timeline$/);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/labs$/);
    await expect(page.getByTestId(TID.labsIndex)).toBeVisible();
    await page.goForward();
    await expect(page.locator('[data-lab="action-chain"]')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('action-chain docked on the function-calling page', () => {
  test.beforeEach(async ({ page }) => usePlainEditor(page));

  test('opens beside its section and lights the page chart through the diagram map', async ({
    page,
    offsite: _,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/topics/function-calling');
    await ready(page);
    await page.locator('.wiki-article a[href="/labs/action-chain"]').click();
    const dock = page.getByTestId(TID.labDock);
    await expect(dock.locator('[data-lab="action-chain"]')).toBeVisible();
    await expect(page).toHaveURL(/\/topics\/function-calling$/);
    const pageExit = page.locator('.wiki-article figure.diagram [data-state="exit"]');
    await expect(pageExit).toHaveAttribute('data-node', 'executed');
    await dock.getByTestId(TID.labScenario).selectOption('ac-loop');
    await expect(dock.getByTestId(TID.outcome)).toHaveAttribute('data-outcome', 'loop_blocked');
    await expect(pageExit).toHaveAttribute('data-node', 'loop_blocked');
    // the timeline is the lab page's second view: the dock links there
    await expect(dock.getByTestId(TID.acTimelineLink)).toHaveAttribute(
      'href',
      '/labs/action-chain#action-chain-timeline',
    );
    await dock.getByRole('button', { name: /关闭实验|Close the lab/ }).click();
    await expect(page.locator('.wiki-article figure.diagram [data-state]')).toHaveCount(0);
  });
});

test.describe('action-chain with Monaco', () => {
  test('the timeline editor marks the event a problem names', async ({ page, offsite: _ }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openLab(page);
    const editor = page.locator(`[data-testid="${TID.acTimelineEditor}"][data-editor="monaco"]`);
    await expect(editor.locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
    await editor.locator('.view-lines').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(timeline(['call', 'call']));
    await expect(page.getByTestId(TID.acTimelineError)).toBeVisible();
    await expect(editor.locator('.squiggly-warning').first()).toBeAttached();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(timeline(['call', 'timeout', 'retry']));
    await expect(page.getByTestId(TID.acTimelineError)).toHaveCount(0);
    await expect(editor.locator('.squiggly-warning')).toHaveCount(0);
    await expect(page.getByTestId(TID.acTimelineHeadline)).toHaveAttribute('data-nokey-effects', '2');
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: no serious or critical violations on /labs/action-chain (${theme})`, async ({
    page,
    offsite: _,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/labs/action-chain');
    await ready(page);
    await expect(page.locator('[data-testid="lab-diagram"][data-drawn="true"]')).toBeAttached({
      timeout: 20_000,
    });
    await expect(page.getByTestId(TID.acTimelineDrawing).locator('svg')).toBeVisible();
    expect(await seriousA11yViolations(page, '.monaco-editor')).toEqual([]);
  });
}
