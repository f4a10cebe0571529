import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { bootAssets, deferBoot } from './defer-boot.ts';

const PAGE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <script>/* theme */</script>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/meta-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  </head>
  <body><div id="root"><p>text</p></div></body>
</html>`;

const BOOTED = [
  'link modulepreload /assets/react-B.js',
  'link modulepreload /assets/meta-C.js',
  'script module /assets/index-A.js',
];

interface FakeOptions {
  readyState?: string;
  visibilityState?: string;
  paintTiming?: boolean;
}

/** Just enough of a browser to run the inline loader; events, paints, frames and timers are stepped by hand. */
function fakePage({
  readyState = 'loading',
  visibilityState = 'visible',
  paintTiming = true,
}: FakeOptions = {}) {
  const added: string[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const frames: (() => void)[] = [];
  const observers: ((names: string[]) => void)[] = [];
  let timers: { at: number; fn: () => void }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(private fn: (list: unknown, o: unknown) => void) {}
    observe() {
      observers.push((names) =>
        this.fn({ getEntriesByName: (n: string) => names.filter((x) => x === n) }, { disconnect: () => {} }),
      );
    }
  }
  const document = {
    readyState,
    visibilityState,
    addEventListener: (type: string, fn: () => void) => (listeners[type] ??= []).push(fn),
    createElement: (tag: string) => {
      const attrs: Record<string, string> = {};
      return { tag, attrs, setAttribute: (k: string, v: string) => (attrs[k] = v) };
    },
    head: {
      appendChild: (el: { tag: string; attrs: Record<string, string> }) =>
        added.push(`${el.tag} ${el.attrs.rel ?? el.attrs.type} ${el.attrs.href ?? el.attrs.src}`),
    },
  };
  const window = { PerformanceObserver: paintTiming ? PerformanceObserver : undefined };
  const context = {
    window,
    document,
    PerformanceObserver,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ at: ms, fn }),
  };
  return {
    added,
    run(html: string) {
      for (const m of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) runInNewContext(m[1]!, context);
    },
    fire: (type: string) => listeners[type]?.forEach((fn) => fn()),
    paint: (...names: string[]) => observers.forEach((o) => o(names)),
    frame: () => frames.splice(0).forEach((fn) => fn()),
    /** Runs every timer set for `ms` or less. */
    tick(ms: number) {
      const due = timers.filter((t) => t.at <= ms);
      timers = timers.filter((t) => t.at > ms);
      due.forEach((t) => t.fn());
    },
  };
}

describe('deferBoot', () => {
  it('leaves no module script or modulepreload for the parser to fetch, and keeps the stylesheet and other scripts', () => {
    const out = deferBoot(PAGE);
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).not.toMatch(/<link[^>]*modulepreload/);
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
    expect(out).toContain('<script>/* theme */</script>');
    expect(out).toContain('<body><div id="root"><p>text</p></div></body>');
  });

  it('starts the same entry and preloads once the page is parsed and has painted content', () => {
    const page = fakePage();
    page.run(deferBoot(PAGE));
    page.paint('first-paint');
    page.fire('DOMContentLoaded');
    expect(page.added).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.added).toEqual(BOOTED);
    // Once only, whatever fires later.
    page.tick(10000);
    expect(page.added).toEqual(BOOTED);
  });

  it('waits for the whole HTML when the first paint came from its start', () => {
    const page = fakePage();
    page.run(deferBoot(PAGE));
    page.paint('first-paint', 'first-contentful-paint');
    expect(page.added).toEqual([]);
    page.fire('DOMContentLoaded');
    expect(page.added).toEqual(BOOTED);
  });

  it('without Paint Timing, waits two frames after parsing', () => {
    const page = fakePage({ paintTiming: false, readyState: 'interactive' });
    page.run(deferBoot(PAGE));
    page.frame();
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual(BOOTED);
  });

  it('starts at once in a hidden tab, and ten seconds after parsing when no paint is ever reported', () => {
    const hidden = fakePage({ visibilityState: 'hidden' });
    hidden.run(deferBoot(PAGE));
    hidden.fire('DOMContentLoaded');
    expect(hidden.added).toEqual(BOOTED);
    const stuck = fakePage({ readyState: 'interactive' });
    stuck.run(deferBoot(PAGE));
    stuck.tick(9999);
    expect(stuck.added).toEqual([]);
    stuck.tick(10000);
    expect(stuck.added).toEqual(BOOTED);
  });

  it('puts the loader where the entry was, and never after a stylesheet', () => {
    const out = deferBoot(PAGE);
    const loaderAt = out.indexOf('var entries');
    expect(loaderAt).toBeGreaterThan(out.indexOf('/* theme */'));
    expect(loaderAt).toBeLessThan(out.indexOf('rel="stylesheet"'));
    // A build that links its stylesheet first still gets the loader ahead of it.
    const cssFirst = PAGE.replace(/(\s*<link rel="stylesheet"[^>]*>)/, '').replace(
      '<script>/* theme */</script>',
      '<link rel="stylesheet" crossorigin href="/assets/index-D.css">\n    <script>/* theme */</script>',
    );
    const moved = deferBoot(cssFirst);
    expect(moved.indexOf('var entries')).toBeLessThan(moved.indexOf('rel="stylesheet"'));
    expect(bootAssets(moved)).toEqual(bootAssets(out));
  });

  it('leaves a page without a module entry as it is', () => {
    const plain = PAGE.replace(/<script type="module"[^>]*><\/script>/, '');
    expect(deferBoot(plain)).toBe(plain);
  });
});

describe('bootAssets', () => {
  it('reads back what a deferred page starts with and the stylesheets it links', () => {
    expect(bootAssets(deferBoot(PAGE))).toEqual([
      '/assets/index-A.js',
      '/assets/react-B.js',
      '/assets/meta-C.js',
      '/assets/index-D.css',
    ]);
  });
});
