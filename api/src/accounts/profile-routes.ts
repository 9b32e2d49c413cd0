import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { userImages, users } from '../db/schema/index';
import type { Db } from '../db/database';
import { currentUser, requireFullUser, requireUser, verifyPassword, type UserRow, userRowChanged } from '../auth/index';
import type { Mailer } from '../mail/index';
import { bearer, SMALL_BODY, UserIdParams } from './schemas';
import { checkEmail, checkFavoriteTeams, checkName, checkUsername, FieldErrors, MESSAGES, parseBirthDate } from './validation';
import { takenIdentity } from './identity';
import { httpError, isUniqueViolation } from './http';
import { profileView } from './user-views';
import { sniffImageType } from './image-sniff';
import { emailChangedMail } from './account-mails';
import { ProfileBody } from '@bb/contract/src/schemas/accounts';

/** Profile images must be under 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024 - 1;

export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Please enter your current password to change your email';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';

type ProfileChanges = Partial<Pick<UserRow, 'firstName' | 'lastName' | 'username' | 'email' | 'dateOfBirth' | 'favoriteTeams'>>;

const sameList = (a: unknown, b: string[]) => Array.isArray(a) && a.length === b.length && a.every((x, i) => x === b[i]);

export function registerProfileRoutes(app: FastifyInstance, db: Db, mailer: Mailer): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/users/me',
    { schema: { tags: ['accounts'], summary: 'The profile of the logged-in user', security: bearer }, preHandler: requireUser },
    async (request) => ({ data: profileView(currentUser(request)) }),
  );

  // The spec's path has the trailing slash; the bare one answers the same (hidden from the OpenAPI document).
  for (const [url, hide] of [['/api/users/', false], ['/api/users', true]] as const) {
    r.put(
      url,
      {
        schema: { tags: ['accounts'], summary: 'Update profile fields (only the ones sent)', body: ProfileBody, security: bearer, hide },
        bodyLimit: SMALL_BODY,
        preHandler: [requireUser, requireFullUser],
      },
      async (request, reply) => {
        const user = currentUser(request);
        const body = request.body;
        const errors = new FieldErrors();
        const changes: ProfileChanges = {};
        if (body.firstName !== undefined) {
          errors.add('firstName', checkName(body.firstName, 'first name'));
          if (body.firstName.trim() !== user.firstName) changes.firstName = body.firstName.trim();
        }
        if (body.lastName !== undefined) {
          errors.add('lastName', checkName(body.lastName, 'last name'));
          if (body.lastName.trim() !== user.lastName) changes.lastName = body.lastName.trim();
        }
        if (body.username !== undefined) {
          errors.add('username', checkUsername(body.username));
          if (body.username.trim() !== user.username) changes.username = body.username.trim();
        }
        if (body.email !== undefined) {
          errors.add('email', checkEmail(body.email));
          if (body.email.trim() !== user.email) changes.email = body.email.trim();
        }
        if (body.dateOfBirth !== undefined) {
          const birth = parseBirthDate(body.dateOfBirth);
          if ('error' in birth) errors.add('dateOfBirth', birth.error);
          else if (birth.iso !== user.dateOfBirth) changes.dateOfBirth = birth.iso;
        }
        if (body.favoriteTeams !== undefined) {
          const teams = checkFavoriteTeams(body.favoriteTeams);
          if ('error' in teams) errors.add('favoriteTeams', teams.error);
          else if (!sameList(user.favoriteTeams, teams.teams)) changes.favoriteTeams = teams.teams;
        }
        if (changes.email !== undefined && !body.currentPassword) errors.add('currentPassword', EMAIL_CHANGE_NEEDS_PASSWORD);
        const invalid = errors.body();
        if (invalid) return reply.status(400).send(invalid);
        if (Object.keys(changes).length === 0) throw httpError(400, MESSAGES.nothingChanged);
        if (changes.email !== undefined && !(await verifyPassword(body.currentPassword ?? '', user.passwordHash))) {
          return reply.status(400).send({ error: WRONG_CURRENT_PASSWORD, errors: { currentPassword: WRONG_CURRENT_PASSWORD } });
        }
        const taken = await takenIdentity(db, changes.username ?? null, changes.email ?? null, user.id);
        if (taken) throw httpError(409, taken);
        try {
          const [updated] = (await db
            .update(users)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(users.id, user.id))
            .returning()) as [UserRow];
          await userRowChanged(user.id);
          if (changes.email !== undefined) await mailer.send(emailChangedMail(user, updated.email));
          return reply.send({ data: profileView(updated) });
        } catch (error) {
          if (isUniqueViolation(error)) throw httpError(409, 'This username or email is already taken');
          throw error;
        }
      },
    );
  }

  r.get(
    '/api/users/:id/image',
    { schema: { tags: ['accounts'], summary: "A user's profile picture (the thumbnail_url)", params: UserIdParams } },
    async (request, reply) => {
      const [image] = await db.select().from(userImages).where(eq(userImages.userId, Number(request.params.id))).limit(1);
      if (!image) throw httpError(404, 'No image');
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'public, max-age=300')
        .send(image.bytes);
    },
  );

  // Multipart parsing lives only in this scope: no other route accepts multipart bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 } });
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      '/api/users/image',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Upload the profile picture (multipart, one file; png, jpeg, gif or webp under 5 MB)',
          consumes: ['multipart/form-data'],
          security: bearer,
        },
        preHandler: [requireUser, requireFullUser],
      },
      async (request, reply) => {
        const user = currentUser(request);
        if (!request.isMultipart()) throw httpError(400, 'Please upload an image as multipart/form-data');
        let bytes: Buffer;
        try {
          const file = await request.file();
          if (!file) throw httpError(400, 'This field is required');
          bytes = await file.toBuffer();
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(400, MESSAGES.imageTooLarge);
          if ((error as { statusCode?: number }).statusCode === 400) throw error;
          throw httpError(400, 'Please upload an image as multipart/form-data');
        }
        if (bytes.length > MAX_IMAGE_BYTES) throw httpError(400, MESSAGES.imageTooLarge);
        const contentType = sniffImageType(bytes);
        if (!contentType) throw httpError(400, 'Only png, jpeg, gif or webp images are allowed');
        const now = new Date();
        await db
          .insert(userImages)
          .values({ userId: user.id, contentType, bytes, updatedAt: now })
          .onConflictDoUpdate({ target: userImages.userId, set: { contentType, bytes, updatedAt: now } });
        const thumbnailUrl = `/api/users/${user.id}/image?v=${now.getTime()}`;
        await db.update(users).set({ thumbnailUrl, updatedAt: now }).where(eq(users.id, user.id));
        await userRowChanged(user.id);
        return reply.status(201).send({ data: { thumbnail_url: thumbnailUrl } });
      },
    );
  });
}
