import { describe, expect, it } from 'vitest';
import { renderPage } from './index.ts';
import { fullBody, only, pageSource, render, rules } from './test-helpers.ts';

describe('headings and anchors', () => {
  it('gives CJK-preserving, stable ids and reports duplicates', () => {
    const src = pageSource(fullBody('T', 'zh', '\n## 小结：A B\n\n## 小结：A B\n\n## 小结：A B\n'));
    const a = renderPage(src);
    const b = renderPage(src);
    expect(a.headings).toEqual(b.headings);
    const ids = a.headings.filter((h) => h.text === '小结：A B').map((h) => h.id);
    expect(ids).toEqual(['小结a-b', '小结a-b-1', '小结a-b-2']);
    const dups = only(a.diagnostics, 'duplicate-anchor');
    expect(dups).toHaveLength(2);
    expect(dups[0]).toMatchObject({
      severity: 'warning',
      line: a.headings.find((h) => h.id === '小结a-b-1')!.line,
    });
    expect(a.html).toContain('<h2 id="小结a-b-2">小结：A B</h2>');
  });

  it('reports heading lines of the whole file', () => {
    const p = renderPage(pageSource('# T\n\n## 学习目标\n', {}, 'Crumb'));
    expect(p.headings.map((h) => [h.id, h.line])).toEqual([
      ['t', 13],
      ['学习目标', 15],
    ]);
  });

  it('does not prefix heading ids with user-content-', () => {
    const p = render('\n<h3 id="raw">Raw</h3>\n');
    expect(p.html).toContain('<h3 id="raw">Raw</h3>');
    expect(p.html).not.toContain('user-content-raw');
  });
});

describe('links without a wiki', () => {
  it('marks relative page links unknown (warning) without a resolver', () => {
    const p = render('\n[下一页](next.md)\n');
    expect(only(p.diagnostics, 'unresolved-link')).toMatchObject([
      { severity: 'warning', line: 45, column: 1 },
    ]);
    expect(p.html).toContain(
      '<span class="link-unknown" data-link="unknown" title="无法解析的链接：next.md">下一页</span>',
    );
    expect(p.links).toMatchObject([{ kind: 'unknown', href: 'next.md' }]);
  });

  it('uses resolveLink when given', () => {
    const p = renderPage(
      pageSource(fullBody('T', 'zh', '\n[a](next.md#学习目标) [b](gone.md) [c](next.md#nope)\n')),
      {
        path: 'topics/demo.md',
        resolveLink: (href) =>
          href === 'next.md'
            ? { exists: true, id: 'next-page', lang: 'zh', anchors: ['学习目标'] }
            : { exists: false, id: 'gone', lang: 'zh' },
      },
    );
    expect(p.html).toContain('<a href="/topics/next-page#学习目标" data-link="internal">a</a>');
    expect(p.html).toContain(
      '<span class="link-missing" data-link="missing" title="页面不存在：gone.md">b</span>',
    );
    expect(p.html).toContain(
      '<span class="link-missing" data-link="missing" title="锚点不存在：next.md#nope">c</span>',
    );
    expect(rules(p.diagnostics)).toEqual(['broken-link', 'broken-anchor']);
  });

  it('renders external and in-app links', () => {
    const zh = render(
      '\n[外](https://example.org/a?b=1) [实验](/labs/admission) [锚](#学习目标) [邮件](mailto:a@b.example)\n',
    );
    expect(zh.html).toContain(
      '<a href="https://example.org/a?b=1" target="_blank" rel="noopener noreferrer" data-link="external">外</a>',
    );
    expect(zh.html).toContain('<a href="/labs/admission" data-link="internal">实验</a>');
    expect(zh.html).toContain('<a href="#学习目标" data-link="anchor">锚</a>');
    expect(zh.diagnostics).toEqual([]);
    const en = render('\n[lab](/labs/admission) [en](/en/labs/x)\n', { path: 'topics/demo.en.md' });
    expect(en.html).toContain('<a href="/en/labs/admission" data-link="internal">lab</a>');
    expect(en.html).toContain('<a href="/en/labs/x" data-link="internal">en</a>');
  });

  it('reports a missing same-page anchor', () => {
    const p = render('\n[x](#没有)\n', { path: 'topics/demo.en.md' });
    expect(only(p.diagnostics, 'broken-anchor')).toMatchObject([{ severity: 'error', line: 45 }]);
    expect(p.html).toContain(
      '<span class="link-missing" data-link="missing" title="Missing anchor: #没有">x</span>',
    );
  });
});
