// Typing in the preview: opens a bundled page of about 30 KB, types into the draft at a person's pace and
// counts the main thread's long tasks (PerformanceObserver 'longtask': any task over 50 ms) from the first
// key until the rendering has caught up with the last one. The target is none. Figures only.
// Run on its own (`tsx scripts/bench/bench-preview-typing.ts [--no-build]`) or from `npm run bench`.
import type { Browser } from '@playwright/test';

/** About 30 KB of markdown with diagrams, math and python blocks (content/wiki/topics/field-cases.md). */
export const PREVIEW_PAGE = 'topics/field-cases.md';
const KEYS = 40;
/** A fast typist: about 8 keys a second, so the 150 ms render debounce fires between some keys. */
const KEY_GAP_MS = 120;
const RUNS = 3;
/** As it is, and as slow as Lighthouse's mobile preset makes a phone (4×). */
const CPU_RATES = [1, 4] as const;

const OBSERVE = `(() => {
  window.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push(e.duration);
  }).observe({ type: 'longtask' });
})()`;

export interface PreviewTypingSample {
  count: number;
  maxMs: number;
  /** Sum of every long task's time over 50 ms (what Lighthouse calls total blocking time). */
  blockingMs: number;
}

async function oneRun(
  browser: Browser,
  base: string,
  editor: 'monaco' | 'plain',
  rate: number,
): Promise<PreviewTypingSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const settings = JSON.stringify({ state: { lang: 'zh', theme: 'light', editor }, version: 2 });
  await page.addInitScript((s) => localStorage.setItem('toollab:settings', s), settings);
  await page.goto(`${base}/preview`);
  // Choose once hydrated (a pick made before is only replayed then), and wait until the page on screen
  // is the one chosen.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.getByTestId('preview-start').selectOption(`bundled:${PREVIEW_PAGE}`);
  await page
    .locator(`[data-testid="preview-rendering"][data-path="${PREVIEW_PAGE}"]`)
    .waitFor({ state: 'attached', timeout: 60_000 });
  const status = page.locator('[data-testid="preview-status"][data-state="idle"]');
  await status.waitFor({ timeout: 60_000 });
  const box =
    editor === 'monaco'
      ? page.locator('[data-testid="preview-editor"][data-editor="monaco"] .monaco-editor').first()
      : page.locator('textarea[data-testid="preview-editor"][data-editor="plain"]').first();
  await box.waitFor({ timeout: 60_000 });
  // As in the lab's typing bench: keys are timed once the first visit's idle download (the rest of the
  // site, for offline use) has finished, which otherwise shares the CPU with them.
  await page.locator('[data-testid="offline-status"][data-state="ready"]').waitFor({ timeout: 120_000 });
  await box.click();
  // Type in the middle of the page: everything after the caret shifts, as in real editing.
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < 60; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  // Let the editor's own start-up (Monaco's takeover, mermaid's first load) finish before measuring.
  await page.waitForTimeout(1500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.evaluate(OBSERVE);
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.press(i % 8 === 7 ? 'Space' : 'x');
    await page.waitForTimeout(KEY_GAP_MS);
  }
  await page.waitForTimeout(300);
  await status.waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const long: number[] = await page.evaluate('window.__long');
  await context.close();
  return {
    count: long.length,
    maxMs: long.length ? Math.max(...long) : 0,
    blockingMs: long.reduce((s, d) => s + d - 50, 0),
  };
}

/** Prints, per editor, the long tasks seen while typing: count, longest and total blocking (median of runs). */
export async function benchPreviewTyping(browser: Browser, base: string): Promise<void> {
  console.log(
    `\nTyping in the preview (${PREVIEW_PAGE}, ${KEYS} keys ${KEY_GAP_MS} ms apart, until rendered; median of ${RUNS})`,
  );
  console.log('  long tasks: main-thread tasks over 50 ms (target: none); blocking: their time over 50 ms');
  console.log(
    'editor, CPU'.padEnd(14) + 'long'.padStart(8) + 'max ms'.padStart(8) + 'block ms'.padStart(10) + '  runs',
  );
  for (const rate of CPU_RATES)
    for (const editor of ['monaco', 'plain'] as const) {
      const samples: PreviewTypingSample[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await oneRun(browser, base, editor, rate));
      const mid = (k: keyof PreviewTypingSample) => [...samples.map((s) => s[k])].sort((a, b) => a - b)[1]!;
      console.log(
        `${editor} ${rate}×`.padEnd(14) +
          String(mid('count')).padStart(8) +
          mid('maxMs').toFixed(0).padStart(8) +
          mid('blockingMs').toFixed(0).padStart(10) +
          '  ' +
          samples.map((s) => `${s.count}/${s.maxMs.toFixed(0)}`).join(' '),
      );
    }
}

// Run directly: serve an existing build (or build first) and print this step alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { spawnSync } = await import('node:child_process');
  const { chromium } = await import('@playwright/test');
  const { findChromium } = await import('../test/find-chromium.mjs');
  const { serveStatic } = await import('../server/serve-static.mjs');
  const { benchPort } = await import('./bench-ports.ts');
  if (!process.argv.includes('--no-build')) {
    const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const dist = process.argv.find((a) => a.startsWith('--dist='))?.slice('--dist='.length) ?? 'dist';
  const port = benchPort(4410);
  const server = (await serveStatic(dist, port)) as { close(): void };
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
  await benchPreviewTyping(browser, `http://127.0.0.1:${port}`);
  await browser.close();
  server.close();
}
