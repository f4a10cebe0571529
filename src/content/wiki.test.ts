import { describe, expect, it } from 'vitest';
import { buildWiki, createWikiResolver, resolveWikiPath } from './index.ts';
import { fullBody, pageSource } from './test-helpers.ts';

const page = (id: string, lang: 'zh' | 'en', extra: string, fields: Record<string, string> = {}) =>
  pageSource(fullBody(`Page ${id}`, lang, extra), { id, ...fields });

describe('resolveWikiPath', () => {
  it.each([
    ['topics/a.md', 'b.md', 'topics/b.md'],
    ['topics/a.md', './b.md', 'topics/b.md'],
    ['topics/a.md', '../modules/m.md', 'modules/m.md'],
    ['topics/deep/a.md', '../../docs/i.md', 'docs/i.md'],
    ['a.md', 'sub/b.en.md', 'sub/b.en.md'],
  ])('%s + %s → %s', (from, href, out) => {
    expect(resolveWikiPath(from, href)).toBe(out);
  });

  it('returns null for links that leave the wiki root', () => {
    expect(resolveWikiPath('topics/a.md', '../../examples/x.py')).toBeNull();
  });
});

describe('createWikiResolver', () => {
  const resolve = createWikiResolver([{ path: 'topics/b.md', id: 'bee', lang: 'zh', anchors: ['x'] }]);
  it('knows existing pages and their anchors', () => {
    expect(resolve('b.md', 'topics/a.md')).toMatchObject({
      exists: true,
      id: 'bee',
      lang: 'zh',
      anchors: ['x'],
    });
    expect(resolve('../topics/b.md', 'modules/m.md')).toMatchObject({ exists: true, id: 'bee' });
  });
  it('marks missing pages', () => {
    expect(resolve('c.en.md', 'topics/a.md')).toMatchObject({ exists: false, id: 'c', lang: 'en' });
  });
});

describe('buildWiki', () => {
  const files = [
    {
      path: 'topics/tool-design.md',
      source: page(
        'tool-design',
        'zh',
        [
          '',
          '[同目录](gates.md) [带锚点](gates.md#学习目标) [坏锚点](gates.md#没有) [模块](../modules/harness.md)',
          '',
          '[索引](../docs/知识点索引.md) [示例](../../examples/labs/gates-demo.py) [英文](gates.en.md#learning-goals)',
          '',
          '[编码的路径](gates.md#%E5%AD%A6%E4%B9%A0%E7%9B%AE%E6%A0%87) [./](./gates.md)',
        ].join('\n'),
      ),
    },
    { path: 'topics/gates.md', source: page('gates', 'zh', '') },
    {
      path: 'topics/gates.en.md',
      source: page('gates', 'en', '\n[back](tool-design.en.md) [lab](/labs/planner)\n'),
    },
    { path: 'modules/harness.md', source: page('harness', 'zh', '', { kind: 'module' }) },
  ];
  const wiki = buildWiki(files);

  it('returns every page keyed by path', () => {
    expect([...wiki.keys()]).toEqual(files.map((f) => f.path));
  });

  it('resolves relative links across the wiki to routes', () => {
    const html = wiki.get('topics/tool-design.md')!.html;
    expect(html).toContain('<a href="/topics/gates" data-link="internal">同目录</a>');
    expect(html).toContain('<a href="/topics/gates#学习目标" data-link="internal">带锚点</a>');
    expect(html).toContain('<a href="/topics/harness" data-link="internal">模块</a>');
    expect(html).toContain('<a href="/en/topics/gates#learning-goals" data-link="internal">英文</a>');
    expect(html).toContain('<a href="/topics/gates#学习目标" data-link="internal">编码的路径</a>');
    expect(html).toContain('<a href="/topics/gates" data-link="internal">./</a>');
  });

  it('marks missing pages, files and anchors', () => {
    const p = wiki.get('topics/tool-design.md')!;
    expect(p.html).toContain(
      '<span class="link-missing" data-link="missing" title="锚点不存在：gates.md#没有">坏锚点</span>',
    );
    expect(p.html).toContain(
      '<span class="link-missing" data-link="missing" title="页面不存在：../docs/知识点索引.md">索引</span>',
    );
    expect(p.html).toContain(
      '<span class="link-missing" data-link="missing" title="页面不存在：../../examples/labs/gates-demo.py">示例</span>',
    );
    const ds = p.diagnostics.filter((d) => d.severity === 'error');
    expect(ds.map((d) => [d.rule, d.line])).toEqual([
      ['broken-anchor', 45],
      ['broken-link', 47],
      ['broken-link', 47],
    ]);
    expect(p.links.filter((l) => l.kind === 'internal')).toHaveLength(6);
  });

  it('uses English titles and /en routes on English pages', () => {
    const en = wiki.get('topics/gates.en.md')!;
    expect(en.html).toContain(
      '<span class="link-missing" data-link="missing" title="Missing page: tool-design.en.md">back</span>',
    );
    expect(en.html).toContain('<a href="/en/labs/planner" data-link="internal">lab</a>');
  });

  it('reports two pages with the same id and language', () => {
    const dup = buildWiki([
      { path: 'a.md', source: page('same', 'zh', '') },
      { path: 'b.md', source: page('same', 'zh', '') },
      { path: 'b.en.md', source: page('same', 'en', '') },
    ]);
    expect(dup.get('a.md')!.diagnostics).toEqual([]);
    expect(dup.get('b.en.md')!.diagnostics).toEqual([]);
    expect(dup.get('b.md')!.diagnostics).toMatchObject([
      { rule: 'frontmatter', line: 2, message: expect.stringContaining('a.md') },
    ]);
  });

  it('checks claims across the wiki', () => {
    const w = buildWiki([{ path: 'a.md', source: page('a', 'zh', '', { claim_ids: '[nope]' }) }], {});
    expect(w.get('a.md')!.diagnostics).toMatchObject([{ rule: 'claim-source' }]);
  });
});
