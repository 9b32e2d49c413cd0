/**
 * The rooms of this process, built for many viewers at little cost: the shared part once per version of the draft
 * (league, draft, teams, picks), and per render only what is not versioned, in one statement: the draft's head, every
 * team's queue and the league's members. A pick seen by twelve streams and its own answer costs a few statements,
 * not four per viewer.
 */
import { sql } from 'drizzle-orm';
import type { DraftRoom } from '@bb/contract';
import type { Database } from '../db/database';
import { readLeague, readTeams } from '../leagues';
import { loadPool } from './draft-pool';
import { sharedRoom, viewerRoom, type SharedRoom } from './draft-room';
import { draftAt, type Head } from './draft-store';

/** The draft now: its head, and what the room reads fresh each time (queues by team, members). */
export interface RoomSnapshot {
  shared: SharedRoom;
  queues: ReadonlyMap<number, readonly string[]>;
  members: ReadonlySet<number>;
}

interface FreshRow {
  status: string;
  deadline: string | Date | null;
  held_at: string | Date;
  version: number | string;
  queues: Record<string, string[]> | null;
  members: Array<number | string> | null;
}

const SHARED_LIMIT = 100;
const date = (v: string | Date) => (v instanceof Date ? v : new Date(v));

export class RoomCache {
  /** Per league: the shared room of one version (its head as the key). */
  private readonly shared = new Map<number, { key: string; room: Promise<SharedRoom | null> }>();

  constructor(private readonly database: Database) {}

  /** The room as `userId` sees it now (null: no such draft). */
  async room(leagueId: number, userId: number | null, now: Date, online: ReadonlySet<number>): Promise<DraftRoom | null> {
    const snap = await this.snapshot(leagueId);
    return snap ? this.render(snap, userId, now, online) : null;
  }

  render(snap: RoomSnapshot, userId: number | null, now: Date, online: ReadonlySet<number>): DraftRoom {
    return viewerRoom(snap.shared, { userId }, now, online, (team) => snap.queues.get(team) ?? []);
  }

  async snapshot(leagueId: number): Promise<RoomSnapshot | null> {
    const fresh = ((await this.database.db.execute(sql`
      SELECT d.status, d.deadline, d.held_at, (d.state->>'version')::int AS version,
        (SELECT json_object_agg(q.team, q.card_ids) FROM draft_queues q WHERE q.league_id = d.league_id) AS queues,
        (SELECT json_agg(m.user_id) FROM league_members m WHERE m.league_id = d.league_id) AS members
      FROM drafts d WHERE d.league_id = ${leagueId}`)) as unknown as { rows: FreshRow[] }).rows[0];
    if (!fresh) return null;
    const head: Head = { status: fresh.status, deadline: fresh.deadline === null ? null : date(fresh.deadline), heldAt: date(fresh.held_at), version: Number(fresh.version) };
    const shared = await this.sharedAt(leagueId, head);
    if (!shared) return null;
    return {
      shared,
      queues: new Map(Object.entries(fresh.queues ?? {}).map(([team, ids]) => [Number(team), ids])),
      members: new Set((fresh.members ?? []).map(Number)),
    };
  }

  private sharedAt(leagueId: number, head: Head): Promise<SharedRoom | null> {
    const key = `${head.version}|${head.status}|${head.deadline?.getTime() ?? ''}|${head.heldAt.getTime()}`;
    const hit = this.shared.get(leagueId);
    if (hit?.key === key) return hit.room;
    const room = this.build(leagueId, head);
    this.shared.delete(leagueId);
    if (this.shared.size >= SHARED_LIMIT) this.shared.delete(this.shared.keys().next().value as number);
    this.shared.set(leagueId, { key, room });
    room.then((r) => r ?? this.forget(leagueId, room), () => this.forget(leagueId, room));
    return room;
  }

  private forget(leagueId: number, room: Promise<SharedRoom | null>): void {
    if (this.shared.get(leagueId)?.room === room) this.shared.delete(leagueId);
  }

  private async build(leagueId: number, head: Head): Promise<SharedRoom | null> {
    const db = this.database.db;
    const [league, draft, teams] = [await readLeague(db, leagueId), await draftAt(db, leagueId, head), await readTeams(db, leagueId)];
    if (!league || !draft) return null;
    return sharedRoom({ league, draft, teams, pool: await loadPool(this.database, draft.years, draft.lgIds) });
  }
}
