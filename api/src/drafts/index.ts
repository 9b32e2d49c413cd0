/** Draft leagues (issue 18): setup, the live draft, and the hand-over to the league core's season. See README.md. */
import { paths } from '@bb/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs';
import type { RealtimeBus } from '../realtime';
import { readLeague, readTeams, setDraftedRosters } from '../leagues';
import { draftRoster } from './draft-cards';
import { completeDraft } from './draft-complete';
import { registerDraftRoutes } from './draft-routes';
import { createDraftScheduler } from './draft-scheduler';
import { DraftStreams } from './draft-stream';

export async function registerDraftModule(app: FastifyInstance, database: Database, jobs: JobQueue, bus: RealtimeBus, clock: () => Date): Promise<void> {
  // The league core plays drafted teams with the rosters this feature builds.
  setDraftedRosters((db, environment, cardIds, team) => draftRoster(db, { id: 0, environment }, cardIds, team));
  const streams = new DraftStreams(database, bus, clock, (error) => app.log.error(error));
  app.addHook('preClose', async () => streams.close());
  const completed = async (leagueId: number) => {
    if (!(await completeDraft(database, leagueId))) return;
    await app.leagueScheduler.plan(leagueId);
    const league = await readLeague(database.db, leagueId);
    const teams = await readTeams(database.db, leagueId);
    for (const t of teams) {
      if (t.userId === null || !league) continue;
      await app.notifier.notify(t.userId, {
        type: 'league', title: 'The draft is complete', message: `${league.name} has drafted its teams; the season is scheduled.`, link: paths.draft.home(leagueId),
      });
    }
  };
  const scheduler = createDraftScheduler(database, jobs, { changed: (id, version) => streams.changed(id, version), completed }, clock);
  registerDraftRoutes(app, {
    database, clock, scheduler, streams, completed,
    async invite(leagueId, name, userIds) {
      for (const userId of userIds) {
        await app.notifier.notify(userId, {
          type: 'league', title: 'You are invited to a draft', message: `You manage a team in ${name}. The draft room opens before the draft.`, link: paths.draft.liveDraft(leagueId),
        });
      }
    },
  });
  // Unfinished drafts wake again after a restart, at their stored times (not awaited by requests).
  app.addHook('onReady', async () => {
    await scheduler.resume();
  });
  app.decorate('draftScheduler', scheduler);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests and benchmarks drive draft time through this (tick after moving the clock). */
    draftScheduler: import('./draft-scheduler').DraftScheduler;
  }
}

// For other features (they import drafts only from here).
export { playerRating, tradeValue } from './player-value';
export { loadCards, parseCardId } from './draft-cards';
export { draftRoster } from './draft-cards';
