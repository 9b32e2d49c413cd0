/**
 * The draft is over: each team's roster (its picks' card ids), a computer depth chart (unset: the computer manager's
 * choices from the roster), the season's schedule from the games' start, and the league's status moves from 'draft'
 * to 'scheduled'. Guarded by that status change, so a second caller (a retried job, another instance) does nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { leagues } from '../db/schema/leagues';
import { drawSchedule } from '../leagues';
import { emptyDepth } from '../leagues';
import { readLeague, readTeams } from '../leagues';
import { readDraft } from './draft-store';

export async function completeDraft(database: Database, leagueId: number): Promise<boolean> {
  const league = await readLeague(database.db, leagueId);
  const draft = await readDraft(database.db, leagueId);
  if (!league || !draft || league.status !== 'draft' || draft.status !== 'complete') return false;
  const teams = await readTeams(database.db, leagueId);
  const groups = league.settings.groups.map((_, g) => teams.filter((t) => t.groupIdx === g).map((t) => t.idx));
  const rows = drawSchedule(groups, league.gamesPerTeam, league.seed, league.startsAt)(leagueId);
  return database.db.transaction(async (tx) => {
    const moved = await tx
      .update(leagues)
      .set({ status: 'scheduled', revision: league.revision + 1 })
      .where(and(eq(leagues.id, leagueId), eq(leagues.status, 'draft')))
      .returning({ id: leagues.id });
    if (!moved.length) return false;
    // Every team's roster, and the season's games, in one statement each (thousands of games in a 30-team league).
    const rosters = JSON.stringify(teams.map((t) => ({ idx: t.idx, roster: draft.state.picks.filter((p) => p.team === t.idx).map((p) => p.playerId) })));
    await tx.execute(sql`
      UPDATE league_teams t SET roster = r.roster, depth = ${JSON.stringify(emptyDepth())}::jsonb, usage = '{}'::jsonb
      FROM json_to_recordset(${rosters}::json) AS r(idx int, roster jsonb) WHERE t.league_id = ${leagueId} AND t.idx = r.idx`);
    const games = JSON.stringify(rows.map((g) => ({
      num: g.num, day: g.day, starts_at: g.startsAt.toISOString(), home: g.home, away: g.away, phase: g.phase, seed: g.seed, status: g.status,
    })));
    await tx.execute(sql`
      INSERT INTO league_games (league_id, num, day, starts_at, home, away, phase, seed, status)
      SELECT ${leagueId}, g.num, g.day, g.starts_at, g.home, g.away, g.phase, g.seed, g.status
      FROM json_to_recordset(${games}::json) AS g(num int, day int, starts_at timestamptz, home int, away int, phase text, seed int, status text)`);
    return true;
  });
}
