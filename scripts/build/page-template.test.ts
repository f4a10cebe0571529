import { describe, expect, it } from 'vitest';
import { fillPage } from './page-template';

const template =
  '<html lang="zh-CN"><head><link rel="manifest" href="/manifest.webmanifest" /><title>Tool Lab</title></head><body><div id="root"><!--app--></div></body></html>';

describe('fillPage', () => {
  it('keeps dollar signs in the page, its title and its data as written', () => {
    const html = "<p>$$x$$ costs $& and $' and $` and $1</p>";
    const out = fillPage(template, {
      url: '/preview',
      html,
      lang: 'en',
      title: 'Price $$ $&',
      description: "a $' b",
      data: '<script type="application/json" id="d">{"s":"$$\\n$$"}</script>',
    });
    expect(out).toContain(`<div id="root" data-prerendered="/preview">${html}</div>`);
    expect(out).toContain('<title>Price $$ $&amp;</title>');
    expect(out).toContain('content="a $\' b"');
    expect(out).toContain('{"s":"$$\\n$$"}</script><div id="root"');
    expect(out).toContain('<html lang="en">');
    expect(out).toContain('href="/en/manifest.webmanifest"');
  });

  it('escapes the title, description and address', () => {
    const out = fillPage(template, {
      url: '/a"b',
      html: '',
      lang: 'zh-CN',
      title: '<b>"x"</b>',
      description: '&',
    });
    expect(out).toContain('<title>&lt;b&gt;&quot;x&quot;&lt;/b&gt;</title>');
    expect(out).toContain('data-prerendered="/a&quot;b"');
    expect(out).toContain('href="/manifest.webmanifest"');
  });
});
