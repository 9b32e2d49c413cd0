// Test-only: head-to-head invitations and waiting games. ada (id 7) is the signed-in test user (render.tsx).
import type { H2HGameInfo, H2HInvitation } from '@bb/shared';
import { gameView, headToHead } from './fixtures';

export const GAME_ID = gameView().id;
export const ADA = { userId: 7, username: 'ada' };
export const BOB = { userId: 8, username: 'bob' };
export const BABE = { userId: 3, username: 'babe' };
export const SERVER_NOW = '2026-11-22T06:00:00.000Z';

/** ada invites bob; she plays the 1927 Yankees (away), he would play the 1975 Reds (home); 15 minutes left. */
export function invitation(over: Partial<H2HInvitation> = {}): H2HInvitation {
  const id = over.id ?? '0b6f3f5e-8d4c-4f7e-9a51-2f0c7a1d9e11';
  const gameId = over.gameId ?? GAME_ID;
  return {
    id, gameId, from: ADA, to: BOB, status: 'pending',
    away: { teamId: 'NYA', year: 1927, name: 'New York Yankees' }, home: { teamId: 'CIN', year: 1975, name: 'Cincinnati Reds' },
    inviterSide: 'away', createdAt: SERVER_NOW, expiresAt: '2026-11-22T06:15:00.000Z', serverNow: SERVER_NOW,
    link: `/game/head-to-head/${gameId}?invite=${id}`,
    ...over,
  };
}

/** ada's game while her seat is taken and bob's is still open. */
export function waitingInfo(over: Partial<H2HGameInfo> = {}): H2HGameInfo {
  return headToHead({
    phase: 'waiting', clock: null, invitation: invitation(),
    players: { away: { ...ADA, connected: true, joined: true }, home: { ...BOB, connected: false, joined: false } },
    ...over,
  });
}
