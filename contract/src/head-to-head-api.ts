import type { GameSideName, GameTeamRef } from './gameplay-api';

/**
 * Head to head, live (issue 19): two users, one game, each deciding for his own side; spectators watch. The server
 * keeps the clock, the seats and the dice; browsers send requests and count down from the server's deadline.
 *
 * The clock, built on two time values, 240 and 300 seconds:
 * - 240 s: the decision clock of one turn. The turn is the batting side's roll; it starts when the previous turn
 *   ends (the last roll, or the game's first pitch once both players are seated). When it runs out the computer
 *   manages that one plate appearance for the side (its tactics and its roll) and the next turn starts.
 * - 300 s: inactivity. A seated user who has made no move of his own for 300 s when his clock runs out has left
 *   ("inactive user left"): the computer takes his seat for the rest of the game, as if he had exited.
 * - A closed tab or a lost connection is waited for H2H_RECONNECT_GRACE_SECONDS; then the computer takes the seat
 *   ("user left"). A returning user takes his seat back while the game goes on (`POST …/rejoin`).
 * - An invitation waits H2H_INVITATION_MINUTES for an answer, then expires.
 */
export const H2H_DECISION_SECONDS = 240;
export const H2H_INACTIVE_SECONDS = 300;
export const H2H_RECONNECT_GRACE_SECONDS = 30;
export const H2H_INVITATION_MINUTES = 15;
/**
 * After a take-over the computer rolls its own side's plate appearances, each this long after the game's last change:
 * the other manager sees every play arrive and may still change his pitcher or his defence before the next roll.
 */
export const H2H_COMPUTER_ROLL_SECONDS = 3;
/** The opponent-left warning shows for 5 seconds. */
export const H2H_OPPONENT_LEFT_MS = 5000;
/** Opponent search: at most this many users per answer. */
export const H2H_OPPONENT_LIMIT = 20;

export const H2H_MESSAGES = {
  /** Verbatim. */
  rejected: 'Request Rejected: The other person has rejected your request.',
  /** Verbatim; a warning shown for H2H_OPPONENT_LEFT_MS. */
  opponentLeft: 'Opponent has left the game, Now Computer will continue to play this game',
  invitationExpired: 'This invitation has expired.',
  invitationWithdrawn: 'This invitation was withdrawn.',
  invitationAnswered: 'This invitation has already been answered.',
  invitationTaken: 'Someone else has already joined this game.',
  notForYou: 'This invitation is for another player.',
  selfInvite: 'You cannot invite yourself.',
  unknownUser: 'No player with that username.',
  notSubscribed: 'That player has no subscription and cannot play head to head.',
  ownerOnly: 'Only the game owner can do that.',
  gameStarted: 'This game has already started.',
  spectatorsClosed: 'This game does not allow spectators.',
  blocked: 'The owner of this game has blocked you from watching it.',
  notSpectator: 'That user is not watching this game.',
  timeUp: 'Time ran out for this decision: the computer made it.',
  notYourSeat: 'This seat is not yours to take back.',
  seatTaken: 'You are already playing this game.',
  invited: 'Invitation sent!',
  invitationReceived: (username: string) => `${username} has invited you to a head-to-head game.`,
  joined: (username: string) => `${username} has joined the game.`,
} as const;

export type H2HInvitationStatus = 'pending' | 'accepted' | 'rejected' | 'withdrawn' | 'expired';
/** Why the computer manages a side that a user started with. */
export type H2HTakeover = 'exit' | 'left' | 'inactive';

export interface H2HUserRef {
  userId: number;
  username: string;
}

export interface H2HInvitation {
  /** Random UUID; it is also the share link's secret (`/game/head-to-head/{gameId}?invite={id}`). */
  id: string;
  gameId: string;
  from: H2HUserRef;
  /** The invited user; null for a link anyone (a subscriber) may accept. */
  to: H2HUserRef | null;
  status: H2HInvitationStatus;
  away: GameTeamRef & { name: string };
  home: GameTeamRef & { name: string };
  /** The inviter's side; the invitee gets the other. */
  inviterSide: GameSideName;
  createdAt: string;
  expiresAt: string;
  /** The server's time when answered: browsers count down from `expiresAt - serverNow`. */
  serverNow: string;
  /** The in-app path of the waiting screen with the link's secret. */
  link: string;
}

export interface H2HOpponent extends H2HUserRef {
  online: boolean;
}

/** GET /api/head-to-head/opponents?search= */
export interface H2HOpponentsResponse {
  users: H2HOpponent[];
}

/** GET /api/head-to-head/invitations: the viewer's pending invitations, both ways. */
export interface H2HInvitationsResponse {
  received: H2HInvitation[];
  sent: H2HInvitation[];
}

/** POST /api/head-to-head/games → 201; POST /api/head-to-head/games/{gameId}/invitations → 201. */
export interface H2HInviteResponse {
  gameId: string;
  invitation: H2HInvitation;
  message: string;
}

/** The decision clock of the turn in progress. */
export interface H2HClock {
  /** The side on the clock (the side at bat). */
  side: GameSideName;
  deadline: string;
  /** The server's time at this answer. */
  serverNow: string;
  seconds: number;
}

/** A player whose connection dropped: the computer takes his seat at `deadline` unless he comes back first. */
export interface H2HReconnectWait {
  side: GameSideName;
  deadline: string;
  /** The server's time at this answer: browsers count down from `deadline - serverNow`. */
  serverNow: string;
}

/**
 * What a head-to-head game adds beside `GameView` (GET /api/games/{id} `data.headToHead`, and every stream message's
 * `headToHead`). It is not versioned with the game: spectator counts and connections change without a decision, so a
 * message with the same game version may carry a newer block.
 */
export interface H2HGameInfo {
  ownerUserId: number;
  /** The viewer created the game (he may invite, block and unblock). */
  isOwner: boolean;
  /** 'waiting': a seat is still open; 'playing'; 'final'. */
  phase: 'waiting' | 'playing' | 'final';
  /** The newest invitation of the game (the waiting overlay). */
  invitation: H2HInvitation | null;
  /** Who sits in each seat from the start, and whether that user's browser is connected now. */
  players: { away: (H2HUserRef & { connected: boolean; joined: boolean }) | null; home: (H2HUserRef & { connected: boolean; joined: boolean }) | null };
  /** Sides the computer took over, and why. */
  takenOver: { away: H2HTakeover | null; home: H2HTakeover | null };
  /** The viewer may take his seat back (he left or was inactive; the game goes on). */
  canRejoin: boolean;
  clock: H2HClock | null;
  /** Players being waited for (the reconnect grace, H2H_RECONNECT_GRACE_SECONDS), so everyone else sees the wait. */
  reconnecting: H2HReconnectWait[];
  spectatorsAllowed: boolean;
  /** Spectators watching now (every instance). */
  spectators: number;
  /** The owner only: who watches now, and whom he blocked. Empty for everyone else. */
  watching: H2HUserRef[];
  blocked: H2HUserRef[];
  /** The viewer watches without a seat. */
  spectating: boolean;
}

/** `game` stream messages of head-to-head games carry the block (see GameStreamMessage). */
export interface H2HStreamExtra {
  headToHead?: H2HGameInfo;
}

/**
 * The API (every route needs a signed-in user; creating, accepting and playing need a subscription):
 *
 *   GET    /api/head-to-head/opponents?search=                    → H2HOpponentsResponse (online first)
 *   POST   /api/head-to-head/games                                → 201 H2HInviteResponse     (CreateH2HGameBody)
 *   POST   /api/head-to-head/games/{gameId}/invitations           → 201 H2HInviteResponse     (owner, while waiting)
 *   GET    /api/head-to-head/invitations                          → H2HInvitationsResponse
 *   GET    /api/head-to-head/invitations/{invitationId}           → { invitation }
 *   POST   /api/head-to-head/invitations/{invitationId}/accept    → { invitation, gameId }
 *   POST   /api/head-to-head/invitations/{invitationId}/reject    → { invitation }
 *   POST   /api/head-to-head/invitations/{invitationId}/withdraw  → { invitation }     (the inviter)
 *   POST   /api/head-to-head/games/{gameId}/rejoin                → { game, headToHead } (a player the computer replaced)
 *   POST   /api/head-to-head/games/{gameId}/spectator             → { headToHead }     ("add spectator": may I watch?)
 *   PUT    /api/head-to-head/games/{gameId}/spectators            → { headToHead }     (owner: { allowed })
 *   POST   /api/head-to-head/games/{gameId}/spectators/{userId}/block   → { headToHead } (owner)
 *   DELETE /api/head-to-head/games/{gameId}/spectators/{userId}/block   → { headToHead } (owner: unblock)
 *
 * The game itself is played through /api/games/{gameId}/… like every mode (GET carries `data.headToHead`; the stream's
 * messages carry `headToHead`); `_exit-game` hands the seat to the computer at once.
 */
export const H2H_API = '/api/head-to-head';
