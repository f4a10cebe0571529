/** What the search reads of a page, and what it answers. */
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
