// Every diagnostic the pipeline can raise reads in Chinese in the Chinese UI (issue 17): pages that raise
// each message are rendered, and each message and hint must come out of the catalogue, in Chinese, with
// its variable parts intact. Every catalogue entry must be reached, so none is left behind either.
import { describe, expect, it } from 'vitest';
import { MESSAGES, HINTS, diagnosticEntries, localizeDiagnostic } from './diagnostic-text.ts';
import { renderPage } from './pipeline.ts';
import { fullBody, pageSource } from './test-helpers.ts';
import type { Diagnostic } from './types.ts';
import { buildWiki, createWikiResolver } from './wiki.ts';

const CJK = /[\u3400-\u9fff]/;
const page = (extra: string, fields: Record<string, string | null> = {}) =>
  pageSource(fullBody('标题', 'zh', extra), fields);
const claims = {
  'claim-empty': { statement: { zh: '无', en: 'no' }, sources: [], checked: '2026-11-29' },
};
const resolveLink = createWikiResolver([
  { path: 'topics/other.md', id: 'other', lang: 'zh', anchors: ['学习目标'] },
]);

/** Pages (and a wiki) that together raise every diagnostic the pipeline knows. */
function everyDiagnostic(): Diagnostic[] {
  const body = [
    '',
    '[坏链接](javascript:alert(1)) [本页](#没有这个) [外页](other.md#没有) [缺页](missing.md) [源码](../x.py)',
    '',
    '$\\href{https://a.example}{x}$ 与 $\\frac{1}$',
    '',
    '```',
    'no language',
    '```',
    '',
    '![远处](https://evil.example/a.png) ![](local.png) <img alt="无地址">',
    '',
    '## 小结',
    '',
    '## 小结',
    '',
    '# 第二个标题',
  ].join('\n');
  const out: Diagnostic[] = [];
  out.push(...renderPage(page(body), { path: 'topics/demo.md', claims, resolveLink }).diagnostics);
  // Without the wiki a relative link cannot be checked.
  out.push(...renderPage(page('\n[缺页](missing.md)\n'), { path: 'topics/demo.md' }).diagnostics);
  // Claims, frontmatter fields, sections.
  out.push(
    ...renderPage(
      pageSource('没有标题\n\n## 来源\n\n## 学习目标\n', {
        claim_ids: '[claim-empty, claim-ghost, claim-empty]',
        status: 'bogus',
        page_version: '0',
        last_checked: '2026-13-45',
        id: 'Bad_Id',
        module: null,
        colour: 'red',
      }),
      { claims },
    ).diagnostics,
  );
  out.push(...renderPage(page('', { page_version: 'abc' })).diagnostics);
  out.push(...renderPage(page('', { claim_ids: '[a-b, a-b]' })).diagnostics);
  out.push(...renderPage('# 没有 frontmatter\n').diagnostics);
  out.push(...renderPage('---\nid: x\n# 没有结束\n').diagnostics);
  out.push(...renderPage(pageSource(fullBody('T'), { id: '[unclosed' })).diagnostics);
  // Two pages with one id.
  for (const p of buildWiki([
    { path: 'topics/a.md', source: pageSource(fullBody('A'), { id: 'same' }) },
    { path: 'topics/b.md', source: pageSource(fullBody('B'), { id: 'same' }) },
  ]).values())
    out.push(...p.diagnostics);
  // Raised outside the pipeline, by the preview (app/preview), in these words.
  out.push(
    {
      rule: 'mermaid',
      severity: 'error',
      message: "Mermaid: Parse error on line 7 (diagram line 2): Expecting 'SEMI', got 'EOF'",
      hint: 'Fix the diagram syntax (flowchart TD, then one "A --> B" edge per line); the first line may be "%% title: …"',
      line: 7,
      column: 1,
    },
    {
      rule: 'mermaid',
      severity: 'error',
      message:
        "Mermaid: \"{\" opened on line 6, column 5 is not closed on that line; the parser stopped later: Parse error on line 7 (diagram line 2): Expecting 'DIAMOND_STOP', got 'NODE_STRING'",
      hint: 'Fix the diagram syntax (flowchart TD, then one "A --> B" edge per line); the first line may be "%% title: …"',
      line: 6,
      column: 5,
    },
    {
      rule: 'mermaid',
      severity: 'error',
      message: 'Mermaid could not be loaded: network',
      line: 1,
      column: 1,
    },
    // Ajv's own sentence for a frontmatter keyword without a message of its own.
    {
      rule: 'frontmatter',
      severity: 'error',
      message: 'kind must NOT have fewer than 1 characters',
      hint: 'See content/README.md',
      line: 2,
      column: 1,
    },
  );
  return out;
}

describe('diagnostics in Chinese', () => {
  const all = everyDiagnostic();

  it('every message and hint has its Chinese sentence', () => {
    const missing = all
      .map((d) => ({ d, e: diagnosticEntries(d) }))
      .filter(({ d, e }) => e.message === null || (d.hint !== undefined && e.hint === null))
      .map(({ d }) => `${d.rule}: ${d.message} | ${d.hint ?? ''}`);
    expect(missing).toEqual([]);
    for (const d of all) {
      const zh = localizeDiagnostic(d, 'zh');
      expect(zh.message, d.message).toMatch(CJK);
      if (d.hint) expect(zh.hint, d.hint).toMatch(CJK);
      expect({ ...zh, message: '', hint: '' }).toEqual({ ...d, message: '', hint: '' });
    }
  });

  it('every catalogue entry is reached (none is dead)', () => {
    const reached = new Set(all.map((d) => diagnosticEntries(d).message));
    const reachedHints = new Set(all.map((d) => diagnosticEntries(d).hint));
    expect(MESSAGES.map((e) => e.id).filter((id) => !reached.has(id))).toEqual([]);
    expect(HINTS.map((e) => e.id).filter((id) => !reachedHints.has(id))).toEqual([]);
  });

  it('keeps the variable parts and says positions the Chinese way', () => {
    const byMessage = (s: string) => all.find((d) => d.message.includes(s))!;
    expect(localizeDiagnostic(byMessage('claim-ghost'), 'zh').message).toBe(
      '论断“claim-ghost”不在 content/claims.json 里',
    );
    expect(localizeDiagnostic(byMessage('does not exist on this page'), 'zh').message).toBe(
      '本页没有锚点 #没有这个',
    );
    expect(localizeDiagnostic(byMessage('Parse error'), 'zh').message).toBe(
      "Mermaid 图无法解析：第 7 行（图内第 2 行）有语法错误：Expecting 'SEMI', got 'EOF'",
    );
    expect(localizeDiagnostic(byMessage('is not closed on that line'), 'zh').message).toBe(
      "Mermaid 图无法解析：第 6 行第 5 列的“{”没有在这一行闭合；解析器到后面才停下：第 7 行（图内第 2 行）有语法错误：Expecting 'DIAMOND_STOP', got 'NODE_STRING'",
    );
    expect(localizeDiagnostic(byMessage('page_version must be integer'), 'zh').message).toBe(
      'page_version 应该是整数，实际是 "abc"',
    );
  });

  it('English stays as written', () => {
    for (const d of all) expect(localizeDiagnostic(d, 'en')).toBe(d);
  });
});
