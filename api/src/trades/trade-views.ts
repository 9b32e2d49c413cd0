/** What the Transactions screens get (contract `trades-api.ts`), built from the rows and the players' cards. */
import type { PlayerCard } from '@bb/engine';
import type { TradePlayerView, TradeStatus, TradeView, TransactionKind, TransactionView } from '@bb/contract';
import { parseCardId } from '../drafts';
import { playerRating } from '../drafts';
import type { TransactionRow } from './free-agents';
import { cardName } from './roster-rules';
import type { TradeRow } from './trade-store';

export function playerView(cardId: string, cards: ReadonlyMap<string, PlayerCard>): TradePlayerView {
  const card = cards.get(cardId);
  if (!card) return { cardId, name: cardId, year: parseCardId(cardId)?.year ?? 0, position: '', rating: 0 };
  const position = card.primaryPosition === 'P' ? (card.pitching?.role === 'SP' ? 'SP' : 'RP') : card.primaryPosition;
  return { cardId, name: cardName(cardId, cards), year: card.yearID, position, rating: playerRating(card) };
}

/** `viewerTeams`: the teams the viewer manages, for `direction`. */
export function tradeView(row: TradeRow, cards: ReadonlyMap<string, PlayerCard>, viewerTeams: ReadonlySet<number>): TradeView {
  return {
    tradeId: row.id,
    fromTeam: row.fromTeam,
    toTeam: row.toTeam,
    give: row.give.map((id) => playerView(id, cards)),
    get: row.get.map((id) => playerView(id, cards)),
    status: row.status as TradeStatus,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    note: row.note,
    direction: viewerTeams.has(row.fromTeam) ? 'sent' : viewerTeams.has(row.toTeam) ? 'received' : null,
  };
}

export function transactionView(row: TransactionRow, cards: ReadonlyMap<string, PlayerCard>): TransactionView {
  return {
    id: row.id,
    kind: row.kind as TransactionKind,
    team: row.team,
    otherTeam: row.otherTeam,
    players: row.players.map((id) => playerView(id, cards)),
    received: row.received.map((id) => playerView(id, cards)),
    at: row.at.toISOString(),
  };
}

export const tradeCardIds = (rows: ReadonlyArray<Pick<TradeRow, 'give' | 'get'>>): string[] => rows.flatMap((r) => [...r.give, ...r.get]);
