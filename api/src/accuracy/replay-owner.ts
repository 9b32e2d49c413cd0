/**
 * The account that owns the accuracy replays. A season replay is a league with an owner (the league core has no
 * ownerless league), and no user should see these replays, so a reserved account owns them. It cannot log in: its
 * password hash matches no password, and it carries the accounts module's "no login" flag (`isGotdGuest`: login,
 * password reset, head-to-head opponents and announcements all skip such accounts). Its replays are private leagues
 * of kind 'season', which only their owner's own lists show, and replay names are unique per owner only, so they
 * take no name from anyone.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { UNUSABLE_PASSWORD } from '../auth';
import type { Creator } from '../leagues';

export const REPLAY_OWNER_USERNAME = 'accuracy-replays';
/** `.invalid` is never delivered (RFC 2606), so no sign-up or reset mail can ever reach this address. */
export const REPLAY_OWNER_EMAIL = 'accuracy-replays@system.invalid';

let cached: { database: Database; owner: Creator } | null = null;

async function find(database: Database): Promise<Creator | null> {
  const [row] = await database.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(sql`lower(${users.email}) = ${REPLAY_OWNER_EMAIL}`)
    .limit(1);
  return row ?? null;
}

/** The replay owner, created on first use (two instances racing: the unique e-mail index keeps one). */
export async function replayOwner(database: Database): Promise<Creator> {
  if (cached?.database === database) return cached.owner;
  let owner = await find(database);
  for (let attempt = 0; !owner && attempt < 3; attempt += 1) {
    // The plain name unless a user took it before this feature existed.
    const username = attempt === 0 ? REPLAY_OWNER_USERNAME : `${REPLAY_OWNER_USERNAME}-${Math.random().toString(36).slice(2, 8)}`;
    await database.db
      .insert(users)
      .values({ username, email: REPLAY_OWNER_EMAIL, passwordHash: UNUSABLE_PASSWORD, firstName: 'Accuracy', lastName: 'Replays', isGotdGuest: true })
      .onConflictDoNothing();
    owner = await find(database);
  }
  if (!owner) throw new Error('could not create the accuracy replays owner');
  cached = { database, owner };
  return owner;
}
