import { paths } from '@bb/shared';
import type { GameSideName, GameTeamRef, H2HGameInfo, H2HInvitation } from '@bb/shared';

/** "1927 New York Yankees" whether or not the server's name carries the year already. */
export function teamLabel(team: GameTeamRef & { name: string }): string {
  return team.name.startsWith(String(team.year)) ? team.name : `${team.year} ${team.name}`;
}

export const otherSide = (side: GameSideName): GameSideName => (side === 'home' ? 'away' : 'home');

/** The side the invited user plays. */
export const inviteeSide = (invitation: H2HInvitation): GameSideName => otherSide(invitation.inviterSide);

/** A path of this app as the address to share (the invitation's `link` is in-app). */
export function absoluteLink(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/** The viewer holds a seat of this game (from the start; a seat the computer took is still his to take back). */
export function isPlayer(info: H2HGameInfo, userId: number | undefined): boolean {
  return userId !== undefined && (info.players.away?.userId === userId || info.players.home?.userId === userId);
}

/** A head-to-head game's pages: its waiting room (no stage), the play screen or the result. */
export const gamePath = (gameId: string, stage?: '/play' | '/result') =>
  stage === '/play' ? paths.headToHead.play(gameId) : stage === '/result' ? paths.headToHead.result(gameId) : paths.headToHead.setup(gameId);
