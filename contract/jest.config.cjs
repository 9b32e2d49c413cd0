module.exports = require('../scripts/jest/base.cjs')(__dirname, { displayName: 'contract' });
