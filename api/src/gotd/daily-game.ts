import { eq } from 'drizzle-orm';
import type { GameState } from '@bb/engine';
import type { GotdAttempt, GotdDefaults, GotdRegistration, GotdResult, GotdStreaks, GotdTeamSeason } from '@bb/contract';
import type { Database } from '../db/database';
import { gotdUserStats } from '../db/schema/index';
import { createServerGame, gameSummary, loadServerGame } from '../games';
import type { GameRecord } from '../games';
import { seatsFor } from '../games';
import { loadTeamSeason } from '../games';
import { dailyMatchup, playerSeed, type TeamSeasonRef } from './daily-pick';
import { gameDayOf, nextGameDayStart } from './game-day';
import { resultOf } from './game-view';
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
  let raced = false;
  const create = createServerGame(database, {
    home: matchup.home,
    away: matchup.away,
    userSide: matchup.userSide,
    mode: 'gotd',
    ownerUserId: player.id,
    guest: player.isGotdGuest,
    seats: seatsFor(matchup.userSide, player.id),
    // Each player's own dice (the day's matchup is shared, the rolls are not): nobody can learn or copy another's.
    seed: await playerSeed(database.db, today, player.id),
  }, async (tx, game) => {
    // The attempt and its game are written together: a parallel registration that lost the race leaves no game.
    const { created } = await startAttempt(tx, player.id, today, game.id, now);
    if (!created) {
      raced = true;
      throw new AlreadyPlayedError();
    }
  });
  try {
    const game = await create;
    return { gameDay: today, gameId: game.id, resumed: false };
  } catch (error) {
    if (!raced) throw error;
    const attempt = await findAttempt(database.db, player.id, today);
    if (!attempt || attempt.status === 'final') throw new AlreadyPlayedError();
    return { gameDay: today, gameId: attempt.gameId, resumed: true };
  }
}

/** What the GOTD page shows beside the game: its day and, once final, the counted result. */
export async function gotdExtra(database: Database, record: GameRecord, state: GameState): Promise<{ gameDay: string; result: GotdResult | null }> {
  const attempt = await findAttemptByGame(database.db, record.id);
  return {
    gameDay: attempt?.gameDay ?? '',
    result: state.status === 'final' ? resultOf(gameSummary(state, record.userSide)) : null,
  };
}
