/**
 * The terms of the search index, and the terms a query needs. Chinese (and other CJK scripts) has no
 * spaces, so a run of CJK characters is indexed as its single characters and its adjacent pairs
 * (bigrams): a query of two or more characters needs all of its bigrams, a one-character query its
 * character. Other letters and digits form words, matched by prefix. Candidates found this way are then
 * checked against the text itself, so what a query finds is exactly "every space-separated part of the
 * query occurs in the page" (title, headings or text), as before the index existed.
 */

/** Lower-cases and folds full-width ASCII so 'ＭＣＰ' finds 'MCP'; runs of white space become one space. */
export function normalize(s: string): string {
  return s
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/** The space-separated parts of a query, normalised, each once. */
export function tokenize(query: string): string[] {
  return [...new Set(normalize(query).split(' ').filter(Boolean))];
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const PIECES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[\p{L}\p{N}]+/gu;

/** The CJK runs and the words of a normalised text, in order. */
function pieces(text: string): { cjk: boolean; chars: string[] }[] {
  return [...text.matchAll(PIECES)].map((m) => ({ cjk: CJK.test(m[0]), chars: [...m[0]] }));
}

/** Every index term of a normalised text (each once). */
export function indexTerms(text: string): Set<string> {
  const terms = new Set<string>();
  for (const p of pieces(text)) {
    if (!p.cjk) {
      terms.add(p.chars.join(''));
      continue;
    }
    for (let i = 0; i < p.chars.length; i++) {
      terms.add(p.chars[i]!);
      if (i + 1 < p.chars.length) terms.add(p.chars[i]! + p.chars[i + 1]!);
    }
  }
  return terms;
}

/** One requirement of a query: a page must hold this exact term, or (words) a term that starts with it. */
export interface Need {
  term: string;
  prefix: boolean;
}

/** What a page must contain to possibly match one query part. */
export function needsOf(part: string): Need[] {
  const needs: Need[] = [];
  for (const p of pieces(part)) {
    if (!p.cjk) needs.push({ term: p.chars.join(''), prefix: true });
    else if (p.chars.length === 1) needs.push({ term: p.chars[0]!, prefix: false });
    else
      for (let i = 0; i + 1 < p.chars.length; i++)
        needs.push({ term: p.chars[i]! + p.chars[i + 1]!, prefix: false });
  }
  return needs;
}

/** The shard a term lives in: by its first character, so a prefix is always found in one shard. */
export function shardOf(term: string, shards: number): number {
  const first = term.codePointAt(0) ?? 0;
  return first % shards;
}
