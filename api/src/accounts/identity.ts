import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema/index';

/** 409 texts for taken usernames and e-mails (compared case-insensitively, like the unique indexes). */
export const TAKEN = {
  username: 'This username is already taken',
  email: 'An account with this email already exists',
} as const;

export async function takenIdentity(db: Pick<Db, 'select'>, username: string | null, email: string | null, exceptUserId?: number): Promise<string | null> {
  const conditions = [];
  if (username) conditions.push(sql`lower(${users.username}) = lower(${username})`);
  if (email) conditions.push(sql`lower(${users.email}) = lower(${email})`);
  if (conditions.length === 0) return null;
  const where = exceptUserId === undefined ? or(...conditions) : and(or(...conditions), ne(users.id, exceptUserId));
  const rows = await db.select({ username: users.username, email: users.email }).from(users).where(where).limit(2);
  if (username && rows.some((r) => r.username.toLowerCase() === username.toLowerCase())) return TAKEN.username;
  if (email && rows.some((r) => r.email.toLowerCase() === email.toLowerCase())) return TAKEN.email;
  return null;
}

export async function findUserById(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}
