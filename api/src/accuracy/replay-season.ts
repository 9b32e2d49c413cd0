/**
 * One replay of a real season through the product's own season-replay path, as a user's replay goes: `createSeason`
 * (every team of the year the engine can field, grouped by real league, computer managers), then the owner's
 * "sim a month" (`ownerSim` + `runLeague`, what POST /api/leagues/{id}/sim {to:'month'} runs) until the regular
 * season is over, then the stored results (league_games scores, league_player_stats lines) are read and the league
 * is deleted. Nothing here plays a game: a figure that is wrong here is wrong in users' replays.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { BatLine, PitchLine } from '@bb/engine';
import type { Database } from '../db/database';
import { leagueGames, leaguePlayerStats, leagues } from '../db/schema/leagues';
import { readLeague, readTeams } from '../leagues';
import { silentEvents } from '../leagues';
import { ownerSim } from '../leagues';
import { runLeague } from '../leagues';
import { createSeason } from '../seasons';
import { seasonPool, type SeasonPoolTeam } from '../seasons';
import { STAT_KEYS, type ReplayPlayerUsage, type ReplayResult, type ReplayTeamResult, type TeamStats } from './figures';
import { replayOwner } from './replay-owner';

export interface ReplayOptions {
  year: number;
  /** The league's seed (1 … 2^31 − 2): the same seed on the same code and data gives the same replay. */
  seed: number;
  /** The human seat; default the first team of the record's order whose league has another team to play. */
  teamId?: string;
  /** Usage control limit in percent: each player sits once he reached that share of his real usage. */
  usageLimit?: number;
  clock?: () => Date;
}

export class NoReplayableSeason extends Error {}

/** A replay left behind by a crash is removed by the next job after this long (a replay takes seconds). */
const ORPHAN_AFTER_MS = 30 * 60_000;

/** The user's team of an accuracy replay: deterministic, and in a league of two teams or more (createSeason's rule). */
export function ownerTeamOf(pool: readonly SeasonPoolTeam[]): SeasonPoolTeam | null {
  const playable = pool.filter((t) => t.playable);
  return playable.find((t) => playable.some((o) => o !== t && o.lgId === t.lgId)) ?? null;
}

/** Deletes replay leagues of the owner older than ORPHAN_AFTER_MS (a process died mid-replay). */
export async function deleteOrphanReplays(database: Database, now = new Date()): Promise<number> {
  const owner = await replayOwner(database);
  const gone = await database.db
    .delete(leagues)
    .where(and(eq(leagues.ownerUserId, owner.id), sql`${leagues.createdAt} < ${new Date(now.getTime() - ORPHAN_AFTER_MS).toISOString()}::timestamptz`))
    .returning({ id: leagues.id });
  return gone.length;
}

export async function replaySeason(database: Database, options: ReplayOptions): Promise<ReplayResult> {
  const started = Date.now();
  const clock = options.clock ?? (() => new Date());
  const { year, seed } = options;
  const owner = await replayOwner(database);
  const pool = await seasonPool(database, year);
  const mine = options.teamId ? pool.find((t) => t.teamId === options.teamId && t.playable) : ownerTeamOf(pool);
  if (!mine) throw new NoReplayableSeason(`no season of ${year} can be replayed`);
  // Unique among the owner's replays even when two replays of one season run at once (a job retried while its
  // first run still goes on).
  const name = `Accuracy ${year} ${seed} ${randomBytes(4).toString('hex')}`;
  const { leagueId } = await createSeason(database, owner, { name, year, teamId: mine.teamId, seed }, clock());
  try {
    // A season replay is created with the league's usage limit off; the figures are taken at the limit asked for.
    const limit = options.usageLimit ?? 100;
    if ((await readLeague(database.db, leagueId))?.usageLimit !== limit) await database.db.update(leagues).set({ usageLimit: limit }).where(eq(leagues.id, leagueId));
    await simRegularSeason(database, leagueId, owner.id, clock);
    const results = await readResults(database, leagueId, year);
    return { year, seed, ownerTeamId: mine.teamId, ms: Date.now() - started, ...results };
  } finally {
    await database.db.delete(leagues).where(eq(leagues.id, leagueId));
  }
}

/** The owner's "sim a month", again and again, until the regular season has closed. */
async function simRegularSeason(database: Database, leagueId: number, ownerId: number, clock: () => Date): Promise<void> {
  for (let guard = 0; guard < 200; guard += 1) {
    const league = await readLeague(database.db, leagueId);
    if (!league || (league.status !== 'scheduled' && league.status !== 'regular')) return;
    const mode = await ownerSim(database, league, ownerId, 'month');
    const played = await runLeague(database, leagueId, mode, clock(), silentEvents);
    if (played === 0) break;
    // A month of games is seconds of engine time: let the server answer requests between months.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const [left] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(leagueGames)
    .where(and(eq(leagueGames.leagueId, leagueId), eq(leagueGames.phase, 'regular'), sql`${leagueGames.status} <> 'final'`));
  if (Number(left?.n ?? 0) > 0) throw new Error(`the replay of league ${leagueId} stopped with ${left?.n} regular-season games unplayed`);
}

const emptyStats = () => Object.fromEntries(STAT_KEYS.map((k) => [k, 0])) as TeamStats;

async function readResults(database: Database, leagueId: number, year: number): Promise<Pick<ReplayResult, 'teams' | 'players'>> {
  const teams = await readTeams(database.db, leagueId);
  const byIdx: ReplayTeamResult[] = teams.map((t) => ({ teamId: t.teamId, games: 0, w: 0, l: 0, rs: 0, ra: 0, starters: 0, stats: emptyStats() }));
  const games = await database.db
    .select({ home: leagueGames.home, away: leagueGames.away, homeRuns: leagueGames.homeRuns, awayRuns: leagueGames.awayRuns })
    .from(leagueGames)
    .where(and(eq(leagueGames.leagueId, leagueId), eq(leagueGames.phase, 'regular'), eq(leagueGames.status, 'final')));
  for (const g of games) {
    const home = byIdx[g.home]!;
    const away = byIdx[g.away]!;
    const hr = g.homeRuns ?? 0;
    const ar = g.awayRuns ?? 0;
    home.games += 1;
    away.games += 1;
    home.rs += hr;
    home.ra += ar;
    away.rs += ar;
    away.ra += hr;
    // Shutouts as the record's team line counts them: games the club allowed no run, whoever pitched.
    if (ar === 0) home.stats.sho += 1;
    if (hr === 0) away.stats.sho += 1;
    if (hr > ar) {
      home.w += 1;
      away.l += 1;
    } else if (ar > hr) {
      away.w += 1;
      home.l += 1;
    }
  }
  const lines = await database.db
    .select({ cardId: leaguePlayerStats.cardId, team: leaguePlayerStats.team, bat: leaguePlayerStats.bat, pitch: leaguePlayerStats.pitch })
    .from(leaguePlayerStats)
    .where(and(eq(leaguePlayerStats.leagueId, leagueId), eq(leaguePlayerStats.phase, 'regular')));
  const players = new Map<string, ReplayPlayerUsage>();
  // A card is one player's season (`${playerID}-${yearID}`); a player on two of the replay's clubs has one card, and a
  // line per club he played for.
  const suffix = `-${year}`;
  for (const row of lines) {
    const bat = row.bat as BatLine | null;
    const pitch = row.pitch as PitchLine | null;
    const playerId = row.cardId.endsWith(suffix) ? row.cardId.slice(0, -suffix.length) : row.cardId;
    const usage = players.get(playerId) ?? { playerId, gs: 0, pa: 0, outs: 0 };
    const team = byIdx[row.team];
    if (!team) continue;
    const stats = team.stats;
    if (bat) {
      for (const k of ['ab', 'h', 'd', 't', 'hr', 'bb', 'so', 'hbp', 'sf'] as const) stats[k] += bat[k] ?? 0;
      usage.pa += bat.pa ?? 0;
    }
    if (pitch) {
      for (const k of ['er', 'outs', 'cg'] as const) stats[k] += pitch[k] ?? 0;
      usage.gs += pitch.gs ?? 0;
      usage.outs += pitch.outs ?? 0;
      // One row per player and club, so a row with a start is one more starter of that club.
      if ((pitch.gs ?? 0) > 0) team.starters += 1;
    }
    players.set(playerId, usage);
  }
  return { teams: byIdx, players: [...players.values()].filter((p) => p.gs + p.pa + p.outs > 0) };
}
