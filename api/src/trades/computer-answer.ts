/**
 * A computer manager's answer to a trade offer, by value to his own team (the public model in the notes): each
 * player is worth `tradeValue(playerRating(card))` (≈ rating³, so one star outweighs several average players); he
 * accepts when what he receives is worth more than what he gives, and otherwise names one of the proposer's players
 * who would balance the offer.
 */
import type { PlayerCard } from '@bb/engine';
import { TRADE_MESSAGES } from '@bb/contract';
import { playerRating, tradeValue } from '../drafts';
import { cardName } from './roster-rules';

export const valueOf = (id: string, cards: ReadonlyMap<string, PlayerCard>): number => {
  const card = cards.get(id);
  return card ? tradeValue(playerRating(card)) : 0;
};

export const sideValue = (ids: readonly string[], cards: ReadonlyMap<string, PlayerCard>): number => ids.reduce((sum, id) => sum + valueOf(id, cards), 0);

export interface ComputerAnswer {
  accept: boolean;
  note: string;
}

/**
 * `give` goes to the computer's team, `get` comes from it. `candidates` are the proposer's other players;
 * `stillValid` tells whether adding one of them to `give` keeps the trade within the roster rules.
 */
export function computerAnswer(
  give: readonly string[],
  get: readonly string[],
  candidates: readonly string[],
  cards: ReadonlyMap<string, PlayerCard>,
  stillValid: (extra: string) => boolean,
): ComputerAnswer {
  const receives = sideValue(give, cards);
  const gives = sideValue(get, cards);
  if (receives > gives) return { accept: true, note: TRADE_MESSAGES.computerAccepts };
  const needed = gives - receives + 1;
  const offered = new Set(give);
  const balancing = candidates
    .filter((id) => !offered.has(id) && valueOf(id, cards) >= needed)
    .sort((a, b) => valueOf(a, cards) - valueOf(b, cards) || (a < b ? -1 : 1))
    .find(stillValid);
  if (!balancing) {
    return { accept: false, note: TRADE_MESSAGES.computerRejects(`it is worth ${needed} less to his team than what you ask for. Ask for less.`) };
  }
  const card = cards.get(balancing);
  const rating = card ? playerRating(card) : 0;
  const position = card?.primaryPosition ?? '';
  return {
    accept: false,
    note: TRADE_MESSAGES.computerRejects(
      `it is worth ${needed} less to his team than what you ask for. Adding ${cardName(balancing, cards)} (${position}, rating ${rating}, value ${valueOf(balancing, cards)}) would balance it, or ask for less.`,
    ),
  };
}
