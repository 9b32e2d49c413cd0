/**
 * The draft is over: each team's roster (its picks' card ids), a computer depth chart (unset: the computer manager's
 * choices from the roster), the season's schedule from the games' start, and the league's status moves from 'draft'
 * to 'scheduled'. Guarded by that status change, so a second caller (a retried job, another instance) does nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { leagueGames, leagues, leagueTeams } from '../db/schema/leagues';
import { drawSchedule } from '../leagues/create-league';
import { emptyDepth } from '../leagues/depth-chart';
import { readLeague, readTeams } from '../leagues/league-data';
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
    for (const t of teams) {
      const roster = draft.state.picks.filter((p) => p.team === t.idx).map((p) => p.playerId);
      await tx.update(leagueTeams).set({ roster, depth: emptyDepth(), usage: {} }).where(and(eq(leagueTeams.leagueId, leagueId), eq(leagueTeams.idx, t.idx)));
    }
    for (let i = 0; i < rows.length; i += 500) await tx.insert(leagueGames).values(rows.slice(i, i + 500));
    return true;
  });
}
