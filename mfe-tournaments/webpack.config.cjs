// Tournaments remote: built and deployed on its own; the host finds it through /remotes.json.
const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_tournaments',
  port: 3003,
  title: 'Tournaments',
  exposes: {
    "./App": "./src/App.tsx",
    "./TournamentLobbyPage": "./src/tournament-lobby/TournamentLobbyPage.tsx",
    "./TournamentCreatePage": "./src/tournament-create/TournamentCreatePage.tsx",
    "./TournamentPage": "./src/tournament/TournamentPage.tsx"
  },
});
