/**
 * Changing draft-league rosters safely: the teams' rows are locked (SELECT … FOR UPDATE, in index order so two moves
 * never wait on each other in a circle), the rules are checked against the rosters as they are under the lock, and
 * the rosters, the depth charts and the league's revision change in that one transaction. The revision bump makes a
 * batch of games read before the move fail its own revision guard (season-runner.ts) instead of being stored over it.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PlayerCard } from '@bb/engine';
import type { Database, Db } from '../db/database';
import { leagues, leagueTeams } from '../db/schema/leagues';
import { loadCards } from '../drafts';
import type { StoredDepth } from '../leagues';
import { readTeams, type TeamRow } from '../leagues';

export type Tx = Db;

/** The stored chart without players who left: their lineup, rotation and closer spots go back to the computer's choice. */
export function depthWithout(depth: StoredDepth, gone: ReadonlySet<string>, incoming: readonly string[]): StoredDepth {
  const next: StoredDepth = { ...depth };
  if (depth.active) {
    // The newcomers take the active spots the departed held, so the active roster keeps its size.
    const kept = depth.active.filter((id) => !gone.has(id));
    next.active = [...kept, ...incoming.slice(0, Math.max(0, depth.active.length - kept.length))];
  }
  if (depth.lineup?.some((s) => gone.has(s.cardId))) next.lineup = null;
  if (depth.rotation) {
    const rotation = depth.rotation.filter((id) => !gone.has(id));
    next.rotation = rotation.length ? rotation : null;
  }
  if (depth.closer && gone.has(depth.closer)) next.closer = null;
  return next;
}

/** Writes one team's new roster and its chart without the players who left. */
export async function storeRoster(tx: Tx, team: TeamRow, roster: string[]): Promise<void> {
  const now = new Set(roster);
  const before = team.roster ?? [];
  const gone = new Set(before.filter((id) => !now.has(id)));
  const had = new Set(before);
  const incoming = roster.filter((id) => !had.has(id));
  await tx
    .update(leagueTeams)
    .set({ roster, depth: depthWithout(team.depth, gone, incoming) })
    .where(and(eq(leagueTeams.leagueId, team.leagueId), eq(leagueTeams.idx, team.idx)));
}

export async function bumpRevision(tx: Tx, leagueId: number): Promise<void> {
  await tx.update(leagues).set({ revision: sql`${leagues.revision} + 1` }).where(eq(leagues.id, leagueId));
}

const STALE = Symbol('stale');

/**
 * Runs `work` in a transaction holding the rows of these teams (all of the league's when `teams` is 'all'). The
 * cards are read before it (their rows never change; reading them inside would wait on the one PGlite connection);
 * when a roster changed between that read and the lock, it reads again.
 */
export async function withLockedTeams<T>(
  database: Database,
  leagueId: number,
  teams: readonly number[] | 'all',
  extraIds: readonly string[],
  work: (tx: Tx, locked: Map<number, TeamRow>, cards: ReadonlyMap<string, PlayerCard>) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = (await readTeams(database.db, leagueId)).filter((t) => teams === 'all' || teams.includes(t.idx));
    const asked = new Set([...current.flatMap((t) => t.roster ?? []), ...extraIds]);
    const cards = await loadCards(database, [...asked]);
    const result = await database.db.transaction(async (tx) => {
      const where = teams === 'all' ? eq(leagueTeams.leagueId, leagueId) : and(eq(leagueTeams.leagueId, leagueId), inArray(leagueTeams.idx, [...teams]));
      const rows = (await tx.select().from(leagueTeams).where(where).orderBy(asc(leagueTeams.idx)).for('update')) as TeamRow[];
      if (rows.some((t) => (t.roster ?? []).some((id) => !asked.has(id)))) return STALE;
      return { value: await work(tx as unknown as Tx, new Map(rows.map((t) => [t.idx, t])), cards) };
    });
    if (result !== STALE) return result.value;
  }
  throw new Error(`League ${leagueId}: rosters kept changing while a move waited`);
}
