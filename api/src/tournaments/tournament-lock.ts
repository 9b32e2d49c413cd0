/**
 * The lock (issue 20 item 3): at `locks_at` a durable job ('tournament-lock', keyed by the league) seats computer
 * managers on the open teams, seeds the field by real record, builds the bracket and stores its first games; then the
 * league scheduler plays them at their times. Exactly once: everything is written in one transaction that first
 * moves the league from 'claiming' to 'postseason' (`WHERE status = 'claiming'`), so a retried job, a second
 * instance or the start-up sweep finds nothing left to do. Time is the app's injected clock.
 */
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { leagueGames, leagues, leagueTeams } from '../db/schema/leagues';
import type { JobQueue } from '../jobs';
import { gameSeed } from '../leagues';
import { readLeague, readTeams } from '../leagues';
import { distinctManager } from '../leagues';
import { createBracket, nextGames } from './bracket/index';
import { realRecords, seedOrder } from './tournament-views';
import { settingsOf } from './tournament-settings';

export const TOURNAMENT_LOCK = 'tournament-lock';

export interface TournamentLock {
  /** Plans the lock job at the tournament's lock time (after creation). */
  plan(leagueId: number): Promise<void>;
  /** What the job does: locks the tournament if its time has come. True when this call locked it. */
  tick(leagueId: number): Promise<boolean>;
  /** At server start: locks what is overdue, plans the rest. */
  resume(): Promise<void>;
  /** Registers this kind of job's worker on this instance (idempotent): the server does it at start, so any instance takes the jobs another one planned. */
  startWorker(): Promise<void>;
}

export interface LockDeps {
  database: Database;
  jobs: JobQueue;
  clock: () => Date;
  /** After a lock: the league scheduler plans the first games, the lobbies hear of it. */
  locked(leagueId: number): Promise<void>;
  onError(error: unknown): void;
}

export function createTournamentLock({ database, jobs, clock, locked, onError }: LockDeps): TournamentLock {
  const db = database.db;
  let working: Promise<void> | null = null;
  const ensureWorker = () => {
    working ??= jobs.work(TOURNAMENT_LOCK, async ({ key }) => {
      await tick(Number(key));
    });
    return working;
  };

  async function schedule(leagueId: number, locksAt: Date): Promise<void> {
    await ensureWorker();
    // The queue's clock is the database's; the wait is measured on ours (tests move it).
    await jobs.schedule(TOURNAMENT_LOCK, String(leagueId), new Date(Date.now() + Math.max(0, locksAt.getTime() - clock().getTime())));
  }

  async function plan(leagueId: number): Promise<void> {
    const league = await readLeague(db, leagueId);
    if (league?.kind === 'tournament' && league.status === 'claiming' && league.locksAt) await schedule(leagueId, league.locksAt);
  }

  async function tick(leagueId: number): Promise<boolean> {
    const now = clock();
    const league = await readLeague(db, leagueId);
    // Deleted, already locked, or not a tournament: nothing to do.
    if (!league || league.kind !== 'tournament' || league.status !== 'claiming' || !league.locksAt) return false;
    if (league.locksAt.getTime() > now.getTime()) {
      await schedule(leagueId, league.locksAt);
      return false;
    }
    const teams = await readTeams(db, leagueId);
    const settings = settingsOf(league);
    const seeds = seedOrder(teams, await realRecords(database, teams));
    const bracket = await createBracket({ format: settings.format, seriesLength: settings.seriesLength, seeds, name: league.name });
    // A lock that runs late (the server was down) starts the games now rather than in the past all at once.
    const firstAt = league.startsAt.getTime() > now.getTime() ? league.startsAt : now;
    const games = nextGames(bracket).map((g, num) => ({
      leagueId, num, day: 0, startsAt: firstAt, home: g.home, away: g.away, phase: 'postseason', series: g.series, gameOfSeries: g.gameOfSeries,
      seed: gameSeed(league.seed, num), status: 'scheduled',
    }));
    const taken = new Set(teams.filter((t) => t.userId !== null).map((t) => t.managerName));
    const done = await db.transaction(async (tx) => {
      const moved = await tx
        .update(leagues)
        .set({ status: 'postseason', bracket, startsAt: firstAt, revision: sql`${leagues.revision} + 1` })
        .where(and(eq(leagues.id, leagueId), eq(leagues.status, 'claiming'), lte(leagues.locksAt, now)))
        .returning({ id: leagues.id });
      if (!moved.length) return false;
      // The claims are closed now (the guard above ran under the league row's lock): the open teams are final.
      const open = await tx
        .select({ idx: leagueTeams.idx })
        .from(leagueTeams)
        .where(and(eq(leagueTeams.leagueId, leagueId), isNull(leagueTeams.userId)));
      for (const { idx } of open) {
        const computer = distinctManager(`${league.seed}-${idx}-0`, taken);
        taken.add(computer.name);
        await tx
          .update(leagueTeams)
          .set({ managerKind: 'computer', managerName: computer.name, tendencies: { ...computer.tendencies, generation: 0 } })
          .where(and(eq(leagueTeams.leagueId, leagueId), eq(leagueTeams.idx, idx)));
      }
      if (games.length) await tx.insert(leagueGames).values(games);
      return true;
    });
    if (done) await locked(leagueId);
    return done;
  }

  async function resume(): Promise<void> {
    const waiting = await db
      .select({ id: leagues.id, locksAt: leagues.locksAt })
      .from(leagues)
      .where(and(eq(leagues.kind, 'tournament'), eq(leagues.status, 'claiming')));
    const now = clock().getTime();
    for (const { id, locksAt } of waiting) {
      try {
        if (locksAt && locksAt.getTime() <= now) await tick(id);
        else if (locksAt) await schedule(id, locksAt);
      } catch (error) {
        // One broken tournament must not stop the server: its job retries it.
        onError(error);
        if (locksAt) await schedule(id, locksAt).catch(onError);
      }
    }
  }

  return { plan, tick, resume, startWorker: ensureWorker };
}
