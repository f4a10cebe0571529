// Lint rules, including the one-way import arrows of ARCHITECTURE.md:
// src/ is framework-free and never touches the DOM; app/ may import src/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'zustand', 'zustand/*'],
              message: 'src/ is framework-free.',
            },
            {
              group: ['**/app/**', 'monaco-editor', 'monaco-editor/*', 'mermaid'],
              message: 'src/ must not import the app shell or browser-only libraries.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator', 'location'],
    },
  },
);
