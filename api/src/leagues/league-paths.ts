import { paths as pages } from '@bb/contract';
import type { LeagueRow } from './league-data';

/**
 * Where each league page lives, by the league's kind: the one table notifications, the dashboard and the views read.
 * The paths themselves come from the contract's page builders, the same the browser's links use.
 */
interface KindPaths {
  home: (id: number) => string;
  /** A schedule game's page: the league's pregame summary; its game id once the game exists ('new' before). */
  game: (id: number, scheduleId: number, gameId: string | null) => string;
  playoff: (id: number) => string;
}

const HISTORICAL: KindPaths = {
  home: (id) => pages.historical.setup(id),
  game: (id, scheduleId, gameId) => pages.historical.pregame({ leagueId: id, scheduleId, gameId }),
  playoff: (id) => pages.historical.playoff(id),
};

// Season replays and nostalgia series share the season area (/season/schedules/...).
const SEASON: KindPaths = {
  home: (id) => pages.season.schedule(id),
  game: (id, scheduleId) => pages.season.pregame(id, scheduleId),
  playoff: (id) => pages.season.playoff(id),
};

const KIND_PATHS: Record<string, KindPaths> = {
  historical: HISTORICAL,
  draft: {
    home: (id) => pages.draft.home(id),
    game: (id, scheduleId, gameId) => pages.draft.pregame({ leagueId: id, scheduleId, gameId }),
    playoff: (id) => pages.draft.playoff(id),
  },
  tournament: { home: (id) => pages.tournament.summary(id), game: (id) => pages.tournament.summary(id), playoff: (id) => pages.tournament.summary(id) },
  season: SEASON,
  nostalgia: SEASON,
};

const pathsOf = (kind: string): KindPaths => KIND_PATHS[kind] ?? HISTORICAL;

export const paths = {
  home: (league: Pick<LeagueRow, 'id' | 'kind'>) => pathsOf(league.kind).home(league.id),
  game: (league: Pick<LeagueRow, 'id' | 'kind'>, scheduleId: number, gameId: string | null = null) => pathsOf(league.kind).game(league.id, scheduleId, gameId),
  playoff: (league: Pick<LeagueRow, 'id' | 'kind'>) => pathsOf(league.kind).playoff(league.id),
};
