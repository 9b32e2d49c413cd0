import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStore, UserRow } from './sessions';
import { registerAccessFirst } from './access-first';

/** The logged-in user behind a request, with the session key it used and that session's row id. */
export type AuthenticatedUser = UserRow & { sessionKey: string; sessionId: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` / `optionalUser`; null for anonymous requests. */
    user: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    /** The sessions the auth hooks resolve keys against (set by `registerAuth`). */
    authSessions: SessionStore;
  }
}

/** The text the browser shows on every 401. */
export const UNAUTHENTICATED = 'Unauthenticated or other device logged in!';

/**
 * Makes `requireUser` / `optionalUser` usable by every route module registered after this call, and has those routes
 * check access before they answer 400 to bad input (`access-first.ts`).
 */
export function registerAuth(app: FastifyInstance, sessions: SessionStore): void {
  if (!app.hasDecorator('authSessions')) app.decorate('authSessions', sessions);
  if (!app.hasRequestDecorator('user')) app.decorateRequest('user', null);
  registerAccessFirst(app);
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
  const session = await request.server.authSessions.resolve(key);
  return session ? { ...session.user, sessionKey: key, sessionId: session.sessionId } : null;
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
