/** GET /api/seasons/years/{year}/accuracy (contract/src/accuracy-api.ts): the stored report, or its replays queued. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { SEASON_MESSAGES, type SeasonAccuracyReport } from '@bb/contract';
import { SeasonAccuracyParams } from '@bb/contract/src/schemas/seasons';
import { LeagueErrorBody } from '@bb/contract/src/schemas/leagues';
import { DataBody, ErrorBody } from '@bb/contract/src/schemas/http';
import type { Database } from '../db/database';
import { requireUser } from '../auth';
import { LEAGUE_TAGS, leagueAnswer, subscriber } from '../leagues';
import { LeagueError } from '../leagues';
import { seasonPool } from '../seasons';
import { queueRow, readRow, reportView, requeueRow, touchRow } from './accuracy-store';
import { replaysWanted, type AccuracyRunner } from './accuracy-job';
import { engineVersion } from './engine-version';
import { ownerTeamOf } from './replay-season';

const responses = { 200: DataBody, 400: LeagueErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
/** A report queued or running without progress this long has lost its job (a crash before it was scheduled). */
const STALE_MS = 10 * 60_000;
/** A failed report is tried again when asked for after this long (the failure may have been the database's). */
const RETRY_FAILED_MS = 60 * 60_000;

export interface AccuracyRouteDeps {
  database: Database;
  runner: AccuracyRunner;
  clock: () => Date;
}

/** Whether the record has the season and the season-replay code can field a league of it. */
async function replayable(database: Database, year: number): Promise<boolean> {
  const found = (await database.db.execute(sql`SELECT 1 FROM lahman_teams WHERE "yearID" = ${year} LIMIT 1`)) as unknown as { rows: unknown[] };
  return found.rows.length > 0 && ownerTeamOf(await seasonPool(database, year)) !== null;
}

export function registerAccuracyRoutes(app: FastifyInstance, { database, runner, clock }: AccuracyRouteDeps): void {
  const db = database.db;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  async function report(year: number): Promise<SeasonAccuracyReport> {
    const version = engineVersion();
    const now = clock();
    let row = await readRow(db, year, version);
    if (!row) {
      if (!(await replayable(database, year))) throw new LeagueError(SEASON_MESSAGES.noSeason, 404);
      row = await queueRow(db, year, version, replaysWanted(), now);
      await runner.schedule(year);
      return reportView(row);
    }
    const idle = now.getTime() - row.updatedAt.getTime();
    if (row.status === 'failed' && idle > RETRY_FAILED_MS) {
      await requeueRow(db, year, version, now);
      await runner.schedule(year);
      row = (await readRow(db, year, version))!;
    } else if ((row.status === 'queued' || row.status === 'running') && idle > STALE_MS) {
      // Scheduling is idempotent: a job still waiting absorbs this one.
      await touchRow(db, year, version, now);
      await runner.schedule(year);
    }
    return reportView(row);
  }

  api.get(
    '/api/seasons/years/:year/accuracy',
    { preHandler: requireUser, schema: { tags: LEAGUE_TAGS, summary: "A season's accuracy report: N replays beside the record", params: SeasonAccuracyParams, response: responses } },
    (request, reply) =>
      leagueAnswer(reply, async () => {
        subscriber(request);
        return report(Number(request.params.year));
      }),
  );
}
