/**
 * The decision clock's rules (contract/src/head-to-head-api.ts has the design), as pure functions of the game and its
 * h2h_games row. A turn belongs to one game revision: while both seats are users and the game is not over, every
 * revision starts a turn for the side at bat; a turn whose revision is not the game's has not started yet (it starts
 * the first time the clock code sees it). Times are the injected clock's.
 */
import {
  H2H_COMPUTER_ROLL_SECONDS, H2H_DECISION_SECONDS, H2H_INACTIVE_SECONDS, H2H_RECONNECT_GRACE_SECONDS, type GameSideName,
} from '@bb/contract';
import type { GameRecord } from '../games';
import { SIDES } from '../games';
import type { H2HRow } from './h2h-store';

type ClockGame = Pick<GameRecord, 'status' | 'exited' | 'seats' | 'revision'>;

const seconds = (at: Date, s: number) => new Date(at.getTime() + s * 1000);

export const isOver = (record: Pick<GameRecord, 'status' | 'exited'>): boolean => record.status === 'final' || record.exited;

/** The clock runs while two users sit in the seats and the game is not over (an open seat: nobody to wait for yet). */
export function clockRuns(record: ClockGame): boolean {
  return !isOver(record) && SIDES.every((side) => record.seats[side].kind === 'user');
}

/**
 * Turns run while both seats are taken and a user sits in one: with two users for the decision clock, with a user and
 * the computer (a seat taken over) for the computer's own rolls.
 */
export function turnsRun(record: ClockGame): boolean {
  const kinds = SIDES.map((side) => record.seats[side].kind);
  return !isOver(record) && kinds.every((kind) => kind === 'user' || kind === 'computer') && kinds.includes('user');
}

/** The turn stored in the row is the game's current one. */
export function turnIsCurrent(row: Pick<H2HRow, 'turnRevision' | 'turnStartedAt'>, record: ClockGame): boolean {
  return row.turnRevision === record.revision && row.turnStartedAt !== null;
}

/** The game's revision needs its turn started (it has none yet). */
export function needsTurnStart(row: Pick<H2HRow, 'turnRevision' | 'turnStartedAt'>, record: ClockGame): boolean {
  return turnsRun(record) && !turnIsCurrent(row, record);
}

/**
 * When the computer rolls for the side at bat (`batting`), a seat it took over: H2H_COMPUTER_ROLL_SECONDS into the
 * turn. Null when a user bats or no turn runs (the remaining user never rolls for the computer).
 */
export function computerRollAt(row: Pick<H2HRow, 'turnRevision' | 'turnStartedAt'>, record: ClockGame, batting: GameSideName): Date | null {
  if (!turnsRun(record) || record.seats[batting].kind !== 'computer' || !turnIsCurrent(row, record)) return null;
  return seconds(row.turnStartedAt as Date, H2H_COMPUTER_ROLL_SECONDS);
}

/** The computer's roll for its side is due. */
export function computerRollIsDue(row: H2HRow, record: ClockGame, batting: GameSideName, now: Date): boolean {
  const at = computerRollAt(row, record, batting);
  return at !== null && now.getTime() >= at.getTime();
}

/** When the current turn's clock runs out, or null when no clock runs. */
export function turnDeadline(row: Pick<H2HRow, 'turnRevision' | 'turnStartedAt'>, record: ClockGame): Date | null {
  if (!clockRuns(record) || !turnIsCurrent(row, record)) return null;
  return seconds(row.turnStartedAt as Date, H2H_DECISION_SECONDS);
}

/** The turn's clock ran out: the side at bat's plate appearance is the computer's. */
export function timeIsUp(row: H2HRow, record: ClockGame, now: Date): boolean {
  const deadline = turnDeadline(row, record);
  return deadline !== null && now.getTime() >= deadline.getTime();
}

export const activeAt = (row: H2HRow, side: GameSideName): Date | null => (side === 'away' ? row.awayActiveAt : row.homeActiveAt);
export const goneAt = (row: H2HRow, side: GameSideName): Date | null => (side === 'away' ? row.awayGoneAt : row.homeGoneAt);
export const playerOf = (row: H2HRow, side: GameSideName): number | null => (side === 'away' ? row.awayUserId : row.homeUserId);

/** No move of his own for H2H_INACTIVE_SECONDS (counted from his first turn when he has made none): he has left. */
export function isInactive(row: H2HRow, side: GameSideName, now: Date): boolean {
  const last = activeAt(row, side) ?? row.turnStartedAt;
  return last !== null && now.getTime() - last.getTime() >= H2H_INACTIVE_SECONDS * 1000;
}

/**
 * The side's player still holds his seat and his last stream closed at `goneAt`: the grace ends then. Not while a
 * seat is open: the owner waiting for his opponent has no game to hand over yet.
 */
export function graceEnd(row: H2HRow, record: ClockGame, side: GameSideName): Date | null {
  const gone = goneAt(row, side);
  const seat = record.seats[side];
  if (gone === null || isOver(record) || SIDES.some((s) => record.seats[s].kind === 'open')) return null;
  if (seat.kind !== 'user' || seat.userId !== playerOf(row, side)) return null;
  return seconds(gone, H2H_RECONNECT_GRACE_SECONDS);
}

/** Players whose reconnect grace has ended (the seat is handed over unless they are connected again). */
export function graceEnded(row: H2HRow, record: ClockGame, now: Date): GameSideName[] {
  return SIDES.filter((side) => {
    const end = graceEnd(row, record, side);
    return end !== null && now.getTime() >= end.getTime();
  });
}

/**
 * When the clock code must look at the game next (a turn's deadline, the computer's roll for `batting`, a grace's
 * end); null: nothing to wait for.
 */
export function nextDue(row: H2HRow, record: ClockGame, batting: GameSideName): Date | null {
  const times = [turnDeadline(row, record), computerRollAt(row, record, batting), ...SIDES.map((side) => graceEnd(row, record, side))]
    .filter((t): t is Date => t !== null);
  if (times.length === 0) return null;
  return new Date(Math.min(...times.map((t) => t.getTime())));
}
