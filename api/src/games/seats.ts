import type { GameSideName, SeatView } from '@bb/contract';
import { UNAUTHENTICATED } from '../auth';
import { GameSetupError } from './team-rosters';
import type { ModePolicy } from './mode-policy';

/** Who sits in a seat. A guest seat belongs to whoever holds the game's id (a guest game has no owner to check). */
export type Seat = { kind: 'user'; userId: number } | { kind: 'guest' } | { kind: 'computer' } | { kind: 'open' };
export interface Seats {
  away: Seat;
  home: Seat;
}

/** Who is asking: a signed-in user (id and what the access rules read), or userId null for a request without credentials. */
export interface GameActor {
  userId: number | null;
  isSubscribed?: boolean;
  isAdmin?: boolean;
  isGotdGuest?: boolean;
}

/** What the seat rules need of a stored game. */
export interface SeatedGame {
  seats: Seats;
  ownerUserId: number | null;
  /** A guest's game (a visitor, or a GOTD guest whose calls arrive without credentials). */
  guest: boolean;
}

export const SIDES: readonly GameSideName[] = ['away', 'home'];
export const sideIndex = (side: GameSideName): 0 | 1 => (side === 'away' ? 0 : 1);
export const sideName = (index: 0 | 1): GameSideName => (index === 0 ? 'away' : 'home');

const isHuman = (seat: Seat) => seat.kind === 'user' || seat.kind === 'guest' || seat.kind === 'open';

/** Seats for a new game against the computer: the creator on his side, the computer on the other. */
export function seatsFor(userSide: GameSideName | 'none', ownerUserId: number | null): Seats {
  const mine: Seat = ownerUserId === null ? { kind: 'guest' } : { kind: 'user', userId: ownerUserId };
  return { away: userSide === 'away' ? mine : { kind: 'computer' }, home: userSide === 'home' ? mine : { kind: 'computer' } };
}

function holds(game: SeatedGame, seat: Seat, actor: GameActor): boolean {
  if (seat.kind === 'user') return actor.userId === seat.userId || (actor.userId === null && game.guest && seat.userId === game.ownerUserId);
  return seat.kind === 'guest' && actor.userId === null;
}

/** The side the actor manages, or null. */
export function viewerSide(game: SeatedGame, actor: GameActor): GameSideName | null {
  return SIDES.find((side) => holds(game, game.seats[side], actor)) ?? null;
}

/** The owner of a game nobody manages (computer against computer) watches and rolls without a seat. */
function isOwner(game: SeatedGame, actor: GameActor): boolean {
  if (game.ownerUserId === null) return actor.userId === null;
  return actor.userId === game.ownerUserId || (actor.userId === null && game.guest);
}

export function isParticipant(game: SeatedGame, actor: GameActor): boolean {
  return viewerSide(game, actor) !== null || isOwner(game, actor);
}

export const humanSeats = (game: SeatedGame): number => SIDES.filter((side) => isHuman(game.seats[side])).length;

/**
 * May the actor see the game at all? Participants always; others where the mode has spectators.
 * Otherwise an owned game answers 401 without credentials and 404 to anyone else (its existence stays private).
 */
export function assertCanView(game: SeatedGame, policy: ModePolicy, actor: GameActor, notFound: string): void {
  if (isParticipant(game, actor)) return;
  if (policy.spectators && actor.userId !== null) return;
  if (actor.userId === null && (game.ownerUserId !== null || !game.guest)) throw new GameSetupError(UNAUTHENTICATED, 401);
  throw new GameSetupError(notFound, 404);
}

export function seatView(seat: Seat, you: boolean, usernames: ReadonlyMap<number, string>): SeatView {
  if (seat.kind === 'user') {
    const username = usernames.get(seat.userId);
    return { kind: 'user', you, ...(username ? { username } : {}) };
  }
  return { kind: seat.kind, you };
}
