/** Spec §2 "Floating lobby widget" texts, verbatim. */
export const WIDGET_TEXT = {
  title: 'Tournament(s) Starting Soon',
  maximize: 'Maximize Tournament(s) Starting Soon',
  minimize: 'Minimize Tournament(s) Starting Soon',
  view: 'View',
  timeLeft: 'Time Left',
  starts: 'Starts',
  claimTeam: 'Claim Team',
  createTournament: 'Create a new Tournament',
  teamsClaimed: (claimed: number, total: number) => `${claimed}/${total} teams claimed`,
} as const;

export const tournamentSummaryPath = (leagueId: number | string) => `/tournament/summary/${leagueId}`;
export const CREATE_TOURNAMENT_PATH = '/tournament';
