// Nostalgia (issue 21 item 4): the lobby tab and the outcome panel the season pages mount (/season/lobby?tab=nostalgia,
// beside the series on /season/schedules/{leagueId}).
export { NostalgiaLobby } from './NostalgiaLobby';
export { NostalgiaOutcome, type NostalgiaOutcomeProps } from './NostalgiaOutcome';
