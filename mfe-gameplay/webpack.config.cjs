// Gameplay remote: built and deployed on its own; the host finds it through /remotes.json.
const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_gameplay',
  port: 3001,
  title: 'Gameplay',
  // src/App.tsx's route sections and the lazy chunk each opens: the server preloads a page's chunks with the page.
  routeChunks: {
    '/game/single/*': ['single-game'],
    '/game/head-to-head/*': ['head-to-head'],
    '/game/history': ['game-history'],
    '/season/exhibition-game/*': ['season-exhibition'],
    '/all-star-game/*': ['all-star'],
  },
  exposes: {
    // The area the host mounts for every path this remote owns: single-spa parcel lifecycles (src/lifecycles.tsx).
    "./Area": "./src/lifecycles.tsx",
    // The one play screen as a parcel, mounted by other remotes (Game of the Day, leagues, tournaments).
    "./PlayScreenParcel": "./src/game-play/play-screen-lifecycles.tsx"
  },
});
