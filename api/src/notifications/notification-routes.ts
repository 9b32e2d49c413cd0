import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser, requireUser } from '../auth/index';
import { httpError } from '../accounts';
import { bearer, ErrorBody } from '../accounts';
import type { Db } from '../db/database';
import type { Realtime } from '../realtime/index';
import { listNotifications, markRead, notificationView, unreadCount } from './notification-store';
import { LeagueIdParamSchema, NotificationSchema, UnreadData } from '@bb/contract/src/schemas/notifications';

const tags = ['notifications'];
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export function registerNotificationRoutes(app: FastifyInstance, db: Db, realtime: Realtime): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  const afterRead = async (userId: number) => {
    await realtime.unreadChanged([userId]);
    return { data: { unreadCount: await unreadCount(db, userId) } };
  };

  r.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first, with the unread count",
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
        }),
        security: bearer,
        response: {
          200: Type.Object({
            data: Type.Object({
              notifications: Type.Array(NotificationSchema),
              pagination: Type.Object({ currentPage: Type.Integer(), totalPages: Type.Integer(), totalItems: Type.Integer(), pageSize: Type.Integer() }),
              unreadCount: Type.Integer(),
            }),
          }),
          '4xx': ErrorBody,
        },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? DEFAULT_PAGE_SIZE;
      const { rows, total } = await listNotifications(db, user.id, page, limit);
      return {
        data: {
          notifications: rows.map(notificationView),
          pagination: { currentPage: page, totalPages: Math.max(1, Math.ceil(total / limit)), totalItems: total, pageSize: limit },
          unreadCount: await unreadCount(db, user.id),
        },
      };
    },
  );

  r.put(
    '/api/notifications/read',
    { schema: { tags, summary: 'Mark all of the caller’s notifications read', security: bearer, response: { 200: UnreadData, '4xx': ErrorBody } }, preHandler: requireUser },
    async (request) => {
      const user = currentUser(request);
      await markRead(db, user.id, {});
      return afterRead(user.id);
    },
  );

  r.put(
    '/api/notifications/:id/read',
    {
      schema: { tags, summary: 'Mark one notification read', params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }), security: bearer, response: { 200: UnreadData, '4xx': ErrorBody } },
      preHandler: requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      // Another user's id answers like a missing one: ids reveal nothing.
      if (!(await markRead(db, user.id, { id: request.params.id }))) throw httpError(404, 'Notification not found');
      return afterRead(user.id);
    },
  );

  r.put(
    '/api/notifications/tournament/:leagueId/read',
    {
      schema: { tags, summary: "Tournament read: mark all of one tournament's notifications read", params: Type.Object({ leagueId: LeagueIdParamSchema }), security: bearer, response: { 200: UnreadData, '4xx': ErrorBody } },
      preHandler: requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      await markRead(db, user.id, { leagueId: request.params.leagueId });
      return afterRead(user.id);
    },
  );
}
