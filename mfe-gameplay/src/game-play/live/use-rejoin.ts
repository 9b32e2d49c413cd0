import { useCallback, useEffect, useRef } from 'react';
import type { GameSideName } from '@bb/shared';
import { headToHeadLiveApi } from '../../game-api/head-to-head-live-api';
import type { LiveGame } from '../use-live-game';

export interface Rejoin {
  /** The viewer's own seat is the computer's and he may take it back. */
  offered: boolean;
  rejoin(): Promise<void>;
}

/**
 * Taking the seat back (`POST …/rejoin`). A seat lost to a dropped connection ('left': a reload, a network gap) is
 * taken back by itself once when the viewer is here again; one he gave up ('exit') or lost to inactivity waits for
 * his click. A failed automatic try is not repeated: the button stays.
 */
export function useRejoin(live: LiveGame, gameId: string, mine: GameSideName | null): Rejoin {
  const info = live.headToHead;
  const offered = !!info?.canRejoin && mine !== null;
  const automatic = !!info && mine !== null && info.canRejoin && info.takenOver[mine] === 'left';
  const { run, applyHeadToHead } = live;
  const rejoin = useCallback(async () => {
    await run('rejoin', async () => {
      const answer = await headToHeadLiveApi.rejoin(gameId);
      applyHeadToHead(answer.headToHead);
      return { game: answer.game };
    });
  }, [run, applyHeadToHead, gameId]);
  // One try per take-over: reset once the seat is his again (or no longer his to take).
  const tried = useRef(false);
  useEffect(() => {
    if (!automatic) {
      tried.current = false;
      return;
    }
    if (tried.current) return;
    tried.current = true;
    void rejoin();
  }, [automatic, rejoin]);
  return { offered, rejoin };
}
