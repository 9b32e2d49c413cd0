/**
 * Runs a league forward: plays the games a run chooses, stores them with the teams' usage and the players' totals in
 * one transaction guarded by the league's revision (of two instances running the same games, one writes and the
 * other finds nothing left), then moves the season on: tie-breakers, the postseason bracket, the champion.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { GameRuntime, type TeamUsage } from '@bb/engine';
import type { Database, Db } from '../db/database';
import { leagueGames, leagues, leagueTeams } from '../db/schema/leagues';
import { chooseGames, type RunMode } from './choose-games';
import { lastGame, loadSquads, readGames, readLeague, readTeams, usageOf, type GameRow, type LeagueRow, type LeagueSquads, type TeamRow } from './league-data';
import { playBatch, type PlayedGame } from './play-batch';
import { addToTotals, cardDirectory } from './season-totals';
import { closeRegularSeason } from './postseason-start';
import type { LeagueEvents, PlayedResult } from './league-events';
import { gameSeed } from './create-league';
import { postseasonRules } from './postseason-rules';

const PENDING = ['scheduled', 'live'];

export class RevisionConflict extends Error {}

/** Stores played games (and their usage and totals) if the league is still at `revision`; false when another run won. */
export async function storeGames(
  database: Database,
  league: LeagueRow,
  teams: TeamRow[],
  usage: TeamUsage[],
  played: Array<PlayedGame & { phase: string; series: number | null }>,
  cards: ReturnType<typeof cardDirectory>,
  now: Date,
  /** `bracketDone`: the bracket after these games when the caller already recorded them (a whole postseason in memory). */
  extra: { fromStatus?: string; newRows?: Array<typeof leagueGames.$inferInsert>; bracketDone?: unknown } = {},
): Promise<boolean> {
  const rules = postseasonRules(league.kind);
  let bracket = league.bracket as unknown;
  for (const game of played) {
    if (game.phase === 'postseason' && bracket && game.series !== null && !extra.bracketDone) {
      bracket = await rules.record(bracket, game.series, game.homeRuns > game.awayRuns ? gameTeams(game).home : gameTeams(game).away);
    }
  }
  if (extra.bracketDone) bracket = extra.bracketDone;
  const changedTeams = new Set(played.flatMap((g) => [gameTeams(g).home, gameTeams(g).away]));
  try {
    await database.db.transaction(async (tx) => {
      const bumped = await tx
        .update(leagues)
        .set({ revision: league.revision + 1, ...(league.status === 'scheduled' ? { status: 'regular' } : {}), ...(bracket ? { bracket } : {}) })
        .where(and(eq(leagues.id, league.id), eq(leagues.revision, league.revision)))
        .returning({ id: leagues.id });
      if (!bumped.length) throw new RevisionConflict();
      if (extra.newRows?.length) await tx.insert(leagueGames).values(extra.newRows);
      // One JSON parameter a chunk: thousands of bound parameters cost more than parsing one document.
      for (let i = 0; i < played.length; i += 1000) {
        const chunk = played.slice(i, i + 1000).map((g) => ({ num: g.num, hr: g.homeRuns, ar: g.awayRuns, lines: g.packed, auto: g.auto }));
        const from = extra.fromStatus ?? 'scheduled';
        const updated = (await tx.execute(sql`
          UPDATE league_games AS g SET status = 'final', home_runs = v.hr, away_runs = v.ar, lines = v.lines, auto = v.auto, played_at = ${now.toISOString()}::timestamptz
          FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) AS v(num int, hr int, ar int, lines jsonb, auto boolean)
          WHERE g.league_id = ${league.id} AND g.num = v.num AND g.status = ${from}
          RETURNING g.num`)) as unknown as { rows: unknown[] };
        if (updated.rows.length !== chunk.length) throw new RevisionConflict();
      }
      for (const idx of changedTeams) {
        await tx.update(leagueTeams).set({ usage: usage[idx] }).where(and(eq(leagueTeams.leagueId, league.id), eq(leagueTeams.idx, idx)));
      }
      await addToTotals(tx as unknown as Db, league.id, played, cards);
    });
    return true;
  } catch (error) {
    if (error instanceof RevisionConflict) return false;
    throw error;
  }
}

const resultOf = (p: PlayedGame & { series: number | null }, g: Pick<GameRow, 'home' | 'away'>): PlayedResult => ({
  num: p.num, home: g.home, away: g.away, homeRuns: p.homeRuns, awayRuns: p.awayRuns, series: p.series,
});

// Played games carry their teams through the row they came from.
const teamsOf = new WeakMap<object, { home: number; away: number }>();
const gameTeams = (g: object) => teamsOf.get(g) as { home: number; away: number };
export function withTeams<T extends object>(played: T, g: Pick<GameRow, 'home' | 'away'>): T {
  teamsOf.set(played, { home: g.home, away: g.away });
  return played;
}

/** What one run keeps between its passes: rosters and charts do not change while it plays, and the engine's caches stay warm. */
interface RunCache {
  squads?: LeagueSquads;
  cards?: ReturnType<typeof cardDirectory>;
  runtime: GameRuntime;
}

/** One pass: choose, play, store. The number of games stored (0 when nothing was due or another run won). */
async function runOnce(database: Database, leagueId: number, mode: RunMode, now: Date, cache: RunCache, events: LeagueEvents): Promise<number> {
  const league = await readLeague(database.db, leagueId);
  if (!league || league.status === 'final') return 0;
  const teams = await readTeams(database.db, leagueId);
  const pending = await readGames(database.db, leagueId, PENDING);
  const chosen = chooseGames(pending, teams, mode, now);
  if (chosen.length === 0) return 0;
  cache.squads ??= await loadSquads(database, league, teams);
  cache.cards ??= cardDirectory(cache.squads.rosters);
  const usage = teams.map(usageOf);
  const played = playBatch(league, cache.squads, teams, usage, chosen, cache.runtime).map((p, i) => withTeams({ ...p, phase: chosen[i]!.phase, series: chosen[i]!.series }, chosen[i]!));
  const stored = await storeGames(database, league, teams, usage, played, cache.cards, now);
  if (stored) await events.gamesPlayed(league, played.map((p, i) => resultOf(p, chosen[i]!)));
  return stored ? played.length : 0;
}

/**
 * The owner's sim to the end, once the bracket is set and nobody is on the play screen: the games already waiting
 * (the lock's first round, or one day of the bracket) and then every remaining series, played in memory game by game
 * as the bracket asks for them and stored as one batch (one pass instead of one per game day).
 */
async function finishPostseason(database: Database, leagueId: number, now: Date, cache: RunCache, events: LeagueEvents): Promise<number> {
  const league = await readLeague(database.db, leagueId);
  if (!league || league.status !== 'postseason' || !league.bracket) return 0;
  const waiting = await readGames(database.db, leagueId, PENDING);
  if (waiting.some((g) => g.status !== 'scheduled' || g.phase !== 'postseason' || g.series === null)) return 0;
  const teams = await readTeams(database.db, leagueId);
  cache.squads ??= await loadSquads(database, league, teams);
  cache.cards ??= cardDirectory(cache.squads.rosters);
  const usage = teams.map(usageOf);
  const last = await lastGame(database, leagueId);
  let { num, day } = last;
  const rules = postseasonRules(league.kind);
  let bracket = league.bracket as unknown;
  const rows: Array<typeof leagueGames.$inferInsert> = [];
  const played: Array<PlayedGame & { phase: string; series: number | null }> = [];
  let batch: GameRow[] = waiting;
  while (rules.champion(bracket) === null) {
    if (!batch.length) {
      const next = rules.next(bracket);
      if (!next.length) break;
      day += 1;
      batch = next.map((g) => {
        num += 1;
        return {
          leagueId, num, day, startsAt: rules.gameTime(league.startsAt, day), home: g.home, away: g.away, phase: 'postseason', series: g.series,
          gameOfSeries: g.gameOfSeries, seed: gameSeed(league.seed, num), status: 'scheduled',
        } as GameRow;
      });
      rows.push(...batch);
    }
    const results = playBatch(league, cache.squads, teams, usage, batch, cache.runtime);
    for (const [i, p] of results.entries()) {
      const g = batch[i]!;
      bracket = await rules.record(bracket, g.series as number, p.homeRuns > p.awayRuns ? g.home : g.away);
      played.push(withTeams({ ...p, phase: 'postseason', series: g.series }, g));
    }
    batch = [];
  }
  if (!played.length) return 0;
  const stored = await storeGames(database, league, teams, usage, played, cache.cards, now, { newRows: rows, bracketDone: bracket });
  if (stored) await events.gamesPlayed(league, played.map((p) => resultOf(p, gameTeams(p))));
  return stored ? played.length : 0;
}

/** Adds the next game of every open series that has none waiting; the champion ends the league. */
async function advancePostseason(database: Database, league: LeagueRow, events: LeagueEvents): Promise<boolean> {
  const bracket = league.bracket as unknown;
  if (!bracket) return false;
  const rules = postseasonRules(league.kind);
  const champion = rules.champion(bracket);
  if (champion !== null) {
    const done = await database.db
      .update(leagues)
      .set({ status: 'final', champion, revision: league.revision + 1 })
      .where(and(eq(leagues.id, league.id), eq(leagues.revision, league.revision)))
      .returning({ id: leagues.id });
    if (done.length) await events.leagueEnded(league, champion);
    return done.length > 0;
  }
  // Guarded by the league's revision like a batch of games: two instances advancing the same bracket at once would
  // otherwise both add the next game of a series (one series, two games waiting, the second one recorded into a
  // decided series). The loser finds the revision moved and leaves it to the winner.
  return database.db.transaction(async (tx) => {
    const bumped = await tx
      .update(leagues)
      .set({ revision: league.revision + 1 })
      .where(and(eq(leagues.id, league.id), eq(leagues.revision, league.revision)))
      .returning({ id: leagues.id });
    if (!bumped.length) return false;
    const waiting = await tx
      .select({ series: leagueGames.series })
      .from(leagueGames)
      .where(and(eq(leagueGames.leagueId, league.id), inArray(leagueGames.status, PENDING)));
    const open = new Set(waiting.map((g) => g.series));
    const next = rules.next(bracket).filter((g) => !open.has(g.series));
    if (next.length === 0) throw new NothingToAdd();
    const [lastRow] = await tx
      .select({ num: sql<number>`coalesce(max(${leagueGames.num}), 0)::int`, day: sql<number>`coalesce(max(${leagueGames.day}), 0)::int` })
      .from(leagueGames)
      .where(eq(leagueGames.leagueId, league.id));
    const last = { num: Number(lastRow?.num ?? 0), day: Number(lastRow?.day ?? 0) };
    const day = last.day + 1;
    await tx.insert(leagueGames).values(
      next.map((g, i) => ({
        leagueId: league.id, num: last.num + 1 + i, day, startsAt: rules.gameTime(league.startsAt, day), home: g.home, away: g.away,
        phase: 'postseason', series: g.series, gameOfSeries: g.gameOfSeries, seed: gameSeed(league.seed, last.num + 1 + i), status: 'scheduled',
      })),
    );
    return true;
  }).catch((error: unknown) => {
    // Nothing new to add rolls the revision back too: no change, no bump.
    if (error instanceof NothingToAdd) return false;
    throw error;
  });
}

class NothingToAdd extends Error {}

/** After the games: close the regular season or move the postseason on. True when something changed. */
async function advance(database: Database, leagueId: number, events: LeagueEvents): Promise<boolean> {
  const league = await readLeague(database.db, leagueId);
  // A draft league still drafting, or a tournament still claiming, has no games yet: its draft's end or its lock
  // starts them, not this.
  if (!league || league.status === 'final' || league.status === 'draft' || league.status === 'claiming') return false;
  if (league.status === 'postseason') return advancePostseason(database, league, events);
  const waiting = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(leagueGames)
    .where(and(eq(leagueGames.leagueId, leagueId), inArray(leagueGames.status, PENDING)));
  if ((waiting[0]?.n ?? 0) > 0) return false;
  return closeRegularSeason(database, league, events);
}

/**
 * Runs the league as far as `mode` allows: batches of games, then the season's next step, until nothing more can
 * be played now. Returns the games played.
 */
export async function runLeague(database: Database, leagueId: number, mode: RunMode, now: Date, events: LeagueEvents): Promise<number> {
  let total = 0;
  const cache: RunCache = { runtime: new GameRuntime() };
  for (let guard = 0; guard < 400; guard += 1) {
    const played = (mode.kind === 'end' ? await finishPostseason(database, leagueId, now, cache, events) : 0) || (await runOnce(database, leagueId, mode, now, cache, events));
    total += played;
    const moved = await advance(database, leagueId, events);
    if (played === 0 && !moved) break;
  }
  return total;
}

export type { GameRow };
