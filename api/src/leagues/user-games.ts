/**
 * A human manager's league game: started on the one play screen (a `games` row of the league mode's game mode, with
 * the league game's rosters, starter and lineup), or auto-played by the computer with his depth chart. The end of the
 * play-screen game comes back through the games module's end hook and is stored like any league game.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { GameState, Roster } from '@bb/engine';
import { LEAGUE_MESSAGES, leagueMode } from '@bb/contract';
import type { Database, Db } from '../db/database';
import { leagueGames } from '../db/schema/leagues';
import { decide } from '../games';
import { createServerGame, type SideSetup } from '../games';
import type { GameRecord } from '../games';
import type { GameActor } from '../games';
import { LeagueError } from './league-error';
import { loadSquads, readGames, readLeague, readTeams, usageOf, visibleLeague, type GameRow } from './league-data';
import { finishGame, gameSetupFor } from './play-batch';
import { cardDirectory } from './season-totals';
import { runLeague, storeGames, withTeams } from './season-runner';
import type { LeagueEvents } from './league-events';

class AlreadyClaimed extends Error {}
export const EARLIER_GAMES = 'Earlier games of these teams have not been played yet.';

async function readGame(db: Db, leagueId: number, num: number): Promise<GameRow> {
  const [row] = await db.select().from(leagueGames).where(and(eq(leagueGames.leagueId, leagueId), eq(leagueGames.num, num)));
  if (!row) throw new LeagueError(LEAGUE_MESSAGES.notFound, 404);
  return row;
}

async function managedGame(database: Database, leagueId: number, num: number, userId: number) {
  const league = await visibleLeague(database.db, leagueId, userId);
  const teams = await readTeams(database.db, leagueId);
  const game = await readGame(database.db, leagueId, num);
  const side = teams[game.home]?.userId === userId ? 'home' : teams[game.away]?.userId === userId ? 'away' : null;
  if (!side) throw new LeagueError(LEAGUE_MESSAGES.notYours, 403);
  if (game.status === 'final') throw new LeagueError(LEAGUE_MESSAGES.gameOver, 409);
  return { league, teams, game, side: side as 'home' | 'away' };
}

async function assertNothingEarlier(db: Db, game: GameRow): Promise<void> {
  const pending = await readGames(db, game.leagueId, ['scheduled', 'live']);
  const blocking = pending.some((g) => g.num < game.num && [g.home, g.away].some((t) => t === game.home || t === game.away));
  if (blocking) throw new LeagueError(EARLIER_GAMES, 409);
}

const sideOf = (roster: Roster, withLineup: boolean): SideSetup => ({
  eligible: roster.players.filter((p) => p.available !== false).map((p) => p.card.cardId),
  ...(roster.startingPitcher ? { startingPitcher: roster.startingPitcher } : {}),
  ...(withLineup && roster.lineup ? { lineup: roster.lineup } : {}),
});

/** Starts (or returns, on a repeated click) the manager's play-screen game for league game `num`. */
export async function startUserGame(database: Database, leagueId: number, num: number, userId: number, now: Date, events: LeagueEvents): Promise<string> {
  const first = await managedGame(database, leagueId, num, userId);
  if (first.game.status === 'live' && first.game.gameId) return first.game.gameId;
  await runLeague(database, leagueId, { kind: 'upTo', num, includeTarget: false }, now, events);
  const { game, side, teams } = await managedGame(database, leagueId, num, userId);
  if (game.status === 'live' && game.gameId) return game.gameId;
  await assertNothingEarlier(database.db, game);
  const league = (await readLeague(database.db, leagueId))!;
  const squads = await loadSquads(database, league, teams);
  const setup = gameSetupFor(league, squads, teams, teams.map(usageOf), game);
  const homeTeam = teams[game.home]!;
  const awayTeam = teams[game.away]!;
  try {
    const record = await createServerGame(
      database,
      {
        home: { teamId: homeTeam.teamId, year: homeTeam.year },
        away: { teamId: awayTeam.teamId, year: awayTeam.year },
        userSide: side,
        mode: leagueMode(league.kind).gameMode,
        ownerUserId: userId,
        seed: game.seed,
        options: { dh: setup.options.dh ?? 'auto', ...(setup.options.innings ? { innings: setup.options.innings } : {}) },
        sides: { home: sideOf(setup.home, side === 'home'), away: sideOf(setup.away, side === 'away') },
        league: { leagueId, scheduleId: num },
      },
      async (tx, created: GameRecord) => {
        const claimed = await tx
          .update(leagueGames)
          .set({ status: 'live', gameId: created.id })
          .where(and(eq(leagueGames.leagueId, leagueId), eq(leagueGames.num, num), eq(leagueGames.status, 'scheduled')))
          .returning({ num: leagueGames.num });
        if (!claimed.length) throw new AlreadyClaimed();
      },
    );
    return record.id;
  } catch (error) {
    if (!(error instanceof AlreadyClaimed)) throw error;
    const again = await readGame(database.db, leagueId, num);
    if (again.gameId) return again.gameId;
    throw new LeagueError(LEAGUE_MESSAGES.gameOver, 409);
  }
}

/**
 * The computer plays the manager's game now with his depth chart; a game he already started is handed to the
 * computer, which finishes it (the play screen's exit).
 */
export async function autoPlayUserGame(database: Database, leagueId: number, num: number, actor: GameActor & { userId: number }, now: Date, events: LeagueEvents): Promise<void> {
  const { game } = await managedGame(database, leagueId, num, actor.userId);
  if (game.status === 'live' && game.gameId) {
    await decide(database, { gameId: game.gameId, actor, request: { type: 'exit' }, via: 'games' });
    return;
  }
  await runLeague(database, leagueId, { kind: 'upTo', num, includeTarget: true }, now, events);
  const after = await readGame(database.db, leagueId, num);
  if (after.status !== 'final') throw new LeagueError(EARLIER_GAMES, 409);
}

/** The games module's end hook: a manager's play-screen game ended; store it as the league game. */
export async function recordUserGame(database: Database, record: GameRecord, state: GameState, now: Date, events: LeagueEvents): Promise<number | null> {
  const [linked] = await database.db.select().from(leagueGames).where(and(eq(leagueGames.gameId, record.id), inArray(leagueGames.status, ['live'])));
  if (!linked) return null;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const league = await readLeague(database.db, linked.leagueId);
    if (!league) return null;
    const teams = await readTeams(database.db, league.id);
    const usage = teams.map(usageOf);
    const played = withTeams({ ...finishGame(linked, state, usage, record.exited), phase: linked.phase, series: linked.series }, linked);
    const squads = await loadSquads(database, league, teams);
    if (await storeGames(database, league, teams, usage, [played], cardDirectory(squads.rosters), now, { fromStatus: 'live' })) {
      await runLeague(database, league.id, { kind: 'due' }, now, events);
      return league.id;
    }
    const current = await readGame(database.db, linked.leagueId, linked.num);
    if (current.status !== 'live') return null;
  }
  throw new Error(`league game ${linked.leagueId}/${linked.num} could not be stored`);
}

/** A game left on the play screen this long after its time is finished by the computer, so the league goes on. */
export const ABANDONED_AFTER_MS = 24 * 3_600_000;

/**
 * Hands play-screen games to the computer, which finishes them (the play screen's exit): games started before
 * `startedBefore` (abandoned), or all of them (the owner's sim to the end). The end hook stores each one.
 */
export async function finishLiveGames(database: Database, leagueId: number, startedBefore: Date | null): Promise<number> {
  const live = await readGames(database.db, leagueId, ['live']);
  const teams = await readTeams(database.db, leagueId);
  let finished = 0;
  for (const game of live) {
    if (!game.gameId || (startedBefore && game.startsAt.getTime() > startedBefore.getTime())) continue;
    const userId = teams[game.home]?.userId ?? teams[game.away]?.userId;
    if (userId == null) continue;
    try {
      await decide(database, { gameId: game.gameId, actor: { userId, isSubscribed: true }, request: { type: 'exit' }, via: 'games' });
      finished += 1;
    } catch (error) {
      // Already over or changed meanwhile: the end hook or the other writer has it.
      if (!(error instanceof Error) || !('statusCode' in error)) throw error;
    }
  }
  return finished;
}
