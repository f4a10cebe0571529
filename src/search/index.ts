/** Public API of the search area: the full-text index over wiki pages. */
export * from './search.ts';
