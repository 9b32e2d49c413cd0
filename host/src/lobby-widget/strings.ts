import { paths } from '@bb/shared';
/** The floating lobby widget's texts, verbatim. */
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
  /**
   * Ours, beside the spec's Starts (the creation time): the lock time, which users took Starts to be. Worded as the
   * tournament summary words it.
   */
  claimingEnds: 'Claiming ends',
  claimingEnded: 'Claiming ended',
  /** The Claim Team picker (the spec draws no picker: these are ours). */
  pickTitle: (name: string) => `Claim a team in ${name}`,
  openTeams: 'Open teams',
  loadingTeams: 'Loading the open teams',
} as const;

export const tournamentSummaryPath = (leagueId: number | string) => paths.tournament.summary(leagueId);
export const CREATE_TOURNAMENT_PATH = '/tournament';
