/**
 * Builds the search index as static files, so a wiki of hundreds of pages never ships its whole text to
 * the first keystroke. Per language: a manifest (every page's title and headings, and the shard count),
 * term shards (term → the pages holding it, anywhere: title, headings or text), and one text file per page
 * (fetched only for the few pages a query shows, to check the match and cut its snippet).
 */
import { indexTerms, normalize, shardOf } from './terms.ts';
import type { SearchInput } from './types.ts';

export interface ManifestDoc {
  id: string;
  title: string;
  headings: { text: string; id: string }[];
}

export interface SearchManifest {
  version: 1;
  lang: string;
  shards: number;
  docs: ManifestDoc[];
}

/** A shard: term → the ascending indexes of the pages holding it (in the manifest's order). */
export type Shard = Record<string, number[]>;

/** The text a page is checked against and cut snippets from (white space already collapsed). */
export interface DocText {
  text: string;
}

/** About this many bytes of postings per shard: small enough that a query fetches little. */
const SHARD_TARGET_BYTES = 48 * 1024;

export function searchFilePath(lang: string, file: 'manifest' | `t${number}` | `d${number}`): string {
  return `${lang}/${file}.json`;
}

/** Every file of the index, by path (`<lang>/manifest.json`, `<lang>/t<k>.json`, `<lang>/d<i>.json`). */
export function buildSearchFiles(docs: readonly SearchInput[]): Map<string, string> {
  const files = new Map<string, string>();
  const langs = [...new Set(docs.map((d) => d.lang))].sort();
  for (const lang of langs) {
    const mine = docs.filter((d) => d.lang === lang).sort((a, b) => a.id.localeCompare(b.id));
    const postings = new Map<string, number[]>();
    let bytes = 0;
    mine.forEach((doc, i) => {
      const all = [doc.title, ...doc.headings.map((h) => h.text), doc.text].join(' ');
      for (const term of indexTerms(normalize(all))) {
        let list = postings.get(term);
        if (!list) {
          postings.set(term, (list = []));
          bytes += term.length + 6;
        }
        list.push(i);
        bytes += 4;
      }
      files.set(
        searchFilePath(lang, `d${i}`),
        JSON.stringify({ text: doc.text.replace(/\s+/g, ' ') } satisfies DocText),
      );
    });
    const shards = Math.max(1, Math.ceil(bytes / SHARD_TARGET_BYTES));
    const byShard: Shard[] = Array.from({ length: shards }, () => ({}));
    for (const [term, list] of postings) byShard[shardOf(term, shards)]![term] = list;
    byShard.forEach((shard, k) => files.set(searchFilePath(lang, `t${k}`), JSON.stringify(shard)));
    const manifest: SearchManifest = {
      version: 1,
      lang,
      shards,
      docs: mine.map((d) => ({ id: d.id, title: d.title, headings: d.headings })),
    };
    files.set(searchFilePath(lang, 'manifest'), JSON.stringify(manifest));
  }
  return files;
}
