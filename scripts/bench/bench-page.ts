// What `npm run bench` measures on one page load, and the floor it compares against: the same
// built site with every <script> and modulepreload removed (the fastest these pages could paint).
// Figures only; nothing here asserts a time.
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';

/** Copies `dist` to `out` with every script and modulepreload stripped from every HTML file. */
export function makeScriptFreeFloor(dist: string, out: string): number {
  rmSync(out, { recursive: true, force: true });
  cpSync(dist, out, { recursive: true });
  let files = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html')) {
        const html = readFileSync(full, 'utf8')
          .replace(/<script\b[\s\S]*?<\/script>/gi, '')
          .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
        writeFileSync(full, html);
        files++;
      }
    }
  };
  walk(out);
  return files;
}

/**
 * One condition of a "ready" mark: at least `min` (default 1) elements match `sel` outside a closed
 * <details>, and each of them (or its `inner` descendant) has a non-empty layout box (unless `layout`
 * is false: a straight SVG edge has a zero-width box); with `editable`, it also accepts typing; with
 * `hydrated`, React has hydrated it (it carries React's props), so its handlers run.
 */
export interface Need {
  sel: string;
  min?: number;
  inner?: string;
  layout?: boolean;
  editable?: boolean;
  hydrated?: boolean;
}

/** Named marks to time on one page load, each the conjunction of its needs. */
export type Probe = Record<string, Need[]>;

/** Mermaid code blocks (``` or ~~~ fences, indented in a list too) on a wiki page: the diagrams both renderers must show. */
export const countMermaidBlocks = (markdown: string) =>
  (markdown.match(/^[ \t]*(?:`{3,}|~{3,})[ \t]*mermaid[ \t]*$/gm) ?? []).length;

/**
 * Tool Lab's "diagrams and math visible" on a topic page: the article is in the DOM, every
 * `figure.diagram` holds a laid-out <svg> (at least `diagrams` of them: the page's mermaid blocks),
 * and every `.katex` outside a closed <details> is laid out.
 */
export const topicProbe = (diagrams: number, math = 1): Probe => ({
  visible: [
    { sel: '.wiki-article' },
    { sel: 'figure.diagram', min: diagrams, inner: 'svg' },
    { sel: '.katex', min: math },
  ],
});

/**
 * The script that times a probe: each animation frame, every mark not yet reached is checked, and the
 * frame's time (ms since navigation) is recorded the first time all its needs hold. Runs as an init
 * script, so it works on the script-free floor too. An `editable` element shows its text and accepts
 * typing: an enabled textarea or input, a contenteditable, or a Monaco editor that has drawn its lines
 * and has its input element in place.
 */
function probeScript(probe: Probe): string {
  return `(() => {
  const spec = ${JSON.stringify(probe)};
  const record = {};
  window.__benchMarks = record;
  const laidOut = (el) => { if (!el) return false; const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  // An editor is ready when it accepts typing and shows its text.
  const editable = (el) => {
    if (el.matches('textarea, input')) return !el.disabled && !el.readOnly && el.value.trim() !== '';
    if (el.isContentEditable) return el.textContent.trim() !== '';
    const m = el.matches('.monaco-editor') ? el : el.querySelector('.monaco-editor');
    const lines = m && m.querySelector('.view-lines');
    if (!laidOut(lines) || lines.textContent.trim() === '') return false;
    const input = m.querySelector('textarea, .native-edit-context');
    return !!input && !input.readOnly && input.getAttribute('aria-readonly') !== 'true';
  };
  const holds = (need) => {
    const found = [...document.querySelectorAll(need.sel)].filter((el) => !el.closest('details:not([open])'));
    if (found.length < (need.min ?? 1)) return false;
    return found.every((el) => {
      const target = need.inner ? el.querySelector(need.inner) : el;
      if (!target) return false;
      return (
        (need.layout === false || laidOut(target)) &&
        (!need.editable || editable(target)) &&
        (!need.hydrated || Object.keys(target).some((k) => k.startsWith('__reactProps$')))
      );
    });
  };
  const names = Object.keys(spec);
  const tick = (t) => {
    for (const n of names) if (record[n] === undefined && spec[n].every(holds)) record[n] = t;
    if (names.some((n) => record[n] === undefined)) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;
}

export interface PageSample {
  /** First contentful paint, ms. */
  fcp: number;
  /** The probe's `visible` mark (NaN when the probe has none or it never held), ms; never before fcp. */
  visible: number;
  /** Every mark of the probe, ms, never before fcp; NaN for one that did not hold within the wait. */
  marks: Record<string, number>;
  /** Requests that left the page's origin (a peer reaching for fonts, analytics, a CDN). */
  offOrigin: string[];
  /** JS and CSS bytes received: decoded and on the wire (gzip). */
  js: number;
  jsGz: number;
  css: number;
  cssGz: number;
  /** JS on the wire whose response ended by first contentful paint, and after it. */
  jsGzBeforePaint: number;
  jsGzAfterPaint: number;
  /**
   * The scripts of the page's web workers (Monaco's editor and JSON workers), gzip. The page's network
   * log does not show them (a worker fetches its own script), so they are fetched again from the same
   * server, gzip accepted, and counted here apart from `jsGz`.
   */
  workerJsGz: number;
}

/** The gzip size the server sends for a same-origin script. */
async function gzipSize(url: string): Promise<number> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const length = Number(res.headers.get('content-length'));
  await res.arrayBuffer();
  return length;
}

export interface MeasureOptions {
  /** The marks to time (none: first paint and transfer only). */
  probe?: Probe;
  /** How long to wait for the marks after the load event, ms. */
  waitMs?: number;
  /**
   * After the network is idle, wait this long and for idle again, ms: an editor starts its web workers
   * a moment after it is ready, often after the first idle, and their scripts count as transferred.
   */
  settleMs?: number;
}

/** One cold load of `url` (cache off) in a fresh context, until the network is idle. */
export async function measurePage(
  browser: Browser,
  url: string,
  { probe = {}, waitMs = 20_000, settleMs = 0 }: MeasureOptions = {},
): Promise<PageSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(probeScript(probe));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map<string, string>();
  const origin = new URL(url).origin;
  const s: PageSample = {
    fcp: NaN,
    visible: NaN,
    marks: {},
    offOrigin: [],
    js: 0,
    jsGz: 0,
    css: 0,
    cssGz: 0,
    jsGzBeforePaint: 0,
    jsGzAfterPaint: 0,
    workerJsGz: 0,
  };
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  // Network timestamps are seconds on the browser's monotonic clock; the page's clock starts at
  // navigation, within a few ms of the document request, which anchors the two.
  let navigationAt = NaN;
  const scriptsDone: [number, number][] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document' && Number.isNaN(navigationAt)) navigationAt = e.timestamp;
    if (/^https?:/.test(e.request.url) && new URL(e.request.url).origin !== origin)
      s.offOrigin.push(e.request.url);
  });
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId);
    if (type === 'Script') {
      s.jsGz += e.encodedDataLength;
      scriptsDone.push([(e.timestamp - navigationAt) * 1000, e.encodedDataLength]);
    }
    if (type === 'Stylesheet') s.cssGz += e.encodedDataLength;
  });
  cdp.on('Network.dataReceived', (e) => {
    const type = types.get(e.requestId);
    if (type === 'Script') s.js += e.dataLength;
    if (type === 'Stylesheet') s.css += e.dataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  // Passed as text: tsx would otherwise wrap named inner functions in a helper the page lacks.
  const [fcp, marks] = (await page.evaluate(`new Promise((ok) => {
    const names = ${JSON.stringify(Object.keys(probe))};
    const fcp = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const started = performance.now();
    const poll = () => {
      const m = window.__benchMarks;
      const done = names.every((n) => m[n] !== undefined) || performance.now() - started > ${waitMs};
      if (fcp() !== undefined && done) ok([fcp(), m]);
      else setTimeout(poll, 10);
    };
    poll();
  })`)) as [number, Record<string, number>];
  await page.waitForLoadState('networkidle');
  if (settleMs > 0) {
    await page.waitForTimeout(settleMs);
    await page.waitForLoadState('networkidle');
  }
  for (const [end, bytes] of scriptsDone) {
    if (end <= fcp) s.jsGzBeforePaint += bytes;
    else s.jsGzAfterPaint += bytes;
  }
  for (const w of new Set(workers))
    if (w.startsWith(origin)) s.workerJsGz += await gzipSize(w).catch(() => 0);
  s.fcp = fcp;
  for (const name of Object.keys(probe)) s.marks[name] = Math.max(fcp, marks[name] ?? NaN);
  s.visible = s.marks.visible ?? NaN;
  await context.close();
  return s;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
