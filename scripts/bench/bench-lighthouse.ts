// `npm run bench:lighthouse`: Lighthouse (desktop and mobile presets) on the home page, a topic, a lab,
// practice and the preview of the built site, served on loopback with gzip like a static host, next to
// the script-free floor (the same HTML with every <script> and modulepreload removed) for the topic, the
// lab and practice. Runs alternate page, floor, page, floor… so a busy machine slows both alike; each
// row prints medians, the spread (min–max) of the performance score, and first paint as a ratio against
// the floor's in the same run. The floor's own score and blocking time are printed too: laying out the
// HTML alone blocks the main thread, so they are the most a page can reach on the machine that
// measured. Lighthouse is fetched by npx on first use (a measuring tool, not a dependency of the
// site). Figures only; nothing here asserts a time.
//
//   --runs=N            runs per row (default 3; the targets are quoted as the median of 5)
//   --preset=mobile     only one preset (desktop | mobile)
//   --routes=/,/preview only these routes
//   --dist=DIR          measure another build (e.g. a copy of an earlier dist/ for an A/B)
//   --no-build          measure dist/ as it is
// Ports: BENCH_PORT (default 4415) for the site, BENCH_PORT + 1 for the floor.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from '../test/find-chromium.mjs';
import { serveStatic } from '../server/serve-static.mjs';
import { makeScriptFreeFloor, median } from './bench-page.ts';
import { benchPort } from './bench-ports.ts';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const PORT = benchPort(4415);
const FLOOR_PORT = PORT + 1;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const ALL_ROUTES = [
  '/',
  '/topics/tools-skills',
  '/labs/admission',
  '/topics/tools-skills/practice',
  '/preview',
];
/** Routes whose first paint is compared with the script-free floor (the reading pages). */
const FLOORED = new Set(['/topics/tools-skills', '/labs/admission', '/topics/tools-skills/practice']);

const flag = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
const RUNS = Number(flag('runs') ?? 3);
const PRESETS = (flag('preset')?.split(',') ?? ['desktop', 'mobile']) as ('desktop' | 'mobile')[];
const ROUTES = flag('routes')?.split(',') ?? ALL_ROUTES;
const DIST = flag('dist') ?? 'dist';

if (!process.argv.includes('--no-build') && DIST === 'dist') {
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

const chrome = findChromium();
const floorDir = mkdtempSync(join(tmpdir(), 'tool-lab-lighthouse-floor-'));
makeScriptFreeFloor(DIST, floorDir);
const server = (await serveStatic(DIST, PORT)) as { close(): void };
const floorServer = (await serveStatic(floorDir, FLOOR_PORT)) as { close(): void };
const out = mkdtempSync(join(tmpdir(), 'tool-lab-lighthouse-'));

/** Runs a command without blocking this process: the static server above answers from this event loop. */
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

async function lighthouse(url: string, preset: 'desktop' | 'mobile'): Promise<Report | null> {
  const file = join(out, 'report.json');
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${file}`,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  const r = await run('npx', args, { ...process.env, CHROME_PATH: chrome });
  if (r.code !== 0) {
    console.error(`lighthouse failed on ${url} (${preset}): ${r.out.trim().slice(-400)}`);
    return null;
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Report;
}

const score = (reports: Report[], c: string) =>
  reports.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100));
const metric = (reports: Report[], a: string) => median(reports.map((r) => r.audits[a]?.numericValue ?? NaN));

try {
  console.log(
    `Lighthouse ${LIGHTHOUSE.split('@')[1]} on ${DIST}, median of ${RUNS} runs per row (scores 0–100; ms);` +
      ' perf spread = min–max; FCP ÷ floor = first paint against the same page with every script removed,' +
      " same run (target ≤ 1.10); fl perf, fl TBT = that floor's own score and blocking time",
  );
  console.log(
    'preset   route'.padEnd(40) +
      [
        'perf',
        'spread',
        'a11y',
        'bp',
        'seo',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'floor',
        'ratio',
        'fl perf',
        'fl TBT',
      ]
        // Eight wide: a spread of 100–100 fills seven and ran into the score before it.
        .map((h) => h.padStart(8))
        .join(''),
  );
  for (const preset of PRESETS) {
    for (const route of ROUTES) {
      const reports: Report[] = [];
      const floors: Report[] = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await lighthouse(`http://127.0.0.1:${PORT}${route}`, preset);
        if (r) reports.push(r);
        if (!FLOORED.has(route)) continue;
        const f = await lighthouse(`http://127.0.0.1:${FLOOR_PORT}${route}`, preset);
        if (f) floors.push(f);
      }
      if (!reports.length) continue;
      const perf = score(reports, 'performance');
      const fcp = metric(reports, 'first-contentful-paint');
      const floorFcp = floors.length ? metric(floors, 'first-contentful-paint') : NaN;
      console.log(
        `${preset.padEnd(9)}${route}`.padEnd(40) +
          [
            String(median(perf)),
            `${Math.min(...perf)}–${Math.max(...perf)}`,
            ...CATEGORIES.slice(1).map((c) => String(median(score(reports, c)))),
            fcp.toFixed(0),
            metric(reports, 'largest-contentful-paint').toFixed(0),
            metric(reports, 'total-blocking-time').toFixed(0),
            metric(reports, 'cumulative-layout-shift').toFixed(3),
            floors.length ? floorFcp.toFixed(0) : '–',
            floors.length ? (fcp / floorFcp).toFixed(2) : '–',
            floors.length ? String(median(score(floors, 'performance'))) : '–',
            floors.length ? metric(floors, 'total-blocking-time').toFixed(0) : '–',
          ]
            .map((x) => x.padStart(8))
            .join(''),
      );
    }
  }
} finally {
  server.close();
  floorServer.close();
  rmSync(out, { recursive: true, force: true });
  rmSync(floorDir, { recursive: true, force: true });
}
