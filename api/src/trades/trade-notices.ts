/** Trade news for both teams' human managers (the app's one notifier), linking to the league's Transactions page. */
import { paths } from '@bb/contract';
import type { PlayerCard } from '@bb/engine';
import type { Notifier } from '../notifications';
import type { TeamRow } from '../leagues';
import { teamName } from './draft-league';
import { cardName } from './roster-rules';
import type { TradeRow } from './trade-store';

export type TradeEvent = 'proposed' | 'accepted' | 'rejected' | 'withdrawn';

const TITLES: Record<TradeEvent, string> = {
  proposed: 'Trade offer',
  accepted: 'Trade accepted',
  rejected: 'Trade rejected',
  withdrawn: 'Trade withdrawn',
};

const names = (ids: readonly string[], cards: ReadonlyMap<string, PlayerCard>) => (ids.length ? ids.map((id) => cardName(id, cards)).join(', ') : 'nothing');

export async function tellTradeManagers(
  notifier: Notifier,
  leagueId: number,
  trade: TradeRow,
  teams: readonly TeamRow[],
  cards: ReadonlyMap<string, PlayerCard>,
  event: TradeEvent,
): Promise<void> {
  const from = teams[trade.fromTeam];
  const to = teams[trade.toTeam];
  if (!from || !to) return;
  const deal = `${names(trade.give, cards)} for ${names(trade.get, cards)}`;
  const message = {
    proposed: `The ${teamName(from)} offer the ${teamName(to)} ${deal}.`,
    accepted: `The ${teamName(to)} accepted the ${teamName(from)}'s offer: ${deal}.`,
    rejected: `The ${teamName(to)} rejected the ${teamName(from)}'s offer: ${deal}.`,
    withdrawn: `The ${teamName(from)} withdrew their offer to the ${teamName(to)}: ${deal}.`,
  }[event];
  const users = new Set([from.userId, to.userId].filter((id): id is number => id !== null));
  for (const userId of users) {
    await notifier.notify(userId, { type: 'league', title: TITLES[event], message, link: paths.draft.transaction(leagueId) });
  }
}
