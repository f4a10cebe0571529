// A lab page's start-up on a slow phone's CPU: loads `/labs/<slug>` with the CPU slowed 4× (Lighthouse's
// mobile preset) and sums the main thread's long tasks from navigation until the page has hydrated and
// gone quiet: their count, the longest, and the time over 50 ms (Lighthouse's total blocking time).
// Run directly: `tsx scripts/bench/bench-hydration.ts --dist=A --dist=B [--route=/labs/x] [--runs=N]` loads
// two builds alternately and prints the ratio B ÷ A. Figures only.
import type { Browser } from '@playwright/test';
import { median } from './bench-page.ts';

const CPU_SLOWDOWN = 4;
const QUIET_MS = 2000;

const OBSERVE = () => {
  const w = window as unknown as { __long: { start: number; ms: number }[] };
  w.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__long.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
};

export interface StartSample {
  count: number;
  maxMs: number;
  blockingMs: number;
}

export async function measureStart(browser: Browser, url: string): Promise<StartSample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 120_000 });
  // Quiet: no long task has started for QUIET_MS (the work after hydration counts too).
  for (let i = 0; i < 60; i++) {
    await page.waitForTimeout(500);
    const last: number = await page.evaluate('Math.max(0, ...window.__long.map((t) => t.start + t.ms))');
    const now: number = await page.evaluate('performance.now()');
    if (now - last > QUIET_MS) break;
  }
  const long: { ms: number }[] = await page.evaluate('window.__long');
  await context.close();
  return {
    count: long.length,
    maxMs: Math.max(0, ...long.map((t) => t.ms)),
    blockingMs: long.reduce((s, t) => s + Math.max(0, t.ms - 50), 0),
  };
}

/** Prints one line per route: long tasks while it starts (median of `runs` cold loads). */
export async function benchStart(browser: Browser, base: string, routes: string[], runs: number) {
  console.log(
    `\nStart-up on a ${CPU_SLOWDOWN}× slower CPU: long tasks until hydrated and quiet (median of ${runs})`,
  );
  console.log('route'.padEnd(28) + 'long'.padStart(6) + 'max ms'.padStart(8) + 'TBT ms'.padStart(8));
  for (const route of routes) {
    const s: StartSample[] = [];
    for (let i = 0; i < runs; i++) s.push(await measureStart(browser, base + route));
    console.log(
      route.padEnd(28) +
        String(median(s.map((x) => x.count))).padStart(6) +
        median(s.map((x) => x.maxMs))
          .toFixed(0)
          .padStart(8) +
        median(s.map((x) => x.blockingMs))
          .toFixed(0)
          .padStart(8),
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chromium } = await import('@playwright/test');
  const { findChromium } = await import('../test/find-chromium.mjs');
  const { serveStatic } = await import('../server/serve-static.mjs');
  const { benchPort } = await import('./bench-ports.ts');
  const dists = process.argv.filter((a) => a.startsWith('--dist=')).map((a) => a.slice(7));
  if (dists.length === 0) dists.push('dist');
  const route = process.argv.find((a) => a.startsWith('--route='))?.slice(8) ?? '/labs/admission';
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
  const port = benchPort(4410);
  const servers = await Promise.all(
    dists.map((d, i) => serveStatic(d, port + i) as Promise<{ close(): void }>),
  );
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
  const samples = dists.map((): StartSample[] => []);
  for (let r = 0; r < runs; r++)
    for (const [i] of dists.entries())
      samples[i]!.push(await measureStart(browser, `http://127.0.0.1:${port + i}${route}`));
  console.log(`\n${route} start-up, CPU ${CPU_SLOWDOWN}× slower, median of ${runs} (alternating builds)`);
  console.log(
    'build'.padEnd(28) + 'long'.padStart(6) + 'max ms'.padStart(8) + 'TBT ms'.padStart(8) + '  runs (TBT)',
  );
  const tbt = samples.map((s) => median(s.map((x) => x.blockingMs)));
  for (const [i, d] of dists.entries()) {
    const s = samples[i]!;
    console.log(
      d.slice(-28).padEnd(28) +
        String(median(s.map((x) => x.count))).padStart(6) +
        median(s.map((x) => x.maxMs))
          .toFixed(0)
          .padStart(8) +
        tbt[i]!.toFixed(0).padStart(8) +
        '  ' +
        s.map((x) => x.blockingMs.toFixed(0)).join(' '),
    );
  }
  if (dists.length === 2) console.log(`TBT ratio, second ÷ first: ${(tbt[1]! / tbt[0]!).toFixed(2)}`);
  await browser.close();
  for (const s of servers) s.close();
}
