/** Invitation rows as the screens get them (`H2HInvitation`): names, teams, the link, and expiry as of the clock. */
import { paths } from '@bb/contract';
import { eq, inArray } from 'drizzle-orm';
import type { GameSideName, H2HInvitation, H2HInvitationStatus } from '@bb/contract';
import type { Database } from '../db/database';
import { games, h2hInvitations, users } from '../db/schema/index';
import { teamName } from '../games';

export type InvitationRow = typeof h2hInvitations.$inferSelect;

/** The in-app path of a game's waiting screen with the invitation's secret. */
export const invitationLink = (gameId: string, invitationId: string): string => paths.headToHead.setup(gameId, { invite: invitationId });

/** A pending invitation past its time is expired whether or not anyone has stored that yet. */
export function statusAt(row: Pick<InvitationRow, 'status' | 'expiresAt'>, now: Date): H2HInvitationStatus {
  if (row.status === 'pending' && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status as H2HInvitationStatus;
}

/** The views of several rows, in their order (two queries for the names and the games, whatever the count). */
export async function invitationViews(database: Database, rows: InvitationRow[], now: Date): Promise<H2HInvitation[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.flatMap((r) => (r.toUserId === null ? [r.fromUserId] : [r.fromUserId, r.toUserId])))];
  const gameIds = [...new Set(rows.map((r) => r.gameId))];
  const people = await database.db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, userIds));
  const names = new Map(people.map((p) => [p.id, p.username]));
  const gameRows = await database.db
    .select({ id: games.id, awayTeamId: games.awayTeamId, awayYear: games.awayYear, homeTeamId: games.homeTeamId, homeYear: games.homeYear, userSide: games.userSide })
    .from(games)
    .where(inArray(games.id, gameIds));
  const byId = new Map(gameRows.map((g) => [g.id, g]));
  const views: H2HInvitation[] = [];
  for (const row of rows) {
    const game = byId.get(row.gameId);
    if (!game) continue;
    const user = (id: number) => ({ userId: id, username: names.get(id) ?? '' });
    views.push({
      id: row.id,
      gameId: row.gameId,
      from: user(row.fromUserId),
      to: row.toUserId === null ? null : user(row.toUserId),
      status: statusAt(row, now),
      away: { teamId: game.awayTeamId, year: game.awayYear, name: await teamName(database, game.awayTeamId, game.awayYear) },
      home: { teamId: game.homeTeamId, year: game.homeYear, name: await teamName(database, game.homeTeamId, game.homeYear) },
      inviterSide: game.userSide as GameSideName,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      serverNow: now.toISOString(),
      link: invitationLink(row.gameId, row.id),
    });
  }
  return views;
}

export async function readInvitationRow(database: Database, invitationId: string): Promise<InvitationRow | null> {
  const [row] = await database.db.select().from(h2hInvitations).where(eq(h2hInvitations.id, invitationId)).limit(1);
  return row ?? null;
}

/** One invitation's view, or null for an unknown id (the realtime hub's reader). */
export async function readInvitationView(database: Database, invitationId: string, now: Date): Promise<H2HInvitation | null> {
  const row = await readInvitationRow(database, invitationId);
  if (!row) return null;
  const [view] = await invitationViews(database, [row], now);
  return view ?? null;
}
