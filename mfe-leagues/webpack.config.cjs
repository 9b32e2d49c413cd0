// Leagues remote: built and deployed on its own; the host finds it through /remotes.json.
const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_leagues',
  port: 3002,
  title: 'Leagues',
  // src/App.tsx's route sections (and the stats pages' own, nested under theirs) and the lazy chunk each opens: the
  // server preloads a page's chunks with the page.
  routeChunks: {
    '/game/historical-league/*': ['historical-league'],
    '/draft-league/*': ['draft-league'],
    '/game/draft-league/*': ['draft-league-play'],
    '/live-draft/*': ['live-draft'],
    '/season/*': ['season'],
    '/league-calendar': ['league-calendar'],
    '/stats-and-ratings/*': ['stats-and-ratings'],
    '/stats-and-ratings/league/:leagueName': ['stats-league'],
    '/stats-and-ratings/teams/:teamId': ['stats-team'],
    '/stats-and-ratings/players/:playerId': ['stats-player'],
  },
  exposes: {
    // The area the host mounts for every path this remote owns: single-spa parcel lifecycles (src/lifecycles.tsx).
    "./Area": "./src/lifecycles.tsx"
  },
});
