module.exports = require('../scripts/jest/base.cjs')(__dirname, { displayName: 'mfe-leagues', environment: 'jsdom' });
