import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index';
import type { Db } from '../db/database';
import { currentUser, requireUser, type AuthenticatedUser, userRowChanged } from '../auth/index';
import { bearer, closed, SMALL_BODY, UserIdParams } from './schemas';
import { forbidden } from './http';

const SoundBody = Type.Object({ sound: Type.Union([Type.Literal('on'), Type.Literal('off')]) }, closed);
const RatingsBody = Type.Object({ ratingsFlag: Type.Boolean() }, closed);

/** Users may only read and change their own settings: another id is 403. */
function ownUser(request: FastifyRequest & { params: { id: string } }): AuthenticatedUser {
  const user = currentUser(request);
  if (Number(request.params.id) !== user.id) throw forbidden();
  return user;
}

const preferences = (user: { sound: string; ratingsFlag: boolean }) => ({ sound: user.sound === 'on' ? 'on' : 'off', ratingsFlag: user.ratingsFlag });

export function registerSettingsRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const auth = { preHandler: requireUser };
  // Another user's settings are 403 before a bad body is 400.
  app.accessProbe('/api/users/:id', async (request) => ownUser(request as FastifyRequest & { params: { id: string } }));

  r.get(
    '/api/users/:id/user-status',
    { ...auth, schema: { tags: ['accounts'], summary: 'Admin flag of the logged-in user', params: UserIdParams, security: bearer } },
    async (request) => ({ data: { isAdmin: ownUser(request).isAdmin } }),
  );

  r.get(
    '/api/users/:id/preferences',
    { ...auth, schema: { tags: ['accounts'], summary: 'Sound and ratings preferences', params: UserIdParams, security: bearer } },
    async (request) => ({ data: preferences(ownUser(request)) }),
  );

  r.put(
    '/api/users/:id/preferences',
    { ...auth, bodyLimit: SMALL_BODY, schema: { tags: ['accounts'], summary: 'Turn sound on or off', params: UserIdParams, body: SoundBody, security: bearer } },
    async (request) => {
      const user = ownUser(request);
      await db.update(users).set({ sound: request.body.sound }).where(eq(users.id, user.id));
      await userRowChanged(user.id);
      return { data: preferences({ ...user, sound: request.body.sound }) };
    },
  );

  r.put(
    '/api/users/:id/ratings-status',
    { ...auth, bodyLimit: SMALL_BODY, schema: { tags: ['accounts'], summary: 'Show or hide ratings', params: UserIdParams, body: RatingsBody, security: bearer } },
    async (request) => {
      const user = ownUser(request);
      await db.update(users).set({ ratingsFlag: request.body.ratingsFlag }).where(eq(users.id, user.id));
      await userRowChanged(user.id);
      return { data: preferences({ ...user, ratingsFlag: request.body.ratingsFlag }) };
    },
  );
}
