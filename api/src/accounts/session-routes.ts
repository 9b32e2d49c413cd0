import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { hashPassword, requireUser, verifyPassword, newSecret, UNUSABLE_PASSWORD, currentUser, type UserRow } from '../auth/index';
import type { Db } from '../db/database';
import type { AccountsSettings } from './settings';
import { UserIdParams, SMALL_BODY, bearer } from './schemas';
import { LoginThrottle, lockedMessage, type LoginClient } from './login-throttle';
import type { KnownDevices } from './known-devices';
import { forbidden } from './http';
import { authRecord } from './user-views';
import { LoginBody } from '@bb/contract/src/schemas/accounts';

const LOGIN_FAILED = 'Invalid username/email or password';

/** ADMIN_EMAILS grants the admin flag (never removes one set otherwise). */
async function grantAdminIfListed(db: Db, user: UserRow, settings: AccountsSettings): Promise<UserRow> {
  if (user.isAdmin || !settings.adminEmails.has(user.email.toLowerCase())) return user;
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
  return { ...user, isAdmin: true };
}

/** How failed logins are counted and which browsers are known for an account (both shared with the reset link). */
export interface LoginGuards {
  throttle: LoginThrottle;
  devices: KnownDevices;
}

export function registerSessionRoutes(app: FastifyInstance, db: Db, settings: AccountsSettings, { throttle, devices }: LoginGuards): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const sessions = app.authSessions;
  const rateLimit = { max: settings.authRateLimitMax, timeWindow: '1 minute' };

  r.post(
    '/api/users/login',
    {
      schema: { tags: ['accounts'], summary: 'Log in with e-mail or username; ends the session on any other device', body: LoginBody },
      bodyLimit: SMALL_BODY,
      config: { rateLimit },
    },
    async (request, reply) => {
      const identifier = (request.body.email ?? request.body.username ?? '').trim();
      if (identifier === '') return reply.status(400).send({ error: 'You need to enter email' });
      if (request.body.password === '') return reply.status(400).send({ error: 'You need to enter password' });
      const [found] = await db
        .select()
        .from(users)
        .where(sql`(lower(${users.email}) = lower(${identifier}) or lower(${users.username}) = lower(${identifier})) and ${users.isGotdGuest} = false`)
        .limit(1);
      // A browser known for this very account is throttled on its own; everyone else by the address they come from.
      const device = await devices.recognise(request);
      const client: LoginClient = device && found && device.userId === found.id ? { deviceTokenHash: device.tokenHash } : { address: request.ip };
      const locked = await throttle.lockedFor(identifier, client);
      if (locked > 0) return reply.status(429).send({ error: lockedMessage(locked) });
      // Same work and answer whether the account exists or not.
      const ok = found ? await verifyPassword(request.body.password, found.passwordHash) : (await hashPassword(request.body.password), false);
      if (!found || !ok) {
        await throttle.failed(identifier, client);
        return reply.status(401).send({ error: LOGIN_FAILED });
      }
      await throttle.succeeded(identifier, client);
      await devices.remember(request, reply, found.id, device);
      const now = new Date();
      await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, found.id));
      const user = await grantAdminIfListed(db, { ...found, lastLoginAt: now }, settings);
      const key = await sessions.start(user.id);
      return { data: authRecord(user, key) };
    },
  );

  r.post(
    '/api/users/logout/:id',
    {
      schema: { tags: ['accounts'], summary: "End this device's session", params: UserIdParams, security: bearer },
      preHandler: requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      if (Number(request.params.id) !== user.id) throw forbidden();
      await sessions.end(user.sessionKey);
      return { data: { message: 'Logged out successfully!' } };
    },
  );

  r.post(
    '/api/users/gotd-guest',
    {
      schema: { tags: ['accounts'], summary: 'Create a Game Of The Day guest account and its session' },
      config: { rateLimit },
    },
    async (_request, reply) => {
      const tag = newSecret().replace(/[^A-Za-z0-9]/g, '').slice(0, 12).toLowerCase();
      const [user] = (await db
        .insert(users)
        .values({
          username: `guest_${tag}`,
          // Unique placeholder (the e-mail index is unique); never shown: the record carries ''.
          email: `guest_${tag}@gotd-guest.invalid`,
          passwordHash: UNUSABLE_PASSWORD,
          firstName: 'Guest',
          isGotdGuest: true,
        })
        .returning()) as [UserRow];
      // Boards show usernames: a guest gets a readable, distinct one from his id ('Guest 4821'); signed-up names
      // cannot contain a space, so it never takes one.
      const [named] = (await db.update(users).set({ username: `Guest ${user.id}` }).where(eq(users.id, user.id)).returning()) as [UserRow];
      const key = await sessions.start(named.id);
      return reply.status(201).send({ data: authRecord(named, key) });
    },
  );
}
