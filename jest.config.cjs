// `npm test` runs these projects; e2e needs the production build (see scripts/test.mjs).
module.exports = {
  projects: ['shared', 'contract', 'engine', 'api', 'host', 'mfe-gameplay', 'mfe-leagues', 'mfe-tournaments', 'mfe-gotd', 'mfe-account', 'e2e'].map((p) => `<rootDir>/${p}`).concat('<rootDir>/scripts'),
};
