/**
 * The end of the regular season: standings per group, a tie-breaker game where history played one for the last
 * place in the postseason (before 2022; from 2022 the tiebreak rules decide), then the seeded bracket, or a pennant
 * winner when the era had no postseason.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { seedBracket, settleTie, standings, type FinalScore, type PostseasonFormat } from '@bb/engine';
import type { Database } from '../db/database';
import { leagueGames, leagues } from '../db/schema/leagues';
import { gameSeed } from './create-league';
import { lastGame, readTeams, type LeagueRow } from './league-data';
import type { LeagueEvents } from './league-events';

const DAY_MS = 86_400_000;

export async function finalScores(database: Database, leagueId: number, phases: string[]): Promise<Array<FinalScore & { phase: string; series: number | null }>> {
  const rows = await database.db
    .select({ home: leagueGames.home, away: leagueGames.away, homeRuns: leagueGames.homeRuns, awayRuns: leagueGames.awayRuns, phase: leagueGames.phase, series: leagueGames.series })
    .from(leagueGames)
    .where(and(eq(leagueGames.leagueId, leagueId), eq(leagueGames.status, 'final'), inArray(leagueGames.phase, phases)));
  return rows.map((r) => ({ home: r.home, away: r.away, homeRuns: r.homeRuns ?? 0, awayRuns: r.awayRuns ?? 0, phase: r.phase, series: r.series }));
}

/** Each group's teams in standings order, tie-breaker results applied. */
export async function groupTables(database: Database, league: LeagueRow): Promise<number[][]> {
  const teams = await readTeams(database.db, league.id);
  const all = await finalScores(database, league.id, ['regular', 'tiebreak']);
  const regular = all.filter((g) => g.phase === 'regular');
  return league.settings.groups.map((_, group) => {
    const members = teams.filter((t) => t.groupIdx === group).map((t) => t.idx);
    const order = standings(members, regular).map((r) => r.team);
    // A tie-breaker game's winner goes ahead of its loser.
    for (const tb of all.filter((g) => g.phase === 'tiebreak' && g.series === group)) {
      const winner = tb.homeRuns > tb.awayRuns ? tb.home : tb.away;
      const loser = winner === tb.home ? tb.away : tb.home;
      const wi = order.indexOf(winner);
      const li = order.indexOf(loser);
      if (wi > li && li >= 0) {
        order[li] = winner;
        order[wi] = loser;
      }
    }
    return order;
  });
}

export async function closeRegularSeason(database: Database, league: LeagueRow, events: LeagueEvents): Promise<boolean> {
  const format = league.settings.format as PostseasonFormat;
  const tables = await groupTables(database, league);
  const regular = (await finalScores(database, league.id, ['regular']));
  const played = await finalScores(database, league.id, ['tiebreak']);
  const cut = format.none ? 1 : format.teamsPerLeague;
  const year = Math.max(...league.years);

  if (format.tiebreakerGames) {
    for (const [group, order] of tables.entries()) {
      if (cut >= order.length || played.some((g) => g.series === group)) continue;
      const table = standings(order, regular);
      const inside = table.find((r) => r.team === order[cut - 1]);
      const outside = table.find((r) => r.team === order[cut]);
      if (!inside || !outside || inside.wins !== outside.wins || inside.losses !== outside.losses) continue;
      const tie = settleTie(year, regular, inside.team, outside.team);
      if (tie.kind !== 'game') continue;
      const last = await lastGame(database, league.id);
      const num = last.num + 1;
      const day = last.day + 1;
      await database.db.transaction(async (tx) => {
        const added = await tx
          .insert(leagueGames)
          .values({ leagueId: league.id, num, day, startsAt: new Date(league.startsAt.getTime() + day * DAY_MS), home: tie.home, away: tie.away, phase: 'tiebreak', series: group, seed: gameSeed(league.seed, num), status: 'scheduled' })
          .onConflictDoNothing()
          .returning({ num: leagueGames.num });
        // The bracket shows the tie-breaker from now on: the views kept per revision must see a new one.
        if (added.length) await tx.update(leagues).set({ revision: sql`${leagues.revision} + 1` }).where(eq(leagues.id, league.id));
      });
      return true;
    }
  }

  const seeds = tables.map((order) => order.slice(0, cut));
  if (format.none) {
    // Pennant only: the best record is the champion (of two groups' pennant winners, the better record).
    const table = standings(seeds.map((s) => s[0] as number), regular);
    const champion = table[0]?.team ?? null;
    const done = await database.db
      .update(leagues)
      .set({ status: 'final', champion, revision: league.revision + 1 })
      .where(and(eq(leagues.id, league.id), eq(leagues.revision, league.revision)))
      .returning({ id: leagues.id });
    if (done.length && champion !== null) await events.leagueEnded(league, champion);
    return done.length > 0;
  }
  const bracket = seedBracket(format, seeds);
  const done = await database.db
    .update(leagues)
    .set({ status: 'postseason', bracket, revision: league.revision + 1 })
    .where(and(eq(leagues.id, league.id), eq(leagues.revision, league.revision)))
    .returning({ id: leagues.id });
  if (done.length) await events.playoffsStart(league, seeds.flat());
  return done.length > 0;
}
