import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildSearchFiles } from './index-build.ts';
import { createShardedSearch, snippetAt } from './index-query.ts';
import { normalize, tokenize } from './terms.ts';
import type { SearchHit, SearchInput } from './types.ts';

/** The full scan the index replaces: every part in title, headings or text; title 10, heading 4, text 1. */
function fullScan(docs: readonly SearchInput[], query: string, lang: string, limit = 8): SearchHit[] {
  const parts = tokenize(query);
  if (!parts.length) return [];
  const hits: SearchHit[] = [];
  for (const d of docs) {
    if (d.lang !== lang) continue;
    const title = normalize(d.title);
    const headings = d.headings.map((h) => normalize(h.text));
    const text = normalize(d.text);
    let score = 0;
    let ok = true;
    for (const p of parts) {
      if (title.includes(p)) score += 10;
      else if (headings.some((h) => h.includes(p))) score += 4;
      else if (text.includes(p)) score += 1;
      else ok = false;
    }
    if (!ok) continue;
    const h = headings.findIndex((x) => x.includes(parts[0]!));
    const flat = d.text.replace(/\s+/g, ' ');
    hits.push({
      id: d.id,
      lang,
      title: d.title,
      anchor: h >= 0 ? d.headings[h]!.id : null,
      snippet: snippetAt(flat, normalize(flat), parts[0]!),
      score,
    });
  }
  hits.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
  return hits.slice(0, limit);
}

function searchOver(docs: readonly SearchInput[]) {
  const files = buildSearchFiles(docs);
  return createShardedSearch(async (path) => {
    const f = files.get(path);
    if (f === undefined) throw new Error(`no index file ${path}`);
    return JSON.parse(f) as unknown;
  });
}

const docs: SearchInput[] = [
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
  const index = searchOver(docs);

  it('finds pages by any word of their text, per language', async () => {
    expect((await index.search('超时', { lang: 'zh' })).map((h) => h.id)).toEqual(['a']);
    expect((await index.search('timeout', { lang: 'en' })).map((h) => h.id)).toEqual(['a']);
    expect(await index.search('timeout', { lang: 'zh' })).toEqual([]);
  });

  it('requires every part and ranks title matches first', async () => {
    expect((await index.search('skill 权限', { lang: 'zh' })).map((h) => h.id)).toEqual(['b']);
    expect(await index.search('skill 超时', { lang: 'zh' })).toEqual([]);
    const both = searchOver([
      { id: 'text', lang: 'en', title: 'Other', headings: [], text: 'mcp here' },
      { id: 'title', lang: 'en', title: 'MCP', headings: [], text: 'x' },
    ]);
    expect((await both.search('mcp', { lang: 'en' })).map((h) => h.id)).toEqual(['title', 'text']);
  });

  it('links to the matching heading and folds case and full-width letters', async () => {
    const [hit] = await index.search('ＥＲＲＯＲ layers', { lang: 'en' });
    expect(hit?.anchor).toBe('layers');
    expect(normalize('ＭＣＰ  Tool')).toBe('mcp tool');
    expect(tokenize('  a  A b ')).toEqual(['a', 'b']);
  });

  it('a CJK phrase must be contiguous, not just all its pairs somewhere', async () => {
    const s = searchOver([
      { id: 'x', lang: 'zh', title: 't', headings: [], text: '协议错误' },
      { id: 'y', lang: 'zh', title: 't', headings: [], text: '错误 协议 议错' },
    ]);
    expect((await s.search('协议错误', { lang: 'zh' })).map((h) => h.id)).toEqual(['x']);
  });

  it('gives the full scan’s answers, in its order, on generated pages and queries', async () => {
    const word = fc.constantFrom(
      '工具',
      '协议',
      '超时',
      '错误',
      '网关',
      'mcp',
      'tool',
      'timeout',
      'skill',
      '议',
      '具协',
    );
    const text = fc.array(word, { maxLength: 12 }).map((w) => w.join(' '));
    const doc = fc.record({
      id: fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5'),
      lang: fc.constantFrom('zh', 'en'),
      title: text,
      headings: fc.array(fc.record({ text, id: fc.constantFrom('h1', 'h2') }), { maxLength: 2 }),
      text,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(doc, { selector: (d) => d.id + d.lang, maxLength: 8 }),
        text,
        async (ds, q) => {
          const s = searchOver(ds);
          for (const lang of ['zh', 'en']) expect(await s.search(q, { lang })).toEqual(fullScan(ds, q, lang));
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);

  it('never throws on any query', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (q) => {
        for (const hit of await index.search(q, { lang: 'zh' })) expect(hit.id).toBeTruthy();
      }),
      { numRuns: 200 },
    );
  });
});
