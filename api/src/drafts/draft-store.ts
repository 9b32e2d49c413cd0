/** The draft's rows: the `drafts` row (settings, the engine's state, the stored deadline), picks, queues. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { DRAFT_COMPUTER_PICK_MS } from '@bb/contract';
import { pickOrder, type DraftState } from '@bb/engine';
import type { Database, Db } from '../db/database';
import { draftPicks, draftQueues, drafts } from '../db/schema/drafts';
import { leagueTeams } from '../db/schema/leagues';
import { refuse } from './draft-error';

export type DraftRow = Omit<typeof drafts.$inferSelect, 'state'> & { state: DraftState };
export type PickRow = typeof draftPicks.$inferSelect;

// A pick reads the whole state (picks included, from their rows): each process keeps the last row it saw per draft,
// and the locked read fetches the small columns and the state's version only. A row of another version (another
// instance wrote since) is read whole. The version moves on with every change of the state.
// Kept per database (league ids repeat across databases, as in tests that open several).
const cacheByDb = new WeakMap<object, Map<number, DraftRow>>();
const ROW_CACHE_LIMIT = 200;

function rowsOf(db: Db): Map<number, DraftRow> {
  let rows = cacheByDb.get(db);
  if (!rows) cacheByDb.set(db, (rows = new Map()));
  return rows;
}

function remember(db: Db, row: DraftRow): void {
  const rows = rowsOf(db);
  if (rows.size >= ROW_CACHE_LIMIT && !rows.has(row.leagueId)) rows.delete(rows.keys().next().value as number);
  rows.set(row.leagueId, row);
}

// How often this process found a draft at a version it did not write last (another instance wrote, or the copy was
// gone): the scheduler trusts what it remembers of its own wake-ups only while this stays the same.
const missesByDb = new WeakMap<object, Map<number, number>>();

function missed(db: Db, leagueId: number): void {
  let misses = missesByDb.get(db);
  if (!misses) missesByDb.set(db, (misses = new Map()));
  misses.set(leagueId, (misses.get(leagueId) ?? 0) + 1);
}

/** Changes to the draft this process did not make itself, as far as it has seen (see `missed`). */
export function foreignChanges(db: Db, leagueId: number): number {
  return missesByDb.get(db)?.get(leagueId) ?? 0;
}

/** A head read without the row: counts as another's change when this process holds a copy of another version. */
export function observe(db: Db, leagueId: number, head: Head): void {
  const cached = rowsOf(db).get(leagueId);
  if (cached && cached.state.version !== head.version) missed(db, leagueId);
}

export type Head = Pick<DraftRow, 'status' | 'deadline' | 'heldAt'> & { version: number };

const headColumns = { status: drafts.status, deadline: drafts.deadline, heldAt: drafts.heldAt, version: sql<number>`(${drafts.state}->>'version')::int` };

/** The draft's time columns (what the scheduler needs to plan), without the state. */
export async function readHead(db: Db, leagueId: number, lock = false): Promise<Head | null> {
  const query = db.select(headColumns).from(drafts).where(eq(drafts.leagueId, leagueId));
  const [head] = lock ? await query.for('update') : await query;
  return head ? { ...head, version: Number(head.version) } : null;
}

/** The draft row at `head` (the state from this process's copy when it is still the stored version). */
export async function draftAt(db: Db, leagueId: number, head: Head): Promise<DraftRow | null> {
  const cached = rowsOf(db).get(leagueId);
  if (cached && cached.state.version === head.version) return { ...cached, status: head.status, deadline: head.deadline, heldAt: head.heldAt };
  missed(db, leagueId);
  const row = await readWhole(db, leagueId);
  if (row) remember(db, row);
  return row;
}

/** The draft row (the state from this process's copy when it is still the stored version). */
export async function readDraft(db: Db, leagueId: number): Promise<DraftRow | null> {
  const head = await readHead(db, leagueId);
  return head ? draftAt(db, leagueId, head) : null;
}

export async function readPicks(db: Db, leagueId: number): Promise<PickRow[]> {
  return db.select().from(draftPicks).where(eq(draftPicks.leagueId, leagueId)).orderBy(asc(draftPicks.pick));
}

export async function readQueue(db: Db, leagueId: number, team: number): Promise<string[]> {
  const [row] = await db.select().from(draftQueues).where(and(eq(draftQueues.leagueId, leagueId), eq(draftQueues.team, team)));
  return row?.cardIds ?? [];
}

export async function writeQueue(db: Db, leagueId: number, team: number, cardIds: string[]): Promise<void> {
  await db.insert(draftQueues).values({ leagueId, team, cardIds }).onConflictDoUpdate({ target: [draftQueues.leagueId, draftQueues.team], set: { cardIds } });
}

/** Who manages each team (null: a computer manager), by team index: all a pick needs to know of the teams. */
export type Managers = ReadonlyArray<number | null>;

/**
 * When the team on the clock must have picked: a person gets the pick clock from now, a computer manager a few seconds
 * from when its turn began (`turnBegan`: when the previous pick was due, for the server's picks; else now). So a tick
 * late by several computer turns makes all of them, and a person still gets his whole clock.
 */
export function deadlineFor(draft: Pick<DraftRow, 'pickSeconds'>, manager: number | null | undefined, now: Date, turnBegan: Date = now): Date {
  return manager === null ? new Date(turnBegan.getTime() + DRAFT_COMPUTER_PICK_MS) : new Date(now.getTime() + draft.pickSeconds * 1000);
}

export type DraftChange = Partial<Pick<DraftRow, 'state' | 'status' | 'deadline' | 'heldAt'>>;

/** The head and the teams' managers in one statement (every command needs them); `lock`: the row for update. */
async function readWithManagers(db: Db, leagueId: number, lock: boolean): Promise<{ head: Head; managers: Managers } | null> {
  const query = db
    .select({ ...headColumns, managers: sql<Array<number | null> | null>`(SELECT json_agg(t.user_id ORDER BY t.idx) FROM ${leagueTeams} t WHERE t.league_id = ${leagueId})` })
    .from(drafts)
    .where(eq(drafts.leagueId, leagueId));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) return null;
  const { managers, ...head } = found;
  return { head: { ...head, version: Number(head.version) }, managers: (managers ?? []).map((m) => (m === null ? null : Number(m))) };
}

/** The draft row and its managers without a lock, for a change written with `writeIfUnchanged`. */
export async function readUnlocked(db: Db, leagueId: number): Promise<{ row: DraftRow; managers: Managers } | null> {
  const read = await readWithManagers(db, leagueId, false);
  if (!read) return null;
  const row = await draftAt(db, leagueId, read.head);
  return row ? { row, managers: read.managers } : null;
}

export interface NewPick {
  pick: number;
  team: number;
  cardId: string;
  playerId: string;
  madeBy: string;
  userId: number | null;
}

/**
 * Writes a change computed from `row` without having locked it: one statement that moves the row on only if it is
 * still at `row`'s version and status, and adds the picks only if it did. False: another change came first (nothing
 * written; read again). The picks' keys still refuse a pick or a player twice.
 */
export async function writeIfUnchanged(db: Db, row: DraftRow, change: DraftChange, picks: readonly NewPick[], now: Date): Promise<boolean> {
  const next = { ...row, ...change };
  const rows = JSON.stringify(picks.map((p) => ({ pick: p.pick, team: p.team, card_id: p.cardId, player_id: p.playerId, made_by: p.madeBy, user_id: p.userId })));
  const result = (await db.execute(sql`
    WITH moved AS (
      UPDATE drafts SET state = ${JSON.stringify(storedState(next.state))}::jsonb, status = ${next.status}, deadline = ${next.deadline ? next.deadline.toISOString() : null}::timestamptz,
        held_at = ${next.heldAt.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
      WHERE league_id = ${row.leagueId} AND (state->>'version')::int = ${row.state.version} AND status = ${row.status}
      RETURNING league_id),
    added AS (
      INSERT INTO draft_picks (league_id, pick, team, card_id, player_id, made_by, user_id, at)
      SELECT m.league_id, v.pick, v.team, v.card_id, v.player_id, v.made_by, v.user_id, ${now.toISOString()}::timestamptz
      FROM moved m, json_to_recordset(${rows}::json) AS v(pick int, team int, card_id text, player_id text, made_by text, user_id int)
      RETURNING pick)
    SELECT (SELECT count(*) FROM moved)::int AS moved, (SELECT count(*) FROM added)::int AS added`)) as unknown as { rows: Array<{ moved: number | string }> };
  if (Number(result.rows[0]?.moved ?? 0) === 0) return false;
  remember(db, next);
  return true;
}

/**
 * Runs `work` on the draft row locked for update (`SELECT … FOR UPDATE`): two requests, two ticks or two instances
 * acting on one draft take turns, and the second sees what the first wrote. `work` returns the change to store (or
 * null) and its own rows go through `tx`; everything commits together.
 */
export async function withLockedDraft<T>(
  database: Database,
  leagueId: number,
  work: (row: DraftRow, tx: Db, managers: Managers) => Promise<{ change: DraftChange | null; result: T }>,
  now: Date,
): Promise<T> {
  let stored: DraftRow | null = null;
  const result = await database.db.transaction(async (tx) => {
    const locked = await readWithManagers(tx as unknown as Db, leagueId, true);
    if (!locked) throw refuse.notFound();
    const cached = rowsOf(database.db).get(leagueId);
    let row: DraftRow;
    if (cached && cached.state.version === locked.head.version) row = { ...cached, status: locked.head.status, deadline: locked.head.deadline, heldAt: locked.head.heldAt };
    else {
      missed(database.db, leagueId);
      row = (await readWhole(tx as unknown as Db, leagueId)) as DraftRow;
    }
    const { change, result: out } = await work(row, tx as unknown as Db, locked.managers);
    if (change) await writeChange(tx as unknown as Db, row, change, now);
    stored = { ...row, ...(change ?? {}) };
    return out;
  });
  if (stored) remember(database.db, stored);
  return result;
}

/**
 * How the state is stored: without its picks and its order. The picks are the `draft_picks` rows (written in the same
 * transaction, keys and all) and the order follows from mode, teams and rounds, so a pick rewrites a few hundred bytes
 * instead of a document that grows to about 50 KB in a 30×26 draft.
 */
export function storedState(state: DraftState): Omit<DraftState, 'picks' | 'order'> {
  const { picks: _picks, order: _order, ...rest } = state;
  return rest;
}

function fullState(stored: DraftState | Omit<DraftState, 'picks' | 'order'>, picks: PickRow[]): DraftState {
  return {
    ...stored,
    order: pickOrder(stored.teams, stored.rounds, stored.mode),
    picks: picks.map((p) => ({ pick: p.pick, team: p.team, playerId: p.cardId, auto: p.madeBy === 'timeout' || p.madeBy === 'computer' })),
  };
}

async function readWhole(db: Db, leagueId: number): Promise<DraftRow | null> {
  const [row] = await db.select().from(drafts).where(eq(drafts.leagueId, leagueId));
  if (!row) return null;
  return { ...(row as DraftRow), state: fullState(row.state as DraftState, await readPicks(db, leagueId)) };
}

async function writeChange(db: Db, row: DraftRow, change: DraftChange, now: Date): Promise<void> {
  const { state, ...columns } = change;
  await db.update(drafts).set({ ...columns, ...(state ? { state: storedState(state) } : {}), updatedAt: now }).where(eq(drafts.leagueId, row.leagueId));
}

/** The state with its version moved on (changes the engine does not version: going live, a seat taken, a new time). */
export const bumped = (state: DraftState): DraftState => ({ ...state, version: state.version + 1 });
