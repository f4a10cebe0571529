// Lint rules, including the one-way import arrows of ARCHITECTURE.md:
// src/ is framework-free and never touches the DOM; app/ may import src/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { AREAS } from './scripts/test/boundaries.mjs';

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
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/[a-z0-9-]+/(?!index$)(?![a-z0-9-]+/index$)',
              message: 'Import src/ areas through their index.ts (a lab: src/labs/<slug>/index).',
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
  // One block per src/ area (the table), then one per lab folder (no other lab's insides).
  ...AREA_BLOCKS,
  ...LAB_BLOCKS,
);
