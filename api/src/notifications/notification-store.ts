import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationItem, NotificationType } from '@bb/contract';
import type { Db } from '../db/database';
import { notifications, users } from '../db/schema/index';

export type NotificationRow = typeof notifications.$inferSelect;

export function notificationView(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    tournament: row.leagueId !== null ? { leagueId: row.leagueId, name: row.tournamentName } : null,
    link: row.link,
  };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Unread counts of several users at once (users with none are absent: 0). */
export async function unreadCounts(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

export async function listNotifications(db: Db, userId: number, page: number, limit: number) {
  const [total] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Marks unread rows read; answers whether the one asked for exists (for a 404). */
export async function markRead(db: Db, userId: number, filter: { id?: number; leagueId?: string }): Promise<boolean> {
  const scope = [eq(notifications.userId, userId)];
  if (filter.id !== undefined) scope.push(eq(notifications.id, filter.id));
  if (filter.leagueId !== undefined) scope.push(eq(notifications.leagueId, filter.leagueId));
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(...scope, isNull(notifications.readAt)));
  if (filter.id === undefined) return true;
  const [row] = await db.select({ id: notifications.id }).from(notifications).where(and(...scope)).limit(1);
  return row !== undefined;
}

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  leagueId: string | null;
  tournamentName: string | null;
  link: string | null;
}

/** For one user, or for every full account (GOTD guests never see the notifications page). */
export async function createNotifications(db: Db, target: number | 'all', values: NewNotification): Promise<number> {
  if (target !== 'all') {
    await db.insert(notifications).values({ userId: target, ...values });
    return 1;
  }
  const result = await db.execute(sql`
    insert into ${notifications} (user_id, type, title, message, league_id, tournament_name, link)
    select ${users.id}, ${values.type}, ${values.title}, ${values.message}, ${values.leagueId}, ${values.tournamentName}, ${values.link}
    from ${users} where ${users.isGotdGuest} = false`);
  return Number((result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0);
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}
