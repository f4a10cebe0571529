// Full-text search over wiki pages. Pure and synchronous: a query over 500 pages must stay
// well under 10 ms, so documents are normalised once and queries are plain substring scans.

export interface SearchInput {
  id: string;
  lang: string;
  title: string;
  headings: { text: string; id: string }[];
  text: string;
}

export interface SearchHit {
  id: string;
  lang: string;
  title: string;
  /** The heading whose text matched, if any: the result links straight to it. */
  anchor: string | null;
  snippet: string;
  score: number;
}

interface Prepared {
  doc: SearchInput;
  title: string;
  headings: string[];
  text: string;
}

export interface SearchIndex {
  search(query: string, opts?: { lang?: string; limit?: number }): SearchHit[];
}

/** Lower-cases and folds full-width ASCII so 'ＭＣＰ' finds 'MCP'. */
export function normalize(s: string): string {
  return s
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

export function tokenize(query: string): string[] {
  return [...new Set(normalize(query).split(' ').filter(Boolean))];
}

export function createSearchIndex(docs: readonly SearchInput[]): SearchIndex {
  const prepared: Prepared[] = docs.map((doc) => ({
    doc,
    title: normalize(doc.title),
    headings: doc.headings.map((h) => normalize(h.text)),
    text: normalize(doc.text),
  }));

  return {
    search(query, opts = {}) {
      const terms = tokenize(query);
      if (!terms.length) return [];
      const hits: SearchHit[] = [];
      for (const p of prepared) {
        if (opts.lang && p.doc.lang !== opts.lang) continue;
        let score = 0;
        let ok = true;
        for (const t of terms) {
          const inTitle = p.title.includes(t);
          const inHeading = p.headings.some((h) => h.includes(t));
          const inText = inTitle || inHeading || p.text.includes(t);
          if (!inText) {
            ok = false;
            break;
          }
          score += inTitle ? 10 : inHeading ? 4 : 1;
        }
        if (!ok) continue;
        const first = terms[0]!;
        const hIndex = p.headings.findIndex((h) => h.includes(first));
        hits.push({
          id: p.doc.id,
          lang: p.doc.lang,
          title: p.doc.title,
          anchor: hIndex >= 0 ? p.doc.headings[hIndex]!.id : null,
          snippet: snippet(p.doc.text, p.text, first),
          score,
        });
      }
      hits.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title));
      return hits.slice(0, opts.limit ?? 8);
    },
  };
}

/** About 90 characters of the original text around the first match. */
function snippet(original: string, normalized: string, term: string): string {
  const flat = original.replace(/\s+/g, ' ');
  const at = normalized.indexOf(term);
  if (at < 0) return flat.slice(0, 90);
  const start = Math.max(0, at - 30);
  const end = Math.min(flat.length, at + term.length + 60);
  return (start > 0 ? '…' : '') + flat.slice(start, end) + (end < flat.length ? '…' : '');
}
