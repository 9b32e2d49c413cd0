import { asc, eq } from 'drizzle-orm';
import type { Announcement } from '@bb/contract';
import type { Db } from '../db/database';
import { announcements } from '../db/schema/index';

export type AnnouncementRow = typeof announcements.$inferSelect;

export function announcementView(row: AnnouncementRow): Announcement {
  return { id: row.id, kind: row.kind as Announcement['kind'], message: row.message, colour: row.colour, display: row.display, updatedAt: row.updatedAt.toISOString() };
}

/** What every browser shows now, oldest first (the toast stack keeps its order). */
export async function displayedAnnouncements(db: Db): Promise<Announcement[]> {
  const rows = await db.select().from(announcements).where(eq(announcements.display, true)).orderBy(asc(announcements.id));
  return rows.map(announcementView);
}

export async function allAnnouncements(db: Db): Promise<Announcement[]> {
  return (await db.select().from(announcements).orderBy(asc(announcements.id))).map(announcementView);
}

export async function insertAnnouncement(db: Db, values: typeof announcements.$inferInsert): Promise<Announcement> {
  const [row] = await db.insert(announcements).values(values).returning();
  return announcementView(row!);
}

export async function updateAnnouncement(db: Db, id: number, patch: Partial<Pick<AnnouncementRow, 'message' | 'colour' | 'display'>>): Promise<Announcement | null> {
  const [row] = await db
    .update(announcements)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(announcements.id, id))
    .returning();
  return row ? announcementView(row) : null;
}
