/**
 * The user's unfinished single games (exhibition, and head-to-head in either seat as `h2h_games` remembers it — the
 * same rule as the game history) and his last finished games of any mode: single games from `games`, league and
 * tournament games from `league_games` (those the computer simmed too). Team names come from the same statement.
 */
import { sql } from 'drizzle-orm';
import { DASHBOARD_LIST_LIMIT, DASHBOARD_RECENT_RESULTS, singleGamePaths, type DashboardGameInProgress, type DashboardResult } from '@bb/contract';
import type { Database } from '../db/database';
import { teamName } from '../games';
import { paths } from '../leagues/index';
import { iso, num, rowsOf, str, type Row } from './rows';

/** "1927 New York Yankees", as the history names a team-season (the id when the data lacks the team). */
const teamSeason = (side: 'away' | 'home') =>
  sql.raw(`(g.${side}_year || ' ' || coalesce((SELECT t.name FROM lahman_teams t WHERE t."teamID" = g.${side}_team_id AND t."yearID" = g.${side}_year LIMIT 1), g.${side}_team_id))`);

/** The games the user plays himself: his exhibition and GOTD games, and head-to-head games he sat in. */
const hisSingleGames = (userId: number, modes: string[]) => sql`(
  (g.owner_user_id = ${userId} AND g.mode IN (${sql.join(modes.map((m) => sql`${m}`), sql`, `)}))
  OR (g.mode = 'head-to-head' AND (h.away_user_id = ${userId} OR h.home_user_id = ${userId})))`;

/** The modes a user plays alone against the computer: the dashboard resumes and lists them like the history does. */
const OWN_MODES = ['exhibition', 'all-star'];

/**
 * All-star teams are no team-season of the record, so SQL cannot name them: the games module's `teamName` does, for
 * the few rows of those games.
 */
async function nameAllStarTeams(database: Database, rows: Row[]): Promise<void> {
  for (const r of rows.filter((row) => row.mode === 'all-star')) {
    r.away = await teamName(database, String(r.away_team_id), num(r.away_year));
    r.home = await teamName(database, String(r.home_team_id), num(r.home_year));
  }
}

const TEAM_IDS = sql.raw('g.away_team_id, g.away_year, g.home_team_id, g.home_year');

export async function gamesInProgress(database: Database, userId: number): Promise<DashboardGameInProgress[]> {
  const rows = await rowsOf(
    database.db,
    sql`
    SELECT g.id, g.mode, g.status, g.summary, g.updated_at, ${teamSeason('away')} AS away, ${teamSeason('home')} AS home, ${TEAM_IDS}
    FROM games g LEFT JOIN h2h_games h ON h.game_id = g.id
    WHERE g.status <> 'final' AND ${hisSingleGames(userId, OWN_MODES)}
    ORDER BY g.updated_at DESC, g.created_at DESC
    LIMIT ${DASHBOARD_LIST_LIMIT}`,
  );
  await nameAllStarTeams(database, rows);
  return rows.map((r) => {
    const mode = r.mode === 'head-to-head' || r.mode === 'all-star' ? r.mode : 'exhibition';
    const status = r.status === 'setup' ? 'setup' : 'live';
    const summary = r.summary as { score?: { away: number; home: number }; innings?: number } | null;
    const pages = singleGamePaths(mode);
    return {
      gameId: String(r.id),
      mode,
      status,
      away: String(r.away),
      home: String(r.home),
      score: summary?.score ? { away: num(summary.score.away), home: num(summary.score.home) } : null,
      inning: summary?.innings ?? null,
      updatedAt: iso(r.updated_at),
      // A game still in setup resumes on its setup screen (lineups may change), a live one on the play screen.
      resumePath: status === 'setup' ? pages.setup(String(r.id)) : pages.play(String(r.id)),
    };
  });
}

function resultLink(r: Row): string {
  if (r.league_id !== null && r.league_id !== undefined) return paths.game({ id: num(r.league_id), kind: String(r.mode) }, num(r.num), r.game_id === null || r.game_id === undefined ? null : String(r.game_id));
  if (r.mode === 'gotd') return '/game-of-the-day';
  return singleGamePaths(String(r.mode)).result(String(r.game_id));
}

export async function recentResults(database: Database, userId: number): Promise<DashboardResult[]> {
  const rows = await rowsOf(
    database.db,
    sql`
    (SELECT g.mode, NULL::text AS league_name, NULL::int AS league_id, NULL::int AS num, g.id AS game_id,
            ${teamSeason('away')} AS away, ${teamSeason('home')} AS home,
            (g.summary->'score'->>'away')::int AS away_runs, (g.summary->'score'->>'home')::int AS home_runs,
            CASE WHEN h.away_user_id = ${userId} THEN 'away' WHEN h.home_user_id = ${userId} THEN 'home' ELSE g.user_side END AS side,
            g.finished_at AS finished_at, ${TEAM_IDS}
     FROM games g LEFT JOIN h2h_games h ON h.game_id = g.id
     WHERE g.status = 'final' AND g.finished_at IS NOT NULL AND g.summary IS NOT NULL AND ${hisSingleGames(userId, [...OWN_MODES, 'gotd'])}
     ORDER BY g.finished_at DESC LIMIT ${DASHBOARD_RECENT_RESULTS})
    UNION ALL
    (SELECT l.kind AS mode, l.name AS league_name, l.id AS league_id, lg.num, NULL::text AS game_id,
            trim(ta.city || ' ' || ta.nickname) AS away, trim(th.city || ' ' || th.nickname) AS home,
            lg.away_runs, lg.home_runs, CASE WHEN lg.away = mine.idx THEN 'away' ELSE 'home' END AS side,
            lg.played_at AS finished_at, NULL::text AS away_team_id, NULL::int AS away_year, NULL::text AS home_team_id, NULL::int AS home_year
     FROM league_teams mine
     JOIN league_games lg ON lg.league_id = mine.league_id AND (lg.home = mine.idx OR lg.away = mine.idx) AND lg.status = 'final' AND lg.played_at IS NOT NULL
     JOIN leagues l ON l.id = lg.league_id
     JOIN league_teams ta ON ta.league_id = lg.league_id AND ta.idx = lg.away
     JOIN league_teams th ON th.league_id = lg.league_id AND th.idx = lg.home
     WHERE mine.user_id = ${userId}
     ORDER BY lg.played_at DESC LIMIT ${DASHBOARD_RECENT_RESULTS})
    ORDER BY finished_at DESC
    LIMIT ${DASHBOARD_RECENT_RESULTS}`,
  );
  await nameAllStarTeams(database, rows);
  return rows.map((r) => {
    const score = { away: num(r.away_runs), home: num(r.home_runs) };
    const side = str(r.side);
    const winner = score.away === score.home ? null : score.away > score.home ? 'away' : 'home';
    return {
      mode: String(r.mode),
      leagueName: str(r.league_name),
      away: String(r.away),
      home: String(r.home),
      score,
      userWon: winner === null || (side !== 'away' && side !== 'home') ? null : winner === side,
      finishedAt: iso(r.finished_at),
      link: resultLink(r),
    };
  });
}
