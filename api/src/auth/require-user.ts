import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { findSessionUser, type UserRow } from './sessions';

/** The logged-in user behind a request, with the session key it used. */
export type AuthenticatedUser = UserRow & { sessionKey: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` / `optionalUser`; null for anonymous requests. */
    user: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    /** The database the auth hooks resolve session keys against (set by `registerAuth`). */
    authDb: Db;
  }
}

/** The text the browser shows on every 401 (spec §8). */
export const UNAUTHENTICATED = 'Unauthenticated or other device logged in!';

/** Makes `requireUser` / `optionalUser` usable by every route module registered after this call. */
export function registerAuth(app: FastifyInstance, db: Db): void {
  if (!app.hasDecorator('authDb')) app.decorate('authDb', db);
  if (!app.hasRequestDecorator('user')) app.decorateRequest('user', null);
}

function bearerKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ ]+(\S{1,200})\s*$/i.exec(header);
  return match ? match[1]! : null;
}

async function resolve(request: FastifyRequest): Promise<AuthenticatedUser | null> {
  const key = bearerKey(request);
  if (!key) return null;
  const user = await findSessionUser(request.server.authDb, key);
  return user ? { ...user, sessionKey: key } : null;
}

/** preHandler: 401 `{ error }` unless `Authorization: Bearer <key>` names a live session; sets `request.user`. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const user = await resolve(request);
  if (!user) {
    await reply.status(401).send({ error: UNAUTHENTICATED });
    return;
  }
  request.user = user;
}

/** preHandler: sets `request.user` when a valid key is sent, lets anonymous requests through. */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  request.user = await resolve(request);
}

/** preHandler for full accounts only: GOTD guests get 403. Use after `requireUser`. */
export async function requireFullUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.user?.isGotdGuest) {
    await reply.status(403).send({ error: 'Please sign up to use this feature' });
  }
}

/** The authenticated user; only call in handlers behind `requireUser`. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw Object.assign(new Error(UNAUTHENTICATED), { statusCode: 401 });
  return request.user;
}
