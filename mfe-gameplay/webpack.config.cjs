// Gameplay remote: built and deployed on its own; the host finds it through /remotes.json.
const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_gameplay',
  port: 3001,
  title: 'Gameplay',
  exposes: {
    "./App": "./src/App.tsx",
    "./SingleGamePage": "./src/single-game/SingleGamePage.tsx",
    "./HeadToHeadPage": "./src/head-to-head/HeadToHeadPage.tsx",
    "./GameHistoryPage": "./src/game-history/GameHistoryPage.tsx",
    "./SeasonExhibitionPage": "./src/season-exhibition/SeasonExhibitionPage.tsx",
    "./AllStarGamePage": "./src/all-star-game/AllStarGamePage.tsx",
    // The one play screen, mounted by other remotes (the Game of the Day) through the federation runtime.
    "./PlayScreen": "./src/game-play/PlayScreen.tsx"
  },
});
