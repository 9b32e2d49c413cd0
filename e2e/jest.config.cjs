const base = require('../scripts/jest/base.cjs')(__dirname, {
  displayName: 'e2e',
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  setupFiles: ['<rootDir>/support/timeout.ts'],
});
module.exports = { ...base, globalSetup: '<rootDir>/support/global-setup.ts', globalTeardown: '<rootDir>/support/global-teardown.ts' };
