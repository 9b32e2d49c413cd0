import type { LeagueRow } from './league-data';

/** What a league tells its human managers (through the notifier): ready games, the playoffs, the champion. */
export interface LeagueEvents {
  gameReady(league: LeagueRow, userId: number, scheduleId: number, gameLabel: string): Promise<void>;
  playoffsStart(league: LeagueRow, teams: number[]): Promise<void>;
  leagueEnded(league: LeagueRow, champion: number): Promise<void>;
}

export const silentEvents: LeagueEvents = {
  gameReady: async () => undefined,
  playoffsStart: async () => undefined,
  leagueEnded: async () => undefined,
};
