/**
 * The `headToHead` block beside a head-to-head game (contract: H2HGameInfo) as one viewer sees it: the phase, the
 * newest invitation, both players with their connections, the sides the computer took over, the decision clock,
 * the spectators. Built from a snapshot (./h2h-snapshot.ts); what only the owner or a player sees is derived per
 * viewer, and the block of a plain spectator is built once per snapshot and shared.
 */
import {
  H2H_DECISION_SECONDS,
  type GameSideName, type H2HClock, type H2HGameInfo, type H2HReconnectWait, type H2HUserRef,
} from '@bb/contract';
import type { GameState } from '@bb/engine';
import type { Database } from '../db/database';
import { GameServiceError, NOT_FOUND, type GameRecord } from '../games';
import { SIDES, viewerSide, type GameActor } from '../games';
import { originalSide, type H2HRow } from './h2h-store';
import { OWNER_LISTS, readSnapshot, spectatorIds, usernamesOf, type H2HSnapshot } from './h2h-snapshot';
import { graceEnd } from './turn-clock';

type Phase = H2HGameInfo['phase'];

export function phaseOf(record: GameRecord, state: GameState): Phase {
  if (state.status === 'final' || record.status === 'final' || record.exited) return 'final';
  return SIDES.some((side) => record.seats[side].kind === 'open') ? 'waiting' : 'playing';
}

const userIdOf = (row: H2HRow, side: GameSideName): number | null => (side === 'away' ? row.awayUserId : row.homeUserId);

/** The batting side's turn, while two users play and the clock's turn is this revision (A3 keeps it in h2h_games). */
export function clockOf(row: H2HRow, record: GameRecord, state: GameState, now: Date): H2HClock | null {
  if (phaseOf(record, state) !== 'playing') return null;
  if (record.seats.away.kind !== 'user' || record.seats.home.kind !== 'user') return null;
  if (row.turnRevision !== record.revision || !row.turnStartedAt) return null;
  const started = new Date(row.turnStartedAt).getTime();
  return {
    side: state.half === 0 ? 'away' : 'home',
    deadline: new Date(started + H2H_DECISION_SECONDS * 1000).toISOString(),
    serverNow: now.toISOString(),
    seconds: H2H_DECISION_SECONDS,
  };
}

/** Players whose last stream closed and who hold their seat until the grace ends (one not back yet: still waited for). */
export function reconnectingOf(row: H2HRow, record: GameRecord, connected: ReadonlySet<number>, now: Date): H2HReconnectWait[] {
  return SIDES.flatMap((side) => {
    const deadline = graceEnd(row, record, side);
    const userId = userIdOf(row, side);
    if (!deadline || userId === null || connected.has(userId)) return [];
    return [{ side, deadline: deadline.toISOString(), serverNow: now.toISOString() }];
  });
}

/** The owner's lists: who watches now and whom he blocked, with usernames (read once per snapshot). */
function ownerLists(database: Database, snapshot: H2HSnapshot): Promise<{ watching: H2HUserRef[]; blocked: H2HUserRef[] }> {
  const key = OWNER_LISTS;
  let lists = snapshot.memo.get(key) as Promise<{ watching: H2HUserRef[]; blocked: H2HUserRef[] }> | undefined;
  if (!lists) {
    lists = (async () => {
      const spectators = await spectatorIds(database, snapshot.row);
      const blocked = snapshot.row.blocked;
      const names = await usernamesOf(database, [...spectators, ...blocked]);
      const refs = (ids: number[]) => ids.flatMap((userId) => (names.has(userId) ? [{ userId, username: names.get(userId)! }] : []));
      return { watching: refs(spectators.filter((id) => !blocked.includes(id))), blocked: refs(blocked) };
    })();
    snapshot.memo.set(key, lists);
  }
  return lists;
}

/** The block as `actor` sees it. */
export async function infoFromSnapshot(
  database: Database,
  snapshot: H2HSnapshot,
  record: GameRecord,
  state: GameState,
  actor: GameActor,
  now: Date,
): Promise<H2HGameInfo> {
  const { row, viewers, names } = snapshot;
  const phase = phaseOf(record, state);
  const player = (side: GameSideName): H2HGameInfo['players']['away'] => {
    const userId = userIdOf(row, side);
    if (userId === null) return null;
    const seat = record.seats[side];
    return {
      userId,
      username: names.get(userId) ?? '',
      connected: viewers.players.has(userId),
      joined: (seat.kind === 'user' && seat.userId === userId) || row.takenOver[side] !== undefined,
    };
  };
  const isOwner = actor.userId !== null && actor.userId === row.ownerUserId;
  const started = originalSide(row, actor.userId);
  const lists = isOwner ? await ownerLists(database, snapshot) : { watching: [], blocked: [] };
  return {
    ownerUserId: row.ownerUserId,
    isOwner,
    phase,
    invitation: snapshot.invitation,
    players: { away: player('away'), home: player('home') },
    takenOver: { away: row.takenOver.away ?? null, home: row.takenOver.home ?? null },
    canRejoin: started !== null && row.takenOver[started] !== undefined && phase !== 'final',
    clock: clockOf(row, record, state, now),
    reconnecting: reconnectingOf(row, record, viewers.players, now),
    spectatorsAllowed: row.spectatorsAllowed,
    spectators: viewers.spectators,
    watching: lists.watching,
    blocked: lists.blocked,
    spectating: viewerSide(record, actor) === null,
  };
}

/** A viewer who neither owns the game nor started in it nor sits in it: every such viewer sees the same block. */
export function isPlainSpectator(row: H2HRow, record: GameRecord, actor: GameActor): boolean {
  return actor.userId !== row.ownerUserId && originalSide(row, actor.userId) === null && viewerSide(record, actor) === null;
}

/**
 * The mode's `extra` for one viewer: `{ headToHead }`. Every plain spectator of a snapshot gets the same object (the
 * game stream sends one serialised message to all of them).
 */
export async function headToHeadExtra(
  database: Database,
  snapshot: H2HSnapshot,
  record: GameRecord,
  state: GameState,
  actor: GameActor,
  now: Date,
): Promise<{ headToHead: H2HGameInfo }> {
  if (!isPlainSpectator(snapshot.row, record, actor)) return { headToHead: await infoFromSnapshot(database, snapshot, record, state, actor, now) };
  const key = `spectator:${record.revision}`;
  let shared = snapshot.memo.get(key) as Promise<{ headToHead: H2HGameInfo }> | undefined;
  if (!shared) {
    // The snapshot's time: one block for all of them (the clock's deadline is what counts; serverNow is a second off at most).
    shared = infoFromSnapshot(database, snapshot, record, state, actor, snapshot.now).then((headToHead) => ({ headToHead }));
    snapshot.memo.set(key, shared);
  }
  return shared;
}

/** The block for one viewer, read now (route answers; streams use the shared snapshots). */
export async function headToHeadInfo(database: Database, record: GameRecord, state: GameState, actor: GameActor, now: Date): Promise<H2HGameInfo> {
  const snapshot = await readSnapshot(database, record.id, now);
  if (!snapshot) throw new GameServiceError(NOT_FOUND, 404);
  return infoFromSnapshot(database, snapshot, record, state, actor, now);
}
