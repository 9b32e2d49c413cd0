import { eq } from 'drizzle-orm';
import type { GameState } from '@bb/engine';
import type { GotdAttempt, GotdDefaults, GotdGameView, GotdRegistration, GotdStreaks, GotdTeamSeason } from '@bb/shared/src/contract/gotd-api';
import type { Database } from '../db/database';
import { gotdUserStats } from '../db/schema/index';
import { UNAUTHENTICATED } from '../auth/index';
import { GameServiceError, NOT_FOUND, applyServerDecision, createServerGame, gameSummary, loadServerGame, type GameRecord } from '../games/game-service';
import { loadTeamSeason } from '../games/team-rosters';
import { dailyMatchup, type DailyMatchup, type TeamSeasonRef } from './daily-pick';
import { gameDayOf, nextGameDayStart } from './game-day';
import { gameView, resultOf } from './game-view';
import { AlreadyPlayedError, findAttempt, findAttemptByGame, recordResult, startAttempt, type Attempt } from './results';
import { isStreakAlive } from './streaks';

export interface GotdPlayer {
  id: number;
  isGotdGuest: boolean;
}

async function teamInfo(database: Database, ref: TeamSeasonRef): Promise<GotdTeamSeason> {
  const team = await loadTeamSeason(database, ref.teamId, ref.year);
  return { teamId: team.teamId, year: team.year, name: team.name, lgId: team.lgId, wins: team.wins, losses: team.losses };
}

function attemptView(attempt: Attempt | undefined): GotdAttempt {
  if (!attempt) return { status: 'none', gameId: null, result: null };
  const final = attempt.status === 'final';
  return {
    status: final ? 'final' : 'playing',
    gameId: attempt.gameId,
    result: final
      ? { win: attempt.win, runs: attempt.runs, runsAllowed: attempt.runsAllowed, hits: attempt.hits, hr: attempt.hr, strikeouts: attempt.strikeouts }
      : null,
  };
}

/**
 * The game service's end-of-game hook (registered in ./index): however a GOTD game ends (a play here, exit or
 * quick play through the game routes), its result and streaks are recorded at once, read from the game.
 */
export async function recordFinishedGotd(database: Database, record: GameRecord, state: GameState): Promise<void> {
  const attempt = await findAttemptByGame(database.db, record.id);
  if (!attempt || attempt.status === 'final') return;
  await recordResult(database.db, attempt.id, resultOf(gameSummary(state, record.userSide)), record.finishedAt ?? new Date());
}

/**
 * Backstop for an attempt whose game ended while the hook failed (it only logs): the next read records it,
 * from the game, never from the client.
 */
async function settle(database: Database, attempt: Attempt | undefined): Promise<Attempt | undefined> {
  if (!attempt || attempt.status === 'final') return attempt;
  const { record, state } = await loadServerGame(database, attempt.gameId);
  if (state.status !== 'final') return attempt;
  await recordResult(database.db, attempt.id, resultOf(gameSummary(state, record.userSide)), record.finishedAt ?? new Date());
  return findAttempt(database.db, attempt.userId, attempt.gameDay);
}

async function streaksOf(database: Database, userId: number, today: string): Promise<GotdStreaks | null> {
  const [row] = await database.db.select().from(gotdUserStats).where(eq(gotdUserStats.userId, userId));
  if (!row) return null;
  const alive = isStreakAlive(row.lastPlayedDay, today);
  return {
    currentPlayStreak: alive ? row.currentPlayStreak : 0,
    maxPlayStreak: row.maxPlayStreak,
    currentWinStreak: alive ? row.currentWinStreak : 0,
    maxWinStreak: row.maxWinStreak,
  };
}

/** Today's game (only ever today's) and, for a signed-in player, their attempt and streaks. */
export async function gotdDefaults(database: Database, player: GotdPlayer | null, now = new Date()): Promise<GotdDefaults> {
  const today = gameDayOf(now);
  const matchup = await dailyMatchup(database.db, today);
  const attempt = player ? await settle(database, await findAttempt(database.db, player.id, today)) : undefined;
  return {
    gameDay: today,
    nextGameAt: nextGameDayStart(now).toISOString(),
    home: await teamInfo(database, matchup.home),
    away: await teamInfo(database, matchup.away),
    userSide: matchup.userSide,
    attempt: player ? attemptView(attempt) : null,
    streaks: player ? await streaksOf(database, player.id, today) : null,
  };
}

/**
 * Starts the player's one game of the day, or resumes it while unfinished. A finished game refuses a
 * second attempt. The attempt belongs to the day the game started, even if it ends after midnight.
 */
export async function registerForToday(database: Database, player: GotdPlayer, now = new Date()): Promise<GotdRegistration> {
  const today = gameDayOf(now);
  const existing = await settle(database, await findAttempt(database.db, player.id, today));
  if (existing?.status === 'final') throw new AlreadyPlayedError();
  if (existing) return { gameDay: today, gameId: existing.gameId, resumed: true };
  const matchup = await dailyMatchup(database.db, today);
  const game = await createServerGame(database, {
    home: matchup.home,
    away: matchup.away,
    userSide: matchup.userSide,
    mode: 'gotd',
    ownerUserId: player.id,
    guest: player.isGotdGuest,
    seed: matchup.seed,
  });
  const { attempt, created } = await startAttempt(database.db, player.id, today, game.id, now);
  if (!created && attempt.status === 'final') throw new AlreadyPlayedError();
  return { gameDay: today, gameId: attempt.gameId, resumed: !created };
}

async function viewOf(database: Database, attempt: Attempt, record: GameRecord, state: GameState, matchup: DailyMatchup): Promise<GotdGameView> {
  const final = state.status === 'final';
  return gameView(
    {
      gameId: record.id,
      gameDay: attempt.gameDay,
      userSide: matchup.userSide,
      home: await teamInfo(database, matchup.home),
      away: await teamInfo(database, matchup.away),
      result: final ? resultOf(gameSummary(state, record.userSide)) : null,
    },
    state,
  );
}

/**
 * The attempt behind a game id, checked against the caller: a signed-in player must own it. Spec §6 sends a
 * GOTD guest's swing-away and quick-play calls without credentials; for those the unguessable game id of a
 * guest's game is the capability, as for every guest game.
 */
async function attemptFor(database: Database, player: GotdPlayer | null, gameId: string): Promise<Attempt> {
  const attempt = await findAttemptByGame(database.db, gameId);
  if (!attempt) throw new GameServiceError(NOT_FOUND, 404);
  if (player) {
    if (attempt.userId !== player.id) throw new GameServiceError(NOT_FOUND, 404);
    return attempt;
  }
  const { record } = await loadServerGame(database, gameId);
  if (!record.guest) throw new GameServiceError(UNAUTHENTICATED, 401);
  return attempt;
}

export async function gotdGame(database: Database, player: GotdPlayer | null, gameId: string): Promise<GotdGameView> {
  const attempt = await attemptFor(database, player, gameId);
  const { record, state } = await loadServerGame(database, gameId);
  return viewOf(database, attempt, record, state, await dailyMatchup(database.db, attempt.gameDay));
}

/** One decision through the game service; the game's end records the result (once, however often it is asked). */
export async function playGotd(
  database: Database,
  player: GotdPlayer | null,
  gameId: string,
  decision: { type: 'swingAway' } | { type: 'quickPlay'; scope: 'halfInning' | 'game' },
): Promise<GotdGameView> {
  const attempt = await attemptFor(database, player, gameId);
  if (attempt.status === 'final') throw new AlreadyPlayedError();
  // Access was checked above (owner, or a guest game's id); the service then acts as a trusted caller.
  // A final move records the result through the game service's end-of-game hook; read the attempt back.
  const { record, state } = await applyServerDecision(database, gameId, null, decision);
  const current = state.status === 'final' ? ((await findAttemptByGame(database.db, gameId)) ?? attempt) : attempt;
  return viewOf(database, current, record, state, await dailyMatchup(database.db, attempt.gameDay));
}
