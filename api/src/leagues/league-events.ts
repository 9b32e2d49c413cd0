import type { LeagueRow } from './league-data';

/** What a league tells its human managers (through the notifier): ready games, the playoffs, the champion. */
export interface LeagueEvents {
  gameReady(league: LeagueRow, userId: number, scheduleId: number, gameLabel: string): Promise<void>;
  playoffsStart(league: LeagueRow, teams: number[]): Promise<void>;
  leagueEnded(league: LeagueRow, champion: number): Promise<void>;
  /** Games the computer played (due, missed or simmed) were stored: tournaments tell human managers the result. */
  gamesPlayed(league: LeagueRow, games: PlayedResult[]): Promise<void>;
}

export interface PlayedResult {
  num: number;
  home: number;
  away: number;
  homeRuns: number;
  awayRuns: number;
  series: number | null;
}

export const silentEvents: LeagueEvents = {
  gameReady: async () => undefined,
  playoffsStart: async () => undefined,
  leagueEnded: async () => undefined,
  gamesPlayed: async () => undefined,
};
