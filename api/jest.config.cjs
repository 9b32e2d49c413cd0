module.exports = require('../scripts/jest/base.cjs')(__dirname, { displayName: 'api', setupFiles: ['<rootDir>/test/support/timeout.ts'] });
