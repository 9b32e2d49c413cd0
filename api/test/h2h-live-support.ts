import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../src/db/database';
import { h2hGames } from '../src/db/schema/index';
import { createServerGame } from '../src/games/game-service';
import { SseReader } from './support/sse-client';
import type { TestUser } from './accounts-helpers';
import type { Json } from './support/json';
import { API_ONLY_CONFIG } from './support/app-config';

export const config = API_ONLY_CONFIG;

/** Requests to one app as one user. */
export function h2hClient(app: FastifyInstance) {
  const send = async (user: TestUser | null, options: InjectOptions) => {
    const res = await app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(user ? { authorization: `Bearer ${user.key}` } : {}) } });
    return { status: res.statusCode, body: res.json() as Json };
  };
  return {
    send,
    get: (user: TestUser | null, url: string) => send(user, { method: 'GET', url }),
    post: (user: TestUser | null, url: string, payload?: Json) => send(user, { method: 'POST', url, ...(payload ? { payload } : {}) }),
    put: (user: TestUser | null, url: string, payload: Json) => send(user, { method: 'PUT', url, payload }),
    del: (user: TestUser | null, url: string) => send(user, { method: 'DELETE', url }),
    /** GET /api/games/{id}: `data` (game and headToHead). */
    view: async (user: TestUser, gameId: string) => (await send(user, { method: 'GET', url: `/api/games/${gameId}` })).body.data as Json,
  };
}

/**
 * A head-to-head game with both users seated and its h2h_games row, as an accepted invitation leaves it: the owner
 * at home (fielding first), the rival away (batting first).
 */
export async function seatedGame(database: Database, owner: TestUser, rival: TestUser, seed: number, spectatorsAllowed = true): Promise<string> {
  const record = await createServerGame(
    database,
    {
      home: { teamId: 'CIN', year: 1975 }, away: { teamId: 'NYA', year: 1927 }, userSide: 'home', mode: 'head-to-head',
      ownerUserId: owner.id, seed,
      seats: { home: { kind: 'user', userId: owner.id }, away: { kind: 'user', userId: rival.id } },
    },
    async (tx, game) => {
      await tx.insert(h2hGames).values({ gameId: game.id, ownerUserId: owner.id, awayUserId: rival.id, homeUserId: owner.id, spectatorsAllowed });
    },
  );
  return record.id;
}

/** A game stream over real HTTP, as the play screen opens it (a ticket for signed-in viewers). */
export async function openGameStream(app: FastifyInstance, base: string, user: TestUser, gameId: string, held?: { since: number; plays: number }): Promise<SseReader> {
  const ticket = await app.inject({ method: 'POST', url: '/api/realtime/ticket', headers: { authorization: `Bearer ${user.key}` } });
  const query = held ? `&since=${held.since}&plays=${held.plays}` : '';
  return SseReader.open(`${base}/api/games/${gameId}/stream?ticket=${encodeURIComponent(ticket.json().data.ticket as string)}${query}`);
}

/** The newest `game` message's headToHead block. */
export const lastBlock = (reader: SseReader): Json | undefined => ((reader.last('game') as Json | undefined)?.headToHead as Json | undefined);
