declare module 'virtual:wiki-index' {
  import type { PageSummary, PageData } from './types';
  export const pages: PageSummary[];
  export const loaders: Record<string, () => Promise<{ default: PageData }>>;
}
declare module 'virtual:wiki-search' {
  /** Where the static search index files are: `/search/<content hash>/`. */
  export const searchBase: string;
}
declare module 'virtual:lab-diagrams' {
  /** A lab's flowcharts drawn at build time: language → flowchart id → inline SVG (none in dev). */
  export const loaders: Record<string, () => Promise<{ default: Record<string, Record<string, string>> }>>;
}
declare module 'virtual:katex-css' {
  /** URL of KaTeX's stylesheet on this site (its fonts beside it), scripts/build/vite-plugin-katex.ts. */
  const url: string;
  export default url;
}
declare module 'virtual:diagram-font' {
  /** URLs of the diagram label faces as woff2 subsets (scripts/build/vite-plugin-diagram-font.ts), null without them. */
  const urls: { latin: string; cjk: string; mono: string } | null;
  export default urls;
  /** Every character the subsets were cut to ('' without them). */
  export const covered: string;
}
declare module 'virtual:built-schemas' {
  import type { Validator } from '../../src/schema-check/index';
  /** `[schemaKey(schema, 'built'), validator]` compiled at build time (scripts/build/built-schemas.ts). */
  const validators: (readonly [string, Validator])[];
  export default validators;
}
