import type { Static } from 'typebox';
import type { TradeBody, TransactionBody } from './schemas/drafts';

/**
 * Trades and transactions in a draft league (issue 18), after the draft and before the postseason. Under `/api`.
 *
 * | method and path                                        | who                      | answer                      |
 * |--------------------------------------------------------|--------------------------|-----------------------------|
 * | GET  /leagues/{leagueId}/trades?status=pending|history | member                   | TradeList                   |
 * | POST /leagues/{leagueId}/trades/check  TradeBody       | manager of `fromTeam`    | TradeCheck (the modals)     |
 * | POST /leagues/{leagueId}/trades        TradeBody       | manager of `fromTeam`    | 201 TradeView; 409 invalid  |
 * | POST /leagues/{leagueId}/trades/{tradeId}/accept       | manager of `toTeam`      | TradeView; 409 invalid now  |
 * | POST /leagues/{leagueId}/trades/{tradeId}/reject       | manager of `toTeam`      | TradeView                   |
 * | POST /leagues/{leagueId}/trades/{tradeId}/withdraw     | manager of `fromTeam`    | TradeView                   |
 * | GET  /leagues/{leagueId}/transactions                  | member                   | TransactionList             |
 * | POST /leagues/{leagueId}/transactions  TransactionBody | the team's manager       | 201 TransactionView         |
 *
 * A trade to a computer manager is answered at once by its value to his team (value ~ rating³): he accepts when he
 * gets more than he gives, and otherwise says what would make it work (`note`). A trade between two people waits for
 * the other manager until it expires (TRADE_EXPIRY_HOURS). A trade that would break a roster rule is never accepted:
 * it is refused when proposed and checked again when accepted. Free agents (undrafted players of the pool) are added
 * and dropped as transactions; the draft pool endpoint (`available=true`) lists them.
 */
export type TradeStatus = 'pending' | 'accepted' | 'rejected' | 'withdrawn' | 'expired';
/** Trade status labels (verbatim, 'Withdrawed' included). */
export const TRADE_STATUS_LABELS: Record<TradeStatus, string> = {
  pending: 'Pending Trades',
  accepted: 'Trade Accepted',
  rejected: 'Trade Rejected',
  withdrawn: 'Trade Withdrawed',
  expired: 'Trade Expired',
};
export const TRADE_EXPIRY_HOURS = 48;
/** Transactions tabs. */
export const TRANSACTION_TABS = ['New Transaction', 'Pending Trades', 'History'] as const;
/** Fewest players a roster may go down to through trades and drops (a lineup and a rotation: 9 hitters, 5 pitchers). */
export const ROSTER_MIN_PLAYERS = 14;

export const TRADE_MESSAGES = {
  notManager: 'You do not manage this team.',
  sameTeam: 'Choose another team to trade with.',
  empty: 'A trade needs at least one player.',
  notOnTeam: (name: string, team: string) => `${name} is not on the ${team} roster.`,
  rosterOver: (team: string, max: number) => `${team} would have more than ${max} players.`,
  rosterUnder: (team: string, min: number) => `${team} would have fewer than ${min} players.`,
  coverage: (team: string, what: string) => `${team} would have no ${what}.`,
  closed: 'Trades are closed: the postseason has started.',
  beforeDraft: 'Trades open once the draft is complete.',
  notPending: 'This trade is no longer pending.',
  expired: 'This trade offer has expired.',
  notFreeAgent: 'This player is not a free agent.',
  rosterFull: (max: number) => `Your roster is full (${max} players): drop a player first.`,
  computerAccepts: 'The computer manager accepted your offer.',
  computerRejects: (more: string) => `The computer manager rejected your offer: ${more}`,
  nothingToDo: 'Choose a player to add or drop.',
} as const;

export interface TradePlayerView {
  cardId: string;
  name: string;
  year: number;
  position: string;
  rating: number;
}

export interface TradeView {
  tradeId: number;
  fromTeam: number;
  toTeam: number;
  /** Players fromTeam sends. */
  give: TradePlayerView[];
  /** Players fromTeam receives. */
  get: TradePlayerView[];
  status: TradeStatus;
  createdAt: string;
  expiresAt: string;
  answeredAt: string | null;
  /** The computer manager's answer, or why the trade could not go through. */
  note: string | null;
  /** 'sent' when the viewer manages fromTeam, 'received' for toTeam. */
  direction: 'sent' | 'received' | null;
}

export interface TradeList {
  trades: TradeView[];
  now: string;
}

export interface TradeCheck {
  valid: boolean;
  /** Why not (roster size, position coverage, max players per team). */
  reasons: string[];
  /** Value each side receives, as the computer weighs it. */
  value: { fromTeam: number; toTeam: number };
}

export type TransactionKind = 'add' | 'drop' | 'trade';

export interface TransactionView {
  id: number;
  kind: TransactionKind;
  team: number;
  /** For trades, the other team. */
  otherTeam: number | null;
  players: TradePlayerView[];
  /** Trades: the players the team received. */
  received: TradePlayerView[];
  at: string;
}

export interface TransactionList {
  transactions: TransactionView[];
}

/** A refused trade or transaction (409): every reason, and for an accept the trade as it now stands (rejected). */
export interface TradeErrorBody {
  error: string;
  reasons?: string[];
  trade?: TradeView;
}

export type TradeRequest = Static<typeof TradeBody>;
export type TransactionRequest = Static<typeof TransactionBody>;
