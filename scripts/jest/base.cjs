// One jest setup for every package: swc for speed, TypeScript + JSX, jsdom for UI packages.
const path = require('node:path');

module.exports = function jestConfig(dir, { displayName, environment = 'node', setupFiles = [], testMatch } = {}) {
  return {
    displayName,
    rootDir: dir,
    // jsdom lacks fetch/TextEncoder, which ky needs even to load: use Node's.
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jsdom-with-fetch-env.cjs') : environment,
    // What webpack's DefinePlugin injects at build time.
    globals: { __BUILD_LABEL__: 'test', __APP_NAME__: String(displayName).replace('-', '_') },
    testMatch: testMatch ?? ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [require.resolve('@swc/jest'), {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      }],
    },
    // ESM-only packages in node_modules must be transformed too.
    transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(ky|luxon|pixelmatch|content-disposition|glob|minimatch|path-scurry|lru-cache|jackspeak|@isaacs|cookie|typebox)[@+])'],
    moduleNameMapper: {
      '\\.(css|png|svg|jpg|mp3)$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.cjs'), ...setupFiles] : setupFiles,
  };
};
