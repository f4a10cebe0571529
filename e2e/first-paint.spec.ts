// A lab at first paint: the prerendered page already shows the default outcome and the lit
// path, and its editor takes typing before any script has run. Hydration keeps what was typed, Monaco
// takes over later without losing a keystroke, the caret or the undo steps, and nothing moves (CLS 0).
import type { Locator, Page, Route } from '@playwright/test';
import LZString from 'lz-string';
import { test, expect, ready, usePlainEditor } from './fixtures';
import { TID } from '../app/testids';

const { compressToEncodedURIComponent } = LZString;
const outcome = (page: Page) => page.getByTestId(TID.outcome);
const area = (page: Page) => page.locator(`textarea[data-testid="${TID.labEditor}"]`);
const monaco = (page: Page) => page.locator(`[data-testid="${TID.labEditor}"][data-editor="monaco"]`);

/** Holds every request matching `pattern` until the returned function is called. */
async function hold(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(pattern, async (route: Route) => {
    await gate;
    await route.fallback();
  });
  return release;
}

/**
 * Loads `path` with every script held, picks `value` in `menu` as a reader could before any has run,
 * lets them run and waits for hydration.
 */
async function pickBeforeScripts(page: Page, path: string, menu: Locator, value: string) {
  const release = await hold(page, /\.js(\?|$)/);
  await page.goto(path, { waitUntil: 'commit' });
  await menu.selectOption(value);
  release();
  await ready(page);
}

/**
 * The text Monaco shows, without white space: the view renders spaces as no-break spaces and wraps long
 * lines into several view lines, none of which changes the characters.
 */
async function monacoText(page: Page): Promise<string> {
  return monaco(page)
    .locator('.view-lines')
    .evaluate((el) =>
      [...el.querySelectorAll('.view-line')]
        .map((l) => ({ top: parseFloat((l as HTMLElement).style.top), text: l.textContent ?? '' }))
        .sort((a, b) => a.top - b.top)
        .map((l) => l.text.replace(/[\s\u00a0]+/g, ''))
        .join(''),
    );
}

test.beforeEach(async ({ page }) => page.setViewportSize({ width: 1280, height: 900 }));

test('typing before any script has run is kept, and Monaco takes it over with the caret and undo', async ({
  page,
  offsite: _,
}) => {
  const release = await hold(page, /\.js(\?|$)/);
  await page.goto('/labs/admission', { waitUntil: 'commit' });
  await expect(area(page)).toBeVisible();
  // Prerendered: the default scenario's outcome and its lit path are there before any script.
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'accepted');
  await expect(page.locator('[data-testid="lab-diagram"] [data-state="path"]').first()).toBeAttached();
  await area(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  await page.keyboard.type('0');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  release();
  await ready(page);
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'schema_range');
  await expect(monaco(page)).toBeVisible({ timeout: 20_000 });
  // The caret came along (after the 0 typed at first paint), and so did focus.
  await page.keyboard.type('x');
  expect(await monacoText(page)).toContain('"days":50x}');
  await expect(outcome(page)).not.toHaveAttribute('data-outcome', 'schema_range');
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'schema_range');
  // The edit typed before hydration is an undo step of its own.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'accepted');
  expect(await monacoText(page)).toContain('"days":5}');
});

test('typing on while Monaco arrives loses no keystroke, and undo walks back to the start', async ({
  page,
  offsite: _,
}) => {
  const release = await hold(page, /\/assets\/(monaco|MonacoEditor)-[^/]*\.js/);
  await page.goto('/labs/admission');
  await ready(page);
  await area(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  let typed = '';
  const type = async (n: number, pause: (i: number) => number) => {
    for (let i = 0; i < n; i++) {
      const d = String((typed.length * 7) % 10);
      await page.keyboard.type(d);
      typed += d;
      await page.waitForTimeout(pause(i));
    }
  };
  await type(8, () => 20);
  release();
  // Bursts with pauses of every length: Monaco takes over in one of them, whenever it is ready.
  await type(40, (i) => (i % 8 === 7 ? 900 : 15 + (i % 3) * 40));
  await expect(monaco(page)).toBeVisible({ timeout: 20_000 });
  await type(6, () => 10);
  expect(await monacoText(page)).toContain(`"days":5${typed}}`);
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'schema_range');
  for (let i = 0; i < 60 && !(await monacoText(page)).includes('"days":5}'); i++)
    await page.keyboard.press('ControlOrMeta+Z');
  expect(await monacoText(page)).toContain('"days":5}');
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'accepted');
});

test('nothing moves while the lab hydrates and Monaco takes over (no layout shift)', async ({
  page,
  offsite: _,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node }[];
      })[])
        w.__shifts.push({
          value: e.value,
          sources: (e.sources ?? []).map(
            (s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?',
          ),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/labs/admission');
  await ready(page);
  await expect(monaco(page)).toBeVisible({ timeout: 20_000 });
  await expect(monaco(page).locator('.view-lines')).toBeVisible();
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);
  expect(shifts).toEqual([]);
});

test("Monaco's throwaway first key runs out of sight before it takes over, and leaves nothing", async ({
  page,
  offsite: _,
}) => {
  // Every box put straight into the body: whether it was hidden, whether it ever held an editor, and
  // whether Monaco had taken over the lab's editor when it was removed.
  await page.addInitScript(() => {
    type Box = { hidden: boolean; editor: boolean; removedAfterTakeover?: boolean };
    const boxes = new Map<Node, Box>();
    (window as unknown as { __boxes: Map<Node, Box> }).__boxes = boxes;
    new MutationObserver((records) => {
      for (const r of records.filter((r) => r.target === document.body)) {
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement)
            boxes.set(n, { hidden: n.inert && n.getAttribute('aria-hidden') === 'true', editor: false });
        for (const n of r.removedNodes) {
          const box = boxes.get(n);
          if (box) box.removedAfterTakeover = document.querySelector('[data-editor="monaco"]') !== null;
        }
      }
      for (const [n, box] of boxes)
        box.editor ||= (n as HTMLElement).querySelector('.monaco-editor') !== null;
    }).observe(document, { childList: true, subtree: true });
  });
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await page.goto('/labs/admission');
  await ready(page);
  const before = await area(page).inputValue();
  await expect(monaco(page)).toBeVisible({ timeout: 20_000 });
  const boxes = await page.evaluate(() => [
    ...(window as unknown as { __boxes: Map<Node, { hidden: boolean }> }).__boxes.values(),
  ]);
  expect(boxes.filter((b) => b.hidden)).toEqual([
    { hidden: true, editor: true, removedAfterTakeover: false },
  ]);
  // One Monaco editor on the page, the lab's, with the lab's text: the throwaway key went nowhere.
  await expect(page.locator('.monaco-editor')).toHaveCount(1);
  expect(await monacoText(page)).toBe(before.replace(/\s+/g, ''));
  // Nor into the undo history: undo and redo change nothing.
  await monaco(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+Z');
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await page.keyboard.press('ControlOrMeta+Y');
  expect(await monacoText(page)).toBe(before.replace(/\s+/g, ''));
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'accepted');
  // Its language worker's late answers about the removed model raise nothing either.
  await page.waitForTimeout(1000);
  expect(consoleErrors).toEqual([]);
});

test.describe('on an Apple system', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  });
  test('the page hydrates without a mismatch and names the Apple shortcut', async ({ page, offsite: _ }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/labs/admission');
    await ready(page);
    await expect(monaco(page)).toBeVisible({ timeout: 20_000 });
    const hint = page.getByTestId(TID.editorTabHint).first();
    await expect(hint.locator('.keys-apple')).toBeVisible();
    await expect(hint.locator('.keys-other')).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test('saved work wins over text typed on the prerendered default before hydration', async ({
  page,
  offsite: _,
}) => {
  await usePlainEditor(page);
  await page.goto('/labs/admission');
  await ready(page);
  await area(page).fill('{"city": "宁波", "days": 9}');
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'schema_range');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('toollab:lab:admission')))
    .toContain('宁波');
  const release = await hold(page, /\.js(\?|$)/);
  await page.goto('/labs/admission', { waitUntil: 'commit' });
  await area(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' typed');
  release();
  await ready(page);
  await expect(area(page)).toHaveValue('{"city": "宁波", "days": 9}');
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'schema_range');
});

test('a scenario picked before any script has run is shown once they have; saved work and a shared link win', async ({
  page,
  offsite: _,
}) => {
  await usePlainEditor(page);
  const menu = page.getByTestId(TID.labScenario);
  await pickBeforeScripts(page, '/labs/admission', menu, 'adm-city-code');
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'schema_types');
  await expect(menu).toHaveValue('adm-city-code');
  await expect(area(page)).toHaveValue(/330100/);
  // One undoable step, as a pick after hydration is: undo brings back the first scenario.
  await page.getByTestId(TID.labUndo).click();
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'accepted');

  // Saved work: a pick made over the first scenario the page was prerendered with does not replace it.
  await area(page).fill('{"city": "宁波", "days": 9}');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('toollab:lab:admission')))
    .toContain('宁波');
  await pickBeforeScripts(page, '/labs/admission', menu, 'adm-missing-field');
  await page.waitForTimeout(300);
  await expect(area(page)).toHaveValue('{"city": "宁波", "days": 9}');
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'schema_range');
  await expect(menu).toHaveValue('');

  // A shared link: the server could not see its fragment, so the menu the reader used showed the first
  // scenario; the link's input is what the page opens with.
  const shared = { v: 1, args: '{"city": "杭州", "days": 30}', allowedCities: ['杭州'] };
  // From another page, so that the link loads the lab afresh rather than moving within it.
  await page.goto('/');
  await ready(page);
  const link = '/labs/admission#state=' + compressToEncodedURIComponent(JSON.stringify(shared));
  await pickBeforeScripts(page, link, menu, 'adm-city-code');
  await page.waitForTimeout(300);
  await expect(area(page)).toHaveValue(shared.args);
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'schema_range');
  await expect(menu).toHaveValue('');
});

test('a tool picked in the live lab before any script has run is taken once they have; saved work wins', async ({
  page,
  offsite: _,
}) => {
  await usePlainEditor(page);
  const menu = page.getByTestId(TID.mcpTool);
  const args = page.locator(`textarea[data-testid="${TID.mcpArgs}"]`);
  await pickBeforeScripts(page, '/labs/live-mcp', menu, 'compile_climate_report');
  await expect(menu).toHaveValue('compile_climate_report');
  await expect(args).toHaveValue(/哈尔滨/);

  // Saved work that calls another tool than the prerendered one: a pick made over the stale menu is dropped.
  await menu.selectOption('create_alert_subscription');
  await expect(args).toHaveValue(/成都/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('toollab:lab:live-mcp')))
    .toContain('create_alert_subscription');
  await pickBeforeScripts(page, '/labs/live-mcp', menu, 'compile_climate_report');
  await page.waitForTimeout(300);
  await expect(menu).toHaveValue('create_alert_subscription');
  await expect(args).toHaveValue(/成都/);
});

test('Monaco waits for the reader: nothing of it loads until the first move', async ({
  page,
  offsite: _,
}) => {
  const editorChunks: string[] = [];
  page.on(
    'request',
    (r) => /\/assets\/(editor\.api|MonacoEditor)-/.test(r.url()) && editorChunks.push(r.url()),
  );
  await page.goto('/labs/admission');
  await ready(page);
  await page.waitForTimeout(800);
  expect(editorChunks).toEqual([]);
  await page.mouse.move(200, 200);
  await expect(monaco(page)).toBeVisible({ timeout: 20_000 });
  expect(editorChunks.length).toBeGreaterThan(0);
});

test('the text area follows the Tab switch too: Ctrl+M, then Tab indents (undoable) and Shift+Tab outdents', async ({
  page,
  offsite: _,
}) => {
  await usePlainEditor(page);
  await page.goto('/labs/admission');
  await ready(page);
  const hint = page.getByTestId(TID.editorTabHint).first();
  await expect(hint).toHaveAttribute('data-tab', 'moves-focus');
  await area(page).click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('Control+m');
  await expect(hint).toHaveAttribute('data-tab', 'indents');
  await page.keyboard.press('Tab');
  await expect(area(page)).toBeFocused();
  await expect(area(page)).toHaveValue(/^ {2}\{/);
  await page.keyboard.press('Shift+Tab');
  await expect(area(page)).toHaveValue(/^\{/);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(area(page)).toHaveValue(/^\{/);
  await page.keyboard.press('Control+m');
  await expect(hint).toHaveAttribute('data-tab', 'moves-focus');
  await page.keyboard.press('Tab');
  await expect(area(page)).not.toBeFocused();
});

test('the page paints before any app script is requested', async ({ page, offsite: _ }) => {
  // The HTML names no module script or modulepreload for the parser to fetch ahead of the paint.
  const res = await page.request.get('/labs/admission');
  const html = await res.text();
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
  // The scripts are requested only after the first contentful paint, which the browser reported.
  await page.goto('/labs/admission');
  await ready(page);
  const order = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/assets/') && e.name.endsWith('.js'));
    return { fcp, scripts: scripts.length, earliest: Math.min(...scripts.map((e) => e.startTime)) };
  });
  expect(order.scripts).toBeGreaterThan(0);
  expect(order.earliest).toBeGreaterThanOrEqual(order.fcp);
});

test('a page starts from a few files, and opening a lab adds no preload links', async ({ page }) => {
  // Every started fetch costs the main thread about a millisecond (four on a slow phone): the shared
  // start-up code is one chunk, and a lazy screen's modules are fetched by the module loader, each in
  // a task of its own, instead of as a burst of preload links in one task.
  for (const path of ['/', '/topics/tools-skills', '/labs/admission']) {
    const html = await (await page.request.get(path)).text();
    const lists = [...html.matchAll(/var (?:entries|preloads) = (\[[^\]]*\]);/g)].map(
      (m) => JSON.parse(m[1]!) as string[],
    );
    expect(lists, path).toHaveLength(2);
    expect(lists.flat().length, path).toBeLessThanOrEqual(3);
  }
  await page.goto('/labs/admission');
  await ready(page);
  await expect(page.getByTestId(TID.outcome)).toBeVisible();
  expect(await page.locator('link[rel="modulepreload"]').count()).toBeLessThanOrEqual(3);
});

test('hydration leaves the html element as the HTML had it; a language change still updates lang', async ({
  page,
}) => {
  // Chromium restyles every element on any write of html's lang (it picks the fonts), even of the same
  // value: on a topic that was about half a second at a phone's speed. A MutationObserver sees each write.
  await page.addInitScript(() => {
    const w = window as unknown as { __htmlWrites: string[] };
    w.__htmlWrites = [];
    // Observed from the document: the init script runs before the html element exists.
    new MutationObserver((records) => {
      for (const r of records)
        if (r.target === document.documentElement && r.attributeName !== 'data-hydrated')
          w.__htmlWrites.push(r.attributeName ?? '');
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['lang', 'class', 'style'] });
  });
  const writes = () => page.evaluate(() => (window as unknown as { __htmlWrites: string[] }).__htmlWrites);
  for (const path of ['/topics/tools-skills', '/en/labs/admission', '/zh/preview']) {
    await page.goto(path);
    await ready(page);
    await page.waitForTimeout(300);
    expect(await writes(), path).toEqual([]);
  }
  await page.goto('/topics/tools-skills');
  await ready(page);
  await page.getByTestId(TID.langSwitch).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await writes()).toContain('lang');
});
