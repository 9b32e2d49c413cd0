import type { TournamentFormat, TournamentSeriesLength, TournamentStatus } from '@bb/contract';
import type { LeagueRow } from '../leagues';

/** What `leagues.settings` holds for a tournament (`groups` stays empty: the league core reads it for every kind). */
export interface TournamentSettings {
  groups: string[];
  format: TournamentFormat;
  seriesLength: TournamentSeriesLength;
  fromYear: number;
  toYear: number;
}

export const settingsOf = (league: LeagueRow): TournamentSettings => league.settings as unknown as TournamentSettings;

export const statusOf = (league: Pick<LeagueRow, 'status'>): TournamentStatus => league.status as TournamentStatus;

/** Claiming is open: not locked by the job yet and its time has not come (the job may run a moment late). */
export const claimingOpen = (league: Pick<LeagueRow, 'status' | 'locksAt'>, now: Date): boolean =>
  league.status === 'claiming' && league.locksAt !== null && league.locksAt.getTime() > now.getTime();
