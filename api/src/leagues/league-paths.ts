import type { LeagueRow } from './league-data';

/** Where each league page lives, by the league's kind: the one table notifications, the dashboard and the views read. */
interface KindPaths {
  home: (id: number) => string;
  game: (id: number, scheduleId: number) => string;
  playoff: (id: number) => string;
}

const HISTORICAL: KindPaths = {
  home: (id) => `/game/historical-league/league/setup/${id}`,
  game: (id, s) => `/game/historical-league/pregame-summary/league/${id}/schedule/${s}/game/${s}`,
  playoff: (id) => `/game/historical-league/playoff/${id}`,
};

// Season replays and nostalgia series share the season area (/season/schedules/...).
const SEASON: KindPaths = {
  home: (id) => `/season/schedules/${id}`,
  game: (id, s) => `/season/schedules/${id}/game/${s}/pregame`,
  playoff: (id) => `/season/schedules/${id}?tab=playoff-bracket`,
};

const KIND_PATHS: Record<string, KindPaths> = {
  historical: HISTORICAL,
  draft: {
    home: (id) => `/draft-league/${id}`,
    game: (id, s) => `/draft-league/${id}/schedule/${s}/game/${s}`,
    playoff: (id) => `/draft-league/playoff/${id}`,
  },
  tournament: { home: (id) => `/tournament/summary/${id}`, game: (id) => `/tournament/summary/${id}`, playoff: (id) => `/tournament/summary/${id}` },
  season: SEASON,
  nostalgia: SEASON,
};

const pathsOf = (kind: string): KindPaths => KIND_PATHS[kind] ?? HISTORICAL;

export const paths = {
  home: (league: Pick<LeagueRow, 'id' | 'kind'>) => pathsOf(league.kind).home(league.id),
  game: (league: Pick<LeagueRow, 'id' | 'kind'>, scheduleId: number) => pathsOf(league.kind).game(league.id, scheduleId),
  playoff: (league: Pick<LeagueRow, 'id' | 'kind'>) => pathsOf(league.kind).playoff(league.id),
};
