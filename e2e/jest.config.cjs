const base = require('../scripts/jest/base.cjs')(__dirname, { displayName: 'e2e', testMatch: ['<rootDir>/tests/**/*.e2e.ts'] });
module.exports = { ...base, globalSetup: '<rootDir>/support/global-setup.ts', globalTeardown: '<rootDir>/support/global-teardown.ts', testTimeout: 120000 };
