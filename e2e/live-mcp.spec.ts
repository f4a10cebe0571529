// The live-MCP lab end to end: the demo server runs in a Web Worker of the built site, the SDK client
// talks to it, and what came back goes to the classifier through a share link. Every request stays on
// the page's origin (the `offsite` fixture), and no console error is allowed.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, ready, seriousA11yViolations, PLAIN_SETTINGS } from './fixtures';
import { TID } from '../app/testids';

/** Console errors of a page (the fixture already fails on uncaught exceptions). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** The demo server's workers alive in the page (other labs keep workers of their own). */
const serverWorkers = (page: Page) => page.workers().filter((w) => w.url().includes('server.worker')).length;

const log = (page: Page) => page.getByTestId(TID.mcpLog).locator('> li');
const outcome = (page: Page) => page.getByTestId(TID.outcome);
const node = (page: Page, id: string) =>
  page.locator(`[data-testid="${TID.labDiagram}"] [data-node="${id}"]`);

async function openLive(page: Page, prefix = '') {
  await page.goto(`${prefix}/labs/live-mcp`);
  await ready(page);
  await expect(page.getByTestId(TID.mcpStatus)).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
}

/** Calls the picked tool and waits for the capture to reach the state (the Call button is back). */
async function call(page: Page, expected: string) {
  await page.getByTestId(TID.mcpCall).click();
  await expect(outcome(page)).toHaveAttribute('data-outcome', expected, { timeout: 15_000 });
  await expect(page.getByTestId(TID.mcpCall)).toBeEnabled();
}

/** Follows "classify this response" and checks the classifier's verdict and its lit exit node. */
async function classify(page: Page, verdict: string) {
  await page.getByTestId(TID.mcpClassify).click();
  await expect(page).toHaveURL(/\/labs\/classifier#state=/);
  await expect(page.locator('[data-lab="classifier"]')).toBeVisible();
  await expect(outcome(page)).toHaveAttribute('data-outcome', verdict);
  await expect(node(page, verdict)).toHaveAttribute('data-state', 'exit');
}

test.describe('live MCP', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((v) => {
      if (!localStorage.getItem('toollab:settings')) localStorage.setItem('toollab:settings', v);
    }, PLAIN_SETTINGS);
  });

  test('handshake in the log, a real call, and its reply classified: verify_business, then unknown, then output_schema_error', async ({
    page,
    offsite: _,
  }) => {
    const errors = consoleErrors(page);
    await openLive(page);
    await expect(log(page)).toHaveCount(5);
    const rows = await log(page).evaluateAll((lis) =>
      lis.map((li) => [
        li.getAttribute('data-direction'),
        li.getAttribute('data-method'),
        li.getAttribute('data-id'),
      ]),
    );
    expect(rows).toEqual([
      ['out', 'initialize', '0'],
      ['in', null, '0'],
      ['out', 'notifications/initialized', null],
      ['out', 'tools/list', '1'],
      ['in', null, '1'],
    ]);
    // A message opens whole, from the keyboard too.
    await log(page).nth(1).locator('button').focus();
    await page.keyboard.press('Enter');
    // Verbatim: the text as the server wrote it (compact JSON, the SDK's numeric id as sent), not
    // re-serialised and not rewritten as a string.
    const wire = log(page).nth(1).locator('pre[data-wire-text]');
    await expect(wire).toContainText('"protocolVersion":"2025-06-18"');
    await expect(wire).toContainText('"id":0');
    expect(await wire.textContent()).not.toContain('\n');
    await log(page).nth(0).locator('button').click();
    await expect(log(page).nth(0).locator('pre[data-wire-text]')).toContainText('"id":0}');
    await expect(log(page).nth(0).locator('pre[data-wire-text]')).not.toContainText('"id":"');

    await expect(page.getByTestId(TID.mcpTool)).toHaveValue('get_forecast');
    await call(page, 'verify_business');
    // The verdict sits under the Call button, beside the call it judges.
    await expect(page.getByTestId(TID.mcpVerdict)).toHaveAttribute('data-outcome', 'verify_business');
    const callRow = page.locator(`[data-testid="${TID.mcpLog}"] > li[data-method="tools/call"]`);
    await expect(callRow).toHaveAttribute('data-id', '2');
    await callRow.locator('button').click();
    await expect(callRow.locator('pre[data-wire-text]')).toContainText('"id":2');
    const replyRow = page.locator(`[data-testid="${TID.mcpLog}"] > li[data-kind="response"]`).last();
    await replyRow.locator('button').click();
    await expect(replyRow.locator('pre[data-wire-text]')).toContainText('"id":2');
    await expect(replyRow.locator('pre[data-wire-text]')).not.toContainText('req-');
    await expect(page.getByTestId(TID.mcpSdk)).toHaveAttribute('data-agree', 'true');
    await classify(page, 'verify_business');

    // Back in the app (the browser's back button): the timeout fault, then the outputSchema fault.
    await page.goBack();
    await expect(page.getByTestId(TID.mcpStatus)).toHaveAttribute('data-status', 'ready', {
      timeout: 20_000,
    });
    await page.getByRole('checkbox', { name: /响应拖到客户端超时之后/ }).check();
    await call(page, 'unknown');
    await expect(
      page.locator(`[data-testid="${TID.mcpLog}"] > li[data-method="notifications/cancelled"]`),
    ).toHaveCount(1);
    await classify(page, 'unknown');

    await page.goBack();
    await expect(page.getByTestId(TID.mcpStatus)).toHaveAttribute('data-status', 'ready', {
      timeout: 20_000,
    });
    await page.getByRole('checkbox', { name: /响应拖到客户端超时之后/ }).uncheck();
    await page.getByRole('checkbox', { name: /结果违反 outputSchema/ }).check();
    await call(page, 'output_schema_error');
    await expect(page.getByTestId(TID.mcpSdk)).toContainText('-32602');
    await classify(page, 'output_schema_error');
    expect(errors).toEqual([]);
  });

  test('in English: switches labelled in English, a rewritten reply marked in the log, links under /en', async ({
    page,
    offsite: _,
  }) => {
    await openLive(page, '/en');
    await page.getByRole('checkbox', { name: /Response carries an earlier request’s id/ }).check();
    await call(page, 'protocol_mismatch');
    const reply = page.locator(`[data-testid="${TID.mcpLog}"] > li[data-injected="true"]`);
    await expect(reply).toHaveAttribute('data-direction', 'in');
    await expect(reply).toHaveAttribute('data-id', '1');
    await reply.locator('button').click();
    await expect(reply).toContainText('Rewritten at the server');
    await expect(page.getByTestId(TID.mcpSdk)).toHaveAttribute('data-agree', 'false');
    await expect(page.getByTestId(TID.mcpClassify)).toHaveAttribute('href', /^\/en\/labs\/classifier#state=/);
    await expect(page.getByTestId(TID.mcpReview)).toHaveAttribute('href', /^\/en\/labs\/tool-review#state=/);
    await page.getByTestId(TID.mcpReview).click();
    await expect(page.locator('[data-lab="tool-review"]')).toBeVisible();
  });

  test('the slow tool reports progress, and Cancel sends notifications/cancelled', async ({
    page,
    offsite: _,
  }) => {
    await openLive(page);
    await page.getByTestId(TID.mcpTool).selectOption('compile_climate_report');
    await page.getByTestId(TID.mcpArgs).fill('{"city": "哈尔滨", "months": 12}');
    await page.getByTestId(TID.mcpCall).click();
    await expect(page.getByTestId(TID.mcpProgress).locator('progress')).toHaveAttribute('max', '12');
    await page.getByTestId(TID.mcpCancel).click();
    await expect(outcome(page)).toHaveAttribute('data-outcome', 'unknown');
    await expect(
      page.locator(`[data-testid="${TID.mcpLog}"] > li[data-method="notifications/cancelled"]`),
    ).toHaveCount(1);
    await expect(page.getByTestId(TID.mcpCapture)).toContainText('调用被取消');
  });

  test('an unknown tool is refused at the protocol layer; a fault switch is the one control for a fault', async ({
    page,
    offsite: _,
  }) => {
    await openLive(page);
    await page.getByTestId(TID.mcpTool).selectOption('get_weather');
    await call(page, 'protocol_error');
    await expect(page.getByTestId(TID.mcpSdk)).toHaveAttribute('data-agree', 'true');
    await page.getByTestId(TID.mcpTool).selectOption('get_forecast');
    await expect(page.getByTestId(TID.mcpArgs)).toHaveValue(/"days": 2/);
    // One set of fault controls: no break-it row repeats the switches.
    await expect(page.getByTestId(TID.breakButtons)).toHaveCount(0);
    await page.locator('[data-fault="is_error"]').check();
    await expect(page.locator('[data-fault="is_error"]')).toBeChecked();
    await call(page, 'tool_error');
  });

  test('navigating away and back ends the worker and starts a new one, without errors', async ({
    page,
    offsite: _,
  }) => {
    const errors = consoleErrors(page);
    await openLive(page);
    await expect.poll(() => serverWorkers(page)).toBe(1);
    await page.getByTestId(TID.labsMenu).click();
    await page.locator('a[href="/labs/classifier"]').first().click();
    await expect(page.locator('[data-lab="classifier"]')).toBeVisible();
    await expect.poll(() => serverWorkers(page)).toBe(0);
    await page.goBack();
    await expect(page.getByTestId(TID.mcpStatus)).toHaveAttribute('data-status', 'ready', {
      timeout: 20_000,
    });
    await expect.poll(() => serverWorkers(page)).toBe(1);
    await page.goForward();
    await expect(page.locator('[data-lab="classifier"]')).toBeVisible();
    await expect.poll(() => serverWorkers(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const)
    test(`axe: no serious or critical violations (${theme})`, async ({ page, offsite: _ }) => {
      await page.emulateMedia({ colorScheme: theme });
      await openLive(page);
      await call(page, 'verify_business');
      await log(page).last().locator('button').click();
      await expect(page.locator('[data-testid="lab-diagram"][data-drawn="true"]')).toBeAttached({
        timeout: 20_000,
      });
      expect(await seriousA11yViolations(page, '.monaco-editor')).toEqual([]);
    });
});

test.describe('live MCP with Monaco', () => {
  test('the arguments editor completes from the tool’s inputSchema', async ({ page, offsite: _ }) => {
    const errors = consoleErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openLive(page);
    const editor = page.locator(`[data-testid="${TID.mcpArgs}"][data-editor="monaco"]`);
    await expect(editor.locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
    await editor.locator('.view-lines').click();
    await expect(editor.locator('.monaco-editor.focused')).toBeVisible();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('{\n  "city": "杭州",\n  \n}');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('End');
    await page.keyboard.press('Control+Space');
    const suggest = page.locator('.suggest-widget');
    await expect(suggest).toBeVisible();
    await expect(suggest).toContainText('days');
    expect(errors).toEqual([]);
  });
});

test('a classifier link from the first release still opens after the state version 2', async ({
  page,
  offsite: _,
}) => {
  const saved = JSON.parse(readFileSync('e2e/fixtures/release-1/browser-state.json', 'utf8')) as {
    shareLinks: Record<string, { url: string; outcome: string }>;
  };
  const link = saved.shareLinks.classifier!;
  await page.goto(link.url);
  await ready(page);
  await expect(page.getByTestId(TID.sharedBanner)).toBeVisible();
  await expect(outcome(page)).toHaveAttribute('data-outcome', link.outcome);
  await expect(page.getByTestId(TID.shareError)).toHaveCount(0);
  await expect(page.getByTestId(TID.classifierRevision)).toHaveAttribute('data-revision', '2025-06-18');
  await page.getByRole('radio', { name: /2025-11-25/ }).check();
  await expect(page.getByTestId(TID.classifierRevisionRules).locator('[data-rule]')).toHaveCount(4);
  await expect(outcome(page)).toHaveAttribute('data-outcome', link.outcome);
});
