/**
 * Transactions: add a free agent (a player of the draft's pool — its seasons × leagues — none of whose seasons is on
 * a roster of the league) and/or drop one of the team's players. Every team of the league is locked while it runs,
 * so two managers adding the same free agent at once get him once. A repeated request (same requestId) answers the
 * rows it wrote.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { TRADE_MESSAGES } from '@bb/contract';
import type { Database } from '../db/database';
import { leagueTransactions } from '../db/schema/drafts';
import { playerCards } from '../db/schema/lahman';
import type { TeamRow } from '../leagues';
import { LeagueError } from '../leagues';
import { parseCardId } from '../drafts';
import { rosterOf, teamName, type DraftLeague } from './draft-league';
import { cardName, rosterReasons } from './roster-rules';
import { bumpRevision, storeRoster, withLockedTeams } from './roster-store';
import { TradeRefused } from './trade-store';

export type TransactionRow = typeof leagueTransactions.$inferSelect;

export interface TransactionOrder {
  team: number;
  add?: string | undefined;
  drop?: string | undefined;
  requestId?: string | undefined;
}

/** The drop of an add-and-drop keeps its own key beside the add's (a client's requestId never holds a dot). */
const dropKey = (requestId: string) => `${requestId}.drop`;

async function inPool(database: Database, dl: DraftLeague, cardId: string): Promise<boolean> {
  const parsed = parseCardId(cardId);
  if (!parsed || !dl.draft.years.includes(parsed.year) || dl.draft.lgIds.length === 0) return false;
  const rows = await database.db
    .select({ lgId: playerCards.lgId })
    .from(playerCards)
    .where(and(eq(playerCards.playerId, parsed.playerId), eq(playerCards.year, parsed.year), inArray(playerCards.lgId, dl.draft.lgIds)));
  return rows.length > 0;
}

/** The rows written (the add first when there is one) and whether this request wrote them. */
export async function makeTransaction(database: Database, dl: DraftLeague, order: TransactionOrder, now: Date): Promise<{ rows: TransactionRow[]; created: boolean }> {
  const { add, drop, requestId } = order;
  if (!add && !drop) throw new LeagueError(TRADE_MESSAGES.nothingToDo, 400);
  if (add && !(await inPool(database, dl, add))) throw new TradeRefused([TRADE_MESSAGES.notFreeAgent]);
  const leagueId = dl.league.id;
  return withLockedTeams(database, leagueId, 'all', add ? [add] : [], async (tx, locked, cards) => {
    if (requestId) {
      const earlier = await tx
        .select()
        .from(leagueTransactions)
        .where(and(eq(leagueTransactions.leagueId, leagueId), eq(leagueTransactions.team, order.team), inArray(leagueTransactions.requestId, [requestId, dropKey(requestId)])));
      if (earlier.length) return { rows: earlier.sort((a, b) => Number(a.kind !== 'add') - Number(b.kind !== 'add')), created: false };
    }
    const team = locked.get(order.team) as TeamRow;
    const before = rosterOf(team);
    const reasons: string[] = [];
    if (add) {
      const player = parseCardId(add)?.playerId;
      const taken = [...locked.values()].some((t) => rosterOf(t).some((id) => parseCardId(id)?.playerId === player));
      if (taken) reasons.push(TRADE_MESSAGES.notFreeAgent);
    }
    if (drop && !before.includes(drop)) reasons.push(TRADE_MESSAGES.notOnTeam(cardName(drop, cards), teamName(team)));
    if (reasons.length) throw new TradeRefused(reasons);
    const after = [...before.filter((id) => id !== drop), ...(add ? [add] : [])];
    if (after.length > dl.draft.maxPlayers && after.length > before.length) reasons.push(TRADE_MESSAGES.rosterFull(dl.draft.maxPlayers));
    reasons.push(...rosterReasons({ team: teamName(team), before, after }, cards, Number.POSITIVE_INFINITY));
    if (reasons.length) throw new TradeRefused(reasons);

    await storeRoster(tx, team, after);
    const base = { leagueId, team: team.idx, otherTeam: null, received: [] as string[], at: now };
    const values = [
      ...(add ? [{ ...base, kind: 'add', players: [add], requestId: requestId ?? null }] : []),
      ...(drop ? [{ ...base, kind: 'drop', players: [drop], requestId: requestId ? (add ? dropKey(requestId) : requestId) : null }] : []),
    ];
    const rows = await tx.insert(leagueTransactions).values(values).returning();
    await bumpRevision(tx, leagueId);
    return { rows, created: true };
  });
}
