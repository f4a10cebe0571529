// `npm run bench`: builds the site, serves it on loopback with gzip, loads the main routes in
// headless Chromium and prints, per route, JS/CSS transferred (raw and gzip) and first
// contentful paint (median of 5 cold loads). Then runs the JSON reader / lab throughput bench.
// It prints figures only; nothing here asserts a time.
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';
import { serveStatic } from './serve-static.mjs';

const RUNS = 5;
const PORT = 4410;
const ROUTES = ['/', '/topics/tools-skills', '/en/topics/tools-skills', '/labs/admission', '/preview'];

if (!process.argv.includes('--no-build')) {
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = (await serveStatic('dist', PORT)) as { close(): void };
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-sync',
  ],
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const kb = (n: number) => (n / 1024).toFixed(1).padStart(8);

interface Sample {
  fcp: number;
  js: number;
  jsGz: number;
  css: number;
  cssGz: number;
}

async function load(route: string): Promise<Sample> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map<string, string>();
  const s: Sample = { fcp: NaN, js: 0, jsGz: 0, css: 0, cssGz: 0 };
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId);
    if (type === 'Script') s.jsGz += e.encodedDataLength;
    if (type === 'Stylesheet') s.cssGz += e.encodedDataLength;
  });
  cdp.on('Network.dataReceived', (e) => {
    const type = types.get(e.requestId);
    if (type === 'Script') s.js += e.dataLength;
    if (type === 'Stylesheet') s.css += e.dataLength;
  });
  await page.goto(`http://127.0.0.1:${PORT}${route}`, { waitUntil: 'load' });
  // Passed as text: tsx would otherwise wrap named inner functions in a helper the page lacks.
  s.fcp = await page.evaluate(`new Promise((ok) => {
    const get = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    if (get() !== undefined) return ok(get());
    new PerformanceObserver(() => ok(get() ?? NaN)).observe({ type: 'paint', buffered: true });
  })`);
  await page.waitForTimeout(300);
  await context.close();
  return s;
}

console.log(`\nRoutes (median of ${RUNS} cold loads; KB; gzip = bytes on the wire)`);
console.log(
  'route'.padEnd(28) +
    'FCP ms'.padStart(8) +
    'JS'.padStart(9) +
    'JS gz'.padStart(9) +
    'CSS'.padStart(9) +
    'CSS gz'.padStart(9),
);
for (const route of ROUTES) {
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await load(route));
  const m = (k: keyof Sample) => median(samples.map((x) => x[k]));
  console.log(
    route.padEnd(28) +
      m('fcp').toFixed(0).padStart(8) +
      kb(m('js')) +
      ' ' +
      kb(m('jsGz')) +
      ' ' +
      kb(m('css')) +
      ' ' +
      kb(m('cssGz')),
  );
}
// Edit → outcome and lit path painted, per lab: from the debounce firing (User Timing mark
// 'toollab:debounced') to the first frame after the highlight ('toollab:painted').
const EDITS: Record<string, [string, string]> = {
  admission: ['{"city": "杭州", "days": 3}', '{"city": "杭州", "days": true}'],
  classifier: [
    '{"jsonrpc": "2.0", "id": "req-1", "result": {"content": [], "structuredContent": {"count": 1}}}',
    '{"jsonrpc": "2.0", "id": "req-1", "result": {"content": [], "isError": true}}',
  ],
  planner: [
    '{"catalog": {"a": 10}, "bodies": {"a": 50}, "active": ["a"], "resources": {}, "requested": [], "budget": 99}',
    '{"catalog": {"a": 10}, "bodies": {"a": 50}, "active": ["a"], "resources": {}, "requested": [], "budget": 9}',
  ],
};
console.log(
  '\nLab edit → outcome and lit path, from the end of the 120 ms input debounce (ms, 40 edits after 4 warm-up)',
);
console.log(
  '  "lit": DOM updated; "painted": the first frame after it (includes waiting for the next vsync)',
);
console.log(
  'lab'.padEnd(14) +
    'lit p50'.padStart(8) +
    'lit p95'.padStart(8) +
    'pnt p50'.padStart(8) +
    'pnt p95'.padStart(8),
);
for (const [slug, [a, b]] of Object.entries(EDITS)) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() =>
    localStorage.setItem(
      'toollab:settings',
      JSON.stringify({ state: { lang: null, theme: 'light', editor: 'plain' }, version: 2 }),
    ),
  );
  await page.goto(`http://127.0.0.1:${PORT}/labs/${slug}`);
  await page.locator('[data-testid="lab-diagram"][data-drawn="true"]').waitFor({ timeout: 30_000 });
  const times: [number, number][] = await page.evaluate(`(async ([x, y]) => {
    const area = document.querySelector('[data-testid="lab-editor"]');
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set;
    const out = [];
    for (let i = 0; i < 44; i++) {
      performance.clearMarks();
      setter.call(area, i % 2 ? x : y);
      area.dispatchEvent(new Event('input', { bubbles: true }));
      const t0 = Date.now();
      while (!performance.getEntriesByName('toollab:painted').length && Date.now() - t0 < 3000)
        await new Promise((r) => setTimeout(r, 5));
      const d = performance.getEntriesByName('toollab:debounced')[0];
      const l = performance.getEntriesByName('toollab:lit')[0];
      const p = performance.getEntriesByName('toollab:painted')[0];
      if (d && l && p && i >= 4) out.push([l.startTime - d.startTime, p.startTime - d.startTime]);
    }
    return out;
  })(${JSON.stringify([a, b])})`);
  const stats = (xs: number[]) => {
    const sorted = [...xs].sort((m, n) => m - n);
    const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
    return [pick(0.5), pick(0.95)].map((x) => x.toFixed(1).padStart(8)).join('');
  };
  console.log(slug.padEnd(14) + stats(times.map((t) => t[0])) + stats(times.map((t) => t[1])));
  await context.close();
}

await browser.close();
server.close();

const labs = spawnSync('npx', ['tsx', 'scripts/bench-labs.ts'], { stdio: 'inherit' });
process.exit(labs.status ?? 0);
