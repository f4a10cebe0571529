// The virtual modules of the page labs (scripts/build/vite-plugin-page-labs.ts).
declare module 'virtual:page-labs' {
  import type { PageLabData } from '../../src/page-labs/index';
  /** `<lang>/<page id>` → the names of the page's public top-level functions */
  export const functions: Record<string, string[]>;
  /** `<lang>/<page id>` → loader of that page's labs, computed at build time */
  export const pages: Record<string, () => Promise<{ default: PageLabData[] }>>;
}
