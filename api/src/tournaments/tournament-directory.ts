/**
 * The lobby's tournament lists (GET /lobby/exp3/users/{userId}/leagues; the floating widget asks for the
 * first three AVAILABLE_LEAGUES on every lobby view). One statement for the page and one for the count, both on
 * `leagues` (kind, locks_at) — the claimed count lives on the league row so no list joins the claims to count them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { LobbyLeague } from '@bb/contract/src/schemas/lobby';
import type { Database } from '../db/database';
import type { LeagueQuery, TournamentDirectory } from '../lobby';
import { bracketView, type TournamentBracketDoc } from './bracket/index';

type Row = {
  id: number;
  name: string;
  locks_at: Date | string;
  created_at: Date | string;
  total_teams: number;
  claimed_teams: number;
  status: string;
  owner_user_id: number;
  my_team: number | null;
  bracket: unknown;
  wins: number | null;
  losses: number | null;
};

/** Completed series over all series that will be played (byes never are), 0..1. */
function progressOf(status: string, bracket: unknown): number {
  if (status === 'final') return 1;
  if (status !== 'postseason' || !bracket) return 0;
  let done = 0;
  let all = 0;
  for (const stage of bracketView(bracket as TournamentBracketDoc).stages) {
    for (const group of stage.groups) {
      for (const round of group.rounds) {
        for (const match of round.matches) {
          if (match.bye) continue;
          all += 1;
          if (match.status === 'completed') done += 1;
        }
      }
    }
  }
  return all ? done / all : 0;
}

const time = (v: Date | string) => (v instanceof Date ? v : new Date(v));

export function createTournamentDirectory(database: Database, clock: () => Date): TournamentDirectory {
  return {
    async findLeagues(query: LeagueQuery) {
      const user = query.userId;
      const now = clock().toISOString();
      const visible = sql`(l.is_private = false OR EXISTS (SELECT 1 FROM league_members m WHERE m.league_id = l.id AND m.user_id = ${user}))`;
      const claimed = sql`EXISTS (SELECT 1 FROM tournament_claims c WHERE c.league_id = l.id AND c.user_id = ${user})`;
      const filters: Record<LeagueQuery['filter'], { where: SQL; order: SQL }> = {
        AVAILABLE_LEAGUES: {
          where: sql`l.status = 'claiming' AND l.locks_at > ${now}::timestamptz AND l.claimed_teams < l.total_teams AND ${visible}`,
          order: sql`l.locks_at ASC, l.id ASC`,
        },
        MY_LEAGUES: { where: sql`l.status <> 'final' AND (l.owner_user_id = ${user} OR ${claimed})`, order: sql`l.locks_at ASC, l.id ASC` },
        IN_PROGRESS_LEAGUES: { where: sql`l.status = 'postseason' AND ${visible}`, order: sql`l.locks_at DESC, l.id DESC` },
        COMPLETED_LEAGUES: { where: sql`l.status = 'final' AND ${visible}`, order: sql`l.locks_at DESC, l.id DESC` },
      };
      const { where, order } = filters[query.filter];
      // A substring of the name, any case; strpos needs no escaping of % and _ as LIKE would.
      const search = query.searchText ? sql` AND strpos(lower(l.name), lower(${query.searchText})) > 0` : sql``;
      const condition = sql`l.kind = 'tournament' AND ${where}${search}`;
      const offset = (query.page - 1) * query.limit;
      // Both at once: on PostgreSQL they run on two pooled connections.
      const [pageResult, countResult] = await Promise.all([
        database.db.execute(sql`
        SELECT l.id, l.name, l.locks_at, l.created_at, l.total_teams, l.claimed_teams, l.status, l.owner_user_id,
               mine.team_idx AS my_team, CASE WHEN l.status = 'postseason' THEN l.bracket END AS bracket, rec.wins, rec.losses
        FROM leagues l
        LEFT JOIN tournament_claims mine ON mine.league_id = l.id AND mine.user_id = ${user}
        LEFT JOIN LATERAL (
          SELECT count(*) FILTER (WHERE (g.home = mine.team_idx AND g.home_runs > g.away_runs) OR (g.away = mine.team_idx AND g.away_runs > g.home_runs))::int AS wins,
                 count(*) FILTER (WHERE (g.home = mine.team_idx AND g.home_runs < g.away_runs) OR (g.away = mine.team_idx AND g.away_runs < g.home_runs))::int AS losses
          FROM league_games g
          WHERE mine.team_idx IS NOT NULL AND l.status <> 'claiming' AND g.league_id = l.id AND g.status = 'final' AND (g.home = mine.team_idx OR g.away = mine.team_idx)
        ) rec ON true
        WHERE ${condition}
        ORDER BY ${order}
        LIMIT ${query.limit} OFFSET ${offset}`),
        database.db.execute(sql`SELECT count(*)::int AS n FROM leagues l WHERE ${condition}`),
      ]);
      const page = pageResult as unknown as { rows: Row[] };
      const counted = countResult as unknown as { rows: Array<{ n: number }> };
      const leagues: Array<Static<typeof LobbyLeague>> = page.rows.map((r) => ({
        leagueId: Number(r.id), name: r.name, teamsLockingTime: time(r.locks_at).toISOString(), leagueCreationEpoc: time(r.created_at).getTime(),
        totalMembers: Number(r.total_teams), claimedTeamCount: Number(r.claimed_teams), image: null, wins: Number(r.wins ?? 0), losses: Number(r.losses ?? 0),
        progress: progressOf(r.status, r.bracket), status: r.status, playoff: true, isJoinedLeague: r.my_team !== null, isOwner: Number(r.owner_user_id) === user,
      }));
      return { leagues, totalItems: Number(counted.rows[0]?.n ?? 0) };
    },
  };
}
