/**
 * The user's unfinished tournaments (owned or claimed) as the lobby's MY_LEAGUES tab lists them, with his team and
 * next game from one more statement over his claims.
 */
import { sql } from 'drizzle-orm';
import { DASHBOARD_LIST_LIMIT, type DashboardTournament } from '@bb/contract';
import type { Db } from '../db/database';
import type { TournamentDirectory } from '../lobby';
import { paths } from '../leagues/index';
import { nextGameColumns, nextGameOfRow, num, rowsOf, str, type Row } from './rows';

export async function myTournaments(db: Db, directory: TournamentDirectory, userId: number): Promise<DashboardTournament[]> {
  const next = nextGameColumns(sql`c.league_id`, sql`c.team_idx`);
  const [page, claims] = await Promise.all([
    directory.findLeagues({ userId, filter: 'MY_LEAGUES', leagueTypeFilter: 'TOURNAMENT', limit: DASHBOARD_LIST_LIMIT, page: 1, searchText: '' }),
    rowsOf(
      db,
      sql`
      SELECT c.league_id, trim(t.city || ' ' || t.nickname) AS my_team_name, ${next.select}
      FROM tournament_claims c
      JOIN leagues l ON l.id = c.league_id AND l.status <> 'final'
      JOIN league_teams t ON t.league_id = c.league_id AND t.idx = c.team_idx
      ${next.join}
      WHERE c.user_id = ${userId}`,
    ),
  ]);
  const claimOf = new Map<number, Row>(claims.map((r) => [num(r.league_id), r]));
  return page.leagues.map((t) => {
    const league = { id: t.leagueId, kind: 'tournament' };
    const claim = claimOf.get(t.leagueId);
    return {
      leagueId: t.leagueId,
      name: t.name,
      status: t.status,
      locksAt: t.teamsLockingTime,
      claimedTeams: t.claimedTeamCount,
      totalTeams: t.totalMembers,
      isOwner: t.isOwner,
      myTeam: claim ? str(claim.my_team_name) : null,
      record: { wins: t.wins, losses: t.losses },
      nextGame: claim ? nextGameOfRow(claim, league) : null,
      link: paths.home(league),
    };
  });
}
