import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { ConfirmSignupBody, SignupBody } from '@bb/contract/src/schemas/accounts';
import { SIGNUP_MAIL_SENT } from '@bb/contract';
import { pendingSignups, users } from '../db/schema/index';
import { hashPassword, hashSecret, newSecret, type UserRow } from '../auth/index';
import type { Db } from '../db/database';
import type { Mailer } from '../mail/index';
import { siteOrigin } from '../http/site-origin';
import type { AccountsSettings } from './settings';
import { SMALL_BODY } from './schemas';
import { checkConfirmation, checkEmail, checkFavoriteTeams, checkName, checkPassword, checkUsername, FieldErrors, parseBirthDate } from './validation';
import { TAKEN, takenIdentity } from './identity';
import { passwordWeakness } from './password-strength';
import { httpError, isUniqueViolation } from './http';
import { authRecord } from './user-views';
import { confirmSignupMail, signupAgainMail } from './account-mails';

/** A link used, expired or never sent. */
const LINK_SPENT = 'This sign-up link is no longer valid. Please sign up again.';

/** A sign-up link works for a day. */
export const SIGNUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

interface PendingPayload {
  firstName: string;
  lastName: string;
  passwordHash: string;
  dateOfBirth: string;
  favoriteTeams: string[];
}

/**
 * Sign-up in two steps (issue 16 item 6): the form's answer is the same whether or not the address has an account
 * (a taken username still says so: usernames are public on every leaderboard). A new address gets a link that
 * creates the account and logs in; a known one gets a note to its owner. Both mails go out before the answer, with
 * the same work done (the password is hashed either way), so neither the text nor the time tells them apart.
 */
export function registerSignupRoutes(app: FastifyInstance, db: Db, mailer: Mailer, settings: AccountsSettings): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const sessions = app.authSessions;
  const rateLimit = { max: settings.authRateLimitMax, timeWindow: '1 minute' };

  r.post(
    '/api/users/signup',
    {
      schema: { tags: ['accounts'], summary: 'Start a sign-up: the account is created from the link mailed to the address', body: SignupBody },
      bodyLimit: SMALL_BODY,
      config: { rateLimit },
    },
    async (request, reply) => {
      const body = request.body;
      const errors = new FieldErrors();
      errors.add('firstName', checkName(body.firstName, 'first name'));
      errors.add('lastName', checkName(body.lastName, 'last name'));
      errors.add('username', checkUsername(body.username));
      errors.add('email', checkEmail(body.email));
      errors.add('password', checkPassword(body.password) ?? passwordWeakness(body.password, [body.username, body.email, body.firstName, body.lastName]));
      errors.add('confirmPassword', checkConfirmation(body.password, body.confirmPassword));
      const birth = parseBirthDate(body.dateOfBirth);
      if ('error' in birth) errors.add('dateOfBirth', birth.error);
      const teams = checkFavoriteTeams(body.favoriteTeams);
      if ('error' in teams) errors.add('favoriteTeams', teams.error);
      const invalid = errors.body();
      if (invalid || 'error' in birth || 'error' in teams) return reply.status(400).send(invalid!);

      const username = body.username.trim();
      const email = body.email.trim();
      if ((await takenIdentity(db, username, null)) !== null) throw httpError(409, TAKEN.username);
      const passwordHash = await hashPassword(body.password);
      const origin = siteOrigin(request, settings);
      await db.delete(pendingSignups).where(lt(pendingSignups.expiresAt, new Date()));

      const [owner] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
      if (owner) {
        await mailer.send(signupAgainMail(owner, origin));
      } else {
        const token = newSecret();
        const payload: PendingPayload = { firstName: body.firstName.trim(), lastName: body.lastName.trim(), passwordHash, dateOfBirth: birth.iso, favoriteTeams: teams.teams };
        await db.insert(pendingSignups).values({ tokenHash: hashSecret(token), email, username, payload, expiresAt: new Date(Date.now() + SIGNUP_TOKEN_TTL_MS) });
        await mailer.send(confirmSignupMail({ email, firstName: payload.firstName, username }, `${origin}/signup?token=${token}`));
      }
      return reply.status(202).send({ data: { message: SIGNUP_MAIL_SENT } });
    },
  );

  r.post(
    '/api/users/signup/confirm',
    {
      schema: { tags: ['accounts'], summary: "Finish a sign-up with the mailed link's token: creates the account and logs in", body: ConfirmSignupBody },
      bodyLimit: SMALL_BODY,
      config: { rateLimit },
    },
    async (request, reply) => {
      const [pending] = await db
        .select()
        .from(pendingSignups)
        .where(and(eq(pendingSignups.tokenHash, hashSecret(request.body.token)), gt(pendingSignups.expiresAt, new Date())))
        .limit(1);
      if (!pending) throw httpError(400, LINK_SPENT);
      const payload = pending.payload as PendingPayload;
      let user: UserRow;
      try {
        user = await db.transaction(async (tx) => {
          // Single use: a second click (or a parallel one) finds nothing to delete and stops here.
          const [claimed] = await tx.delete(pendingSignups).where(eq(pendingSignups.id, pending.id)).returning({ id: pendingSignups.id });
          if (!claimed) throw httpError(400, LINK_SPENT);
          const taken = await takenIdentity(tx, pending.username, pending.email);
          if (taken) throw httpError(409, taken);
          const [created] = (await tx
            .insert(users)
            .values({
              username: pending.username,
              email: pending.email,
              passwordHash: payload.passwordHash,
              firstName: payload.firstName,
              lastName: payload.lastName,
              dateOfBirth: payload.dateOfBirth,
              favoriteTeams: payload.favoriteTeams,
              isAdmin: settings.adminEmails.has(pending.email.toLowerCase()),
              lastLoginAt: new Date(),
            })
            .returning()) as [UserRow];
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw httpError(409, (await takenIdentity(db, pending.username, pending.email)) ?? 'This account already exists');
        throw error;
      }
      const key = await sessions.start(user.id);
      return reply.status(201).send({ data: authRecord(user, key) });
    },
  );
}
