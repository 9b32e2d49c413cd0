// Game of the Day remote: built and deployed on its own; the host finds it through /remotes.json.
const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_gotd',
  port: 3004,
  title: 'Game of the Day',
  exposes: {
    "./App": "./src/App.tsx",
    "./GameOfTheDayPage": "./src/daily-game/GameOfTheDayPage.tsx",
    "./LeaderboardPage": "./src/leaderboard/LeaderboardPage.tsx",
    "./TodayPage": "./src/today/TodayPage.tsx"
  },
});
