import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { users } from '../db/schema/index';
import type { RealtimeBus } from '../realtime/events';
import { readRecord, liveState, GameServiceError, type GameRecord } from './game-store';
import { GameTopics, type GameStreamClient } from './game-topics';
import { gamePlays, gameView, type Viewer } from './game-view';
import { modeHooks } from './mode-hooks';
import { policyOf } from './mode-policy';
import { assertCanView, SIDES, type GameActor } from './seats';

/** A stream this far behind gets the whole state instead of the plays it missed. */
export const MAX_CATCH_UP_PLAYS = 300;

/** Live games of one API instance: its per-game topics and how a viewer's view is built. */
export interface GameLive {
  topics: GameTopics;
  viewer(actor: GameActor, record: GameRecord): Promise<Viewer>;
}

export interface StreamViewer extends GameStreamClient {
  actor: GameActor;
  via: 'games' | 'gotd';
}

async function usernames(database: Database, record: GameRecord): Promise<Map<number, string>> {
  const ids = SIDES.flatMap((side) => {
    const seat = record.seats[side];
    return seat.kind === 'user' ? [seat.userId] : [];
  });
  if (ids.length === 0) return new Map();
  const rows = await database.db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** Wires the games of this instance to the realtime bus (in-process, or Redis across instances). */
export function createGameLive(app: FastifyInstance, database: Database, bus: RealtimeBus): GameLive {
  const viewer = async (actor: GameActor, record: GameRecord): Promise<Viewer> => ({ actor, usernames: await usernames(database, record) });
  const topics = new GameTopics(
    bus,
    async (client) => {
      const c = client as StreamViewer;
      let record: GameRecord;
      try {
        record = await readRecord(database, c.topic);
        if (policyOf(record.mode).routes !== c.via) return null;
        assertCanView(record, policyOf(record.mode), c.actor, 'gone');
        await modeHooks(record.mode).assertViewer?.(database, record, c.actor);
      } catch (error) {
        if (error instanceof GameServiceError) return null;
        throw error;
      }
      const { state } = await liveState(database, record);
      const total = state.events.length;
      // Plays the client holds may have been undone (or it holds more than exist): it reloads them.
      const resync = c.plays < 0 || c.version < record.rewoundRevision || c.plays > total || total - c.plays > MAX_CATCH_UP_PLAYS;
      const modeExtra = await modeHooks(record.mode).extra?.(database, record, state, c.actor);
      return {
        message: { version: record.revision, game: gameView(record, state, await viewer(c.actor, record)), plays: resync ? [] : gamePlays(state, c.plays), resync, ...modeExtra },
        playCount: total,
      };
    },
    (error) => app.log.error(error),
  );
  // Streams never end by themselves: close them before the server waits for open connections.
  app.addHook('preClose', async () => topics.close());
  return { topics, viewer };
}
