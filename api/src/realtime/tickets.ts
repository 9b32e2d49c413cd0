import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions, spentTickets } from '../db/schema/index';
import { hashSecret } from '../auth/index';

/** Long enough to open the stream after asking; a reconnect asks again. */
export const TICKET_TTL_MS = 60_000;

export interface TicketClaims {
  userId: number;
  sessionId: number;
}

const sign = (keyHash: string, payload: string): string => createHmac('sha256', keyHash).update(payload).digest('base64url');

/** The session row behind a session key (the realtime stream watches that row). */
export async function sessionIdForKey(db: Db, sessionKey: string): Promise<number | null> {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.keyHash, hashSecret(sessionKey))).limit(1);
  return row?.id ?? null;
}

/**
 * `userId.sessionId.expiry.mac`, the MAC keyed with the session's stored key hash: no ticket table, any
 * API instance can check it, and a ticket dies with its session.
 */
export async function issueTicket(db: Db, userId: number, sessionKey: string, now: number = Date.now()): Promise<{ ticket: string; expiresAt: number } | null> {
  const sessionId = await sessionIdForKey(db, sessionKey);
  if (sessionId === null) return null;
  const expiresAt = now + TICKET_TTL_MS;
  const payload = `${userId}.${sessionId}.${expiresAt}`;
  return { ticket: `${payload}.${sign(hashSecret(sessionKey), payload)}`, expiresAt };
}

export async function verifyTicket(db: Db, ticket: string, now: number = Date.now()): Promise<TicketClaims | null> {
  const match = /^(\d{1,9})\.(\d{1,12})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match) return null;
  const [, user, session, expiry, mac] = match as unknown as [string, string, string, string, string];
  if (Number(expiry) < now) return null;
  const userId = Number(user);
  const sessionId = Number(session);
  const [row] = await db
    .select({ keyHash: sessions.keyHash })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1);
  if (!row) return null;
  const expected = Buffer.from(sign(row.keyHash, `${user}.${session}.${expiry}`));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, sessionId } : null;
}

export async function sessionAlive(db: Db, sessionId: number): Promise<boolean> {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row !== undefined;
}

/**
 * Checks a ticket and spends it: a ticket opens one stream, on any instance (the spent MAC is a row every instance
 * sees). A reconnect asks for a new ticket, as both browser clients do.
 */
export async function spendTicket(db: Db, ticket: string, now: number = Date.now()): Promise<TicketClaims | null> {
  const claims = await verifyTicket(db, ticket, now);
  if (!claims) return null;
  const [, , expiry, mac] = ticket.split('.') as [string, string, string, string];
  const [spent] = await db
    .insert(spentTickets)
    .values({ mac, expiresAt: new Date(Number(expiry)) })
    .onConflictDoNothing()
    .returning({ mac: spentTickets.mac });
  // Expired tickets can never be used again: their rows are no longer needed.
  await db.delete(spentTickets).where(lt(spentTickets.expiresAt, new Date(now)));
  return spent ? claims : null;
}
