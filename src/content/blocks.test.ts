import { describe, expect, it } from 'vitest';
import { diagramLineOffset, mapDiagramLine } from './index.ts';
import { only, render } from './test-helpers.ts';

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
