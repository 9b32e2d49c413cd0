import type { DraftPoolPlayer, DraftRoom } from '@bb/shared';
import { draftsApi, useLeagueData } from '../league-core';

/**
 * The player as the server sees him at the room's version (GET …/players/{cardId}), for whether the viewer's team may
 * take him now (`fits`); asked again after every change of the room, undefined meanwhile. Null `cardId`: not asked.
 */
export function useFreshPlayer(room: Pick<DraftRoom, 'leagueId' | 'version'>, cardId: string | null): DraftPoolPlayer | undefined {
  const key = cardId === null ? null : `${room.leagueId}:${cardId}:${room.version}`;
  return useLeagueData<DraftPoolPlayer>(key, (signal) => draftsApi.player(room.leagueId, cardId as string, signal)).data;
}
