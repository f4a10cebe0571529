// The content pipeline: wiki pages → sanitized HTML, headings, diagrams, links and diagnostics.
export * from './types.ts';
export { localizeDiagnostic, said } from './diagnostic-text.ts';
export * from './frontmatter-schema.ts';
export {
  parseFrontmatter,
  splitSource,
  type ClaimIdRef,
  type ParsedFrontmatter,
  type SplitSource,
} from './frontmatter.ts';
export {
  finishPage,
  langOfPath,
  preparePage,
  renderPage,
  type FinishOptions,
  type PreparedPage,
  type RenderOptions,
} from './pipeline.ts';
export { sanitizeSchema } from './sanitize.ts';
export { KATEX_OPTIONS, clearRenderCaches } from './math.ts';
export { diagramLineOffset, mapDiagramLine } from './diagrams.ts';
export {
  diagramDomId,
  embedDiagramSvgs,
  readDiagramSvgs,
  findFigure,
  finishDiagramSvg,
  type DiagramSvgLookup,
  type DiagramSvgOptions,
} from './diagram-svg.ts';
export { pageRoute } from './headings-and-links.ts';
export { REQUIRED_SECTIONS, REQUIRED_SECTIONS_SHORT } from './checks.ts';
export {
  buildWiki,
  createWikiResolver,
  finishWiki,
  prepareWiki,
  type PreparedWiki,
  normalizeWikiPath,
  resolveWikiPath,
  type WikiFile,
  type WikiPageInfo,
} from './wiki.ts';
