module.exports = require('../scripts/jest/base.cjs')(__dirname, { displayName: 'mfe-gameplay', environment: 'jsdom' });
