declare module 'virtual:wiki-index' {
  import type { PageSummary, PageData } from './types';
  export const pages: PageSummary[];
  export const loaders: Record<string, () => Promise<{ default: PageData }>>;
}
declare module 'virtual:wiki-search' {
  import type { SearchDoc } from './types';
  const docs: SearchDoc[];
  export default docs;
}
