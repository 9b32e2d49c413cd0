/**
 * Viewers of head-to-head games coming and going: each stream of a signed-in viewer counts in the presence table
 * (role 'player' for the users who started the game or sit in it, else 'spectator'); every change re-renders the
 * game's streams on every instance (batched by GameTopics). A player whose last stream of the game closed, on any
 * instance, gets `{side}GoneAt` (the injected clock) for the reconnect grace; opening one clears it. The decision
 * clock is woken either way.
 */
import { and, eq, isNotNull, isNull, not, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { GameSideName } from '@bb/contract';
import { h2hGames } from '../db/schema/index';
import { currentRecord } from '../games';
import { viewerSide, type GameActor } from '../games';
import { gameTopic, presentSql, type ExpiredPresence } from '../realtime';
import type { HeadToHeadDeps } from './index';
import { originalSide, readH2H } from './h2h-store';
import type { H2HSnapshots } from './h2h-snapshot';

const GAME_TOPIC = /^game:(.+)$/;

export interface ViewerPresence {
  /** A stream of `actor` on game `gameId` opened or closed on this app instance. */
  changed(gameId: string, actor: GameActor, joined: boolean): Promise<void>;
}

export function createViewerPresence(app: FastifyInstance, deps: HeadToHeadDeps, snapshots: H2HSnapshots): ViewerPresence {
  const { database, live, clock, realtime } = deps;
  const presence = realtime.presence;
  // Streams that close while the app shuts down (the game topics end them in an earlier preClose hook) finish their
  // work while the job queue and the database are still there.
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>): Promise<void> => {
    const done = work.catch((error: unknown) => app.log.error(error));
    pending.add(done);
    void done.then(() => pending.delete(done));
    return done;
  };
  app.addHook('preClose', async () => {
    await Promise.all([...pending]);
  });

  const wakeClock = async (gameId: string) => {
    if (app.hasDecorator('h2hClock')) await app.h2hClock.plan(gameId);
  };

  const viewersChanged = async (gameId: string) => {
    snapshots.forget(gameId);
    await live.topics.refresh(gameId);
  };

  /** The player's connection: gone (when no stream of his is open on any instance) or back. True when it changed. */
  async function markConnection(gameId: string, side: GameSideName, userId: number, connected: boolean): Promise<boolean> {
    const gone = side === 'away' ? h2hGames.awayGoneAt : h2hGames.homeGoneAt;
    const player = side === 'away' ? h2hGames.awayUserId : h2hGames.homeUserId;
    const value = connected ? null : clock();
    const set = side === 'away' ? { awayGoneAt: value } : { homeGoneAt: value };
    const where = connected
      ? and(eq(h2hGames.gameId, gameId), eq(player, userId), isNotNull(gone))
      : and(eq(h2hGames.gameId, gameId), eq(player, userId), isNull(gone), not(presentSql(gameTopic(gameId), userId)));
    const rows = await database.db
      .update(h2hGames)
      .set({ ...set, version: sql`${h2hGames.version} + 1` })
      .where(where)
      .returning({ gameId: h2hGames.gameId });
    return rows.length > 0;
  }

  async function changed(gameId: string, actor: GameActor, joined: boolean): Promise<void> {
    const userId = actor.userId;
    if (userId === null || presence.isClosed) return;
    const row = await readH2H(database, gameId);
    if (!row) return;
    let side = originalSide(row, userId);
    if (joined) {
      side ??= viewerSide((await currentRecord(database, gameId)).record, actor);
      await presence.join(gameTopic(gameId), userId, side ? 'player' : 'spectator');
    } else {
      await presence.leave(gameTopic(gameId), userId);
    }
    if (side && (await markConnection(gameId, side, userId, joined))) await wakeClock(gameId);
    await viewersChanged(gameId);
  }

  /** Rows of an instance that stopped refreshing them (it crashed): its players are gone, its spectators too. */
  async function expired(rows: ExpiredPresence[]): Promise<void> {
    const byGame = new Map<string, number[]>();
    for (const r of rows) {
      const gameId = GAME_TOPIC.exec(r.topic)?.[1];
      if (!gameId) continue;
      byGame.set(gameId, [...(byGame.get(gameId) ?? []), ...(r.role === 'player' ? [r.userId] : [])]);
    }
    for (const [gameId, players] of byGame) {
      const row = await readH2H(database, gameId);
      if (!row) continue;
      let woke = false;
      for (const userId of players) {
        const side = originalSide(row, userId);
        if (side && (await markConnection(gameId, side, userId, false))) woke = true;
      }
      if (woke) await wakeClock(gameId);
      await viewersChanged(gameId);
    }
  }

  presence.onExpired((rows) => void track(expired(rows)));
  return { changed: (gameId, actor, joined) => track(changed(gameId, actor, joined)) };
}
