import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/database';
import type { JobQueue } from '../../src/jobs';
import { createUser, markSubscribed, type TestUser } from '../accounts-helpers';
import { leagueClient } from '../leagues-support';
import { API_ONLY_CONFIG } from './app-config';


export interface ModeApp {
  app: FastifyInstance;
  api: ReturnType<typeof leagueClient>;
  /** Two subscribers (the mode's players) and a signed-up user who has not paid (refused with 403). */
  owner: TestUser;
  other: TestUser;
  unsubscribed: TestUser;
  /** Rows of a table now: a refused request must leave it unchanged. */
  count: (table: string) => Promise<number>;
}

/**
 * The setup every game mode's API test repeats: build the app on the backend's database (opened with the mode's
 * seasons imported), with the test's clock and job queue when the mode schedules work, and sign up its users.
 */
export async function startModeApp(database: Database, options: { clock?: () => Date; jobs?: JobQueue } = {}): Promise<ModeApp> {
  const app = await buildApp({ config: API_ONLY_CONFIG, database, ...options });
  const [owner, other, unsubscribed] = [await createUser(app), await createUser(app), await createUser(app)];
  await markSubscribed(database, owner.id);
  await markSubscribed(database, other.id);
  const count = async (table: string) =>
    Number(((await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
  return { app, api: leagueClient(app), owner, other, unsubscribed, count };
}
