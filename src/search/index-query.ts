/**
 * Searching the static index (index-build.ts): load the language's manifest, then only the shards of the
 * query's terms, intersect, rank, and fetch the text of just the pages shown to confirm each match and
 * cut its snippet. The answers and their order are those of a full scan: every query part must occur in
 * the page's title, headings or text; a title match counts 10, a heading 4, the text 1.
 */
import { searchFilePath, type DocText, type SearchManifest, type Shard } from './index-build.ts';
import { needsOf, normalize, shardOf, tokenize, type Need } from './terms.ts';
import type { SearchHit } from './types.ts';

/** Reads one index file (a URL fetch in the browser, a map in tests). */
export type ReadIndexFile = (path: string) => Promise<unknown>;

interface LoadedShard {
  map: Shard;
  /** terms in code-point order, for prefix lookups */
  terms: string[];
}

export interface ShardedSearch {
  search(query: string, opts: { lang: string; limit?: number }): Promise<SearchHit[]>;
  /** Paths read so far (the benchmark sums their sizes). */
  readonly fetched: readonly string[];
}

/** The docs of a posting list. */
function docsOf(list: readonly number[] | undefined, into: Set<number>): void {
  if (list) for (const d of list) into.add(d);
}

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function matching(shard: LoadedShard, need: Need): Set<number> {
  const docs = new Set<number>();
  if (!need.prefix) {
    docsOf(shard.map[need.term], docs);
    return docs;
  }
  for (let i = lowerBound(shard.terms, need.term); i < shard.terms.length; i++) {
    const t = shard.terms[i]!;
    if (!t.startsWith(need.term)) break;
    docsOf(shard.map[t], docs);
  }
  return docs;
}

/** About 90 characters of the original text around the first match. */
export function snippetAt(flat: string, normalized: string, part: string): string {
  const at = normalized.indexOf(part);
  if (at < 0) return flat.slice(0, 90);
  const start = Math.max(0, at - 30);
  const end = Math.min(flat.length, at + part.length + 60);
  return (start > 0 ? '…' : '') + flat.slice(start, end) + (end < flat.length ? '…' : '');
}

// Normalised once per loaded file, not per query: a keystroke then costs lookups and a sort, not a pass
// over every title, heading and shown text again.
const normalizedDocs = new WeakMap<SearchManifest, { title: string; headings: string[] }[]>();
function normalizedManifest(m: SearchManifest): { title: string; headings: string[] }[] {
  let docs = normalizedDocs.get(m);
  if (!docs) {
    docs = m.docs.map((d) => ({
      title: normalize(d.title),
      headings: d.headings.map((h) => normalize(h.text)),
    }));
    normalizedDocs.set(m, docs);
  }
  return docs;
}
const normalizedTexts = new WeakMap<DocText, string>();
function normalizedText(t: DocText): string {
  let text = normalizedTexts.get(t);
  if (text === undefined) {
    text = normalize(t.text);
    normalizedTexts.set(t, text);
  }
  return text;
}
const collator = new Intl.Collator();

export function createShardedSearch(read: ReadIndexFile): ShardedSearch {
  const files = new Map<string, Promise<unknown>>();
  const fetched: string[] = [];
  const load = <T>(path: string): Promise<T> => {
    let p = files.get(path);
    if (!p) {
      fetched.push(path);
      p = read(path);
      p.catch(() => files.delete(path));
      files.set(path, p);
    }
    return p as Promise<T>;
  };
  const shards = new Map<string, LoadedShard>();
  const shard = async (lang: string, k: number): Promise<LoadedShard> => {
    const key = `${lang}/${k}`;
    const hit = shards.get(key);
    if (hit) return hit;
    const map = await load<Shard>(searchFilePath(lang, `t${k}`));
    const loaded = { map, terms: Object.keys(map).sort() };
    shards.set(key, loaded);
    return loaded;
  };

  return {
    fetched,
    async search(query, { lang, limit = 8 }) {
      const parts = tokenize(query);
      const needs = parts.flatMap(needsOf);
      // A query with nothing to look up (only punctuation) finds nothing rather than every page.
      if (needs.length === 0) return [];
      // A language without pages has no manifest: nothing to find.
      const manifest = await load<SearchManifest>(searchFilePath(lang, 'manifest')).catch(() => null);
      if (!manifest) return [];
      const sets = await Promise.all(
        needs.map(async (need) => matching(await shard(lang, shardOf(need.term, manifest.shards)), need)),
      );
      sets.sort((a, b) => a.size - b.size);
      const candidates = [...sets[0]!].filter((d) => sets.every((s) => s.has(d)));
      const normalized = normalizedManifest(manifest);
      const ranked = candidates
        .map((i) => {
          const doc = manifest.docs[i]!;
          const { title, headings } = normalized[i]!;
          let score = 0;
          const inText: string[] = [];
          for (const p of parts) {
            if (title.includes(p)) score += 10;
            else if (headings.some((h) => h.includes(p))) score += 4;
            else {
              score += 1;
              inText.push(p);
            }
          }
          return { i, doc, headings, score, inText };
        })
        .sort(
          (a, b) =>
            b.score - a.score ||
            collator.compare(a.doc.title, b.doc.title) ||
            collator.compare(a.doc.id, b.doc.id),
        );
      const hits: SearchHit[] = [];
      for (let from = 0; from < ranked.length && hits.length < limit; from += limit) {
        const batch = ranked.slice(from, from + limit);
        const texts = await Promise.all(batch.map((r) => load<DocText>(searchFilePath(lang, `d${r.i}`))));
        batch.forEach((r, k) => {
          const flat = texts[k]!.text;
          const text = normalizedText(texts[k]!);
          if (hits.length >= limit || !r.inText.every((p) => text.includes(p))) return;
          const first = parts[0]!;
          const h = r.headings.findIndex((x) => x.includes(first));
          hits.push({
            id: r.doc.id,
            lang,
            title: r.doc.title,
            anchor: h >= 0 ? r.doc.headings[h]!.id : null,
            snippet: snippetAt(flat, text, first),
            score: r.score,
          });
        });
      }
      return hits;
    },
  };
}
