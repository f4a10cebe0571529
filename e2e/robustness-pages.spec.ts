// Never a blank page: a malformed link fragment, a learner's outputSchema that refers to
// itself or backtracks for ever, and a screen whose code cannot load all leave the page standing, say
// what happened, and keep the tab responsive.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import LZString from 'lz-string';
import { test, expect, ready, emptyMonaco, PLAIN_SETTINGS } from './fixtures';
import { TID } from '../app/testids';
import { cjkAsciiColons } from './cjk-colons';

const PRACTICE = '/topics/tools-skills/practice';
const BAD_ESCAPE = '%E0%A4%A';

/** Milliseconds the page takes to answer a trivial script: long when its main thread is blocked. */
/** The output verdict's text as the page's own script reads it at this moment. */
async function verdictSeenByPage(page: Page): Promise<string> {
  return page.evaluate(
    (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '',
    TID.extrasOutputVerdict,
  );
}

test.describe('a malformed fragment', () => {
  test('in the address bar: the practice page opens at its first task', async ({ page, offsite: _ }) => {
    await page.goto(`${PRACTICE}#${BAD_ESCAPE}`);
    await ready(page);
    await expect(page.getByTestId(TID.practicePage)).toBeVisible();
    await expect(page.getByTestId(TID.practiceTaskList).locator('[aria-current="step"]')).toHaveCount(1);
    await expect(page.getByTestId(TID.panelError)).toHaveCount(0);
  });

  test('behind an in-app link: the route changes and nothing throws', async ({ page, offsite: _ }) => {
    await page.goto('/topics/tools-skills');
    await ready(page);
    const article = page.getByTestId(TID.article);
    await expect(article).toBeVisible();
    // Links as page content can carry them: one to this page's own anchor, one to the practice page.
    await article.evaluate((root, bad) => {
      const own = document.createElement('a');
      own.href = `#${bad}`;
      own.textContent = 'own anchor';
      own.id = 'e2e-own';
      const other = document.createElement('a');
      other.href = `/topics/tools-skills/practice#${bad}`;
      other.dataset.link = 'internal';
      other.textContent = 'practice';
      other.id = 'e2e-other';
      root.prepend(own, other);
    }, BAD_ESCAPE);
    await page.locator('#e2e-own').click();
    await expect(page).toHaveURL(new RegExp(`#${BAD_ESCAPE}$`));
    await expect(article).toBeVisible();
    await page.locator('#e2e-other').click();
    await expect(page).toHaveURL(new RegExp(`/practice#${BAD_ESCAPE}$`));
    await expect(page.getByTestId(TID.practicePage)).toBeVisible();
    await expect(page.getByTestId(TID.panelError)).toHaveCount(0);
  });
});

test.describe('learner-written outputSchema (classifier, real Monaco)', () => {
  const verdict = (page: Page) => page.getByTestId(TID.extrasOutputVerdict);

  /** Focuses the outputSchema editor and empties it. */
  const clearSchema = (page: Page) => emptyMonaco(page, page.getByTestId(TID.extrasOutput));

  test('typing {"$ref": " (auto-closed to a reference to the root) and {"$ref": "#"}', async ({
    page,
    offsite: _,
  }) => {
    await page.goto('/labs/classifier');
    await ready(page);
    await expect(verdict(page)).toContainText('Ajv');
    await clearSchema(page);
    // Monaco closes the quote and the brace itself: the text becomes {"$ref": ""}. Typed at a person's
    // pace: Monaco's completion list opens after the first quote.
    await page.keyboard.type('{"$ref": "', { delay: 120 });
    await expect(verdict(page)).toContainText('无限引用自己');
    await expect(page.getByTestId(TID.outcome)).toBeVisible();
    await expect(page.getByTestId(TID.panelError)).toHaveCount(0);
    await clearSchema(page);
    await page.keyboard.insertText('{"$ref": "#"}');
    await expect(verdict(page)).toContainText('无限引用自己');
    // The rest of the lab still answers at once.
    await page.getByTestId(TID.labTimeout).check();
    await expect(page.getByTestId(TID.outcome)).toHaveAttribute('data-outcome', 'unknown');
  });

  test('a catastrophic pattern on a long string: "took too long", and the tab stays responsive', async ({
    page,
    offsite: _,
  }) => {
    const response = JSON.stringify(
      {
        jsonrpc: '2.0',
        id: 'req-1',
        result: {
          content: [{ type: 'text', text: 'x' }],
          structuredContent: { count: 1, s: `${'a'.repeat(40)}!` },
        },
      },
      null,
      2,
    );
    const link = LZString.compressToEncodedURIComponent(
      JSON.stringify({ v: 1, response, expectedId: 'req-1' }),
    );
    await page.goto(`/en/labs/classifier#state=${link}`);
    await ready(page);
    await expect(verdict(page)).toContainText('valid');
    await clearSchema(page);
    await page.keyboard.insertText(
      '{"type": "object", "properties": {"s": {"type": "string", "pattern": "^(a+)+$"}}}',
    );
    // While the worker spins, the page's own script still runs: it reads the verdict while that verdict
    // still says "Checking" (a validation on the main thread would run it only after the check ended).
    await expect(verdict(page)).toContainText('Checking');
    expect(await verdictSeenByPage(page)).toContain('Checking');
    // …another interaction works meanwhile…
    await page.getByTestId(TID.labTimeout).check();
    await expect(page.getByTestId(TID.outcome)).toHaveAttribute('data-outcome', 'unknown');
    await page.getByTestId(TID.labTimeout).uncheck();
    // …and the check ends with a clear message instead of freezing the tab.
    await expect(verdict(page)).toContainText('took too long');
    expect(await verdictSeenByPage(page)).toContain('took too long');
    await expect(page.getByTestId(TID.panelError)).toHaveCount(0);
  });
});

test.describe('error boundaries', () => {
  test('a lab panel whose code cannot load shows its error; the outcome and diagram stay', async ({
    page,
    offsite: _,
  }) => {
    // The editor's chunk fails to load (a deploy replaced it, the connection dropped).
    await page.route(/\/assets\/MonacoEditor-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/labs/admission');
    await ready(page);
    await expect(page.getByTestId(TID.panelError)).toBeVisible();
    await expect(page.getByTestId(TID.panelError)).toContainText('其余部分照常可用');
    await expect(page.getByTestId(TID.outcome)).toBeVisible();
    await expect(page.getByTestId(TID.labDiagram)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a screen whose code cannot load: the root boundary offers a way home', async ({
    page,
    offsite: _,
  }) => {
    await page.goto('/');
    await ready(page);
    await page.route(/\/assets\/PreviewPage-[^/]+\.js$/, (route) => route.abort());
    await page.evaluate(() => {
      history.pushState(null, '', '/preview');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByTestId(TID.panelError)).toBeVisible();
    await expect(page.getByTestId(TID.panelError).getByRole('link')).toHaveAttribute('href', '/');
    // Going back leaves the error behind.
    await page.goBack();
    await expect(page.getByTestId(TID.topicList)).toBeVisible();
    await expect(page.getByTestId(TID.panelError)).toHaveCount(0);
  });
});

test.describe('messages in the reader’s language', () => {
  const broken = readFileSync('e2e/fixtures/preview/broken.en.md', 'utf8');

  async function previewBroken(page: Page, path: string) {
    await page.addInitScript((v) => localStorage.setItem('toollab:settings', v), PLAIN_SETTINGS);
    await page.goto(path);
    await ready(page);
    await page.getByTestId(TID.previewClear).click();
    await page.getByTestId(TID.previewEditor).fill(broken);
    await expect(page.getByTestId(TID.previewStatus)).toHaveAttribute('data-state', 'idle', {
      timeout: 20_000,
    });
    await expect(page.locator(`[data-testid="${TID.previewDiagnostic}"][data-rule="mermaid"]`)).toHaveCount(
      1,
      { timeout: 20_000 },
    );
    return page.getByTestId(TID.previewDiagnostic);
  }

  test('the preview lists every problem in Chinese in the Chinese UI, positions as 第 L 行第 C 列', async ({
    page,
    offsite: _,
  }) => {
    const items = await previewBroken(page, '/preview');
    const texts = await items.allTextContents();
    expect(texts.length).toBeGreaterThanOrEqual(4);
    for (const text of texts) {
      expect(text).toMatch(/^第 \d+ 行第 \d+ 列/);
      expect(text).toContain('修复建议');
      // The pipeline's English sentences do not reach the Chinese page.
      expect(text).not.toMatch(/does not exist|is missing|must be|Fix the|Invalid |Parse error on/);
    }
    // Chinese punctuation between a label and its value, in the problem list and the page around it
    // (the draft's own rendering is the author's text, left out).
    expect(
      await cjkAsciiColons(page, [
        `[data-testid="${TID.previewDiagnostics}"]`,
        `main > :not(:has([data-testid="${TID.previewRendering}"]))`,
      ]),
    ).toEqual([]);
    await expect(
      page.locator(`[data-testid="${TID.previewDiagnostic}"][data-rule="broken-link"]`),
    ).toContainText('链接目标 no-such-page.en.md 不存在');
    await expect(page.locator(`[data-testid="${TID.previewDiagnostic}"][data-rule="mermaid"]`)).toContainText(
      /Mermaid 图无法解析：第 \d+ 行（图内第 \d+ 行）/,
    );
  });

  test('and in English in the English UI', async ({ page, offsite: _ }) => {
    const items = await previewBroken(page, '/en/preview');
    await expect(items.first()).toContainText(/^line \d+, column \d+/);
    await expect(
      page.locator(`[data-testid="${TID.previewDiagnostic}"][data-rule="broken-link"]`),
    ).toContainText('Link target no-such-page.en.md does not exist');
  });

  test('a lab’s parse error says where in the UI’s wording', async ({ page, offsite: _ }) => {
    await page.addInitScript((v) => localStorage.setItem('toollab:settings', v), PLAIN_SETTINGS);
    await page.goto('/labs/admission');
    await ready(page);
    await page.getByTestId(TID.labEditor).fill('{"city": "成都",\n "days": 3,}');
    await expect(page.getByTestId(TID.outcome)).toContainText('第 2 行第 11 列');
  });
});
