module.exports = require('./jest/base.cjs')(__dirname, { displayName: 'tooling', testMatch: ['<rootDir>/test/**/*.test.ts'] });
