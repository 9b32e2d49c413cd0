/**
 * Who hears of an invitation: the invitee when it is sent (a stored notification and a live `h2h-invitation` on his
 * open tabs), the inviter when it is answered or expires (live; a rejection is also stored), and the game's
 * streams (the waiting overlay reads the newest invitation from the `headToHead` block).
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { H2H_MESSAGES, paths } from '@bb/contract';
import { users } from '../db/schema/index';
import { forget, notifyChanged } from '../games';
import type { HeadToHeadDeps } from './index';
import { invitationLink, readInvitationView, type InvitationRow } from './invitation-views';

const TITLE = 'Head-to-head invitation';

export interface InvitationNews {
  sent(row: InvitationRow): Promise<void>;
  /** Accepted, rejected, or found expired. */
  answered(row: InvitationRow): Promise<void>;
  withdrawn(row: InvitationRow): Promise<void>;
  /** The game's streams re-render: with a revision after a seat change, without one when only the invitation changed. */
  gameChanged(gameId: string, revision?: number): Promise<void>;
}

export function createInvitationNews(app: FastifyInstance, deps: HeadToHeadDeps): InvitationNews {
  const { database, realtime, live, clock } = deps;
  realtime.hub.readInvitationsWith((invitationId) => readInvitationView(database, invitationId, clock()));

  // The answer is stored before anyone is told: a failed notice is logged, never turned into a failed answer.
  const safely = async (what: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      app.log.error({ err: error }, `[head-to-head] ${what} failed`);
    }
  };
  const tellLive = (userId: number, invitationId: string) => realtime.hub.publish({ type: 'h2h-invitation', userId, invitationId });
  const username = async (userId: number) => (await database.db.select({ username: users.username }).from(users).where(eq(users.id, userId)))[0]?.username ?? '';

  return {
    async sent(row) {
      const to = row.toUserId;
      if (to === null) return;
      await safely('invitation notice', async () => {
        const message = H2H_MESSAGES.invitationReceived(await username(row.fromUserId));
        await app.notifier.notify(to, { type: 'general', title: TITLE, message, link: invitationLink(row.gameId, row.id) });
      });
      await safely('invitation event', () => tellLive(to, row.id));
    },
    async answered(row) {
      if (row.status === 'rejected') {
        const link = paths.headToHead.setup(row.gameId);
        await safely('rejection notice', () => app.notifier.notify(row.fromUserId, { type: 'general', title: TITLE, message: H2H_MESSAGES.rejected, link }));
      }
      await safely('answer event', () => tellLive(row.fromUserId, row.id));
    },
    async withdrawn(row) {
      const to = row.toUserId;
      // The invitee's toast of it goes away.
      if (to !== null) await safely('withdrawal notice', () => tellLive(to, row.id));
    },
    async gameChanged(gameId, revision) {
      await safely('game refresh', async () => {
        if (revision !== undefined) {
          // The seats changed: this instance's cached state was built from the old ones.
          forget(gameId);
          notifyChanged(gameId, revision);
          await live.topics.publish(gameId, revision);
          // Both seats may be filled now: the first turn's clock starts.
          if (app.hasDecorator('h2hClock')) await app.h2hClock.plan(gameId);
          return;
        }
        // Only the invitation changed: the streams re-render at the same revision.
        await live.topics.refresh(gameId);
      });
    },
  };
}

