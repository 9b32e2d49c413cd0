/**
 * Trades in the database: proposing (a computer manager answers inside the same locked transaction), accepting (the
 * rules checked again under the lock: a trade whose players moved meanwhile is rejected with the reason), rejecting,
 * withdrawing, and expiry. Expiry is applied on every read and before every action (no job): an offer past its
 * `expires_at` is never accepted, and the lists show it as expired.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { PlayerCard } from '@bb/engine';
import { LEAGUE_MESSAGES, TRADE_EXPIRY_HOURS, TRADE_MESSAGES, type TradeStatus } from '@bb/contract';
import type { Database, Db } from '../db/database';
import { leagueTrades, leagueTransactions } from '../db/schema/drafts';
import type { TeamRow } from '../leagues';
import { LeagueError } from '../leagues';
import { computerAnswer } from './computer-answer';
import { rosterOf, teamName, type DraftLeague } from './draft-league';
import { afterTrade, tradeReasons } from './roster-rules';
import { bumpRevision, storeRoster, withLockedTeams, type Tx } from './roster-store';

export type TradeRow = typeof leagueTrades.$inferSelect;

/** 409 with every reason; on an accept, the trade as it now stands (rejected). */
export class TradeRefused extends LeagueError {
  readonly reasons: string[];
  readonly trade: TradeRow | null;
  constructor(reasons: string[], trade: TradeRow | null = null) {
    super(reasons[0] ?? TRADE_MESSAGES.notPending, 409);
    this.reasons = reasons;
    this.trade = trade;
  }
}

export interface TradeOffer {
  fromTeam: number;
  toTeam: number;
  give: string[];
  get: string[];
  requestId: string | null;
}

const side = (t: TeamRow) => ({ idx: t.idx, name: teamName(t), roster: rosterOf(t) });

export function offerReasons(from: TeamRow, to: TeamRow, offer: Pick<TradeOffer, 'give' | 'get'>, cards: ReadonlyMap<string, PlayerCard>, maxPlayers: number): string[] {
  return tradeReasons(side(from), side(to), offer.give, offer.get, cards, maxPlayers);
}

export async function expireTrades(db: Db, leagueId: number, now: Date): Promise<void> {
  await db
    .update(leagueTrades)
    .set({ status: 'expired', answeredAt: now })
    .where(and(eq(leagueTrades.leagueId, leagueId), eq(leagueTrades.status, 'pending'), lte(leagueTrades.expiresAt, now)));
}

export async function readTrade(db: Db, leagueId: number, tradeId: number): Promise<TradeRow> {
  const [row] = await db.select().from(leagueTrades).where(and(eq(leagueTrades.leagueId, leagueId), eq(leagueTrades.id, tradeId)));
  if (!row) throw new LeagueError(LEAGUE_MESSAGES.notFound, 404);
  return row;
}

export async function tradeByRequest(db: Db, leagueId: number, fromTeam: number, requestId: string | null): Promise<TradeRow | null> {
  if (!requestId) return null;
  const [row] = await db
    .select()
    .from(leagueTrades)
    .where(and(eq(leagueTrades.leagueId, leagueId), eq(leagueTrades.fromTeam, fromTeam), eq(leagueTrades.requestId, requestId)));
  return row ?? null;
}

/** Moves the players, writes both teams' transactions and bumps the revision (inside the caller's locked transaction). */
async function applyTrade(tx: Tx, trade: TradeRow, from: TeamRow, to: TeamRow, now: Date): Promise<void> {
  const after = afterTrade(side(from), side(to), trade.give, trade.get);
  await storeRoster(tx, from, after.from);
  await storeRoster(tx, to, after.to);
  await tx.insert(leagueTransactions).values([
    { leagueId: trade.leagueId, team: from.idx, kind: 'trade', otherTeam: to.idx, players: trade.give, received: trade.get, tradeId: trade.id, at: now },
    { leagueId: trade.leagueId, team: to.idx, kind: 'trade', otherTeam: from.idx, players: trade.get, received: trade.give, tradeId: trade.id, at: now },
  ]);
  await bumpRevision(tx, trade.leagueId);
}

/** A person's offer: stored as pending (the rules were checked by the caller and are checked again on accept). */
export async function proposeToPerson(db: Db, leagueId: number, offer: TradeOffer, userId: number, now: Date): Promise<{ row: TradeRow; created: boolean }> {
  const [row] = await db
    .insert(leagueTrades)
    .values({
      leagueId, fromTeam: offer.fromTeam, toTeam: offer.toTeam, give: offer.give, get: offer.get, status: 'pending', proposedBy: userId,
      requestId: offer.requestId, createdAt: now, expiresAt: new Date(now.getTime() + TRADE_EXPIRY_HOURS * 3_600_000),
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { row, created: true };
  // A twin request (double click) stored it first.
  return { row: (await tradeByRequest(db, leagueId, offer.fromTeam, offer.requestId)) as TradeRow, created: false };
}

/** A computer manager answers at once; an accepted offer moves the players in the same transaction. */
export async function proposeToComputer(database: Database, dl: DraftLeague, offer: TradeOffer, userId: number, now: Date): Promise<{ row: TradeRow; created: boolean }> {
  return withLockedTeams(database, dl.league.id, [offer.fromTeam, offer.toTeam], [...offer.give, ...offer.get], async (tx, locked, cards) => {
    const twin = await tradeByRequest(tx, dl.league.id, offer.fromTeam, offer.requestId);
    if (twin) return { row: twin, created: false };
    const from = locked.get(offer.fromTeam) as TeamRow;
    const to = locked.get(offer.toTeam) as TeamRow;
    const reasons = offerReasons(from, to, offer, cards, dl.draft.maxPlayers);
    if (reasons.length) throw new TradeRefused(reasons);
    const answer = computerAnswer(offer.give, offer.get, rosterOf(from), cards, (extra) => offerReasons(from, to, { give: [...offer.give, extra], get: offer.get }, cards, dl.draft.maxPlayers).length === 0);
    const [row] = await tx
      .insert(leagueTrades)
      .values({
        leagueId: dl.league.id, fromTeam: from.idx, toTeam: to.idx, give: offer.give, get: offer.get, status: answer.accept ? 'accepted' : 'rejected',
        proposedBy: userId, requestId: offer.requestId, note: answer.note, createdAt: now, expiresAt: now, answeredAt: now, computerAnswered: true,
      })
      .returning();
    if (answer.accept) await applyTrade(tx, row as TradeRow, from, to, now);
    return { row: row as TradeRow, created: true };
  });
}

type AcceptOutcome = { kind: 'accepted' | 'notPending' | 'expired'; row: TradeRow } | { kind: 'invalid'; row: TradeRow; reasons: string[] };

/** The other manager accepts: the rules again, under the lock; a trade that no longer fits is rejected with the reason (409). */
export async function acceptTrade(database: Database, dl: DraftLeague, trade: TradeRow, now: Date): Promise<TradeRow> {
  const outcome = await withLockedTeams(database, dl.league.id, [trade.fromTeam, trade.toTeam], [...trade.give, ...trade.get], async (tx, locked, cards): Promise<AcceptOutcome> => {
    const [row] = (await tx.select().from(leagueTrades).where(eq(leagueTrades.id, trade.id)).for('update')) as TradeRow[];
    const current = row as TradeRow;
    if (current.status !== 'pending') return { kind: 'notPending', row: current };
    if (current.expiresAt.getTime() <= now.getTime()) return { kind: 'expired', row: await settle(tx, current, 'expired', now, null) };
    const from = locked.get(current.fromTeam) as TeamRow;
    const to = locked.get(current.toTeam) as TeamRow;
    const reasons = offerReasons(from, to, current, cards, dl.draft.maxPlayers);
    if (reasons.length) return { kind: 'invalid', reasons, row: await settle(tx, current, 'rejected', now, reasons.join(' ')) };
    const accepted = await settle(tx, current, 'accepted', now, null);
    await applyTrade(tx, accepted, from, to, now);
    return { kind: 'accepted', row: accepted };
  });
  if (outcome.kind === 'invalid') throw new TradeRefused(outcome.reasons, outcome.row);
  if (outcome.kind === 'expired') throw new TradeRefused([TRADE_MESSAGES.expired], outcome.row);
  if (outcome.kind === 'notPending') throw new TradeRefused([TRADE_MESSAGES.notPending], outcome.row);
  return outcome.row;
}

async function settle(tx: Tx, trade: TradeRow, status: TradeStatus, now: Date, note: string | null): Promise<TradeRow> {
  const [row] = await tx.update(leagueTrades).set({ status, answeredAt: now, ...(note ? { note } : {}) }).where(eq(leagueTrades.id, trade.id)).returning();
  return row as TradeRow;
}

/** Reject or withdraw: only a pending offer, once (of two clicks, one answers and the other gets 409). */
export async function closeTrade(db: Db, trade: TradeRow, status: 'rejected' | 'withdrawn', now: Date): Promise<TradeRow> {
  if (trade.status === 'pending' && trade.expiresAt.getTime() <= now.getTime()) {
    await expireTrades(db, trade.leagueId, now);
    throw new TradeRefused([TRADE_MESSAGES.expired], { ...trade, status: 'expired', answeredAt: now });
  }
  const [row] = await db
    .update(leagueTrades)
    .set({ status, answeredAt: now })
    .where(and(eq(leagueTrades.id, trade.id), eq(leagueTrades.status, 'pending')))
    .returning();
  if (!row) throw new TradeRefused([TRADE_MESSAGES.notPending], trade);
  return row;
}
