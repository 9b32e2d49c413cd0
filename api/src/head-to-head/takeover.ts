/**
 * What the decision clock writes: turns, own moves, seats handed to the computer and back, and the one due-work
 * function. Every game write goes through the decide path's trusted `systemDecide`, conditional on the revision it was
 * judged on, and every row write is conditional or atomic, so two instances or a retried job never apply a due thing
 * twice: the loser of a race reads the game again and finds nothing left to do.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { GameSideName, H2HTakeover } from '@bb/contract';
import type { Database } from '../db/database';
import { h2hGames } from '../db/schema/index';
import { seatToComputer, systemDecide } from '../games';
import { battingSide } from '../games';
import { CONFLICT, GameServiceError, liveState, readRecord, type GameRecord } from '../games';
import { sideIndex } from '../games';
import { gameViewers } from '../realtime';
import { noteTurn, readH2H, toRow, type H2HRow } from './h2h-store';
import { clockRuns, computerRollIsDue, goneAt, graceEnded, isInactive, isOver, playerOf, timeIsUp, turnsRun } from './turn-clock';

type RowSet = PgUpdateSetSource<typeof h2hGames>;
/** The clock's columns of the row as a write left them. */
type ClockColumns = Pick<H2HRow, 'turnRevision' | 'turnStartedAt' | 'awayActiveAt' | 'homeActiveAt'>;

/** One write of the row (bumping its version, as every write does) where `condition` holds; its clock columns, or null. */
async function writeRow(database: Database, gameId: string, set: RowSet, condition?: SQL): Promise<ClockColumns | null> {
  const where = condition ? and(eq(h2hGames.gameId, gameId), condition) : eq(h2hGames.gameId, gameId);
  const [written] = await database.db
    .update(h2hGames)
    .set({ ...set, version: sql`${h2hGames.version} + 1` })
    .where(where)
    .returning({
      turnRevision: h2hGames.turnRevision, turnStartedAt: h2hGames.turnStartedAt, awayActiveAt: h2hGames.awayActiveAt, homeActiveAt: h2hGames.homeActiveAt,
    });
  if (written) noteTurn(database, { gameId, ...written });
  return written ?? null;
}

const activeColumn = (side: GameSideName) => (side === 'away' ? 'awayActiveAt' : 'homeActiveAt');
const goneColumn = (side: GameSideName) => (side === 'away' ? 'awayGoneAt' : 'homeGoneAt');

/**
 * The turn of `revision` starts at `now`, unless the row holds it or a later one already (another instance, a retry).
 * A player who has made no move yet counts as active from his first turn: inactivity is measured from there.
 */
function turnStart(revision: number, now: Date): RowSet {
  const at = sql`${now.toISOString()}::timestamptz`;
  const newer = sql`(${h2hGames.turnRevision} IS NULL OR ${h2hGames.turnRevision} < ${revision}::int)`;
  return {
    turnRevision: sql`CASE WHEN ${newer} THEN ${revision}::int ELSE ${h2hGames.turnRevision} END`,
    turnStartedAt: sql`CASE WHEN ${newer} THEN ${at} ELSE ${h2hGames.turnStartedAt} END`,
    awayActiveAt: sql`coalesce(${h2hGames.awayActiveAt}, ${at})`,
    homeActiveAt: sql`coalesce(${h2hGames.homeActiveAt}, ${at})`,
  };
}

/** Starts the turn of `revision` (see `turnStart`); true when this call started it. */
export async function startTurn(database: Database, gameId: string, revision: number, now: Date): Promise<boolean> {
  const written = await writeRow(database, gameId, turnStart(revision, now));
  return written?.turnRevision === revision && written.turnStartedAt?.getTime() === now.getTime();
}

/**
 * One decision of a player, in one write: his last own move and, while the clock runs, the turn of the game's new
 * revision. Returns the whole row as written (the clock plans from it: no read before or after the write), or null
 * when the game has no row.
 */
export async function recordMove(database: Database, record: GameRecord, side: GameSideName | null, now: Date): Promise<H2HRow | null> {
  const set: RowSet = turnsRun(record) ? turnStart(record.revision, now) : {};
  if (side) set[activeColumn(side)] = now;
  if (Object.keys(set).length === 0) return readH2H(database, record.id);
  const [written] = await database.db
    .update(h2hGames)
    .set({ ...set, version: sql`${h2hGames.version} + 1` })
    .where(eq(h2hGames.gameId, record.id))
    .returning();
  if (!written) return null;
  const row = toRow(written);
  noteTurn(database, row);
  return row;
}

/** Why the computer manages a side (atomic: both sides taken at once both stay). */
export async function markTakenOver(database: Database, gameId: string, side: GameSideName, reason: H2HTakeover): Promise<void> {
  await writeRow(database, gameId, { takenOver: sql`${h2hGames.takenOver} || jsonb_build_object(${side}::text, ${reason}::text)` });
}

/** The computer takes the side's seat for the rest of the game (as on exit: it finishes when no human is left). */
export async function takeSeat(database: Database, record: GameRecord, side: GameSideName, reason: H2HTakeover): Promise<GameRecord> {
  const handOver = seatToComputer(record, side);
  const { record: updated } = await systemDecide(database, record, handOver.decisions, handOver.extra);
  await markTakenOver(database, record.id, side, reason);
  return updated;
}

/**
 * The side's player takes his seat back from the computer: he is back (a disconnection before does not count any
 * more; his stream closing again starts a new grace) and his inactivity counts from now.
 */
export async function handBack(database: Database, record: GameRecord, side: GameSideName, userId: number, now: Date): Promise<GameRecord> {
  const seats = { ...record.seats, [side]: { kind: 'user' as const, userId } };
  const { record: updated } = await systemDecide(database, record, [{ type: 'setManager', team: sideIndex(side), kind: 'human' }], { seats });
  const turn = clockRuns(updated) ? turnStart(updated.revision, now) : {};
  await writeRow(database, record.id, { ...turn, takenOver: sql`${h2hGames.takenOver} - ${side}::text`, [activeColumn(side)]: now, [goneColumn(side)]: null });
  return updated;
}

/** What a due run changed: the game's newest revision if it wrote the game, and whether only the row changed. */
export interface DueOutcome {
  revision: number | null;
  rowChanged: boolean;
}

/**
 * The due work of one game at `now`, idempotent: (a) a turn whose clock ran out gets the computer's plate appearance
 * for the side at bat (then that side's user, idle for H2H_INACTIVE_SECONDS, loses his seat: 'inactive'); (b) a
 * player whose reconnect grace ended and who is still not connected loses his seat ('left'); (c) otherwise, a side
 * the computer took over rolls its own plate appearance when its turn is due. A new turn starts after.
 */
export async function runDue(database: Database, gameId: string, now: Date): Promise<DueOutcome> {
  const outcome: DueOutcome = { revision: null, rowChanged: false };
  for (let attempt = 0; ; attempt += 1) {
    try {
      await dueOnce(database, gameId, now, outcome);
      return outcome;
    } catch (error) {
      if (!(error instanceof GameServiceError)) throw error;
      if (error.statusCode === 404) return outcome;
      // Someone changed the game meanwhile (a player, another instance): judge it again as it is now.
      if (error.message !== CONFLICT || attempt >= 3) throw error;
    }
  }
}

async function dueOnce(database: Database, gameId: string, now: Date, outcome: DueOutcome): Promise<void> {
  let record = await readRecord(database, gameId);
  const row = await readH2H(database, gameId);
  if (!row || record.mode !== 'head-to-head' || isOver(record)) return;
  let wrote = false;
  const written = (updated: GameRecord) => {
    record = updated;
    outcome.revision = updated.revision;
    wrote = true;
  };
  if (timeIsUp(row, record, now)) {
    const side = battingSide((await liveState(database, record)).state);
    written((await systemDecide(database, record, [{ type: 'swingAway', computerFor: sideIndex(side) }])).record);
    if (!isOver(record) && isInactive(row, side, now)) written(await takeSeat(database, record, side, 'inactive'));
  }
  const gone = graceEnded(row, record, now);
  if (gone.length > 0) {
    const { players } = await gameViewers(database, gameId);
    for (const side of gone) {
      const since = goneAt(row, side) as Date;
      if (players.has(playerOf(row, side) as number)) {
        // Connected again although the mark stayed (a race with the stream): clear it unless a newer one was set.
        if (await writeRow(database, gameId, { [goneColumn(side)]: null }, eq(h2hGames[goneColumn(side)], since))) outcome.rowChanged = true;
      } else if (!isOver(record)) {
        written(await takeSeat(database, record, side, 'left'));
      }
    }
  }
  if (!wrote && !isOver(record)) {
    // A seat the computer took over plays on by itself: it rolls its own plate appearances (its manager decides
    // its tactics and changes in the engine's swing), never leaving them to the other user.
    const batting = battingSide((await liveState(database, record)).state);
    if (computerRollIsDue(row, record, batting, now)) written((await systemDecide(database, record, [{ type: 'swingAway' }])).record);
  }
  if (wrote && turnsRun(record)) await startTurn(database, gameId, record.revision, now);
}
