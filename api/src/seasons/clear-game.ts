/**
 * Clearing one of the user's games so he can play it again (README "Clear game"): a game on the play screen goes
 * back to waiting; a final game may be cleared while neither of its teams has played since, and then its result,
 * its players' totals and its two teams' usage are taken back, in one revision-guarded transaction.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { emptyUsage, unpackLines, type BatLine, type GameLines, type PitchLine, type TeamUsage } from '@bb/engine';
import { LEAGUE_MESSAGES, SEASON_MESSAGES } from '@bb/contract';
import type { Database, Db } from '../db/database';
import { leagueGames, leaguePlayerStats, leagues, leagueTeams } from '../db/schema/leagues';
import { LeagueError } from '../leagues';
import { readGames, readLeague, readTeams, teamRoster, usageOf, type GameRow, type TeamRow } from '../leagues';

const minus = <T extends object>(total: T | null, line: T): T | null => {
  if (!total) return null;
  const out = { ...total } as Record<string, number>;
  for (const [k, v] of Object.entries(line as Record<string, number>)) out[k] = Math.max(0, (out[k] ?? 0) - v);
  return out as T;
};

/** The team's usage before this game: recordUsage (engine) undone with the game's lines. */
export function usageBefore(usage: TeamUsage, lines: GameLines, cards: Set<string>, day: number, earlier: GameLines[], earlierDays: number[]): TeamUsage {
  const u: TeamUsage = JSON.parse(JSON.stringify({ ...emptyUsage(), ...usage })) as TeamUsage;
  u.reliefOuts ??= {};
  u.outs ??= {};
  u.games = Math.max(0, u.games - 1);
  for (const [id, l] of Object.entries(lines.bat)) if (cards.has(id)) u.pa[id] = Math.max(0, (u.pa[id] ?? 0) - l.pa);
  for (const [id, l] of Object.entries(lines.pitch)) {
    if (!cards.has(id)) continue;
    if (l.gs > 0) {
      u.starts[id] = Math.max(0, (u.starts[id] ?? 0) - 1);
      // His start before this one, from the team's earlier games (none: he had not started).
      let last: number | null = null;
      earlier.forEach((g, i) => {
        if ((g.pitch[id]?.gs ?? 0) > 0) last = Math.max(last ?? -1, earlierDays[i] as number);
      });
      if (last === null) delete u.lastStart[id];
      else u.lastStart[id] = last;
    } else {
      u.reliefOuts[id] = Math.max(0, (u.reliefOuts[id] ?? 0) - l.outs);
    }
    u.outs[id] = Math.max(0, (u.outs[id] ?? 0) - l.outs);
    const recent = (u.recentOuts[id] ?? []).map(([d, o]) => [d, d === day ? o - l.outs : o] as [number, number]).filter(([, o]) => o > 0);
    if (recent.length) u.recentOuts[id] = recent;
    else delete u.recentOuts[id];
  }
  return u;
}

export async function clearGame(database: Database, leagueId: number, num: number, userId: number, now: Date): Promise<void> {
  const db = database.db;
  const league = await readLeague(db, leagueId);
  if (!league || league.ownerUserId !== userId) {
    // Someone else's replay is answered like an unknown one when private (every replay is).
    throw new LeagueError(league && !league.isPrivate ? SEASON_MESSAGES.notYourSeason : LEAGUE_MESSAGES.notFound, league && !league.isPrivate ? 403 : 404);
  }
  if (league.kind !== 'season') throw new LeagueError(SEASON_MESSAGES.notReplay, 400);
  const teams = await readTeams(db, leagueId);
  const [game] = await db.select().from(leagueGames).where(and(eq(leagueGames.leagueId, leagueId), eq(leagueGames.num, num)));
  if (!game) throw new LeagueError(LEAGUE_MESSAGES.notFound, 404);
  if (teams[game.home]?.userId !== userId && teams[game.away]?.userId !== userId) throw new LeagueError(LEAGUE_MESSAGES.notYours, 403);
  if (game.status === 'scheduled') throw new LeagueError(SEASON_MESSAGES.notCleared, 409);
  if (game.status === 'live') return detach(db, game, now);
  if (game.phase !== 'regular' || league.status !== 'regular') throw new LeagueError(SEASON_MESSAGES.cannotClear, 409);
  const played = await readGames(db, leagueId, ['final', 'live']);
  const sides = [game.home, game.away];
  const involved = (g: GameRow) => sides.includes(g.home) || sides.includes(g.away);
  if (played.some((g) => g.num !== game.num && involved(g) && (g.status === 'live' || g.num > game.num))) {
    throw new LeagueError(SEASON_MESSAGES.cannotClear, 409);
  }
  await undoFinal(database, league.revision, game, teams, played.filter((g) => g.num < game.num && g.status === 'final'), now);
}

/**
 * A cleared game is due again now (its time long passed): the scheduler gives the manager his grace from now, not
 * from the old time, which would hand it to the computer at once. The schedule's own time is kept as the original.
 */
const again = (game: GameRow, now: Date) => ({ startsAt: now, originalStartsAt: game.originalStartsAt ?? game.startsAt });

/** A game on the play screen: back to waiting; the play-screen game is no longer the league's (its end is not stored). */
async function detach(db: Db, game: GameRow, now: Date): Promise<void> {
  const done = await db
    .update(leagueGames)
    .set({ status: 'scheduled', gameId: null, ...again(game, now) })
    .where(and(eq(leagueGames.leagueId, game.leagueId), eq(leagueGames.num, game.num), eq(leagueGames.status, 'live')))
    .returning({ num: leagueGames.num });
  if (!done.length) throw new LeagueError(SEASON_MESSAGES.cannotClear, 409);
}

/**
 * Which side each of the game's players played for: his team's roster. A player on both rosters (traded between the
 * two teams that season; a card id is one player's season) counts for the side whose usage holds his game.
 */
async function cardSides(database: Database, game: GameRow, teams: TeamRow[], ids: string[]): Promise<Map<number, Set<string>>> {
  const home = teams[game.home]!;
  const away = teams[game.away]!;
  const [homeRoster, awayRoster] = await Promise.all([teamRoster(database, home), teamRoster(database, away)]);
  const onHome = new Set(homeRoster.players.map((p) => p.card.cardId));
  const onAway = new Set(awayRoster.players.map((p) => p.card.cardId));
  const used = (team: TeamRow, id: string) => {
    const u = usageOf(team);
    return (u.pa[id] ?? 0) > 0 || (u.starts[id] ?? 0) > 0 || (u.recentOuts[id]?.length ?? 0) > 0;
  };
  const out = new Map<number, Set<string>>([[game.home, new Set()], [game.away, new Set()]]);
  for (const id of ids) {
    const both = onHome.has(id) && onAway.has(id);
    const side = both ? (used(home, id) ? game.home : game.away) : onHome.has(id) ? game.home : game.away;
    out.get(side)!.add(id);
  }
  return out;
}

async function undoFinal(database: Database, revision: number, game: GameRow, teams: TeamRow[], earlierGames: GameRow[], now: Date): Promise<void> {
  const lines = unpackLines(game.lines);
  const ids = [...new Set([...Object.keys(lines.bat), ...Object.keys(lines.pitch)])];
  const sides = await cardSides(database, game, teams, ids);
  await database.db.transaction(async (tx) => {
    const bumped = await tx
      .update(leagues)
      .set({ revision: revision + 1 })
      .where(and(eq(leagues.id, game.leagueId), eq(leagues.revision, revision)))
      .returning({ id: leagues.id });
    if (!bumped.length) throw new LeagueError(SEASON_MESSAGES.cannotClear, 409);
    const stats = ids.length
      ? await tx.select().from(leaguePlayerStats).where(and(eq(leaguePlayerStats.leagueId, game.leagueId), eq(leaguePlayerStats.phase, 'regular'), inArray(leaguePlayerStats.cardId, ids)))
      : [];
    for (const row of stats) {
      // A traded player has a row per club: only the one he played this game for gives the game back.
      if (!sides.get(row.team)?.has(row.cardId)) continue;
      const bat = lines.bat[row.cardId] ? minus(row.bat as BatLine | null, lines.bat[row.cardId] as BatLine) : (row.bat as BatLine | null);
      const pitch = lines.pitch[row.cardId] ? minus(row.pitch as PitchLine | null, lines.pitch[row.cardId] as PitchLine) : (row.pitch as PitchLine | null);
      await tx
        .update(leaguePlayerStats)
        .set({ bat, pitch })
        .where(and(eq(leaguePlayerStats.leagueId, game.leagueId), eq(leaguePlayerStats.phase, 'regular'), eq(leaguePlayerStats.cardId, row.cardId), eq(leaguePlayerStats.team, row.team)));
    }
    for (const side of [game.home, game.away]) {
      const team = teams[side]!;
      const cards = sides.get(side)!;
      const mine = earlierGames.filter((g) => g.home === side || g.away === side);
      const before = usageBefore(usageOf(team), lines, cards, game.day, mine.map((g) => unpackLines(g.lines)), mine.map((g) => g.day));
      await tx.update(leagueTeams).set({ usage: before }).where(and(eq(leagueTeams.leagueId, game.leagueId), eq(leagueTeams.idx, side)));
    }
    const cleared = await tx
      .update(leagueGames)
      .set({ status: 'scheduled', gameId: null, homeRuns: null, awayRuns: null, lines: null, auto: false, playedAt: null, notified: false, ...again(game, now) })
      .where(and(eq(leagueGames.leagueId, game.leagueId), eq(leagueGames.num, game.num), eq(leagueGames.status, 'final')))
      .returning({ num: leagueGames.num });
    if (!cleared.length) throw new LeagueError(SEASON_MESSAGES.cannotClear, 409);
  });
}

