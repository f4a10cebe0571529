// `npm run bench -- --peers`: Tool Lab measured side by side with its two peers in the same browser
// and run (cold loads alternate Tool Lab, peer, Tool Lab, peer…; medians; each site served from its
// own loopback port with gzip by scripts/server/serve-static.mjs):
// - the topic page against VitePress rendering the same wiki page (first contentful paint, diagrams
//   and math visible, and each one's HTML with its scripts stripped: the floor it could paint at);
// - the admission lab against Mermaid Live Editor's /edit: "editor and diagram ready".
// The peers are built by scripts/bench-peers-build.ts. Figures only; nothing here asserts a time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { serveStatic } from '../server/serve-static.mjs';
import {
  makeScriptFreeFloor,
  measurePage,
  median,
  topicProbe,
  countMermaidBlocks,
  type PageSample,
  type Probe,
} from './bench-page.ts';
import {
  PEERS_DIR,
  preparePeers,
  TOPIC_PAGE,
  type PeerBuildOptions,
  type PeerSite,
} from './bench-peers-build.ts';

export { preparePeers, type PeerBuildOptions };
export type PreparedPeers = ReturnType<typeof preparePeers>;

/** VitePress's "diagrams and math visible": the doc, every mermaid block's <svg>, MathJax's output. */
const vitePressProbe = (diagrams: number): Probe => ({
  visible: [
    { sel: '.vp-doc' },
    { sel: 'div.mermaid', min: diagrams, inner: 'svg' },
    { sel: 'mjx-container', min: 1 },
  ],
});

/**
 * Tool Lab's lab page. `ready`, "the learner can type and sees the outcome and the lit path": the lab's
 * editor (the prerendered textarea or Monaco) shows its text and accepts typing, an outcome is shown,
 * and the drawn flowchart's <svg> is laid out with its path lit. `hydrated`: the same, and React has
 * hydrated the editor, so a keystroke reaches the lab (a stricter reading of "can type").
 * `monaco`: Monaco has taken over the editor.
 */
const labReady = [
  { sel: '[data-testid="lab-editor"]', editable: true },
  { sel: '[data-outcome]' },
  { sel: '[data-testid="lab-diagram"][data-drawn="true"]', inner: 'svg' },
  { sel: '[data-testid="lab-diagram"] svg [data-state="path"]', layout: false },
];
const LAB_PROBE: Probe = {
  ready: labReady,
  hydrated: [...labReady, { sel: '[data-testid="lab-editor"]', hydrated: true }],
  monaco: [{ sel: '[data-testid="lab-editor"][data-editor="monaco"]', editable: true }],
};

/** Mermaid Live's "editor and diagram ready": its Monaco editor shows the code and accepts typing, and the diagram's <svg> is laid out. */
const MERMAID_LIVE_PROBE: Probe = {
  ready: [
    { sel: '#editor .monaco-editor', editable: true },
    { sel: '#container', inner: 'svg' },
  ],
};

interface Site {
  url: string;
  probe: Probe;
  /** See measurePage: set where an editor's workers should be counted. */
  settleMs?: number;
}

/** `runs` cold loads of each site, interleaved (A B C A B C…), so drift on a shared machine hits all alike. */
async function alternate(browser: Browser, sites: Site[], runs: number): Promise<PageSample[][]> {
  const out: PageSample[][] = sites.map(() => []);
  for (let i = 0; i < runs; i++)
    for (const [k, site] of sites.entries())
      out[k]!.push(
        await measurePage(browser, site.url, {
          probe: site.probe,
          waitMs: 30_000,
          settleMs: site.settleMs ?? 0,
        }),
      );
  return out;
}

type Pick = (s: PageSample) => number;
const fcp: Pick = (s) => s.fcp;
const mark =
  (name: string): Pick =>
  (s) =>
    s.marks[name] ?? NaN;
const jsKb: Pick = (s) => (s.jsGz + s.workerJsGz) / 1024;
const jsBeforePaintKb: Pick = (s) => s.jsGzBeforePaint / 1024;

const W = 14;
const cell = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–').padStart(W);
const header = (peer: string) =>
  '  ms unless said'.padEnd(46) + 'Tool Lab'.padStart(W) + peer.padStart(W) + 'ratio'.padStart(W);
const line = (what: string, a: number, b: number, digits = 0) =>
  '  ' + what.padEnd(44) + cell(a, digits) + cell(b, digits) + cell(a / b, 2);

function row(what: string, ours: PageSample[], theirs: PageSample[] | null, pick: Pick): string {
  return line(what, median(ours.map(pick)), theirs ? median(theirs.map(pick)) : NaN);
}

/** How many requests left the page's origin, and to which hosts (here none can be reached). */
function offOriginRow(ours: PageSample[], theirs: PageSample[]): string {
  const hosts = new Set([...ours, ...theirs].flatMap((s) => s.offOrigin.map((u) => new URL(u).host)));
  const r = row('requests to other origins', ours, theirs, (s) => s.offOrigin.length);
  return hosts.size ? `${r}\n    (${[...hosts].join(', ')})` : r;
}

export interface ToolLabOrigins {
  /** Tool Lab's built site. */
  site: string;
  /** The same built site with its scripts stripped (bench.ts serves it). */
  floor: string;
}

type Serve = (dir: string) => Promise<string>;

async function topicVsVitePress(
  browser: Browser,
  toolLab: ToolLabOrigins,
  vp: PeerSite,
  serve: Serve,
  runs: number,
) {
  const diagrams = countMermaidBlocks(readFileSync(TOPIC_PAGE, 'utf8'));
  const floorDir = join(PEERS_DIR, 'vitepress-floor');
  makeScriptFreeFloor(vp.dir, floorDir);
  const route = '/topics/tools-skills';
  const [tl, peer, tlFloor, peerFloor] = (await alternate(
    browser,
    [
      { url: toolLab.site + route, probe: topicProbe(diagrams) },
      { url: (await serve(vp.dir)) + vp.route, probe: vitePressProbe(diagrams) },
      { url: toolLab.floor + route, probe: {} },
      { url: (await serve(floorDir)) + vp.route, probe: {} },
    ],
    runs,
  )) as [PageSample[], PageSample[], PageSample[], PageSample[]];
  console.log(
    `\n  topic ${route} (${diagrams} mermaid diagrams, math) vs ${vp.label} rendering the same page`,
  );
  console.log("  visible: the first frame with every diagram's <svg> and all math laid out (Tool Lab:");
  console.log('  figure.diagram svg and .katex; VitePress: div.mermaid svg and mjx-container); floor: the');
  console.log("  site's HTML with every <script> and modulepreload removed");
  console.log(header('VitePress'));
  console.log(row('first contentful paint', tl, peer, fcp));
  console.log(row('same HTML, scripts stripped: FCP (the floor)', tlFloor, peerFloor, fcp));
  console.log(row('diagrams and math visible', tl, peer, mark('visible')));
  const overFloor = (xs: PageSample[], floor: PageSample[], pick: Pick) =>
    median(xs.map(pick)) / median(floor.map(fcp));
  console.log(line('FCP ÷ own floor FCP', overFloor(tl, tlFloor, fcp), overFloor(peer, peerFloor, fcp), 2));
  console.log(
    line(
      'visible ÷ own floor FCP',
      overFloor(tl, tlFloor, mark('visible')),
      overFloor(peer, peerFloor, mark('visible')),
      2,
    ),
  );
  console.log(row('JS transferred (KB gz)', tl, peer, jsKb));
  console.log(row('JS transferred by first paint (KB gz)', tl, peer, jsBeforePaintKb));
  console.log(offOriginRow(tl, peer));
}

async function labVsMermaidLive(
  browser: Browser,
  toolLab: ToolLabOrigins,
  ml: PeerSite,
  serve: Serve,
  runs: number,
) {
  const route = '/labs/admission';
  const [tl, peer] = (await alternate(
    browser,
    [
      { url: toolLab.site + route, probe: LAB_PROBE, settleMs: 2000 },
      { url: (await serve(ml.dir)) + ml.route, probe: MERMAID_LIVE_PROBE, settleMs: 2000 },
    ],
    runs,
  )) as [PageSample[], PageSample[]];
  console.log(`\n  lab ${route} vs ${ml.label} ${ml.route} (Monaco + one diagram)`);
  for (const said of [
    'ready, Tool Lab: the lab editor (an enabled textarea with text, the prerendered one counting',
    '  before React hydrates it, or Monaco) accepts typing, an outcome is shown, the drawn flowchart',
    '  is laid out with its path lit; "React has hydrated": the same and the editor carries React\'s',
    '  handlers (a keystroke reaches the lab); "Monaco": Monaco has taken over the editor',
    'ready, Mermaid Live: Monaco in #editor shows the code and accepts typing, and the diagram <svg>',
    '  in #container is laid out',
  ])
    console.log('  ' + said);
  console.log(header('Mermaid Live'));
  console.log(row('first contentful paint', tl, peer, fcp));
  console.log(row('editor and diagram ready', tl, peer, mark('ready')));
  console.log(
    row(
      '  the same, React has hydrated the editor',
      tl,
      peer,
      (s) => s.marks.hydrated ?? s.marks.ready ?? NaN,
    ),
  );
  console.log(
    row(
      '  Tool Lab: Monaco has taken over the editor',
      tl,
      peer,
      (s) => s.marks.monaco ?? s.marks.ready ?? NaN,
    ),
  );
  console.log(row('JS transferred (KB gz)', tl, peer, jsKb));
  console.log(row('JS transferred by first paint (KB gz)', tl, peer, jsBeforePaintKb));
  console.log(offOriginRow(tl, peer));
}

/** Serves the prepared peers, measures them against Tool Lab and prints the two tables. */
export async function benchPeers(
  browser: Browser,
  toolLab: ToolLabOrigins,
  peers: PreparedPeers,
  { runs = 7, firstPort = 4412 } = {},
): Promise<void> {
  const servers: { close(): void }[] = [];
  const serve: Serve = async (dir) => {
    const port = firstPort + servers.length;
    servers.push(await serveStatic(dir, port));
    return `http://127.0.0.1:${port}`;
  };
  console.log(
    `\nPeers, side by side in this run (cold loads alternate Tool Lab, peer, …; median of ${runs} each;` +
      ' gzip on loopback; JS = scripts incl. web workers, gz on the wire; ratio = Tool Lab ÷ peer)',
  );
  // A peer that cannot be served or loaded costs its table, in one sentence, not the run.
  const guarded = async (what: string, measure: () => Promise<void>) => {
    try {
      await measure();
    } catch (e) {
      console.log(`\n  ${what}: skipped (${(e as Error).message.split('\n')[0]})`);
    }
  };
  try {
    if (peers.vitepress) {
      const vp = peers.vitepress;
      await guarded('topic vs VitePress', () => topicVsVitePress(browser, toolLab, vp, serve, runs));
    } else console.log('\n  topic vs VitePress: skipped (the peer could not be built; see above)');
    if (peers.mermaidLive) {
      const ml = peers.mermaidLive;
      await guarded('lab vs Mermaid Live', () => labVsMermaidLive(browser, toolLab, ml, serve, runs));
    } else console.log('\n  lab vs Mermaid Live: skipped (the peer could not be built; see above)');
  } finally {
    for (const s of servers) s.close();
  }
}
