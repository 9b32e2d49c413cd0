/** The users a tournament's owner invites, by username (any case); the first unknown name is reported. */
import { inArray, sql } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES } from '@bb/contract';
import type { Db } from '../db/database';
import { users } from '../db/schema/accounts';

export interface Invitee {
  id: number;
  username: string;
}

/** The invited users other than the owner, or the message for the first name that is no user. */
export async function findInvitees(db: Db, names: readonly string[] | undefined, ownerId: number): Promise<{ found: Invitee[]; error: string | null }> {
  const wanted = [...new Set((names ?? []).map((n) => n.trim()).filter(Boolean))];
  if (!wanted.length) return { found: [], error: null };
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, wanted.map((n) => n.toLowerCase())));
  const unknown = wanted.find((n) => !rows.some((u) => u.username.toLowerCase() === n.toLowerCase()));
  return { found: rows.filter((u) => u.id !== ownerId), error: unknown === undefined ? null : TOURNAMENT_MESSAGES.unknownUser(unknown) };
}
