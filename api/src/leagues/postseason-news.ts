/**
 * Postseason results for human managers (issue 20: "notifications … for the result"). A game the computer played for
 * a manager — due while he was away, missed after the grace, or simmed by the owner — ends with a notification saying
 * the score and where his series stands. Regular-season games say nothing: a 162-game season would bury the inbox.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { leagueGames } from '../db/schema/leagues';
import { readLeague, readTeams, type LeagueRow, type TeamRow } from './league-data';
import type { PlayedResult } from './league-events';
import { postseasonRules } from './postseason-rules';

export interface ResultNews {
  userId: number;
  title: string;
  message: string;
}

const label = (t: TeamRow | undefined) => (t ? `${t.city} ${t.nickname}` : 'A team');

/** Series wins of each team in the given series, from their final games. */
async function seriesWins(database: Database, leagueId: number, series: number[]): Promise<Map<number, Map<number, number>>> {
  const rows = await database.db
    .select({ series: leagueGames.series, home: leagueGames.home, away: leagueGames.away, hr: leagueGames.homeRuns, ar: leagueGames.awayRuns })
    .from(leagueGames)
    .where(and(eq(leagueGames.leagueId, leagueId), eq(leagueGames.status, 'final'), inArray(leagueGames.series, series)));
  const wins = new Map<number, Map<number, number>>();
  for (const r of rows) {
    const winner = (r.hr ?? 0) > (r.ar ?? 0) ? r.home : r.away;
    const of = wins.get(r.series as number) ?? new Map<number, number>();
    of.set(winner, (of.get(winner) ?? 0) + 1);
    wins.set(r.series as number, of);
  }
  return wins;
}

export async function postseasonResultNews(database: Database, stale: LeagueRow, games: PlayedResult[]): Promise<ResultNews[]> {
  const ofInterest = games.filter((g) => g.series !== null);
  if (!ofInterest.length) return [];
  const teams = await readTeams(database.db, stale.id);
  const human = (idx: number) => teams[idx]?.userId ?? null;
  const mine = ofInterest.filter((g) => human(g.home) !== null || human(g.away) !== null);
  if (!mine.length) return [];
  // The bracket after these games (the caller's row is from before them).
  const league = (await readLeague(database.db, stale.id)) ?? stale;
  const rules = postseasonRules(league.kind);
  const wins = await seriesWins(database, league.id, [...new Set(mine.map((g) => g.series as number))]);
  const news: ResultNews[] = [];
  for (const g of mine) {
    const score = `${teams[g.away]?.abbreviation} ${g.awayRuns}, ${teams[g.home]?.abbreviation} ${g.homeRuns}`;
    for (const [us, them] of [[g.home, g.away], [g.away, g.home]] as const) {
      const userId = human(us);
      if (userId === null) continue;
      const won = (us === g.home) === g.homeRuns > g.awayRuns;
      const ours = wins.get(g.series as number)?.get(us) ?? 0;
      const theirs = wins.get(g.series as number)?.get(them) ?? 0;
      const winner = league.bracket ? rules.seriesWinner(league.bracket, g.series as number) : null;
      const standing =
        winner === us ? `The ${label(teams[us])} won the series ${ours}–${theirs}.`
        : winner === them ? `The ${label(teams[us])} lost the series ${ours}–${theirs}.`
        : ours === theirs ? `The series is tied ${ours}–${theirs}.`
        : `The ${label(teams[ours > theirs ? us : them])} lead the series ${Math.max(ours, theirs)}–${Math.min(ours, theirs)}.`;
      news.push({ userId, title: won ? 'Your team won' : 'Your team lost', message: `Final: ${score} in ${league.name}. ${standing}` });
    }
  }
  return news;
}
