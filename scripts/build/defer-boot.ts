// The prerendered pages are complete without script, so nothing the app loads may compete with the HTML
// and its stylesheet before the first paint: on a slow phone connection the entry module and its
// modulepreloads (about 115 KB gz) otherwise share the bandwidth with the page and push its first paint
// back by a second or more. `deferBoot` takes the entry <script type="module"> and every modulepreload
// out of the page's <head> and writes one small inline script that adds them after the page has painted.
// Stylesheets are left where the build put them: whatever CSS the build links stays render-blocking (the
// page must not paint unstyled), however many files there are.

const ENTRY = /<script\b(?=[^>]*\btype="module")(?=[^>]*\bsrc="([^"]+)")[^>]*><\/script>\s*/gi;
const PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")(?=[^>]*\bhref="([^"]+)")[^>]*>\s*/gi;

/**
 * The inline loader: the scripts start once the whole HTML is parsed (DOMContentLoaded) and the page has
 * had its first contentful paint, as the browser reports it (Paint Timing); without Paint Timing, two
 * frames after parsing. A hidden tab never paints (a background or prerendering tab): it starts at once.
 * A page that somehow never reports a paint starts ten seconds after parsing (a busy phone can take
 * seconds from parsing to its first paint, and starting early would compete with that paint).
 */
function loader(entries: string[], preloads: string[]): string {
  return `<script>
      (function () {
        var entries = ${JSON.stringify(entries)};
        var preloads = ${JSON.stringify(preloads)};
        var parsed = false, painted = false, started = false;
        function add(tag, attrs) {
          var el = document.createElement(tag);
          for (var k in attrs) el.setAttribute(k, attrs[k]);
          document.head.appendChild(el);
        }
        function boot(force) {
          if (started || !(force || (parsed && painted))) return;
          started = true;
          preloads.forEach(function (href) { add('link', { rel: 'modulepreload', crossorigin: '', href: href }); });
          entries.forEach(function (src) { add('script', { type: 'module', crossorigin: '', src: src }); });
        }
        var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
        var timing = types.indexOf('paint') >= 0;
        if (timing) {
          new PerformanceObserver(function (list, observer) {
            if (!list.getEntriesByName('first-contentful-paint').length) return;
            observer.disconnect();
            painted = true;
            boot();
          }).observe({ type: 'paint', buffered: true });
        }
        function onParsed() {
          parsed = true;
          if (document.visibilityState === 'hidden') return boot(true);
          setTimeout(function () { boot(true); }, 10000);
          if (!timing)
            requestAnimationFrame(function () {
              requestAnimationFrame(function () { painted = true; boot(); });
            });
          boot();
        }
        if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', onParsed);
        else onParsed();
      })();
    </script>
`;
}

const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*>/i;
const MARK = '\u0000boot\u0000';

/**
 * The page with its module scripts and modulepreloads started after first paint instead of in <head>.
 * The loader takes the entry's place, and never comes after a stylesheet: an inline script that follows
 * a stylesheet holds the parser until that stylesheet has loaded, and with the loader there, Lighthouse's
 * Chrome first painted the topic page about a second late in all 7 loads measured, and in none of 6
 * with the loader ahead of the stylesheet.
 */
export function deferBoot(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  let head = html.slice(0, headEnd);
  const entry = head.search(ENTRY);
  if (entry < 0) return html;
  const style = head.search(STYLESHEET);
  const at = style >= 0 ? Math.min(entry, style) : entry;
  head = head.slice(0, at) + MARK + head.slice(at);
  const entries: string[] = [];
  const preloads: string[] = [];
  head = head.replace(ENTRY, (_m, src: string) => (entries.push(src), ''));
  head = head.replace(PRELOAD, (_m, href: string) => (preloads.push(href), ''));
  // A function, so nothing in the loader is read as a replacement pattern (`$&`).
  return head.replace(MARK, () => loader(entries, preloads)) + html.slice(headEnd);
}

/** What a page deferred by `deferBoot` loads to start (entry, preloads) and the stylesheets it links. */
export function bootAssets(html: string): string[] {
  const list = (name: string) => {
    const m = new RegExp(`var ${name} = (\\[[^\\]]*\\]);`).exec(html);
    return m ? (JSON.parse(m[1]!) as string[]) : [];
  };
  const styles = [
    ...html.matchAll(/<link\b(?=[^>]*\brel="stylesheet")(?=[^>]*\bhref="([^"]+)")[^>]*>/gi),
  ].map((m) => m[1]!);
  return [...list('entries'), ...list('preloads'), ...styles];
}
