/** The usernames a league's creator invites to manage teams: one check for every league kind. */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema/accounts';
import type { FieldErrors } from '../http/field-errors';

export interface InvitedUser {
  id: number;
  username: string;
}

/** The invited users; unknown names, the creator himself and more invitations than other teams go to `invites`. */
export async function checkInvites(db: Db, errors: FieldErrors, names: readonly string[] | undefined, creatorId: number, totalTeams: number): Promise<InvitedUser[]> {
  const wanted = [...new Set((names ?? []).map((n) => n.trim()).filter(Boolean))];
  if (wanted.length === 0) return [];
  const invited = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, wanted.map((n) => n.toLowerCase())));
  const unknown = wanted.filter((n) => !invited.some((u) => u.username.toLowerCase() === n.toLowerCase()));
  if (unknown.length) errors.add('invites', `No player found with the username ${unknown[0]}`);
  else if (invited.some((u) => u.id === creatorId)) errors.add('invites', 'You manage your own team already');
  else if (invited.length >= totalTeams) errors.add('invites', 'More invitations than teams');
  return invited;
}
