/**
 * Tournaments (issue 20): leagues of kind 'tournament' on the league core, claimed team by team until the lock,
 * then a brackets-manager bracket played at its times. See README.md.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs';
import type { Realtime } from '../realtime/index';
import { readLeague } from '../leagues';
import { setPostseasonRules } from '../leagues';
import { tournamentRules } from './bracket/index';
import { createTournamentLock, type TournamentLock } from './tournament-lock';
import { tournamentNews } from './tournament-news';
import { registerTournamentRoutes } from './tournament-routes';

export { createTournamentDirectory } from './tournament-directory';
export { TOURNAMENT_LOCK } from './tournament-lock';

export interface TournamentDeps {
  database: Database;
  jobs: JobQueue;
  realtime: Realtime;
  clock: () => Date;
}

/** Register after the league module (its scheduler plays the games) and the notifications (the notifier). */
export async function registerTournamentModule(app: FastifyInstance, { database, jobs, realtime, clock }: TournamentDeps): Promise<void> {
  setPostseasonRules('tournament', tournamentRules);
  const news = tournamentNews(app.notifier, realtime);
  const lock = createTournamentLock({
    database, jobs, clock,
    onError: (error) => app.log.error(error),
    // After the commit: a failure here must not fail the lock (a retried job would find it locked and plan nothing);
    // the league scheduler's start-up sweep plans every unfinished league anyway.
    async locked(leagueId) {
      try {
        await app.leagueScheduler.plan(leagueId);
        const league = await readLeague(database.db, leagueId);
        if (league) await news.changed(league);
      } catch (error) {
        app.log.error(error);
      }
    },
  });
  registerTournamentRoutes(app, { database, lock, news, clock });
  // The champion is already stored: a lost broadcast costs a live update, never the result.
  app.onLeagueEnded(async (league) => {
    if (league.kind === 'tournament') await news.changed({ ...league, status: 'final' }).catch((error: unknown) => app.log.error(error));
  });
  // Tournaments whose lock time passed while no server ran lock now; the others get their job (idempotent).
  app.addHook('onReady', async () => {
    await lock.resume();
  });
  app.decorate('tournamentLock', lock);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests and benchmarks drive the lock through this (tick after moving the clock). */
    tournamentLock: TournamentLock;
  }
}
