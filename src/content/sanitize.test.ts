import { describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { renderPage } from './index.ts';
import { pageSource } from './test-helpers.ts';

// Every line is its own paragraph or block so that markdown and raw HTML are both exercised.
const INJECTIONS = [
  '<script>alert(1)</script>',
  '<img src="x.png" alt="a" onerror="alert(1)">',
  '<a href="javascript:alert(1)">raw js</a>',
  '[md js](javascript:alert(1))',
  '[md js upper](JaVaScRiPt:alert(1))',
  '[md js entity](javascript&#58;alert(1))',
  '<a href="java&#x09;script:alert(1)">tab js</a>',
  '<a href="&#106;avascript:alert(1)">entity js</a>',
  '[ref js][r]\n\n[r]: javascript:alert(1)',
  '<https://ok.example/x> and <javascript:alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d">',
  '![data img](data:image/png;base64,AAAA)',
  '[data link](data:text/html;base64,PHNjcmlwdD4=)',
  '[vb](vbscript:msgbox(1))',
  '<style>body{display:none}</style>',
  '<div style="background:url(javascript:alert(1))" onclick="x()">styled</div>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>',
  '<math><mtext><a href="javascript:alert(1)">m</a></mtext></math>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<a href="https://ok.example" onmouseover="x()">ok</a>',
  '<details open ontoggle="alert(1)"><summary>s</summary>t</details>',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<textarea><script>alert(1)</script></textarea>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<video src="x.mp4" onerror="alert(1)"></video><audio src="x.mp3"></audio>',
  '<input autofocus onfocus="alert(1)">',
  '<a id="location" name="cookie">clobber</a>',
  '$\\href{javascript:alert(1)}{x}$ $\\htmlClass{foo}{x}$ $\\url{javascript:alert(2)}$',
  '$$\n\\htmlData{foo=bar}{x} \\htmlStyle{color:red}{y} \\htmlId{evil}{z}\n$$',
  '<code class="language-math math-display">\\href{javascript:alert(1)}{a}</code>',
  '```mermaid\n%% title: <img src=x onerror=alert(1)>\nflowchart TD\n  A["<script>alert(1)</script>"] --> B\n```',
  '```html\n<script>alert(1)</script>\n```',
].join('\n\n');

const BLOCKED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'svg',
  'object',
  'embed',
  'form',
  'base',
  'meta',
  'link',
  'textarea',
  'noscript',
  'video',
  'audio',
  'frame',
  'frameset',
]);
const SAFE_SCHEME = /^(?:https?:|mailto:|#|\/(?!\/)|[^:]*$)/i;

function assertInert(html: string): void {
  const tree = fromHtml(html, { fragment: true });
  visit(tree, 'element', (el) => {
    expect(BLOCKED_TAGS.has(el.tagName), `<${el.tagName}> survived`).toBe(false);
    for (const [key, value] of Object.entries(el.properties)) {
      expect(/^on/i.test(key), `${key} on <${el.tagName}>`).toBe(false);
      if (['href', 'src', 'action', 'formAction', 'xLinkHref', 'poster', 'data', 'srcSet'].includes(key)) {
        // eslint-disable-next-line no-control-regex
        const v = String(value).replace(/[\u0000-\u0020]/g, '');
        expect(SAFE_SCHEME.test(v), `${key}="${v}" on <${el.tagName}>`).toBe(true);
      }
      if (key === 'style') {
        expect(String(value)).not.toMatch(/url\(|expression|javascript/i);
      }
    }
    if (el.tagName === 'img') {
      expect(String(el.properties.src)).not.toMatch(/^(?:[a-z]+:|\/\/)/i);
    }
    // The only MathML allowed is KaTeX's own, inside .katex-mathml.
  });
}

describe('sanitization', () => {
  const page = renderPage(pageSource(`# Injections\n\n${INJECTIONS}\n`), { path: 'topics/inj.md' });

  it('renders no script-capable markup', () => {
    assertInert(page.html);
    expect(page.html).not.toMatch(/<script|<iframe|<svg|<style|<object|<embed|<base|<meta|<link /i);
    // Event handlers are checked on the parsed tree above: text and titles may contain "onerror=".
    expect(page.html).not.toMatch(/(?:href|src|action)="\s*(?:javascript|vbscript|data):/i);
  });

  it('keeps user ids prefixed so they cannot clobber globals', () => {
    expect(page.html).not.toMatch(/\sid="location"/);
    expect(page.html).not.toMatch(/\sname="cookie"/);
  });

  it('keeps safe content', () => {
    expect(page.html).toContain('<img src="x.png" alt="a"');
    expect(page.html).toContain(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer" data-link="external">ok</a>',
    );
    expect(page.html).toContain('<details open><summary>s</summary>t</details>');
    expect(page.html).toContain('<div>styled</div>');
  });

  it('never makes unsafe URLs live links and reports them', () => {
    const tree = fromHtml(page.html, { fragment: true });
    const hrefs: string[] = [];
    visit(tree, 'element', (el) => {
      if (el.tagName === 'a' && el.properties.href !== undefined) hrefs.push(String(el.properties.href));
    });
    for (const h of hrefs) expect(h).toMatch(/^(?:https:|#|\/)/);
    const unsafe = page.diagnostics.filter((d) => d.rule === 'unsafe-link');
    expect(unsafe.length).toBeGreaterThanOrEqual(6);
    expect(page.links.filter((l) => l.kind === 'unsafe').length).toBe(unsafe.length);
  });

  it('renders forbidden KaTeX commands inert and reports them', () => {
    const math = page.diagnostics.filter((d) => d.rule === 'math').map((d) => d.message);
    for (const cmd of ['href', 'htmlClass', 'url', 'htmlData', 'htmlStyle', 'htmlId']) {
      expect(math).toContain(`\\${cmd} is not allowed in math`);
    }
    expect(page.html).not.toMatch(/class="[^"]*\bfoo\b/);
    expect(page.html).not.toMatch(/data-foo=|id="evil"/);
  });

  it('escapes diagram sources and titles', () => {
    expect(page.diagrams[0]!.title).toBe('<img src=x onerror=alert(1)>');
    expect(page.html).toContain('data-title="<img src=x onerror=alert(1)>"');
    expect(page.html).toContain('&#x3C;script>alert(1)&#x3C;/script>');
  });

  it('sanitizes pages without any raw HTML too', () => {
    const md = [
      '# T',
      '[a](javascript:alert(1))',
      '<javascript:alert(2)>',
      '[b](vbscript:x) [c](data:text/html,x) [d](JAVASCRIPT:alert(3))',
      '![e](data:image/png;base64,AAAA)',
      '[f]: javascript:alert(4)',
      '[f]',
    ].join('\n\n');
    const p = renderPage(pageSource(md));
    assertInert(p.html);
    expect(p.html).not.toMatch(/(?:href|src)="[^"]*(?:javascript|vbscript|data):/i);
    expect(p.html).not.toContain('<a ');
    expect(p.diagnostics.filter((d) => d.rule === 'unsafe-link')).toHaveLength(6);
  });

  it('does not render raw HTML inside inline code or code blocks', () => {
    const p = renderPage(pageSource('# T\n\n`<script>x</script>`\n'));
    expect(p.html).toContain('<code>&#x3C;script>x&#x3C;/script></code>');
  });
});
