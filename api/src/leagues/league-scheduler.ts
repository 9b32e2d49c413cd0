/**
 * Games at their times (issue 17 item 5). One durable job per league ('league-tick', keyed by the league) wakes at the
 * next game's time: it tells managers their game is ready, plays what is due and plans the next wake. The job lives in
 * the database (pg-boss), so a restart loses no wake-up, and the league's revision guard makes a game played twice by
 * two instances impossible: the second finds it final.
 *
 * Time comes from the injected clock; the job's delay is measured against it, so tests move the clock and kick.
 */
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { leagueGames, leagues } from '../db/schema/leagues';
import type { JobQueue } from '../jobs';
import { isHumanGame, wakeTime } from './choose-games';
import { readGames, readLeague, readTeams } from './league-data';
import type { LeagueEvents } from './league-events';
import { runLeague } from './season-runner';
import { ABANDONED_AFTER_MS, finishLiveGames } from './user-games';

export const LEAGUE_TICK = 'league-tick';

export interface LeagueScheduler {
  /** Plans the league's next wake (after creation, a manager's game, a sim). */
  plan(leagueId: number): Promise<void>;
  /** What the job does; also called directly by tests and after a manager's game ends. */
  tick(leagueId: number): Promise<number>;
  /** At server start: re-plans every unfinished league. */
  resume(): Promise<void>;
  /** Registers this kind of job's worker on this instance (idempotent): the server does it at start, so any instance takes the jobs another one planned. */
  startWorker(): Promise<void>;
}

export function createLeagueScheduler(database: Database, jobs: JobQueue, events: LeagueEvents, clock: () => Date): LeagueScheduler {
  let working: Promise<void> | null = null;
  const ensureWorker = () => {
    working ??= jobs.work(LEAGUE_TICK, async ({ key }) => {
      await tick(Number(key));
    });
    return working;
  };

  async function notifyReady(leagueId: number, now: Date): Promise<void> {
    const ready = await database.db
      .update(leagueGames)
      .set({ notified: true })
      .where(and(eq(leagueGames.leagueId, leagueId), eq(leagueGames.status, 'scheduled'), eq(leagueGames.notified, false), lte(leagueGames.startsAt, now)))
      .returning();
    if (!ready.length) return;
    const league = await readLeague(database.db, leagueId);
    const teams = await readTeams(database.db, leagueId);
    if (!league) return;
    for (const g of ready) {
      if (!isHumanGame(teams, g)) continue;
      const label = `${teams[g.away]?.abbreviation} at ${teams[g.home]?.abbreviation}`;
      for (const t of [teams[g.home], teams[g.away]]) if (t?.userId != null) await events.gameReady(league, t.userId, g.num, label);
    }
  }

  async function nextWake(leagueId: number): Promise<number | null> {
    const teams = await readTeams(database.db, leagueId);
    const waiting = await readGames(database.db, leagueId, ['scheduled']);
    let soonest: number | null = null;
    for (const g of waiting) {
      const at = isHumanGame(teams, g) && !g.notified ? g.startsAt.getTime() : wakeTime(teams, g);
      if (soonest === null || at < soonest) soonest = at;
    }
    return soonest;
  }

  async function plan(leagueId: number): Promise<void> {
    await ensureWorker();
    const at = await nextWake(leagueId);
    if (at === null) return;
    // The queue's clock is the database's; the wait is measured on ours.
    await jobs.schedule(LEAGUE_TICK, String(leagueId), new Date(Date.now() + Math.max(0, at - clock().getTime())));
  }

  async function tick(leagueId: number): Promise<number> {
    const now = clock();
    await notifyReady(leagueId, now);
    await finishLiveGames(database, leagueId, new Date(now.getTime() - ABANDONED_AFTER_MS));
    const played = await runLeague(database, leagueId, { kind: 'due' }, now, events);
    await plan(leagueId);
    return played;
  }

  async function resume(): Promise<void> {
    const open = await database.db.select({ id: leagues.id }).from(leagues).where(inArray(leagues.status, ['scheduled', 'regular', 'postseason']));
    if (!open.length) return;
    for (const { id } of open) await plan(id);
  }

  return { plan, tick, resume, startWorker: ensureWorker };
}
