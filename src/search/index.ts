/** Public API of the search area: the static, sharded full-text index over wiki pages. */
export type { SearchHit, SearchInput } from './types.ts';
export { normalize, tokenize } from './terms.ts';
export { buildSearchFiles, type SearchManifest } from './index-build.ts';
export { createShardedSearch, type ReadIndexFile, type ShardedSearch } from './index-query.ts';
export { highlightParts, type TextPart } from './highlight.ts';
