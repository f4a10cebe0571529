// The content pipeline: wiki pages → sanitized HTML, headings, diagrams, links and diagnostics.
export * from './types.ts';
export { localizeDiagnostic } from './diagnostic-text.ts';
export * from './frontmatter-schema.ts';
export {
  parseFrontmatter,
  splitSource,
  type ClaimIdRef,
  type ParsedFrontmatter,
  type SplitSource,
} from './frontmatter.ts';
export {
  KATEX_OPTIONS,
  REQUIRED_SECTIONS,
  REQUIRED_SECTIONS_SHORT,
  clearRenderCaches,
  diagramLineOffset,
  finishPage,
  langOfPath,
  mapDiagramLine,
  pageRoute,
  preparePage,
  renderPage,
  sanitizeSchema,
  type PreparedPage,
  type RenderOptions,
} from './render.ts';
export {
  buildWiki,
  createWikiResolver,
  normalizeWikiPath,
  resolveWikiPath,
  type WikiFile,
  type WikiPageInfo,
} from './wiki.ts';
