// One lint setup for the whole workspace: typescript-eslint's recommended
// rules, the rules of hooks, and the architecture's import boundaries
// (see the "boundaries" block below and its test, scripts/eslint/boundaries.test.ts).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import { boundaryElements, boundaryPolicies } from './scripts/eslint/boundaries.mjs';
import { dataLayerPlugin } from './scripts/eslint/data-layer.mjs';
import { apiFeaturesPlugin } from './scripts/eslint/api-features.mjs';

// Node's globals for the build and bench scripts (.mjs).
const nodeGlobals = Object.fromEntries(
  ['process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'fetch', 'AbortController', 'performance', 'structuredClone', 'TextEncoder', 'TextDecoder', 'globalThis', 'queueMicrotask', '__dirname'].map((name) => [name, 'readonly']),
);

// Feature files that may read the browser's own clock: for what only this browser's clock answers (an id, a toast's
// age across a reload of this tab, analytics seconds apart, a locale warm-up in a worker that cannot load shared).
// Everything else reads time through shared/src/clock (serverNow, useCountdown). See the "one server clock" block.
const browserClockFiles = [
  'shared/src/toast/toast-bus.ts',
  'shared/src/forms/request-id.ts',
  'host/src/boot/warm-intl.ts',
  'host/src/analytics/tracking-params.ts',
  'mfe-gotd/src/leaderboard/view-tracking.ts',
  'mfe-leagues/src/nostalgia/series-text.ts',
];

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
    // One server clock (issue 42; its test is scripts/test/server-clock-rule.test.ts): a deadline, a countdown, "10
    // minutes from now" or "today" read on the browser's clock are wrong on a phone whose clock is wrong.
    files: ['host/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**', 'shared/src/testing/**', 'shared/src/clock/**', ...browserClockFiles],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: "The browser's clock may be minutes off the server's: use serverNow() or useCountdown() from @bb/shared (shared/src/clock).",
        },
      ],
    },
  },
  {
    // One data layer (issue 42; its test is scripts/test/data-layer-rule.test.ts): feature code of the host and the
    // remotes loads through useApiQuery of @bb/shared, which cancels, caches by endpoint and hears the realtime stream.
    files: ['host/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**'],
    plugins: { 'data-layer': dataLayerPlugin },
    rules: { 'data-layer/no-hand-abort': 'error' },
  },
  {
    // The server's features meet only at their index.ts (issue 42; scripts/eslint/api-features.mjs, its test
    // scripts/test/api-features-rule.test.ts).
    files: ['api/src/**/*.ts'],
    plugins: { 'api-features': apiFeaturesPlugin },
    rules: { 'api-features/index-only': 'error' },
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
