/** The draft's rows: the `drafts` row (settings, the engine's state, the stored deadline), picks, queues. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { DRAFT_COMPUTER_PICK_MS } from '@bb/contract';
import { pickOrder, type DraftState } from '@bb/engine';
import type { Database, Db } from '../db/database';
import { draftPicks, draftQueues, drafts } from '../db/schema/drafts';
import { leagueTeams } from '../db/schema/leagues';
import type { TeamRow } from '../leagues/league-data';
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

type Head = Pick<DraftRow, 'status' | 'deadline' | 'heldAt'> & { version: number };

/** The draft's time columns (what the scheduler needs to plan), without the state. */
export async function readHead(db: Db, leagueId: number, lock = false): Promise<Head | null> {
  const query = db
    .select({ status: drafts.status, deadline: drafts.deadline, heldAt: drafts.heldAt, version: sql<number>`(${drafts.state}->>'version')::int` })
    .from(drafts)
    .where(eq(drafts.leagueId, leagueId));
  const [head] = lock ? await query.for('update') : await query;
  return head ? { ...head, version: Number(head.version) } : null;
}

/** The draft row (the state from this process's copy when it is still the stored version). */
export async function readDraft(db: Db, leagueId: number): Promise<DraftRow | null> {
  const head = await readHead(db, leagueId);
  if (!head) return null;
  const cached = rowsOf(db).get(leagueId);
  if (cached && cached.state.version === head.version) return { ...cached, status: head.status, deadline: head.deadline, heldAt: head.heldAt };
  const row = await readWhole(db, leagueId);
  if (row) remember(db, row);
  return row;
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
export async function readManagers(db: Db, leagueId: number): Promise<Array<number | null>> {
  const rows = await db.select({ idx: leagueTeams.idx, userId: leagueTeams.userId }).from(leagueTeams).where(eq(leagueTeams.leagueId, leagueId)).orderBy(asc(leagueTeams.idx));
  return rows.map((r) => r.userId);
}

/** When the team on the clock must have picked: a person gets the pick clock, a computer manager a few seconds. */
export function deadlineFor(draft: Pick<DraftRow, 'pickSeconds'>, team: Pick<TeamRow, 'userId'> | undefined, now: Date): Date {
  const ms = team && team.userId === null ? DRAFT_COMPUTER_PICK_MS : draft.pickSeconds * 1000;
  return new Date(now.getTime() + ms);
}

export type DraftChange = Partial<Pick<DraftRow, 'state' | 'status' | 'deadline' | 'heldAt'>>;

/**
 * Runs `work` on the draft row locked for update (`SELECT … FOR UPDATE`): two requests, two ticks or two instances
 * acting on one draft take turns, and the second sees what the first wrote. `work` returns the change to store (or
 * null) and its own rows go through `tx`; everything commits together.
 */
export async function withLockedDraft<T>(
  database: Database,
  leagueId: number,
  work: (row: DraftRow, tx: Db) => Promise<{ change: DraftChange | null; result: T }>,
  now: Date,
): Promise<T> {
  let stored: DraftRow | null = null;
  const result = await database.db.transaction(async (tx) => {
    const head = await readHead(tx as unknown as Db, leagueId, true);
    if (!head) throw refuse.notFound();
    const cached = rowsOf(database.db).get(leagueId);
    const row: DraftRow = cached && cached.state.version === head.version
      ? { ...cached, status: head.status, deadline: head.deadline, heldAt: head.heldAt }
      : ((await readWhole(tx as unknown as Db, leagueId)) as DraftRow);
    const { change, result: out } = await work(row, tx as unknown as Db);
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
