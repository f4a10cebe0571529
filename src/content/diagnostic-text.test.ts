// Every diagnostic the pipeline can raise reads in Chinese in the Chinese UI: pages that raise each
// message are rendered, and each message and hint comes out of the catalogue by id, in Chinese, with its
// variable parts intact. Every content entry of the catalogue must be reached, so none is left behind.
import { describe, expect, it } from 'vitest';
import { CATALOGUE, isMessage, msg, t, tMarked, type Message, type MessageId } from '../i18n/index.ts';
import { asciiColons, englishRuns } from '../i18n/english-runs.ts';
import { localizeDiagnostic, said } from './diagnostic-text.ts';
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
  // One required section left out (the singular sentence).
  out.push(...renderPage(pageSource(fullBody('T').replace(/## 掌握标准\n\nText\.\n\n/, ''))).diagnostics);
  out.push(...renderPage('---\nid: x\n# 没有结束\n').diagnostics);
  out.push(...renderPage(pageSource(fullBody('T'), { id: '[unclosed' })).diagnostics);
  // Two pages with one id.
  for (const p of buildWiki([
    { path: 'topics/a.md', source: pageSource(fullBody('A'), { id: 'same' }) },
    { path: 'topics/b.md', source: pageSource(fullBody('B'), { id: 'same' }) },
  ]).values())
    out.push(...p.diagnostics);
  // Raised outside the pipeline, by the preview (app/preview), with these ids.
  out.push(
    {
      rule: 'mermaid',
      severity: 'error',
      ...said(
        msg('content.mermaidAt', { line: 7, diagramLine: 2, detail: "Expecting 'SEMI', got 'EOF'" }),
        msg('content.mermaid.hint'),
      ),
      line: 7,
      column: 1,
    },
    {
      rule: 'mermaid',
      severity: 'error',
      ...said(
        msg('content.mermaidUnclosed', {
          char: '{',
          line: 6,
          column: 5,
          parser: msg('content.mermaidParse', {
            line: 7,
            diagramLine: 2,
            detail: "Expecting 'DIAMOND_STOP', got 'NODE_STRING'",
          }),
        }),
        msg('content.mermaid.hint'),
      ),
      line: 6,
      column: 5,
    },
    {
      rule: 'mermaid',
      severity: 'error',
      ...said(msg('content.mermaid', { detail: 'No diagram type detected' })),
      line: 1,
      column: 1,
    },
    // Ajv's own sentence for a frontmatter keyword without a message of its own, as a quoted detail.
    {
      rule: 'frontmatter',
      severity: 'error',
      ...said(
        msg('content.fmOther', { field: 'kind', detail: 'must NOT have fewer than 1 characters' }),
        msg('content.fmOther.hint'),
      ),
      line: 2,
      column: 1,
    },
    {
      rule: 'mermaid',
      severity: 'error',
      ...said(msg('content.mermaidLoad', { detail: 'network' })),
      line: 1,
      column: 1,
    },
  );
  return out;
}

describe('diagnostics in Chinese', () => {
  const all = everyDiagnostic();

  it('carry their message and hint by id, the English strings rendered from them', () => {
    for (const d of all) {
      expect(d.message).toBe(t('en', d.text));
      expect(d.hint).toBe(d.hintText ? t('en', d.hintText) : undefined);
      const zh = localizeDiagnostic(d, 'zh');
      expect(zh.message, d.message).toMatch(CJK);
      if (d.hint) expect(zh.hint, d.hint).toMatch(CJK);
      expect({ ...zh, message: '', hint: '' }).toEqual({ ...d, message: '', hint: '' });
    }
  });

  it('says no English sentence and no ASCII colon in Chinese, outside the data it quotes', () => {
    const found = all.flatMap((d) =>
      [d.text, d.hintText].flatMap((m) => {
        if (!m) return [];
        const zh = tMarked('zh', m);
        return [...englishRuns(zh), ...asciiColons(zh)].map((r) => `${m.id}: "${r}" in ${t('zh', m)}`);
      }),
    );
    expect(found).toEqual([]);
  });

  it('every content message of the catalogue is reached (none is dead)', () => {
    // A message may carry another as a parameter (the parser's sentence inside the unclosed-bracket one).
    const ids = (m: Message | undefined): string[] =>
      m ? [m.id, ...Object.values(m.params ?? {}).flatMap((p) => (isMessage(p) ? ids(p) : []))] : [];
    const reached = new Set(all.flatMap((d) => [...ids(d.text), ...ids(d.hintText)]));
    const content = Object.keys(CATALOGUE).filter((id) => id.startsWith('content.'));
    expect(content.filter((id) => !reached.has(id as MessageId))).toEqual([]);
  });

  it('keeps the variable parts and says positions the Chinese way', () => {
    const byMessage = (s: string) => all.find((d) => d.message.includes(s))!;
    expect(localizeDiagnostic(byMessage('claim-ghost'), 'zh').message).toBe(
      '论断“claim-ghost”不在 content/claims/Bad_Id.json 里',
    );
    expect(localizeDiagnostic(byMessage('does not exist on this page'), 'zh').message).toBe(
      '本页没有锚点 #没有这个',
    );
    expect(localizeDiagnostic(byMessage('Parse error'), 'zh').message).toBe(
      "Mermaid 图无法解析：第 7 行（图内第 2 行）有语法错误：Expecting 'SEMI', got 'EOF'",
    );
    expect(localizeDiagnostic(byMessage('page_version must be integer'), 'zh').message).toBe(
      'page_version 应该是整数，实际是 "abc"',
    );
  });

  it('English stays as written', () => {
    for (const d of all) expect(localizeDiagnostic(d, 'en')).toBe(d);
  });
});
