import { leagueMode } from '@bb/contract';
import type { LeagueRow } from './league-data';

/**
 * Where a league's pages are, by its mode's row (contract `LEAGUE_MODES`): what notifications, the dashboard and the
 * views link to. The paths come from the contract's page builders, the same the browser's links use.
 */
export const paths = {
  home: (league: Pick<LeagueRow, 'id' | 'kind'>) => leagueMode(league.kind).pages.home(league.id),
  game: (league: Pick<LeagueRow, 'id' | 'kind'>, scheduleId: number, gameId: string | null = null) => leagueMode(league.kind).pages.game(league.id, scheduleId, gameId),
  playoff: (league: Pick<LeagueRow, 'id' | 'kind'>) => leagueMode(league.kind).pages.playoff(league.id),
};
