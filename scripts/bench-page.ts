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
 * "Diagrams and math visible": the first animation frame, at or after first contentful paint, in
 * which the article is in the DOM, every `figure.diagram` holds an <svg> with a non-empty layout
 * box and every `.katex` outside a closed <details> has one. Recorded in page time (ms since the
 * navigation started). Runs as an init script, so it works on the script-free floor too.
 */
const VISIBLE_PROBE = `(() => {
  const record = { at: null };
  window.__benchVisible = record;
  const laidOut = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const ready = () => {
    if (!document.querySelector('.wiki-article')) return false;
    for (const f of document.querySelectorAll('figure.diagram')) {
      const svg = f.querySelector('svg');
      if (!svg || !laidOut(svg)) return false;
    }
    for (const k of document.querySelectorAll('.katex')) {
      if (!k.closest('details:not([open])') && !laidOut(k)) return false;
    }
    return true;
  };
  const tick = (t) => { if (ready()) record.at = t; else requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`;

export interface PageSample {
  /** First contentful paint, ms. */
  fcp: number;
  /** Diagrams and math visible (see VISIBLE_PROBE), ms; never before fcp. */
  visible: number;
  /** JS and CSS bytes received: decoded and on the wire (gzip). */
  js: number;
  jsGz: number;
  css: number;
  cssGz: number;
  /** JS on the wire whose response ended by first contentful paint, and after it. */
  jsGzBeforePaint: number;
  jsGzAfterPaint: number;
}

/** One cold load of `url` (cache off) in a fresh context, until the network is idle. */
export async function measurePage(browser: Browser, url: string): Promise<PageSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(VISIBLE_PROBE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map<string, string>();
  const s: PageSample = {
    fcp: NaN,
    visible: NaN,
    js: 0,
    jsGz: 0,
    css: 0,
    cssGz: 0,
    jsGzBeforePaint: 0,
    jsGzAfterPaint: 0,
  };
  // Network timestamps are seconds on the browser's monotonic clock; the page's clock starts at
  // navigation, within a few ms of the document request, which anchors the two.
  let navigationAt = NaN;
  const scriptsDone: [number, number][] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document' && Number.isNaN(navigationAt)) navigationAt = e.timestamp;
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
  const [fcp, visibleAt] = (await page.evaluate(`new Promise((ok) => {
    const fcp = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const started = performance.now();
    const poll = () => {
      const v = window.__benchVisible.at;
      if (fcp() !== undefined && (v !== null || performance.now() - started > 20000)) ok([fcp(), v ?? NaN]);
      else setTimeout(poll, 10);
    };
    poll();
  })`)) as [number, number];
  await page.waitForLoadState('networkidle');
  for (const [end, bytes] of scriptsDone) {
    if (end <= fcp) s.jsGzBeforePaint += bytes;
    else s.jsGzAfterPaint += bytes;
  }
  s.fcp = fcp;
  s.visible = Math.max(fcp, visibleAt);
  await context.close();
  return s;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
