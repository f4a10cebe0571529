// `npm run bench`: builds the site, serves it on loopback with gzip next to its script-free floor
// (the same HTML with every <script> and modulepreload removed), loads pages in headless Chromium
// and prints, side by side in one run: the topic page against the floor (first contentful paint,
// diagrams and math visible), per route JS/CSS transferred and JS before/after first paint, lab
// keystroke-to-paint timings, long tasks while typing in the preview and while a lab starts on a 4×
// slower CPU, then the JSON reader / lab throughput bench.
// `--peers` adds Tool Lab against its peers, VitePress and Mermaid Live Editor, measured in the same
// run (scripts/bench/bench-peers.ts; the peers are built once into .bench/peers/, `--rebuild-peers` rebuilds,
// `--mermaid-live-src=PATH` takes Mermaid Live's source from a local clone instead of GitHub).
// It prints figures only; nothing here asserts a time.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from '../test/find-chromium.mjs';
import { serveStatic } from '../server/serve-static.mjs';
import {
  countMermaidBlocks,
  makeScriptFreeFloor,
  measurePage,
  median,
  topicProbe,
  type PageSample,
} from './bench-page.ts';
import { benchTyping } from './bench-typing.ts';
import { benchPreviewTyping } from './bench-preview-typing.ts';
import { benchStart } from './bench-hydration.ts';
import { benchPeers, preparePeers, type PreparedPeers } from './bench-peers.ts';
import { benchPort } from './bench-ports.ts';

const RUNS = 7;
// BENCH_PORT moves every server of the run: the site, then the floor, then the peers.
const PORT = benchPort(4410);
const FLOOR_PORT = PORT + 1;
const ROUTES = ['/', '/topics/tools-skills', '/en/topics/tools-skills', '/labs/admission', '/preview'];
const TOPICS = ['/topics/tools-skills', '/en/topics/tools-skills'];
const args = process.argv.slice(2);
const withPeers = args.includes('--peers') || args.includes('--rebuild-peers');
const mermaidLiveSrc =
  args.find((a) => a.startsWith('--mermaid-live-src='))?.slice('--mermaid-live-src='.length) ??
  process.env.MERMAID_LIVE_SRC;

// `npm run bench -- --pages 500`: the scale bench instead (a generated wiki of that many pages).
const pagesFlag = process.argv.indexOf('--pages');
if (pagesFlag >= 0) {
  const n = process.argv[pagesFlag + 1] ?? '500';
  const r = spawnSync('npx', ['tsx', 'scripts/bench/bench-scale.ts', n], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

if (!process.argv.includes('--no-build')) {
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const floorFiles = makeScriptFreeFloor('dist', '.bench/floor');
// Built (or taken from the cache) before any timing starts: a peer build would load the machine.
let peers: PreparedPeers | null = null;
if (withPeers) peers = preparePeers({ rebuild: args.includes('--rebuild-peers'), mermaidLiveSrc });

const server = (await serveStatic('dist', PORT)) as { close(): void };
const floorServer = (await serveStatic('.bench/floor', FLOOR_PORT)) as { close(): void };
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

const kb = (n: number) => (n / 1024).toFixed(1).padStart(8);
const ms = (n: number) => n.toFixed(0).padStart(8);
const ratio = (a: number, b: number) => (a / b).toFixed(2).padStart(7);

console.log(
  `\nTopic page vs its script-free floor (${floorFiles} HTML files stripped of <script> and modulepreload;` +
    ` loads alternate page, floor, page, floor…; median of ${RUNS} cold loads each)`,
);
console.log(
  "  visible = first frame (not before FCP) with every figure.diagram <svg> (as many as the page's mermaid" +
    ' blocks) and every .katex laid out',
);
console.log(
  'route'.padEnd(28) +
    'FCP'.padStart(8) +
    'floor'.padStart(8) +
    'ratio'.padStart(7) +
    'visible'.padStart(8) +
    'ratio'.padStart(7) +
    'flr vis'.padStart(8),
);
for (const route of TOPICS) {
  const app: PageSample[] = [];
  const floor: PageSample[] = [];
  // The page's own mermaid blocks: "visible" waits for that many diagrams, not for whatever is there.
  const page = route.startsWith('/en/') ? `content/wiki${route.slice(3)}.en.md` : `content/wiki${route}.md`;
  const probe = topicProbe(countMermaidBlocks(readFileSync(page, 'utf8')));
  for (let i = 0; i < RUNS; i++) {
    app.push(await measurePage(browser, `http://127.0.0.1:${PORT}${route}`, { probe }));
    floor.push(await measurePage(browser, `http://127.0.0.1:${FLOOR_PORT}${route}`, { probe }));
  }
  const fcp = median(app.map((x) => x.fcp));
  const visible = median(app.map((x) => x.visible));
  const floorFcp = median(floor.map((x) => x.fcp));
  console.log(
    route.padEnd(28) +
      ms(fcp) +
      ms(floorFcp) +
      ratio(fcp, floorFcp) +
      ms(visible) +
      ratio(visible, floorFcp) +
      ms(median(floor.map((x) => x.visible))),
  );
}

console.log(`\nRoutes (median of ${RUNS} cold loads; KB; gz = bytes on the wire)`);
console.log(
  'route'.padEnd(28) +
    'FCP ms'.padStart(8) +
    'JS'.padStart(9) +
    'JS gz'.padStart(9) +
    'gz<FCP'.padStart(9) +
    'gz>FCP'.padStart(9) +
    'CSS'.padStart(9) +
    'CSS gz'.padStart(9),
);
for (const route of ROUTES) {
  const samples: PageSample[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await measurePage(browser, `http://127.0.0.1:${PORT}${route}`));
  const m = (k: 'fcp' | 'js' | 'jsGz' | 'jsGzBeforePaint' | 'jsGzAfterPaint' | 'css' | 'cssGz') =>
    median(samples.map((x) => x[k]));
  console.log(
    route.padEnd(28) +
      ms(m('fcp')) +
      [m('js'), m('jsGz'), m('jsGzBeforePaint'), m('jsGzAfterPaint'), m('css'), m('cssGz')]
        .map((n) => ' ' + kb(n))
        .join(''),
  );
}
if (peers)
  await benchPeers(
    browser,
    { site: `http://127.0.0.1:${PORT}`, floor: `http://127.0.0.1:${FLOOR_PORT}` },
    peers,
    { runs: RUNS, firstPort: PORT + 2 },
  );
else
  console.log(
    '\npeers: run `npm run bench -- --peers` to measure Tool Lab against VitePress and Mermaid Live',
  );

await benchTyping(browser, `http://127.0.0.1:${PORT}`);
await benchPreviewTyping(browser, `http://127.0.0.1:${PORT}`);
await benchStart(browser, `http://127.0.0.1:${PORT}`, ['/labs/admission', '/preview'], RUNS);
await (await import('./bench-page-labs.ts')).benchPageLabs();

await browser.close();
server.close();
floorServer.close();

const labs = spawnSync('npx', ['tsx', 'scripts/bench/bench-labs.ts'], { stdio: 'inherit' });
process.exit(labs.status ?? 0);
