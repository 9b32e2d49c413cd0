import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser, requireUser } from '../auth/index';
import { httpError } from '../accounts';
import { bearer, ErrorBody } from '../accounts';
import type { Db } from '../db/database';
import type { Realtime } from '../realtime/index';
import { allAnnouncements, displayedAnnouncements, insertAnnouncement, updateAnnouncement } from './announcement-store';
import { userExists } from './notification-store';
import type { Notifier } from './notifier';
import { requireAdmin } from './require-admin';
import { AnnouncementSchema, CreateAnnouncementBody, CreateNotificationBody, UpdateAnnouncementBody } from '@bb/contract/src/schemas/notifications';

export function registerAdminRoutes(app: FastifyInstance, db: Db, realtime: Realtime, notifier: Notifier): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const admin = { preHandler: [requireUser, requireAdmin], tags: ['admin'] };

  r.get(
    '/api/announcements',
    { schema: { tags: ['notifications'], summary: 'The admin and announcement toasts displayed now', response: { 200: Type.Object({ data: Type.Array(AnnouncementSchema) }) } } },
    async () => ({ data: await displayedAnnouncements(db) }),
  );

  r.post(
    '/api/admin/notifications',
    {
      schema: { tags: admin.tags, summary: 'Create a notification for one user or for everyone', body: CreateNotificationBody, security: bearer, response: { 201: Type.Object({ data: Type.Object({ created: Type.Integer() }) }), '4xx': ErrorBody } },
      preHandler: admin.preHandler,
    },
    async (request, reply) => {
      const body = request.body;
      if (body.userId !== 'all' && !(await userExists(db, body.userId))) throw httpError(404, 'User not found');
      const created = await notifier.notify(body.userId, {
        ...(body.type ? { type: body.type } : {}),
        title: body.title.trim(),
        message: body.message.trim(),
        ...(body.leagueId ? { leagueId: body.leagueId } : {}),
        ...(body.tournamentName?.trim() ? { tournamentName: body.tournamentName.trim() } : {}),
        ...(body.link ? { link: body.link } : {}),
      });
      return reply.status(201).send({ data: { created } });
    },
  );

  r.get(
    '/api/admin/announcements',
    { schema: { tags: admin.tags, summary: 'Every announcement, displayed or not', security: bearer, response: { 200: Type.Object({ data: Type.Array(AnnouncementSchema) }), '4xx': ErrorBody } }, preHandler: admin.preHandler },
    async () => ({ data: await allAnnouncements(db) }),
  );

  r.post(
    '/api/admin/announcements',
    {
      schema: { tags: admin.tags, summary: 'Create an admin or announcement toast (persistent in every browser while display is on)', body: CreateAnnouncementBody, security: bearer, response: { 201: Type.Object({ data: AnnouncementSchema }), '4xx': ErrorBody } },
      preHandler: admin.preHandler,
    },
    async (request, reply) => {
      const body = request.body;
      const created = await insertAnnouncement(db, {
        kind: body.kind ?? 'announcement',
        message: body.message.trim(),
        colour: body.colour,
        display: body.display ?? true,
        createdBy: currentUser(request).id,
      });
      await realtime.announcementsChanged();
      return reply.status(201).send({ data: created });
    },
  );

  r.put(
    '/api/admin/announcements/:id',
    {
      schema: {
        tags: admin.tags,
        summary: 'Change or switch off an announcement',
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        body: UpdateAnnouncementBody,
        security: bearer,
        response: { 200: Type.Object({ data: AnnouncementSchema }), '4xx': ErrorBody },
      },
      preHandler: admin.preHandler,
    },
    async (request) => {
      const { message, colour, display } = request.body;
      const updated = await updateAnnouncement(db, request.params.id, {
        ...(message !== undefined ? { message: message.trim() } : {}),
        ...(colour !== undefined ? { colour } : {}),
        ...(display !== undefined ? { display } : {}),
      });
      if (!updated) throw httpError(404, 'Announcement not found');
      await realtime.announcementsChanged();
      return { data: updated };
    },
  );
}
