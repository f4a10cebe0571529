import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect, ready, expectInert, seriousA11yViolations, PLAIN_SETTINGS } from './fixtures';
import { TID } from '../app/testids';
import { balancedLabelLines } from '../src/diagrams/index';

// Monaco, the render worker and mermaid load in every test: allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), 'utf8');
const broken = fixture('preview/broken.en.md');
const fixed = fixture('preview/fixed.en.md');
const folderDir = fileURLToPath(new URL('./fixtures/preview/folder', import.meta.url));

// The four problems of broken.en.md, at their lines (the missing field is reported on the opening ---).
const EXPECTED = [
  { rule: 'frontmatter', line: 1, text: 'practice_status' },
  { rule: 'broken-link', line: 15, text: 'no-such-page.en.md' },
  { rule: 'math', line: 23, text: 'KaTeX' },
  { rule: 'mermaid', line: 30, text: 'Mermaid' },
];

/** The plain editor on every load, even over settings a test saved (unlike usePlainEditor). */
function forcePlainEditor(page: Page) {
  return page.addInitScript((v) => localStorage.setItem('toollab:settings', v), PLAIN_SETTINGS);
}

async function idle(page: Page) {
  await expect(page.getByTestId(TID.previewStatus)).toHaveAttribute('data-state', 'idle', {
    timeout: 20_000,
  });
}

async function problems(page: Page) {
  return page.getByTestId(TID.previewDiagnostic).evaluateAll((lis) =>
    lis.map((li) => ({
      rule: li.getAttribute('data-rule'),
      line: Number(li.getAttribute('data-line')),
      text: li.textContent ?? '',
    })),
  );
}

async function expectBrokenProblems(page: Page) {
  await idle(page);
  await expect
    .poll(async () => (await problems(page)).map(({ rule, line }) => ({ rule, line })), { timeout: 20_000 })
    .toEqual(EXPECTED.map(({ rule, line }) => ({ rule, line })));
  const found = await problems(page);
  for (const [i, e] of EXPECTED.entries()) expect(found[i]!.text).toContain(e.text);
  // Every entry carries its position (in the UI's wording) and a hint.
  const first = page.getByTestId(TID.previewDiagnostic).first();
  await expect(first).toContainText('line 1, column 1');
  await expect(first).toContainText(/Fix|修复建议/);
  // The broken diagram says so in the UI's language; mermaid's own words follow as a quoted detail.
  const failed = page.locator('figure.diagram[data-state="error"]').first();
  await expect(failed).toContainText(/What mermaid said:|mermaid 的原话：/, { timeout: 20_000 });
  await expect(failed.locator('pre.diagram-error-detail[lang="en"]')).not.toBeEmpty();
}

async function expectNoProblems(page: Page) {
  await idle(page);
  await expect(page.getByTestId(TID.previewDiagnostic)).toHaveCount(0);
  await expect(page.getByTestId(TID.previewStatus)).toHaveText('No problems found.');
}

test('plain editor: each problem appears at its line, fixing them empties the list', async ({
  page,
  offsite: _,
}) => {
  await forcePlainEditor(page);
  await page.goto('/en/preview');
  await ready(page);
  const editor = page.getByTestId(TID.previewEditor);
  await expect(editor).toHaveAttribute('data-editor', 'plain');
  await page.getByTestId(TID.previewClear).click();
  await editor.fill(broken);
  await expectBrokenProblems(page);

  // The rendering is the reader's: resolved links, KaTeX, the diagram figure.
  const article = page.getByTestId(TID.previewRendering).getByTestId(TID.article);
  await expect(article.locator('h1')).toHaveText('Preview e2e');
  await expect(article.locator('a[data-link="internal"][href="/en/topics/tool-design"]')).toBeVisible();
  await expect(article.locator('[data-link="missing"]')).toHaveCount(1);
  await expect(article.locator('figure.diagram')).toHaveCount(1);

  // Choosing a problem puts the caret on it.
  await page.locator(`[data-testid="${TID.previewDiagnostic}"][data-rule="math"] button`).click();
  const caret = await editor.evaluate((ta: HTMLTextAreaElement) => {
    const before = ta.value.slice(0, ta.selectionStart);
    return { line: before.split('\n').length, focused: document.activeElement === ta };
  });
  expect(caret).toEqual({ line: 23, focused: true });

  await editor.fill(fixed);
  await expectNoProblems(page);
  await expect(article.locator('.katex-error')).toHaveCount(0);
});

test('Monaco editor: markers and the list follow pasting and typing, fixing empties them', async ({
  page,
  context,
  offsite: _,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/preview');
  await ready(page);
  const lines = page.locator(`[data-testid="${TID.previewEditor}"][data-editor="monaco"] .view-lines`);
  await expect(lines).toBeVisible({ timeout: 20_000 });
  // Paste over the page the preview started from (Monaco re-indents typed newlines, not pasted ones).
  const paste = async (text: string) => {
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await lines.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+V');
  };
  await paste(broken);
  await expectBrokenProblems(page);
  // Monaco draws squiggles on the lines in view only; after a paste the view is at the text's end.
  await page.keyboard.press('ControlOrMeta+Home');
  await expect(page.locator('.monaco-editor .squiggly-error').first()).toBeAttached();

  // Choosing a problem moves Monaco's cursor to its line.
  await page.locator(`[data-testid="${TID.previewDiagnostic}"][data-rule="mermaid"] button`).click();
  await expect(page.locator('.monaco-editor .line-numbers.active-line-number')).toHaveText('30');

  // Typing away from the problems: their squiggles stay while the check catches up, none blinks off.
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 1; i < 11; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await expect(page.locator('.monaco-editor .squiggly-error').first()).toBeAttached();
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { squiggles: number[] }).squiggles = seen;
    const box = document.querySelector('.monaco-editor')!;
    new MutationObserver(() => seen.push(box.querySelectorAll('.squiggly-error').length)).observe(box, {
      childList: true,
      subtree: true,
    });
  });
  await page.keyboard.type(' again', { delay: 80 });
  await idle(page);
  await expect.poll(async () => (await problems(page)).length).toBe(EXPECTED.length);
  const seen = await page.evaluate(() => (window as unknown as { squiggles: number[] }).squiggles);
  expect(seen.length).toBeGreaterThan(0);
  expect(Math.min(...seen)).toBeGreaterThan(0);

  await paste(fixed);
  await expectNoProblems(page);
  await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(0);

  // Typing: a broken link on the last line shows up while typing, at that line.
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('[next](nowhere.en.md)');
  await idle(page);
  await expect
    .poll(async () => (await problems(page)).map(({ rule, line }) => ({ rule, line })))
    .toEqual([{ rule: 'broken-link', line: fixed.split('\n').length }]);
});

/** `fixed.en.md` with `diagrams` (mermaid sources) added at its end; returns the draft and each one's first line. */
function withDiagrams(diagrams: string[]): { draft: string; starts: number[] } {
  let draft = fixed.trimEnd() + '\n';
  const starts: number[] = [];
  for (const d of diagrams) {
    draft += '\n```mermaid\n';
    starts.push(draft.split('\n').length);
    draft += `${d}\n\`\`\`\n`;
  }
  return { draft, starts };
}

test('two broken diagrams in a draft: each is listed, each at its own line', async ({ page, offsite: _ }) => {
  // The first has an unclosed node on its second line; the second a dangling arrow on its third.
  const { draft, starts } = withDiagrams([
    'flowchart TD\n  A[open --> B\n  B --> C',
    'flowchart LR\n  X --> Y\n  Y --> --> Z',
  ]);
  await forcePlainEditor(page);
  await page.goto('/en/preview');
  await ready(page);
  await page.getByTestId(TID.previewClear).click();
  await page.getByTestId(TID.previewEditor).fill(draft);
  await idle(page);
  const mermaid = page.locator(`[data-testid="${TID.previewDiagnostic}"][data-rule="mermaid"]`);
  // The count and the lines are read together: the list may be re-rendered between two separate reads.
  let lines: number[] = [];
  await expect
    .poll(
      async () => {
        lines = await mermaid.evaluateAll((lis) => lis.map((li) => Number(li.getAttribute('data-line'))));
        return lines.length;
      },
      { timeout: 20_000 },
    )
    .toBe(2);
  // Each inside its own diagram (the first at the unclosed bracket's line), both drawn as failed.
  expect(lines[0]).toBe(starts[0]! + 1);
  expect(lines[1]).toBeGreaterThan(starts[1]!);
  expect(lines[1]).toBeLessThanOrEqual(starts[1]! + 2);
  await expect(mermaid.nth(0)).toContainText(`line ${lines[0]}, column`);
  await expect(mermaid.nth(1)).toContainText(`line ${lines[1]}, column`);
  await expect(mermaid.nth(0).getByTestId('preview-excerpt')).toContainText('A[open --> B');
  await expect(mermaid.nth(1).getByTestId('preview-excerpt')).toContainText(
    draft.split('\n')[lines[1]! - 1]!.trim(),
  );
  await expect(page.locator('figure.diagram[data-state="error"]')).toHaveCount(2);
});

test('long labels with quotes, entities and brackets: the check finds nothing and every diagram draws', async ({
  page,
  offsite: _,
}) => {
  // The labels are broken at word boundaries before drawing; the check parses what is drawn, so the two
  // agree: a passing check and a diagram that fails to draw (or the reverse) would show here.
  const { draft } = withDiagrams([
    'flowchart TD\n  A["一个很长的中文标签，用来看按词断行之后图的语法是否还成立（括号）和 #quot;引号#quot;"] -->|一条相当长的边标签需要被断开成几行才放得下| B{"Is the caller allowed to use this tool with these exact arguments right now?"}\n  B -- "yes: every check passed & the call goes ahead" --> C(["done; the result (a JSON object) goes back to the model"])',
    'flowchart LR\n  X[/"a parallelogram whose label is long enough to need two or three lines"/] --> Y[["subroutine with [brackets] and {braces} in its quoted label text"]]',
  ]);
  await forcePlainEditor(page);
  await page.goto('/en/preview');
  await ready(page);
  await page.getByTestId(TID.previewClear).click();
  await page.getByTestId(TID.previewEditor).fill(draft);
  const article = page.getByTestId(TID.article);
  const figures = article.locator('figure.diagram');
  await expect(figures).toHaveCount(3, { timeout: 20_000 });
  for (const figure of await figures.all()) {
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveAttribute('data-state', 'drawn', { timeout: 30_000 });
  }
  await expect(figures.nth(1).locator('svg [data-node]')).toHaveCount(3);
  await idle(page);
  await expect(page.locator(`[data-testid="${TID.previewDiagnostic}"][data-rule="mermaid"]`)).toHaveCount(0);
});

test("a diagram error's caret stands under its character when the line holds Chinese", async ({
  page,
  offsite: _,
}) => {
  // An unclosed { after CJK text and full-width punctuation: columns count code units, not widths.
  const line = '  甲[开始：读取] --> 乙{是否有效？';
  const { draft, starts } = withDiagrams([`flowchart TD\n${line}\n  乙 --> 丙`]);
  await forcePlainEditor(page);
  await page.goto('/preview');
  await ready(page);
  await page.getByTestId(TID.previewClear).click();
  await page.getByTestId(TID.previewEditor).fill(draft);
  await idle(page);
  const item = page.locator(`[data-testid="${TID.previewDiagnostic}"][data-rule="mermaid"]`);
  await expect(item).toHaveCount(1, { timeout: 20_000 });
  await expect(item).toHaveAttribute('data-line', String(starts[0]! + 1));
  const column = line.indexOf('{') + 1;
  await expect(item).toHaveAttribute('data-column', String(column));
  const at = await item.getByTestId('preview-excerpt').evaluate((el, column) => {
    const text = el.querySelector('[data-excerpt-line]')!.firstChild as Text;
    const range = document.createRange();
    range.setStart(text, column - 1);
    range.setEnd(text, column);
    const char = range.getBoundingClientRect();
    const caret = el.querySelector('[data-excerpt-caret]')!.getBoundingClientRect();
    // the caret's own glyph box, centred like the character's
    return {
      char: range.toString(),
      charMid: char.left + char.width / 2,
      caretMid: caret.left + caret.width / 2,
      below: caret.top >= char.bottom - 1,
    };
  }, column);
  expect(at.char).toBe('{');
  expect(at.below).toBe(true);
  expect(Math.abs(at.caretMid - at.charMid)).toBeLessThan(2);
});

test('a pasted page full of injections runs no script', async ({ page, offsite: _ }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __pwned: number }).__pwned = 0;
  });
  await forcePlainEditor(page);
  await page.goto('/en/preview');
  await ready(page);
  await page.getByTestId(TID.previewClear).click();
  await page.getByTestId(TID.previewEditor).fill(fixture('wiki/topics/injection-fixture.md'));
  await idle(page);
  const article = page.getByTestId(TID.previewRendering).getByTestId(TID.article);
  await expect(article).toContainText('Injection fixture');
  await expect(article.locator('figure.diagram[data-state]').first()).toBeAttached({ timeout: 20_000 });
  await expectInert(page, article, dialogs);
  await expect(page).toHaveURL(/\/en\/preview$/);
});

test('the draft survives a reload and downloads as a file; a damaged draft is ignored', async ({
  page,
  offsite: _,
}) => {
  await forcePlainEditor(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('toollab:preview-draft', '{"v":1,"source":');
    }
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/en/preview');
  await ready(page);
  const editor = page.getByTestId(TID.previewEditor);
  // Garbage in storage: the preview starts from a bundled page instead.
  await expect(editor).toHaveValue(/id: tools-skills/);

  await page.getByTestId(TID.previewClear).click();
  await editor.fill(fixed);
  await idle(page);
  await page.reload();
  await ready(page);
  await expect(editor).toHaveValue(fixed);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('toollab:preview-draft')!));
  expect(stored).toMatchObject({ v: 1, source: fixed, origin: { kind: 'paste' } });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(TID.previewDownload).click(),
  ]);
  expect(download.suggestedFilename()).toBe('preview-e2e.en.md');
  expect(readFileSync((await download.path())!, 'utf8')).toBe(fixed);
  expect(errors).toEqual([]);
});

test('a key stores the draft when the page is idle, hidden or left, never inside its own task', async ({
  page,
  offsite: _,
}) => {
  await forcePlainEditor(page);
  // No idle moment ever comes: only hiding or leaving the page can store the draft.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => undefined;
  });
  await page.goto('/en/preview');
  await ready(page);
  const editor = page.getByTestId(TID.previewEditor);
  await expect(editor).toHaveValue(/id: tools-skills/);
  const storedSource = () =>
    page.evaluate(() => {
      const raw = localStorage.getItem('toollab:preview-draft');
      return raw === null ? null : (JSON.parse(raw) as { source: string }).source;
    });

  await editor.fill('# Hidden\n');
  await idle(page);
  expect(await storedSource()).toBeNull();
  // A phone switching apps hides the page without leaving it.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  expect(await storedSource()).toBe('# Hidden\n');

  // Typed and reloaded at once: leaving the page stores it.
  await editor.press('End');
  await editor.pressSequentially('kept');
  expect(await storedSource()).toBe('# Hidden\n');
  await page.reload();
  await ready(page);
  await expect(editor).toHaveValue('# Hidden\nkept');
});

/** Opens the English preview in Monaco, at a desktop size, once the editor shows its text. */
async function monacoPreview(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/preview');
  await ready(page);
  // Monaco loads at the reader's first move (or when idle).
  await page.mouse.move(200, 200);
  const lines = page.locator(`[data-testid="${TID.previewEditor}"][data-editor="monaco"] .view-lines`);
  await expect(lines).toBeVisible({ timeout: 20_000 });
  await idle(page);
  return lines;
}

/**
 * From now on the page drops timers of 0 ms, so a key's change waits for a task that never comes;
 * `restoreTimers()` in the page brings them back.
 */
async function dropZeroDelayTimers(page: Page) {
  await page.evaluate(() => {
    const original = window.setTimeout;
    window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) =>
      ms ? original(fn, ms, ...args) : 0) as typeof window.setTimeout;
    (window as unknown as { restoreTimers: () => void }).restoreTimers = () => (window.setTimeout = original);
  });
}

test('Monaco: a key reaches the draft after its own task, and leaving at once keeps it', async ({
  page,
  offsite: _,
}) => {
  // No idle moment ever comes: only hiding or leaving the page can store the draft.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => undefined;
  });
  const lines = await monacoPreview(page);
  await lines.click();
  await page.keyboard.press('ControlOrMeta+End');
  // The key's change reaches the page in a task after the key's. Here no such task runs (timers of 0 ms
  // are dropped from the key on) and the page is left as soon as Monaco shows the key: leaving must
  // deliver the change, ahead of the draft's own save on leaving.
  await dropZeroDelayTimers(page);
  await page.evaluate(() => {
    const view = document.querySelector('[data-editor="monaco"] .view-lines')!;
    const leaveOnceShown = () => {
      if (!view.textContent?.endsWith('Q')) return void requestAnimationFrame(leaveOnceShown);
      (window as unknown as { restoreTimers: () => void }).restoreTimers();
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
      document.documentElement.dataset.leftAfterKey = 'true';
    };
    requestAnimationFrame(leaveOnceShown);
  });
  const storedEnd = () =>
    page.evaluate(() => {
      const raw = localStorage.getItem('toollab:preview-draft');
      return raw === null ? null : (JSON.parse(raw) as { source: string }).source.slice(-3);
    });
  await page.keyboard.press('Q');
  await expect(page.locator('html[data-left-after-key="true"]')).toBeAttached();
  expect(await storedEnd()).toMatch(/Q$/);
  // Typed and reloaded at once: the reload's leaving stores the last keys too.
  await page.keyboard.type('RS');
  await page.reload();
  await ready(page);
  expect(await storedEnd()).toBe('QRS');
});

test("Monaco: a key still unreported when the reader loads another tab's draft is dropped, not written over it", async ({
  page,
  context,
  offsite: _,
}) => {
  const lines = await monacoPreview(page);
  const other = await context.newPage();
  await other.goto('/en/');
  const theirs = '# Their draft\n\nSaved in another tab.\n';
  await other.evaluate(
    (source) =>
      localStorage.setItem(
        'toollab:preview-draft',
        JSON.stringify({ v: 1, source, origin: { kind: 'paste' } }),
      ),
    theirs,
  );
  await expect(page.getByTestId(TID.previewOtherTab)).toBeVisible();
  await lines.click();
  await page.keyboard.press('ControlOrMeta+End');
  // The key's change waits for a task of its own, which never runs here (0 ms timers are dropped). The
  // reader then loads their draft by a click that no pointer press comes before (a keyboard user's
  // Enter does the same): the key's text is older than theirs and must not come back after it.
  await dropZeroDelayTimers(page);
  await page.keyboard.press('Q');
  await expect(lines).toContainText('Q');
  await page.evaluate((id) => {
    (document.querySelector(`[data-testid="${id}"]`) as HTMLButtonElement).click();
    (window as unknown as { restoreTimers: () => void }).restoreTimers();
  }, TID.previewLoadTheirs);
  await expect(page.getByTestId(TID.previewOtherTab)).toHaveCount(0);
  // A pointer press delivers any report still waiting: none may be.
  await page.mouse.click(5, 5);
  await idle(page);
  await expect(lines).toContainText('Their draft');
  await expect(lines).not.toContainText('Q');
  const stored = await page.evaluate(() => localStorage.getItem('toollab:preview-draft'));
  expect(JSON.parse(stored ?? '{}').source).toBe(theirs);
});

test('a page picked in the start menu before the scripts ran opens once they have; saved work wins', async ({
  page,
  offsite: _,
}) => {
  await forcePlainEditor(page);
  // The scripts wait at the gate: the reader meets the prerendered page only.
  let release = () => {};
  const closeGate = () => new Promise<void>((r) => (release = r));
  let gate = closeGate();
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  const menu = page.getByTestId(TID.previewStart);
  const editor = page.getByTestId(TID.previewEditor);

  await page.goto('/en/preview', { waitUntil: 'domcontentloaded' });
  await expect(editor).toHaveValue(/id: tools-skills/);
  const path = 'topics/mcp-architecture.en.md';
  await menu.selectOption(`bundled:${path}`);
  release();
  await ready(page);
  await expect(page.getByTestId(TID.previewRendering)).toHaveAttribute('data-path', path);
  await expect(menu).toHaveValue(`bundled:${path}`);
  await expect(editor).toHaveValue(/id: mcp-architecture/);

  // Saved work: a pick made over the default draft the page first shows does not replace it.
  await editor.fill('# Mine\n');
  await idle(page);
  gate = closeGate();
  await page.reload({ waitUntil: 'domcontentloaded' });
  await menu.selectOption('bundled:topics/function-calling.en.md');
  release();
  await ready(page);
  await expect(editor).toHaveValue('# Mine\n');
  await idle(page);
  await expect(editor).toHaveValue('# Mine\n');
  await expect(page.getByTestId(TID.previewRendering)).not.toHaveAttribute(
    'data-path',
    'topics/function-calling.en.md',
  );
});

test('an opened folder: links between its pages switch the preview', async ({ page, offsite: _ }) => {
  await forcePlainEditor(page);
  await page.goto('/en/preview');
  await ready(page);
  await page.getByTestId(TID.previewFolderInput).setInputFiles(folderDir);
  const rendering = page.getByTestId(TID.previewRendering);
  await expect(rendering).toHaveAttribute('data-path', 'topics/alpha.en.md');
  await idle(page);
  // Links resolve inside the folder: the bundled tool-design page is not in it.
  await expect
    .poll(async () => (await problems(page)).filter((p) => p.rule === 'broken-link').map((p) => p.line))
    .toEqual([16]);
  await rendering.locator('a[data-link="internal"]').first().click();
  await expect(rendering).toHaveAttribute('data-path', 'topics/beta.en.md');
  await expect(page.getByTestId(TID.previewEditor)).toHaveValue(/# Beta/);
  await expect(page).toHaveURL(/\/en\/preview/);
  await expect(page.getByTestId(TID.previewStart)).toHaveValue('folder:topics/beta.en.md');
});

test('scrolling the editor scrolls the rendering to the same section', async ({ page, offsite: _ }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/preview');
  await ready(page);
  const editor = page.locator(`[data-testid="${TID.previewEditor}"][data-editor="monaco"]`);
  await expect(editor.locator('.view-lines')).toBeVisible({ timeout: 20_000 });
  await idle(page);
  const pane = page.getByTestId(TID.previewRendering);
  expect(await pane.evaluate((el) => el.scrollTop)).toBe(0);
  await editor.locator('.view-lines').click();
  for (let i = 0; i < 6; i++) await page.keyboard.press('PageDown');
  // The section whose source is at the editor's top is now at the top of the rendering.
  await expect.poll(() => pane.evaluate((el) => el.scrollTop)).toBeGreaterThan(200);
  const topLine = Number(await editor.locator('.line-numbers').first().textContent());
  const { headingLine, offset } = await pane.evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    const hs = [...el.querySelectorAll<HTMLElement>('.wiki-article h2, .wiki-article h3')];
    const h = hs.find((x) => Math.abs(x.getBoundingClientRect().top - top) < 40);
    return { headingLine: h?.textContent ?? null, offset: h ? h.getBoundingClientRect().top - top : null };
  });
  expect(headingLine, `a heading at the top of the rendering (editor at line ${topLine})`).not.toBeNull();
  expect(Math.abs(offset!)).toBeLessThan(40);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the preview with problems listed has no serious violations (${theme})`, async ({
    page,
    offsite: _,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: theme });
    await page.addInitScript((source) => {
      localStorage.setItem(
        'toollab:preview-draft',
        JSON.stringify({ v: 1, source, origin: { kind: 'paste' } }),
      );
    }, broken);
    await page.goto('/en/preview');
    await ready(page);
    await expect(page.locator('[data-editor="monaco"] .view-lines')).toBeVisible({ timeout: 20_000 });
    await idle(page);
    await expect(page.getByTestId(TID.previewDiagnostic)).toHaveCount(EXPECTED.length);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test('Open folder uses the File System Access API where the browser has it', async ({ page, offsite: _ }) => {
  await forcePlainEditor(page);
  const files = {
    'topics/alpha.en.md': fixture('preview/folder/topics/alpha.en.md'),
    'topics/beta.en.md': fixture('preview/folder/topics/beta.en.md'),
  };
  // A stand-in for the browser's folder picker: the same handle interface, no dialog.
  await page.addInitScript((tree: Record<string, string>) => {
    type Node = { kind: 'directory' | 'file'; name: string; [k: string]: unknown };
    const dir = (name: string, prefix: string): Node => ({
      kind: 'directory',
      name,
      async *entries() {
        const names = new Set(
          Object.keys(tree)
            .filter((p) => p.startsWith(prefix))
            .map((p) => p.slice(prefix.length).split('/')[0]!),
        );
        for (const n of names) {
          const path = prefix + n;
          if (path in tree)
            yield [n, { kind: 'file', name: n, getFile: async () => new File([tree[path]!], n) }];
          else yield [n, dir(n, `${path}/`)];
        }
      },
    });
    (window as unknown as { showDirectoryPicker: () => Promise<Node> }).showDirectoryPicker = async () =>
      dir('wiki', '');
  }, files);
  await page.goto('/en/preview');
  await ready(page);
  await page.getByTestId(TID.previewOpenFolder).click();
  const rendering = page.getByTestId(TID.previewRendering);
  await expect(rendering).toHaveAttribute('data-path', 'topics/alpha.en.md');
  await expect(page.getByTestId(TID.previewStart).locator('optgroup').first()).toHaveAttribute(
    'label',
    /wiki/,
  );
  // Edits survive switching pages inside the folder.
  const editor = page.getByTestId(TID.previewEditor);
  await editor.fill(files['topics/alpha.en.md'].replace('# Alpha', '# Alpha edited'));
  await page.getByTestId(TID.previewStart).selectOption('folder:topics/beta.en.md');
  await expect(editor).toHaveValue(/# Beta/);
  // The rendering follows 150 ms later (in a worker): click Beta's link, not Alpha's stale one.
  await expect(rendering).toContainText('Beta');
  await expect(rendering).not.toContainText('Alpha edited');
  await rendering.locator('a[data-link="internal"]').first().click();
  await expect(editor).toHaveValue(/# Alpha edited/);
});

test("a bundled page's unchanged diagrams show the site's drawings without mermaid; an edited one is drawn", async ({
  page,
  offsite: _,
}) => {
  await forcePlainEditor(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/en/preview');
  await ready(page);
  await idle(page);
  const article = page.getByTestId(TID.previewRendering).getByTestId(TID.article);
  const figures = article.locator('figure.diagram');
  await expect(figures.first()).toBeAttached();
  const count = await figures.count();
  expect(count).toBeGreaterThan(0);
  // Every figure is drawn (the build's SVG, node stamps included) and the problem list is complete,
  // without the reader moving and without mermaid.
  await expect(article.locator('figure.diagram[data-state="drawn"][data-rendered="build"]')).toHaveCount(
    count,
  );
  await expect(figures.first().locator('svg [data-node]').first()).toBeAttached();
  await expect(page.getByTestId(TID.previewDiagnostic)).toHaveCount(0);
  expect(scripts.filter((s) => /\/mermaid-/.test(s))).toEqual([]);

  // An edited diagram is mermaid's to draw and check, its labels broken between words as the build does.
  const editor = page.getByTestId(TID.previewEditor);
  const text = await editor.inputValue();
  const long = 'Check the registry and tools/list snapshots: registered? missed page? filtered out?';
  const edited = text.replace('\nflowchart TD\n', `\nflowchart TD\n  Zedited["${long}"]\n`);
  expect(edited).not.toBe(text);
  await editor.fill(edited);
  await idle(page);
  await page.mouse.move(5, 5);
  const node = article.locator('svg [data-node="Zedited"]');
  await expect(node).toBeAttached({ timeout: 30_000 });
  expect(scripts.some((s) => /\/mermaid-/.test(s))).toBe(true);
  // The rows of the label (SVG text rows, or the lines of an HTML label).
  const rows = await node.evaluate((g) => {
    const tspans = [...g.querySelectorAll('text > tspan')].map((t) => t.textContent ?? '');
    const html = g.querySelector('foreignObject')?.firstElementChild as HTMLElement | null;
    return tspans.length > 0 ? tspans : (html?.innerText.split('\n') ?? []);
  });
  expect(rows).toEqual(balancedLabelLines(long, 'en').map((r) => long.slice(r.start, r.end)));
});

test('a long draft on a phone: only the blocks near the view are laid out, every wide one that overflows gets a tab stop once a key is pressed', async ({
  page,
  offsite: _,
}) => {
  // Blocks report when the browser starts or stops skipping their layout (content-visibility: auto).
  await page.addInitScript(() => {
    const w = window as unknown as { __skipped: Set<Element>; __shown: Set<Element> };
    w.__skipped = new Set();
    w.__shown = new Set();
    document.addEventListener(
      'contentvisibilityautostatechange',
      (e) => {
        const { skipped } = e as Event & { skipped: boolean };
        const el = e.target as Element;
        (skipped ? w.__skipped : w.__shown).add(el);
        (skipped ? w.__shown : w.__skipped).delete(el);
      },
      { capture: true },
    );
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/preview');
  await ready(page);
  await idle(page);
  const blocks = page.locator(`[data-testid="${TID.previewRendering}"] .wiki-article > *`);
  await expect.poll(() => blocks.count()).toBeGreaterThan(50);
  const counts = () =>
    page.evaluate(() => {
      const w = window as unknown as { __skipped: Set<Element>; __shown: Set<Element> };
      return { skipped: w.__skipped.size, shown: w.__shown.size };
    });
  // Most of a long page is below a phone's screen: laid out only when scrolled near.
  await expect.poll(async () => (await counts()).skipped).toBeGreaterThan(20);
  expect((await counts()).shown).toBeLessThan(await blocks.count());
  // The wide blocks laid out near the view are checked as they are laid out; the others only once a
  // key is pressed (Tab is the only way to reach them), then while the page is idle, a few at a time.
  const wide = page.locator(
    `[data-testid="${TID.previewRendering}"] :is(.code-block pre, .table-wrap, .katex-display)`,
  );
  const marked = () =>
    wide.evaluateAll((els) => els.filter((el) => el.getAttribute('tabindex') === '0').length);
  // A block is read for real with its layout forced (a skipped one may answer with its reserved box).
  const unmarkedOverflowing = () =>
    wide.evaluateAll(
      (els) =>
        els.filter((el) => {
          const block = el.closest<HTMLElement>('.wiki-article > *')!;
          block.style.contentVisibility = 'visible';
          const overflows = el.scrollWidth > el.clientWidth + 1;
          block.style.contentVisibility = '';
          return overflows && el.getAttribute('tabindex') !== '0';
        }).length,
    );
  await page.locator(`[data-testid="${TID.previewRendering}"]`).scrollIntoViewIfNeeded();
  const wideNearView = await wide.evaluateAll(
    (els) =>
      els.filter((el) => el.closest('.wiki-article > *')!.getBoundingClientRect().top < innerHeight).length,
  );
  expect(wideNearView).toBeGreaterThan(0);
  await expect.poll(marked).toBeGreaterThan(0);
  const beforeKey = await marked();
  expect(await unmarkedOverflowing()).toBeGreaterThan(0);
  await page.keyboard.press('Shift');
  await expect.poll(unmarkedOverflowing).toBe(0);
  expect(await marked()).toBeGreaterThan(beforeKey);
});

test('a long draft on a phone: its page labs are mounted as the reader scrolls toward them', async ({
  page,
  offsite: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/preview');
  await ready(page);
  await idle(page);
  const labs = page.getByTestId(TID.previewPageLabs);
  // Named and counted at once (discovery reads the text), built only when near.
  await expect(labs.getByRole('heading', { level: 2 })).toBeAttached();
  await expect(labs.getByTestId(TID.labReset)).toHaveCount(0);
  await labs.scrollIntoViewIfNeeded();
  await expect.poll(() => labs.getByTestId(TID.labReset).count()).toBeGreaterThan(0);
});

test('a page without functions: the first def typed gets its lab built, no pointer over it needed', async ({
  page,
  offsite: _,
}) => {
  // The plain editor: Playwright's fill focuses, then inserts in a later step, and Monaco may take over
  // in between (as it would for a learner who clicked, then paused), leaving fill holding a gone element.
  await forcePlainEditor(page);
  await page.goto('/en/preview');
  await ready(page);
  const path = 'topics/mcp-architecture.en.md';
  await page.getByTestId(TID.previewStart).selectOption(`bundled:${path}`);
  await expect(page.getByTestId(TID.previewRendering)).toHaveAttribute('data-path', path);
  const labs = page.getByTestId(TID.previewPageLabs);
  await expect(labs).toHaveCount(0);
  // The page's own text, read from the repository.
  const text = readFileSync(fileURLToPath(new URL(`../content/wiki/${path}`, import.meta.url)), 'utf8');
  await page
    .getByTestId(TID.previewEditor)
    .fill(`${text}\n\n\`\`\`python\ndef twice(n: int) -> int:\n    return 2 * n\n\`\`\`\n`);
  await labs.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-page-lab="twice"]')).toBeVisible({ timeout: 20_000 });
});

test("the preview's HTML links KaTeX's stylesheet before any draft is shown", async ({ request }) => {
  // Linked once a draft with math had filled the editor, its font rules made the browser lay out all
  // text again, the editor's whole draft included; from the HTML it is in place before the draft.
  for (const path of ['/preview', '/en/preview']) {
    const html = await (await request.get(path)).text();
    // (React writes a page's stylesheets at the start of the prerendered root, ahead of its content.)
    const beforeContent = html.slice(0, html.indexOf('<h1'));
    expect(beforeContent, path).toMatch(
      /<link rel="stylesheet" href="\/assets\/katex\/katex-[0-9a-f]+\.css"/,
    );
  }
});

const wikiPage = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../content/wiki/${path}`, import.meta.url)), 'utf8');

test('the preview is prerendered with its default draft; the browser adopts every block and rebuilds none', async ({
  browser,
  page,
  offsite: _,
}) => {
  for (const [path, file] of [
    ['/preview', 'topics/tools-skills.md'],
    ['/en/preview', 'topics/tools-skills.en.md'],
  ] as const) {
    // Without scripts: the page itself holds the draft, its header and its finished article.
    const bare = await browser.newContext({ javaScriptEnabled: false });
    const still = await bare.newPage();
    await still.goto(path);
    const text = wikiPage(file);
    await expect(still.getByTestId(TID.previewEditor)).toHaveValue(text);
    const pane = still.getByTestId(TID.previewRendering);
    await expect(pane.getByTestId(TID.topicHeader)).toBeVisible();
    // `$$` display math stays display math (a template replacement once read `$$` as `$`).
    expect(await pane.locator('.katex-display').count()).toBe((text.match(/^\$\$$/gm) ?? []).length / 2);
    await expect(pane.locator('figure.diagram[data-rendered="build"] svg').first()).toBeAttached();
    await bare.close();
  }

  // With scripts: every prerendered block is kept as the node it is once the worker has answered.
  await forcePlainEditor(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const article = document.querySelector('[data-testid="preview-rendering"] [data-testid="article"]')!;
      const w = window as unknown as { firstBlocks: Node[]; changes: number };
      w.firstBlocks = [...article.childNodes];
      w.changes = 0;
      new MutationObserver((records) => {
        for (const r of records) w.changes += r.addedNodes.length + r.removedNodes.length;
      }).observe(article, { childList: true });
    });
  });
  await page.goto('/en/preview');
  await ready(page);
  await idle(page);
  await expect(page.getByTestId(TID.previewRendering)).toHaveAttribute(
    'data-path',
    'topics/tools-skills.en.md',
  );
  const kept = await page.evaluate(() => {
    const w = window as unknown as { firstBlocks: Node[]; changes: number };
    const article = document.querySelector('[data-testid="preview-rendering"] [data-testid="article"]')!;
    return {
      first: w.firstBlocks.length,
      same: w.firstBlocks.every((n, i) => article.childNodes[i] === n),
      changes: w.changes,
    };
  });
  expect(kept.first).toBeGreaterThan(20);
  expect(kept).toEqual({ first: kept.first, same: true, changes: 0 });
  // The adopted diagrams are wired like new ones (their zoom controls), and an edit still patches.
  await expect(page.locator('figure.diagram .diagram-toolbar').first()).toBeAttached();
  const editor = page.getByTestId(TID.previewEditor);
  await editor.fill((await editor.inputValue()).replace(/\n## /, '\n## Edited '));
  await expect(page.getByTestId(TID.previewRendering).locator('h2').first()).toContainText('Edited');
});
