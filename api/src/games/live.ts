import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { users } from '../db/schema/index';
import type { RealtimeBus } from '../realtime';
import type { RenderRound } from '../realtime';
import { readRecord, recordSince, liveState, GameServiceError, type GameRecord } from './game-store';
import { GameTopics, type GameStreamClient, type RenderedGame } from './game-topics';
import { gamePlays, gameView, type Viewer } from './game-view';
import { mayPlay } from './mode-access';
import { modeHooks } from './mode-hooks';
import { policyOf } from './mode-policy';
import { assertCanView, isParticipant, SIDES, type GameActor } from './seats';

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

/**
 * What the renders of one round share: one read of the game and its seat users' names, and one message for every
 * viewer without a seat who would get the same one (5,000 spectators of a game: one view, not 5,000).
 */
class RoundShare {
  private readonly reads = new Map<string, Promise<unknown>>();
  /** By the mode's extra block (the same object for viewers who see the same block), then by what else differs. */
  private readonly messages = new Map<unknown, Map<string, Promise<RenderedGame>>>();

  /** One read per round; a failed one is tried again by the next render. */
  once<T>(what: string, read: () => Promise<T>): Promise<T> {
    let promise = this.reads.get(what) as Promise<T> | undefined;
    if (!promise) {
      promise = read();
      this.reads.set(what, promise);
      promise.catch(() => this.reads.delete(what));
    }
    return promise;
  }

  message(extra: unknown, key: string, build: () => Promise<RenderedGame>): Promise<RenderedGame> {
    // A round of attaches lives until the game's next change; blocks it no longer hands out are let go.
    if (!this.messages.has(extra) && this.messages.size >= 4) this.messages.clear();
    let byKey = this.messages.get(extra);
    if (!byKey) this.messages.set(extra, (byKey = new Map()));
    let message = byKey.get(key);
    // Frozen: the event stream serialises it once for all of them.
    if (!message) {
      const messages = byKey;
      messages.set(key, (message = build().then((rendered) => ({ ...rendered, message: Object.freeze(rendered.message) }))));
      message.catch(() => messages.delete(key));
    }
    return message;
  }
}

/** Seat users' names read at most once a second (a move's answer and its streams' round share one read). */
const NAMES_MAX_AGE_MS = 1000;

/** Wires the games of this instance to the realtime bus (in-process, or Redis across instances). */
export function createGameLive(app: FastifyInstance, database: Database, bus: RealtimeBus): GameLive {
  const recentNames = new Map<string, { at: number; names: Promise<Map<number, string>> }>();
  const seatNames = (record: GameRecord): Promise<Map<number, string>> => {
    const key = SIDES.map((side) => {
      const seat = record.seats[side];
      return seat.kind === 'user' ? seat.userId : '';
    }).join('|');
    const now = performance.now();
    const known = recentNames.get(key);
    if (known && now - known.at < NAMES_MAX_AGE_MS) return known.names;
    if (recentNames.size >= 1000) for (const [k, v] of recentNames) if (now - v.at >= NAMES_MAX_AGE_MS) recentNames.delete(k);
    const names = usernames(database, record);
    const entry = { at: now, names };
    recentNames.set(key, entry);
    names.catch(() => recentNames.get(key) === entry && recentNames.delete(key));
    return names;
  };
  const viewer = async (actor: GameActor, record: GameRecord): Promise<Viewer> => ({ actor, usernames: await seatNames(record) });
  const shares = new WeakMap<RenderRound, RoundShare>();
  const shareOf = (round: RenderRound): RoundShare => {
    let share = shares.get(round);
    if (!share) shares.set(round, (share = new RoundShare()));
    return share;
  };
  const topics = new GameTopics(
    bus,
    async (client, round) => {
      const c = client as StreamViewer;
      const share = shareOf(round);
      let record: GameRecord;
      try {
        // A change's round may use the copy this process wrote (its writer renders at once); attaches and refreshes read.
        const since = round.version;
        record = await share.once('record', () => (since === undefined ? readRecord(database, c.topic) : recordSince(database, c.topic, since)));
        if (policyOf(record.mode).routes !== c.via) return null;
        assertCanView(record, policyOf(record.mode), c.actor, 'gone');
        await modeHooks(record.mode).assertViewer?.(database, record, c.actor);
      } catch (error) {
        if (error instanceof GameServiceError) return null;
        throw error;
      }
      const { state } = await share.once('state', () => liveState(database, record));
      const total = state.events.length;
      // Plays the client holds may have been undone (or it holds more than exist): it reloads them.
      const resync = c.plays < 0 || c.version < record.rewoundRevision || c.plays > total || total - c.plays > MAX_CATCH_UP_PLAYS;
      const modeExtra = await modeHooks(record.mode).extra?.(database, record, state, c.actor);
      const build = async (): Promise<RenderedGame> => {
        const names = await share.once('names', () => seatNames(record));
        return {
          message: { version: record.revision, game: gameView(record, state, { actor: c.actor, usernames: names }), plays: resync ? [] : gamePlays(state, c.plays), resync, ...modeExtra },
          playCount: total,
        };
      };
      if (isParticipant(record, c.actor)) return build();
      // Without a seat the view differs only by whether the viewer may play the mode at all (the controls' reason).
      const key = `${mayPlay(policyOf(record.mode), c.actor.userId === null ? null : c.actor)}|${resync ? 'resync' : c.plays}`;
      return share.message(modeExtra, key, build);
    },
    (error) => app.log.error(error),
  );
  // Streams never end by themselves: close them before the server waits for open connections.
  app.addHook('preClose', async () => topics.close());
  return { topics, viewer };
}
