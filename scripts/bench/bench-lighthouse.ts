// `npm run bench:lighthouse`: Lighthouse (desktop and mobile presets) on the home page, a topic, a lab and
// the preview of the built site, served on loopback with gzip like a static host. Prints each score and
// the metrics behind performance. Lighthouse is fetched by npx on first use (a measuring tool, not a
// dependency of the site). Figures only; run it on a quiet machine and compare runs side by side.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from '../test/find-chromium.mjs';
import { serveStatic } from '../server/serve-static.mjs';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const PORT = 4415;
const ROUTES = ['/', '/topics/tools-skills', '/labs/admission', '/preview'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);

if (!process.argv.includes('--no-build')) {
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

const chrome = findChromium();
const server = (await serveStatic('dist', PORT)) as { close(): void };
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? NaN;

try {
  console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]}, median of ${RUNS} runs per row (scores 0–100; ms)`);
  console.log(
    'preset   route'.padEnd(32) +
      ['perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'CLS'].map((h) => h.padStart(7)).join(''),
  );
  for (const preset of ['desktop', 'mobile'] as const) {
    for (const route of ROUTES) {
      const reports: Report[] = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await lighthouse(`http://127.0.0.1:${PORT}${route}`, preset);
        if (r) reports.push(r);
      }
      if (!reports.length) continue;
      const score = (c: string) =>
        median(reports.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100)));
      const metric = (a: string) => median(reports.map((r) => r.audits[a]?.numericValue ?? NaN));
      console.log(
        `${preset.padEnd(9)}${route}`.padEnd(32) +
          [
            ...CATEGORIES.map((c) => String(score(c))),
            metric('first-contentful-paint').toFixed(0),
            metric('largest-contentful-paint').toFixed(0),
            metric('total-blocking-time').toFixed(0),
            metric('cumulative-layout-shift').toFixed(3),
          ]
            .map((x) => x.padStart(7))
            .join(''),
      );
    }
  }
} finally {
  server.close();
  rmSync(out, { recursive: true, force: true });
}
