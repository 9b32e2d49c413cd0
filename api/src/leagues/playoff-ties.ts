/**
 * Ties for a group's last postseason place and how each was settled, for the bracket: the tie-breaker game
 * (`closeRegularSeason` adds one where history played them) or the rules the standings order by.
 */
import { and, eq } from 'drizzle-orm';
import { standings, tieRule, type PostseasonFormat } from '@bb/engine';
import type { LeaguePlayoffTie } from '@bb/contract';
import type { Database } from '../db/database';
import { leagueGames } from '../db/schema/leagues';
import type { LeagueRow } from './league-data';
import { finalScores, groupTables } from './postseason-start';

export async function playoffTies(database: Database, league: LeagueRow): Promise<LeaguePlayoffTie[]> {
  const format = league.settings.format as PostseasonFormat;
  const tiebreakers = await database.db
    .select({ series: leagueGames.series, status: leagueGames.status, home: leagueGames.home, away: leagueGames.away, homeRuns: leagueGames.homeRuns, awayRuns: leagueGames.awayRuns })
    .from(leagueGames)
    .where(and(eq(leagueGames.leagueId, league.id), eq(leagueGames.phase, 'tiebreak')));
  // While the regular season runs a level record is no tie for a place yet.
  if (league.bracket === null && league.status !== 'final' && tiebreakers.length === 0) return [];
  const cut = format.none ? 1 : format.teamsPerLeague;
  const regular = await finalScores(database, league.id, ['regular']);
  const ties: LeaguePlayoffTie[] = [];
  for (const [group, order] of (await groupTables(database, league)).entries()) {
    const game = tiebreakers.find((g) => g.series === group);
    if (game) {
      const runs = game.status === 'final' && game.homeRuns !== null && game.awayRuns !== null ? { home: game.homeRuns, away: game.awayRuns } : null;
      ties.push({
        group,
        teams: [game.home, game.away],
        winner: runs ? (runs.home > runs.away ? game.home : game.away) : null,
        settledBy: 'game',
        score: runs ? { winner: Math.max(runs.home, runs.away), loser: Math.min(runs.home, runs.away) } : null,
      });
      continue;
    }
    const inside = order[cut - 1];
    const outside = order[cut];
    if (inside === undefined || outside === undefined) continue;
    const table = standings(order, regular);
    const [x, y] = [table.find((r) => r.team === inside), table.find((r) => r.team === outside)];
    if (!x || !y || x.wins !== y.wins || x.losses !== y.losses) continue;
    // The team the table placed is the one that took it; the rule says why.
    ties.push({ group, teams: [inside, outside], winner: inside, settledBy: tieRule(regular, inside, outside).by, score: null });
  }
  return ties;
}
