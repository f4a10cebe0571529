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
  { area: 'src/records', imports: ['src/json'] },
  { area: 'src/diagrams', imports: [] },
  { area: 'src/search', imports: [] },
  { area: 'src/schema-check', imports: ['src/json'] },
  { area: 'src/reference', imports: ['src/json'] },
  { area: 'src/lab-catalog', imports: [], types: ['src/labs'] },
  {
    area: 'src/labs',
    imports: ['src/json', 'src/i18n', 'src/records', 'src/diagrams', 'src/reference', 'src/lab-catalog'],
  },
  { area: 'src/practice', imports: ['src/json', 'src/i18n', 'src/records', 'src/labs'] },
  { area: 'src/fidelity', imports: ['src/json', 'src/reference'] },
  {
    area: 'src/page-labs',
    imports: ['src/json', 'src/records', 'src/reference', 'src/labs', 'src/fidelity'],
  },
  { area: 'src/content', imports: ['src/diagrams', 'src/i18n', 'src/page-labs'] },
  {
    area: 'src/content-checks',
    imports: ['src/json', 'src/i18n', 'src/content', 'src/labs', 'src/practice'],
    types: ['src/fidelity'],
  },
];

/** The area a path under src/ belongs to (`src/labs/admission/run.ts` → `src/labs`), or null. */
export function areaOf(path) {
  const m = /^src\/([a-z0-9-]+)\//.exec(path);
  return m ? `src/${m[1]}` : null;
}

// The layers of app/, lowest first, in the same shape. `app/testids` is the one file of test ids;
// `app/entry` the files at app/'s top (App.tsx, main.tsx, entry-server.tsx, prepare.ts) that put the
// shell together. Every app/ area may import any src/ area through its index.ts (a rule of its own).
const BASE = ['app/testids', 'app/hooks', 'app/storage'];
const SHELL = [...BASE, 'app/routing', 'app/i18n', 'app/stores', 'app/content', 'app/diagrams'];

/** @type {{ area: string, imports: string[], types?: string[] }[]} */
export const APP_AREAS = [
  { area: 'app/testids', imports: [] },
  { area: 'app/hooks', imports: [] },
  { area: 'app/storage', imports: [] },
  { area: 'app/routing', imports: [], types: ['app/i18n'] },
  { area: 'app/i18n', imports: ['app/routing'] },
  { area: 'app/stores', imports: ['app/storage', 'app/i18n'] },
  { area: 'app/content', imports: ['app/routing', 'app/i18n'] },
  { area: 'app/diagrams', imports: ['app/hooks', 'app/i18n'] },
  { area: 'app/article', imports: ['app/routing'], types: ['app/i18n'] },
  { area: 'app/pyodide', imports: [] },
  { area: 'app/page-lab-runtime', imports: ['app/pyodide'], types: ['app/i18n'] },
  { area: 'app/offline', imports: ['app/testids', 'app/storage', 'app/i18n', 'app/routing'] },
  { area: 'app/dev', imports: ['app/routing', 'app/content'] },
  { area: 'app/editor', imports: ['app/testids', 'app/hooks', 'app/i18n', 'app/stores'] },
  { area: 'app/components', imports: [...SHELL, 'app/article', 'app/offline'] },
  { area: 'app/labs', imports: [...SHELL, 'app/pyodide', 'app/editor', 'app/components'] },
  { area: 'app/classroom', imports: [...SHELL, 'app/labs'] },
  { area: 'app/preview', imports: [...SHELL, 'app/article', 'app/editor'] },
  {
    area: 'app/page-labs',
    imports: [...SHELL, 'app/page-lab-runtime', 'app/editor', 'app/components', 'app/classroom'],
  },
  {
    area: 'app/practice',
    imports: [...SHELL, 'app/page-lab-runtime', 'app/editor', 'app/components', 'app/labs'],
  },
  {
    area: 'app/pages',
    imports: [
      ...SHELL,
      'app/page-lab-runtime',
      'app/editor',
      'app/components',
      'app/labs',
      'app/classroom',
      'app/practice',
      'app/preview',
      'app/page-labs',
    ],
  },
  {
    area: 'app/entry',
    imports: [
      ...SHELL,
      'app/page-lab-runtime',
      'app/offline',
      'app/dev',
      'app/editor',
      'app/components',
      'app/labs',
      'app/practice',
      'app/preview',
      'app/page-labs',
      'app/pages',
    ],
  },
];

/**
 * A lab's UI (`app/labs/<slug>/`) gets the shell's services from its host object (app/labs/host.ts):
 * it imports the lab kit in app/labs, the test ids, the diagram helpers and the app-free hooks and
 * timing helpers of app/hooks, and only types of the rest.
 */
export const LAB_UI = {
  imports: ['app/labs', 'app/testids', 'app/diagrams', 'app/hooks'],
  types: ['app/editor', 'app/i18n', 'app/routing'],
};

/** The app/ area of a path (`app/labs/skills/X.tsx` → `app/labs`), or null outside app/. */
export function appAreaOf(path) {
  if (path === 'app/testids.ts') return 'app/testids';
  if (/^app\/[^/]+\.tsx?$/.test(path)) return 'app/entry';
  const m = /^app\/([a-z0-9-]+)\//.exec(path);
  return m ? `app/${m[1]}` : null;
}

/** The lab whose UI folder a path is in (`app/labs/skills/X.tsx` → `skills`), or null. */
export function labUiOf(path) {
  const m = /^app\/labs\/([a-z0-9-]+)\//.exec(path);
  return m ? m[1] : null;
}
