// Code lint (`npm run lint`, zero warnings). Type-aware rules run where they catch real bugs:
// promises everywhere, unsafe `any` at the API edge (routes and http), where request data enters.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = ['**/*.ts', '**/*.tsx'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/.data/',
      '.release/',
      '**/coverage/',
      '.e2e-artifacts/',
      // The journeys' HTML report (playwright.config), generated like .e2e-artifacts/.
      'e2e-report/',
      '.bench-profile/',
      '.bench-release/',
      // Deliberately broken code that eslint.test.ts lints on purpose.
      '**/test/fixtures/lint/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    ignores: ['shell/public/sw.js'],
    languageOptions: { sourceType: 'commonjs' },
    // CommonJS config files (jest, rspack) load their helpers with require().
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/public/sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    files: TS,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['api/src/**/routes.ts', 'api/src/**/*-routes.ts', 'api/src/http/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
    },
  },
  {
    files: ['**/*.tsx', 'shell/**/*.ts', 'remotes/**/*.ts', 'shared/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    // Jest tests load the CommonJS build helpers and compare module instances with require().
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['e2e/fixtures.ts'],
    // Playwright reads a fixture's dependencies from its first parameter's pattern: one with none must be `{}`.
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.tsx'],
    // Provider tiles wrap the radio and its name in a label three elements deep.
    rules: { 'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }] },
  },
);
