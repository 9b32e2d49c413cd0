/** The opponent picker (GET /api/head-to-head/opponents?search=): subscribers one may invite, online ones first. */
import { and, desc, ne, sql } from 'drizzle-orm';
import { H2H_OPPONENT_LIMIT, type H2HOpponent } from '@bb/contract';
import type { Database } from '../db/database';
import { presence, users } from '../db/schema/index';
import { isOnline } from '../realtime';

/** `text` matched literally inside a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Users other than `userId` with a subscription (admins count, GOTD guests do not) whose username contains
 * `search` (case-insensitive); with no search, everyone. Candidates with a site presence row come first, then the
 * most recently logged in; `isOnline` (fresh presence only) gives each his flag and the final order.
 */
export async function searchOpponents(database: Database, userId: number, search: string | undefined): Promise<H2HOpponent[]> {
  const text = search?.trim().toLowerCase() ?? '';
  const hasPresence = sql`exists (select 1 from ${presence} where ${presence.userId} = ${users.id} and ${presence.topic} = 'site')`;
  const rows = await database.db
    .select({ userId: users.id, username: users.username })
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        sql`${users.isGotdGuest} = false`,
        sql`(${users.isSubscribed} or ${users.isAdmin})`,
        text === '' ? undefined : sql`lower(${users.username}) like ${`%${likeLiteral(text)}%`} escape '\\'`,
      ),
    )
    .orderBy(desc(hasPresence), sql`${users.lastLoginAt} desc nulls last`, sql`lower(${users.username})`)
    .limit(H2H_OPPONENT_LIMIT);
  const online = await isOnline(database, rows.map((r) => r.userId));
  const opponents = rows.map((r) => ({ ...r, online: online.has(r.userId) }));
  // Stable: within each group the order above (presence, then recent logins) stays.
  return [...opponents.filter((o) => o.online), ...opponents.filter((o) => !o.online)];
}
