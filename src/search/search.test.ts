import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSearchIndex, normalize, tokenize } from './search';

const docs = [
  {
    id: 'a',
    lang: 'zh',
    title: '工具协议与 MCP',
    headings: [{ text: '错误分层', id: 'err' }],
    text: '工具协议 错误分层 超时 未知',
  },
  {
    id: 'b',
    lang: 'zh',
    title: '网关与 Skill',
    headings: [],
    text: '网关治理 经过它的调用 Skill 不授予权限',
  },
  {
    id: 'a',
    lang: 'en',
    title: 'Tool protocol and MCP',
    headings: [{ text: 'Error layers', id: 'layers' }],
    text: 'A timeout leaves the result unknown.',
  },
];

describe('search', () => {
  const index = createSearchIndex(docs);

  it('finds pages by any word of their text, per language', () => {
    expect(index.search('超时', { lang: 'zh' }).map((h) => h.id)).toEqual(['a']);
    expect(index.search('timeout', { lang: 'en' }).map((h) => h.id)).toEqual(['a']);
    expect(index.search('timeout', { lang: 'zh' })).toEqual([]);
  });

  it('requires every term and ranks title matches first', () => {
    expect(index.search('skill 权限', { lang: 'zh' }).map((h) => h.id)).toEqual(['b']);
    expect(index.search('skill 超时', { lang: 'zh' })).toEqual([]);
    const both = createSearchIndex([
      { id: 'text', lang: 'en', title: 'Other', headings: [], text: 'mcp here' },
      { id: 'title', lang: 'en', title: 'MCP', headings: [], text: 'x' },
    ]);
    expect(both.search('mcp').map((h) => h.id)).toEqual(['title', 'text']);
  });

  it('links to the matching heading and folds case and full-width letters', () => {
    const [hit] = index.search('ＥＲＲＯＲ layers', { lang: 'en' });
    expect(hit?.anchor).toBe('layers');
    expect(normalize('ＭＣＰ  Tool')).toBe('mcp tool');
    expect(tokenize('  a  A b ')).toEqual(['a', 'b']);
  });

  it('never throws and only returns pages that contain every term', () => {
    fc.assert(
      fc.property(fc.string(), (q) => {
        for (const hit of index.search(q)) {
          const doc = docs.find((d) => d.id === hit.id && d.lang === hit.lang)!;
          const hay = normalize([doc.title, ...doc.headings.map((h) => h.text), doc.text].join(' '));
          for (const t of tokenize(q)) expect(hay.includes(t) || normalize(doc.title).includes(t)).toBe(true);
        }
      }),
    );
  });
});
