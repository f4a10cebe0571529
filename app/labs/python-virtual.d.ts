// The virtual modules of the "run the page's Python" panel (scripts/build/vite-plugin-page-python.ts and
// scripts/build/vite-plugin-pyodide.ts).
declare module 'virtual:page-python' {
  import type { CodeBlock } from '../../src/fidelity/index';
  /** `<lang>/<page id>` → that page's python code blocks (pages without python are absent) */
  export const pages: Record<string, () => Promise<{ default: CodeBlock[] }>>;
}
declare module 'virtual:pyodide-assets' {
  /** Where the runtime's files are, relative to the site's base, e.g. `pyodide/314.0.7/`. */
  export const pyodideDir: string;
  export const pyodideVersion: string;
}
