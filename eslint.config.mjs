// One lint setup for the whole workspace: typescript-eslint's recommended
// rules, the rules of hooks, and the architecture's import boundaries
// (see the "boundaries" block below and its test, scripts/eslint/boundaries.test.ts).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import { boundaryElements, boundaryPolicies } from './scripts/eslint/boundaries.mjs';

// Node's globals for the build and bench scripts (.mjs).
const nodeGlobals = Object.fromEntries(
  ['process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'fetch', 'AbortController', 'performance', 'structuredClone', 'TextEncoder', 'TextDecoder', 'globalThis', 'queueMicrotask', '__dirname'].map((name) => [name, 'readonly']),
);

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '.cache/**', '.data/**', 'bench-results/**', 'e2e/.artifacts/**', 'e2e/screenshots/**', '**/*.cjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a value kept on purpose (a positional parameter, a key split off by a rest pattern).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // TypeScript already checks names; typescript-eslint advises turning this off for TS files.
    rules: { 'no-undef': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...nodeGlobals } },
  },
  {
    // React code only: the e2e suite's helpers (useBrowser) are jest fixtures, not React hooks.
    files: ['host/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': boundaryElements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies: boundaryPolicies }],
    },
  },
);
