// Lint rules, including the one-way import arrows of ARCHITECTURE.md:
// src/ is framework-free and never touches the DOM; app/ may import src/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { APP_AREAS, AREAS, LAB_UI } from './scripts/test/boundaries.mjs';

// src/ is framework-free and never touches the DOM (every src/ block carries these).
const FRAMEWORK = [
  {
    group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'zustand', 'zustand/*'],
    message: 'src/ is framework-free.',
  },
  {
    group: ['**/app/**', 'monaco-editor', 'monaco-editor/*', 'mermaid'],
    message: 'src/ must not import the app shell or browser-only libraries.',
  },
];

const LABS = readdirSync('src/labs', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The table of scripts/test/boundaries.mjs as lint: the areas a row does not name are refused. */
function areaPatterns(row) {
  const name = (area) => area.slice('src/'.length);
  const refused = AREAS.filter((r) => r.area !== row.area && !row.imports.includes(r.area));
  const typesOnly = refused.filter((r) => row.types?.includes(r.area));
  const never = refused.filter((r) => !row.types?.includes(r.area));
  const pattern = (rows, extra) => ({
    regex: `^(\\.\\./)+(${rows.map((r) => name(r.area)).join('|')})(/|$)`,
    message: `${row.area} may import ${row.imports.join(', ') || 'no other src/ area'} (the table in ARCHITECTURE.md, scripts/test/boundaries.mjs).`,
    ...extra,
  });
  return [
    ...(never.length ? [pattern(never, {})] : []),
    ...(typesOnly.length ? [pattern(typesOnly, { allowTypeImports: true })] : []),
  ];
}

/** Outside a lab's folder, a lab is reached only through its index.ts. */
function labInternals(self) {
  const others = LABS.filter((l) => l !== self);
  return {
    regex: `^(\\.\\./)+(labs/)?(${others.join('|')})/(?!index(\\.ts)?$)`,
    message: 'Import another lab through its index.ts, never its insides.',
  };
}

const srcRule = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: [...FRAMEWORK, ...patterns] }],
});

const AREA_BLOCKS = AREAS.map((row) => ({
  files: [`${row.area}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: srcRule([...areaPatterns(row), ...(row.area === 'src/labs' ? [] : [labInternals(null)])]),
}));

const LAB_BLOCKS = LABS.map((slug) => ({
  files: [`src/labs/${slug}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: srcRule([...areaPatterns(AREAS.find((r) => r.area === 'src/labs')), labInternals(slug)]),
}));

// app/ reaches each src/ area through its index.ts (a lab: src/labs/<slug>/index).
const APP_SRC_ENTRY = {
  regex: '^(\\.\\./)+src/[a-z0-9-]+/(?!index$)(?![a-z0-9-]+/index$)',
  message: 'Import src/ areas through their index.ts (a lab: src/labs/<slug>/index).',
};

/** The area a row names, as the folder (or file) an import from a sibling area reaches. */
const appTarget = (area) =>
  area === 'app/entry' ? '(App|main|entry-server|prepare)$' : `${area.slice(4)}(/|$)`;

/** The app/ table of scripts/test/boundaries.mjs as lint: the app/ areas a row does not name are refused. */
function appAreaPatterns(row, depth) {
  const up = depth === 0 ? '\\./' : `(\\.\\./){${depth}}`;
  const refused = APP_AREAS.filter((r) => r.area !== row.area && !row.imports.includes(r.area));
  const typesOnly = refused.filter((r) => row.types?.includes(r.area));
  const never = refused.filter((r) => !row.types?.includes(r.area));
  const pattern = (rows, extra) => ({
    regex: `^${up}(${rows.map((r) => appTarget(r.area)).join('|')})`,
    message: `${row.area} may import ${row.imports.join(', ') || 'no other app/ area'} (the app/ layers in ARCHITECTURE.md, scripts/test/boundaries.mjs).`,
    ...extra,
  });
  return [
    ...(never.length ? [pattern(never, {})] : []),
    ...(typesOnly.length ? [pattern(typesOnly, { allowTypeImports: true })] : []),
  ];
}

const appRule = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: [APP_SRC_ENTRY, ...patterns] }],
});

// One block per app/ area folder (files one folder down import siblings as `../<area>`); app/'s own
// files are the entry layer and may import every area.
const APP_BLOCKS = APP_AREAS.filter((r) => r.area !== 'app/entry' && r.area !== 'app/testids').map((row) => ({
  files: [`${row.area}/*.{ts,tsx}`],
  ignores: ['**/*.test.ts'],
  rules: appRule(appAreaPatterns(row, 1)),
}));

const APP_UI_LABS = readdirSync('app/labs', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** A lab UI (app/labs/<slug>/) reaches the shell through its host object, and no other lab's UI. */
function labUiPatterns(slug) {
  const allowed = (area) => LAB_UI.imports.includes(area);
  const areas = APP_AREAS.filter((r) => r.area !== 'app/labs' && !allowed(r.area));
  const typesOnly = areas.filter((r) => LAB_UI.types.includes(r.area));
  const never = areas.filter((r) => !LAB_UI.types.includes(r.area));
  const message =
    'A lab UI gets routing, strings, stores and the editor from its host (app/labs/host.ts), not by import.';
  const others = APP_UI_LABS.filter((l) => l !== slug);
  return [
    { regex: `^\\.\\./\\.\\./(${never.map((r) => appTarget(r.area)).join('|')})`, message },
    {
      regex: `^\\.\\./\\.\\./(${typesOnly.map((r) => appTarget(r.area)).join('|')})`,
      message,
      allowTypeImports: true,
    },
    ...(others.length
      ? [{ regex: `^\\.\\./(${others.join('|')})/`, message: "A lab UI imports no other lab's UI." }]
      : []),
  ];
}

const LAB_UI_BLOCKS = APP_UI_LABS.map((slug) => ({
  files: [`app/labs/${slug}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.ts'],
  rules: appRule(labUiPatterns(slug)),
}));

export default tseslint.config(
  {
    ignores: ['dist', 'dist-ssr', 'coverage', 'node_modules', 'test-results', 'playwright-report', '.bench'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Public entries: app/ reaches each src/ area through src/<area>/index (a lab: its own
    // src/labs/<slug>/index); scripts/ and e2e/ reach the content pipeline through src/content/index.
    // Deep imports would tie callers to an area's insides, which then could not move.
    files: ['app/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/content/*', '!**/src/content/index', '!**/src/content/index.ts'],
              message: 'Import src/content through src/content/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      ...srcRule([]),
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator', 'location'],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: appRule([]),
  },
  // One block per src/ area (the table), then one per lab folder (no other lab's insides); the same for
  // app/: one per area, one per lab UI folder.
  ...AREA_BLOCKS,
  ...LAB_BLOCKS,
  ...APP_BLOCKS,
  ...LAB_UI_BLOCKS,
);
