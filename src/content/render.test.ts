import { describe, expect, it } from 'vitest';
import { langOfPath, renderPage } from './index.ts';
import { fullBody, only, pageSource, render, rules } from './test-helpers.ts';

describe('renderPage basics', () => {
  it('renders a clean page without diagnostics', () => {
    const p = render('');
    expect(p.diagnostics).toEqual([]);
    expect(p.title).toBe('标题');
    expect(p.lang).toBe('zh');
    expect(p.frontmatter?.id).toBe('demo');
    expect(p.html).toContain('<h1 id="标题">标题</h1>');
    expect(p.html).toContain('<h2 id="学习目标">学习目标</h2>');
  });

  it('detects the language from the file name', () => {
    expect(langOfPath('topics/a.en.md')).toBe('en');
    expect(langOfPath('topics/a.md')).toBe('zh');
    expect(render('', { path: 'topics/demo.en.md' }).lang).toBe('en');
  });

  it('keeps the breadcrumb', () => {
    const p = renderPage(pageSource('# T', {}, 'Topics'), {});
    expect(p.breadcrumb).toBe('Topics');
  });

  it('produces plain text for search', () => {
    const p = render('\n公式 $a+b$ 与 `code` 。\n');
    expect(p.text).toContain('公式 a+b 与 code');
    expect(p.text).not.toContain('<');
  });
});

describe('title and sections', () => {
  it('requires exactly one h1', () => {
    expect(rules(renderPage(pageSource('## 学习目标\n')).diagnostics)).toContain('title');
    const two = renderPage(pageSource(fullBody('A', 'zh', '\n# B\n')));
    expect(only(two.diagnostics, 'title')).toMatchObject([
      { severity: 'error', message: expect.stringContaining('B') },
    ]);
    expect(only(render('').diagnostics, 'title')).toEqual([]);
  });

  it('warns about missing and out-of-order sections on topic pages', () => {
    const missing = renderPage(pageSource('# T\n\n## 学习目标\n\n## 来源\n'));
    expect(only(missing.diagnostics, 'section')).toMatchObject([
      { severity: 'warning', line: 11, message: expect.stringContaining('前置知识, 基本机制') },
    ]);
    const body = fullBody('T').replace('## 前置知识', '## 临时').replace('## 来源', '## 前置知识\n\n## 来源');
    const order = renderPage(pageSource(body));
    expect(only(order.diagnostics, 'section')).toMatchObject([
      { message: 'Section "前置知识" is out of order' },
    ]);
  });

  it('allows extra sections between required ones', () => {
    const p = render('\n## 延伸阅读\n');
    expect(only(p.diagnostics, 'section')).toEqual([]);
  });

  it('checks English section titles on English pages', () => {
    expect(only(render('', { path: 'topics/demo.en.md' }).diagnostics, 'section')).toEqual([]);
    const zhOnEn = renderPage(pageSource(fullBody('T', 'zh')), { path: 'topics/demo.en.md' });
    expect(only(zhOnEn.diagnostics, 'section')).toHaveLength(1);
  });

  it('needs only goals and sources on module and index pages', () => {
    for (const kind of ['module', 'index']) {
      const p = renderPage(pageSource('# M\n\n## 学习目标\n\n## 来源\n', { kind }));
      expect(only(p.diagnostics, 'section')).toEqual([]);
    }
    expect(
      only(renderPage(pageSource('# M\n\n## 学习目标\n', { kind: 'module' })).diagnostics, 'section'),
    ).toHaveLength(1);
  });
});

describe('claims', () => {
  const claims = {
    'claim-ok': {
      statement: { zh: '有', en: 'yes' },
      sources: [{ title: 't', url: 'https://a.example' }],
      checked: '2026-11-29',
    },
    'claim-empty': { statement: { zh: '无', en: 'no' }, sources: [], checked: '2026-11-29' },
  };

  it('accepts claims with sources', () => {
    const p = renderPage(pageSource(fullBody('T'), { claim_ids: '[claim-ok]' }), { claims });
    expect(only(p.diagnostics, 'claim-source')).toEqual([]);
  });

  it('reports unknown claims and claims without sources at the claim id', () => {
    const p = renderPage(pageSource(fullBody('T'), { claim_ids: '[claim-ok, claim-empty, claim-ghost]' }), {
      claims,
    });
    expect(only(p.diagnostics, 'claim-source')).toMatchObject([
      { line: 9, column: 23, message: 'Claim "claim-empty" has no sources' },
      { line: 9, column: 36, message: 'Claim "claim-ghost" is not in content/claims/demo.json' },
    ]);
  });

  it('skips the claim check without a claims file', () => {
    const p = renderPage(pageSource(fullBody('T'), { claim_ids: '[claim-ghost]' }));
    expect(only(p.diagnostics, 'claim-source')).toEqual([]);
  });
});
