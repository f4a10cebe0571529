import { describe, expect, it } from 'vitest';
import { diagramLineOffset, langOfPath, mapDiagramLine, renderPage } from './render.ts';
import { fullBody, pageSource } from './test-helpers.ts';
import type { Diagnostic } from './types.ts';

const rules = (ds: Diagnostic[]) => ds.map((d) => d.rule);
const only = (ds: Diagnostic[], rule: string) => ds.filter((d) => d.rule === rule);
/** Render a zh topic page with all required sections plus `extra` appended. */
const render = (extra: string, opts: { path?: string; fields?: Record<string, string | null> } = {}) => {
  const path = opts.path ?? 'topics/demo.md';
  const lang = langOfPath(path);
  return renderPage(pageSource(fullBody('标题', lang, extra), opts.fields), { path });
};

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

describe('code blocks and diagrams', () => {
  it('wraps highlighted code with a copy button', () => {
    const p = render('\n```python\nx = 1\n```\n');
    expect(p.html).toContain(
      '<div class="code-block" data-lang="python"><button type="button" class="copy-btn" data-copy="">复制</button><pre><code class="hljs language-python">x = <span class="hljs-number">1</span>\n</code></pre></div>',
    );
    expect(render('\n```json\n{}\n```\n', { path: 'topics/demo.en.md' }).html).toContain(
      'data-copy="">Copy</button>',
    );
  });

  it.each(['json', 'python', 'yaml', 'typescript', 'ts', 'javascript', 'bash', 'sh', 'markdown'])(
    'highlights %s',
    (lang) => {
      const p = render(`\n\`\`\`${lang}\n# h\nconst a = "x"\n\`\`\`\n`);
      expect(p.html).toContain(`data-lang="${lang}"`);
      expect(p.html).toMatch(/hljs-/);
    },
  );

  it('warns about fences without a language, not about unknown ones', () => {
    const p = render('\n```\nplain\n```\n\n```text\nplain\n```\n');
    expect(only(p.diagnostics, 'code-lang')).toMatchObject([{ severity: 'warning', line: 45, column: 1 }]);
    expect(p.html).toContain('<div class="code-block" data-lang="text">');
  });

  it('turns mermaid fences into figures with a title and a line offset', () => {
    const p = render(
      '\n```mermaid\n%% title: 流程 <A&B>\nflowchart TD\n  A --> B\n```\n\n### 小节\n\n```mermaid\nflowchart LR\n  X --> Y\n```\n',
    );
    expect(p.diagrams).toHaveLength(2);
    expect(p.diagrams[0]).toMatchObject({ index: 0, title: '流程 <A&B>', line: 46 });
    expect(p.diagrams[0]!.source).toBe('%% title: 流程 <A&B>\nflowchart TD\n  A --> B');
    expect(p.diagrams[1]).toMatchObject({ index: 1, title: '小节', line: 54 });
    expect(p.html).toContain(
      '<figure class="diagram" data-diagram-index="0" data-title="流程 <A&#x26;B>"><pre class="diagram-source">%% title: 流程 &#x3C;A&#x26;B>\nflowchart TD\n  A --> B</pre></figure>',
    );
    expect(p.html).not.toContain('language-mermaid');
    expect(diagramLineOffset(p.diagrams[0]!)).toBe(45);
    expect(mapDiagramLine(p.diagrams[0]!, 2)).toBe(47);
  });

  it('uses the nearest preceding heading as the default title', () => {
    const p = render('\n```mermaid\nflowchart TD\n  A --> B\n```\n');
    expect(p.diagrams[0]!.title).toBe('来源');
  });
});

describe('math', () => {
  it('renders inline and display math, including \\cr in cases', () => {
    const p = render(
      '\n$x^2$ 和\n\n$$\nC(r)=\\begin{cases}a,&r=\\varnothing\\cr b,&\\text{其余}\\end{cases}\n$$\n',
    );
    expect(only(p.diagnostics, 'math')).toEqual([]);
    expect(p.html).toContain('<span class="katex">');
    expect(p.html).toContain('<span class="katex-display">');
    expect(p.html).not.toContain('katex-error');
    expect(p.html).not.toContain('language-math');
  });

  it('reports KaTeX parse errors at the line and column inside the formula', () => {
    const p = render('\n行内 $\\frac{1}{$ 坏。\n\n$$\na = b \\\\\nc = \\nope{d}\n$$\n');
    const math = only(p.diagnostics, 'math');
    expect(math).toHaveLength(2);
    expect(math[0]).toMatchObject({ severity: 'error', line: 45, column: 14 });
    expect(math[1]).toMatchObject({
      line: 49,
      column: 5,
      message: 'KaTeX: Undefined control sequence: \\nope',
    });
    expect(p.html).toContain('katex-error');
  });

  it('reports cached formula errors again, at the new position', () => {
    const first = render('\n$\\nope$\n');
    const second = render('\n\n\ntext $\\nope$\n');
    expect(only(first.diagnostics, 'math')).toMatchObject([{ line: 45, column: 2 }]);
    expect(only(second.diagnostics, 'math')).toMatchObject([{ line: 47, column: 7 }]);
  });

  it('forbids \\href and html commands in math', () => {
    const p = render('\n$\\href{https://a.example}{x}$ $\\htmlClass{c}{y}$\n');
    expect(only(p.diagnostics, 'math').map((d) => [d.message, d.column])).toEqual([
      ['\\href is not allowed in math', 2],
      ['\\htmlClass is not allowed in math', 32],
    ]);
  });
});

describe('tables, footnotes, images', () => {
  it('wraps tables for horizontal scrolling', () => {
    const p = render('\n| a | b |\n| - | - |\n| 1 | 2 |\n');
    expect(p.html).toMatch(/<div class="table-wrap"><table>[\s\S]*<td>1<\/td>[\s\S]*<\/table><\/div>/);
  });

  it('renders footnotes whose links point at existing ids', () => {
    const p = render('\n正文[^n]。\n\n[^n]: 注释。\n');
    const hrefs = [...p.html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    for (const h of hrefs) expect(p.html).toContain(`id="${h}"`);
    expect(p.html).toContain('data-footnotes');
    expect(only(p.diagnostics, 'broken-anchor')).toEqual([]);
    expect(p.headings.map((h) => h.text)).not.toContain('脚注');
  });

  it('warns about images without alt text and drops other-origin images', () => {
    const p = render('\n![](a.png)\n\n![图](img/b.png)\n\n![外](https://cdn.example/x.png)\n');
    expect(only(p.diagnostics, 'image-alt')).toMatchObject([{ severity: 'warning', line: 45 }]);
    expect(only(p.diagnostics, 'image-src')).toMatchObject([{ line: 49 }]);
    expect(p.html).toContain('<img src="img/b.png" alt="图"');
    expect(p.html).not.toContain('cdn.example');
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
      { line: 9, column: 36, message: 'Claim "claim-ghost" is not in content/claims.json' },
    ]);
  });

  it('skips the claim check without a claims file', () => {
    const p = renderPage(pageSource(fullBody('T'), { claim_ids: '[claim-ghost]' }));
    expect(only(p.diagnostics, 'claim-source')).toEqual([]);
  });
});
