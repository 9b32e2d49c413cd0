// Leagues remote: built and deployed on its own; the host finds it through /remotes.json.
const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_leagues',
  port: 3002,
  title: 'Leagues',
  exposes: {
    "./App": "./src/App.tsx",
    "./HistoricalLeaguePage": "./src/historical-league/HistoricalLeaguePage.tsx",
    "./DraftLeaguePage": "./src/draft-league/DraftLeaguePage.tsx",
    "./DraftLeagueGamePage": "./src/draft-league-play/DraftLeagueGamePage.tsx",
    "./LiveDraftPage": "./src/live-draft/LiveDraftPage.tsx",
    "./SeasonPage": "./src/season/SeasonPage.tsx",
    "./LeagueCalendarPage": "./src/league-calendar/LeagueCalendarPage.tsx",
    "./StatsAndRatingsPage": "./src/stats-and-ratings/StatsAndRatingsPage.tsx"
  },
});
