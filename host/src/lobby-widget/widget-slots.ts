import { LOBBY_WIDGET_MAX_CARDS, type LobbyLeague } from '@bb/shared';

export type WidgetSlot = { kind: 'league'; league: LobbyLeague } | { kind: 'create' };

/**
 * 0 leagues → one empty-state card; 1 or 2 → those plus an empty-slot card;
 * 3 or more → the first 3 only.
 */
export function widgetSlots(leagues: readonly LobbyLeague[]): WidgetSlot[] {
  const shown: WidgetSlot[] = leagues.slice(0, LOBBY_WIDGET_MAX_CARDS).map((league) => ({ kind: 'league', league }));
  return shown.length < LOBBY_WIDGET_MAX_CARDS ? [...shown, { kind: 'create' }] : shown;
}
