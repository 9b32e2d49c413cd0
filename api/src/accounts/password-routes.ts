import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordResets, users } from '../db/schema/index';
import type { Db } from '../db/database';
import type { Mailer } from '../mail/index';
import { currentUser, hashPassword, hashSecret, newSecret, requireFullUser, requireUser, verifyPassword, type UserRow, userRowChanged } from '../auth/index';
import type { AccountsSettings } from './settings';
import { bearer, SMALL_BODY } from './schemas';
import { checkConfirmation, checkEmail, checkPassword, FieldErrors, MESSAGES } from './validation';
import { httpError } from './http';
import { passwordWeakness } from './password-strength';
import { siteOrigin } from '../http/site-origin';
import { resetLinkMail } from './account-mails';
import { ChangePasswordBody, ForgotPasswordBody, SetPasswordBody } from '@bb/contract/src/schemas/accounts';
import type { LoginGuards } from './session-routes';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const PASSWORD_TEXTS = {
  resetSent: 'We have sent you an email with a link to reset your password.',
  forgotSent: 'If an account exists for this email, you will receive an email for instruction and password reset link.',
  resetDone: 'Your password has been reset. Please log in with your new password.',
  changed: 'Your password has been changed.',
  badLink: 'This password reset link is invalid or has expired',
  wrongCurrent: 'Your current password is not correct',
} as const;

/** A fresh single-use token (earlier unused ones die), and the mail carrying its link. */
async function sendResetLink(db: Db, mailer: Mailer, user: UserRow, base: string): Promise<void> {
  const token = newSecret();
  await revokeResetLinks(db, user.id);
  await db.insert(passwordResets).values({ userId: user.id, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
  const link = `${base}/forgot-password?token=${token}`;
  await mailer.send(resetLinkMail(user, link));
}

/** Every reset link of the user dies (a password change or reset makes mailed links worthless). */
async function revokeResetLinks(db: Db, userId: number): Promise<void> {
  await db.delete(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export function registerPasswordRoutes(app: FastifyInstance, db: Db, mailer: Mailer, settings: AccountsSettings, guards: LoginGuards): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const sessions = app.authSessions;
  // Reset mails sent after the answer: the server waits for them before it closes.
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...sending]);
  });
  const rateLimit = { max: settings.authRateLimitMax, timeWindow: '1 minute' };

  r.post(
    '/api/users/_reset-password',
    {
      schema: { tags: ['accounts'], summary: "E-mail the logged-in user a password reset link", security: bearer },
      preHandler: [requireUser, requireFullUser],
      config: { rateLimit },
    },
    async (request) => {
      await sendResetLink(db, mailer, currentUser(request), siteOrigin(request, settings));
      return { data: { message: PASSWORD_TEXTS.resetSent } };
    },
  );

  r.post(
    '/api/users/_forgot-password',
    {
      schema: { tags: ['accounts'], summary: 'E-mail a reset link; the answer never says whether the address is known', body: ForgotPasswordBody },
      bodyLimit: SMALL_BODY,
      config: { rateLimit },
    },
    async (request, reply) => {
      const invalid = checkEmail(request.body.email);
      if (invalid) return reply.status(400).send({ error: invalid });
      const email = request.body.email.trim();
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email}) and ${users.isGotdGuest} = false`)
        .limit(1);
      // Not awaited: a known address must not answer slower than an unknown one.
      if (user) {
        const sent = sendResetLink(db, mailer, user, siteOrigin(request, settings))
          .catch((error: unknown) => request.log.error({ error }, 'reset mail failed'))
          .finally(() => sending.delete(sent));
        sending.add(sent);
      }
      return { data: { message: PASSWORD_TEXTS.forgotSent } };
    },
  );

  r.post(
    '/api/users/_set-password',
    {
      schema: { tags: ['accounts'], summary: 'Set a new password with the token of an e-mailed reset link', body: SetPasswordBody },
      bodyLimit: SMALL_BODY,
      config: { rateLimit },
    },
    async (request, reply) => {
      const { token, password, confirmPassword } = request.body;
      const errors = new FieldErrors();
      errors.add('password', checkPassword(password) ?? passwordWeakness(password));
      errors.add('confirmPassword', checkConfirmation(password, confirmPassword));
      const invalid = errors.body();
      if (invalid) return reply.status(400).send(invalid);
      // Claiming the token and checking it in one statement makes it single-use even under races.
      const [claimed] = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.tokenHash, hashSecret(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
        .returning({ userId: passwordResets.userId });
      if (!claimed) throw httpError(400, PASSWORD_TEXTS.badLink);
      const [user] = await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
        .where(eq(users.id, claimed.userId))
        .returning({ username: users.username, email: users.email });
      await revokeResetLinks(db, claimed.userId);
      await sessions.endAll(claimed.userId);
      // The mailed link proved the owner: whatever failures strangers piled on his names go, and this browser is his.
      if (user) await guards.throttle.clearNames([user.username, user.email]);
      await guards.devices.remember(request, reply, claimed.userId, await guards.devices.recognise(request));
      return { data: { message: PASSWORD_TEXTS.resetDone } };
    },
  );

  r.put(
    '/api/users/password',
    {
      schema: { tags: ['accounts'], summary: 'Change the password (current + new)', body: ChangePasswordBody, security: bearer },
      bodyLimit: SMALL_BODY,
      preHandler: [requireUser, requireFullUser],
      config: { rateLimit },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { currentPassword, newPassword, confirmPassword } = request.body;
      const errors = new FieldErrors();
      errors.add('currentPassword', currentPassword === '' ? MESSAGES.required('current password') : null);
      errors.add('newPassword', checkPassword(newPassword, 'new password') ?? passwordWeakness(newPassword, [user.username, user.email, user.firstName, user.lastName]));
      errors.add('confirmPassword', checkConfirmation(newPassword, confirmPassword));
      const invalid = errors.body();
      if (invalid) return reply.status(400).send(invalid);
      if (!(await verifyPassword(currentPassword, user.passwordHash))) throw httpError(400, PASSWORD_TEXTS.wrongCurrent);
      await db.update(users).set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() }).where(eq(users.id, user.id));
      // Mailed links and any other device's session were made under the old password: they end; this device stays.
      await revokeResetLinks(db, user.id);
      await sessions.endAll(user.id, user.sessionKey);
      await userRowChanged(user.id);
      return { data: { message: PASSWORD_TEXTS.changed } };
    },
  );
}
