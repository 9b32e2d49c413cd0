import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { hashSecret, newSecret } from '../src/auth/tokens';
import type { JobQueue } from '../src/jobs';
import type { Json } from './support/json';
import { leagueClient } from './leagues-support';
import { API_ONLY_CONFIG } from './support/app-config';

export const MINUTE = 60_000;

export interface Player {
  id: number;
  key: string;
  username: string;
}

let made = 0;

/**
 * Subscribed users with a session each, straight into the tables: signup is rate limited per IP and the claim tests
 * need dozens of users. The session starts at the app's clock so it is fresh for the test's whole story.
 */
export async function players(database: Database, count: number, now: Date): Promise<Player[]> {
  const out: Player[] = [];
  for (let i = 0; i < count; i += 1) {
    made += 1;
    const username = `t${process.pid % 10000}_${made}_${Math.random().toString(36).slice(2, 6)}`;
    const key = newSecret();
    const row = (await database.db.execute(sql`
      WITH u AS (INSERT INTO users (username, email, password_hash, is_subscribed) VALUES (${username}, ${`${username}@example.test`}, 'x', true) RETURNING id)
      INSERT INTO sessions (user_id, key_hash, created_at, last_seen_at) SELECT id, ${hashSecret(key)}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz FROM u
      RETURNING user_id`)) as unknown as { rows: Array<{ user_id: number }> };
    out.push({ id: Number(row.rows[0]!.user_id), key, username });
  }
  return out;
}

/** A valid create body (8 teams of 1998, single elimination, lock in 30 minutes); tests override single fields. */
export function tournamentBody(now: Date, extra: Json = {}): Json {
  return {
    name: `Cup ${Math.random().toString(36).slice(2, 8)}`,
    fromYear: 1998,
    toYear: 1998,
    totalTeams: 8,
    format: 'single-elimination',
    seriesLength: 1,
    dh: 'auto',
    locksAt: new Date(now.getTime() + 30 * MINUTE).toISOString(),
    firstGameAt: new Date(now.getTime() + 60 * MINUTE).toISOString(),
    isPrivate: false,
    seed: 4242,
    ...extra,
  };
}

export async function tournamentApp(database: Database, clock: () => Date, jobs: JobQueue): Promise<FastifyInstance> {
  return buildApp({ config: API_ONLY_CONFIG, database, clock, jobs });
}

export function tournamentClient(app: FastifyInstance) {
  const client = leagueClient(app);
  return {
    ...client,
    create: (who: Player, body: Json) => client.post(who.key, '/api/tournaments', body),
    claim: (who: Player, leagueId: number, teamIndex: number) => client.post(who.key, `/api/tournaments/${leagueId}/claim`, { teamIndex }),
    detail: (who: Player, leagueId: number) => client.get(who.key, `/api/tournaments/${leagueId}`),
    remove: (who: Player, leagueId: number) => client.send(who.key, { method: 'DELETE', url: `/api/tournaments/${leagueId}` }),
    lobby: (who: Player, query: Record<string, string | number>) =>
      client.get(who.key, `/api/lobby/exp3/users/${who.id}/leagues?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`),
  };
}

type Row = Record<string, unknown>;
export async function rows(database: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** A queue that never runs anything: the tests drive the lock and the games themselves (tick after moving the clock). */
export const quietJobs: JobQueue = {
  work: async () => undefined,
  schedule: async () => undefined,
  drain: async () => undefined,
  stop: async () => undefined,
};
