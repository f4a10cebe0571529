// Who may import whom inside src/: the one definition. eslint.config.js turns it into one rule block
// per area, scripts/test/import-graph.test.ts checks the real import graph against it, and
// scripts/test/docs.test.ts checks that ARCHITECTURE.md's table says the same.

/**
 * Every area of src/, lowest layer first. `imports` are the other src/ areas its code may import at
 * run time; `types` the areas it may import types from only (erased by the compiler, so no arrow runs
 * upward at run time). An area may always import itself.
 * @type {{ area: string, imports: string[], types?: string[] }[]}
 */
export const AREAS = [
  { area: 'src/i18n', imports: [] },
  { area: 'src/json', imports: ['src/i18n'] },
  { area: 'src/records', imports: [] },
  { area: 'src/diagrams', imports: [] },
  { area: 'src/search', imports: [] },
  { area: 'src/schema-check', imports: ['src/json'] },
  { area: 'src/lab-catalog', imports: [], types: ['src/labs'] },
  { area: 'src/labs', imports: ['src/json', 'src/i18n', 'src/records', 'src/lab-catalog'] },
  { area: 'src/practice', imports: ['src/json', 'src/i18n', 'src/records', 'src/labs'] },
  { area: 'src/fidelity', imports: ['src/json', 'src/labs'] },
  { area: 'src/page-labs', imports: ['src/json', 'src/records', 'src/labs', 'src/fidelity'] },
  { area: 'src/content', imports: ['src/diagrams', 'src/i18n', 'src/page-labs'] },
  {
    area: 'src/content-checks',
    imports: ['src/json', 'src/i18n', 'src/content', 'src/labs', 'src/practice'],
  },
];

/** The area a path under src/ belongs to (`src/labs/admission/run.ts` → `src/labs`), or null. */
export function areaOf(path) {
  const m = /^src\/([a-z0-9-]+)\//.exec(path);
  return m ? `src/${m[1]}` : null;
}
