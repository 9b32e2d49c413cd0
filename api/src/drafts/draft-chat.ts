/** The league's chat (draft room and after): stored in `league_chat`, members only, pushed on the draft stream. */
import { and, asc, eq, gt } from 'drizzle-orm';
import { DRAFT_CHAT_MAX, DRAFT_MESSAGES, type DraftChatMessage } from '@bb/contract';
import type { Db } from '../db/database';
import { leagueChat } from '../db/schema/drafts';
import { DraftRefusal } from './draft-error';

const view = (r: typeof leagueChat.$inferSelect): DraftChatMessage => ({ id: r.id, username: r.username, team: r.team, text: r.text, at: r.at.toISOString() });

export async function readChat(db: Db, leagueId: number, after = 0): Promise<DraftChatMessage[]> {
  const rows = await db
    .select()
    .from(leagueChat)
    .where(and(eq(leagueChat.leagueId, leagueId), gt(leagueChat.id, after)))
    .orderBy(asc(leagueChat.id))
    .limit(DRAFT_CHAT_MAX);
  return rows.map(view);
}

export async function readChatMessage(db: Db, id: number): Promise<DraftChatMessage | null> {
  const [row] = await db.select().from(leagueChat).where(eq(leagueChat.id, id));
  return row ? view(row) : null;
}

export async function writeChat(db: Db, leagueId: number, user: { id: number; username: string }, team: number | null, text: string, now: Date): Promise<DraftChatMessage> {
  const clean = text.trim();
  if (!clean) throw new DraftRefusal(DRAFT_MESSAGES.chatEmpty, 400, 'chat-empty', { text: DRAFT_MESSAGES.chatEmpty });
  const [row] = await db.insert(leagueChat).values({ leagueId, userId: user.id, username: user.username, team, text: clean.slice(0, 500), at: now }).returning();
  return view(row!);
}
