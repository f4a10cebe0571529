/**
 * Public API of the content-checks area: the shapes of authored content (practice tasks, claims) and the
 * checks that hold the labs' content files against the labs themselves.
 */
export type * from './types.ts';
export { checkLabContent, type LabContentFiles } from './check-labs.ts';
export type { ContentFile, PageBodies } from './lab-content.ts';
export { formatDiagnostic, type FileDiagnostic } from './diagnostics.ts';
export { splitFrontmatter } from './markdown.ts';
export { loadAllLabs } from '../labs/index.ts';
