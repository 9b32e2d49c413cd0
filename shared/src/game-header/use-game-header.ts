import { useSyncExternalStore } from 'react';
import { gameHeader, type GameHeaderState } from './game-header-store';

/** The game header state as React state; re-renders on every change. */
export function useGameHeader(): GameHeaderState {
  return useSyncExternalStore(gameHeader.subscribe, gameHeader.getState, gameHeader.getState);
}
