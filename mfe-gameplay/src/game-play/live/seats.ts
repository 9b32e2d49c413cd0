import type { GameSideName, H2HGameInfo } from '@bb/shared';

export const SIDES: readonly GameSideName[] = ['away', 'home'];
export const otherSide = (side: GameSideName): GameSideName => (side === 'away' ? 'home' : 'away');

/**
 * The seat the viewer started the game in, from the players (fixed from the start). While the computer holds his
 * seat the game's `viewerSide` is null and the block says `spectating`, yet the opponent-left warning and the rejoin
 * still need his seat.
 */
export function mySeat(info: H2HGameInfo, userId: number | string | undefined): GameSideName | null {
  if (userId === undefined) return null;
  // The stored user's id may be a string (older records); the block's is a number.
  return SIDES.find((side) => String(info.players[side]?.userId) === String(userId)) ?? null;
}
