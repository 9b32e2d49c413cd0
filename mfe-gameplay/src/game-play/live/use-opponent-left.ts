import { useEffect, useRef } from 'react';
import { H2H_MESSAGES, H2H_OPPONENT_LEFT_MS, toast, type GameSideName, type H2HGameInfo, type H2HTakeover } from '@bb/shared';
import { otherSide } from './seats';

/**
 * When the computer takes the opponent's seat (his `takenOver` goes from null to a reason), a warning for
 * exactly 5 s. Once per take-over: a seat already taken on arrival says so in the players line, not in a toast.
 */
export function useOpponentLeft(info: H2HGameInfo | null, mine: GameSideName | null): void {
  const reason: H2HTakeover | null | undefined = info && mine ? info.takenOver[otherSide(mine)] : undefined;
  // undefined until the first block: what it holds then is the starting point, not a change.
  const before = useRef<H2HTakeover | null | undefined>(undefined);
  useEffect(() => {
    if (reason === undefined) return;
    const previous = before.current;
    before.current = reason;
    if (previous === null && reason !== null) toast.warn(H2H_MESSAGES.opponentLeft, { duration: H2H_OPPONENT_LEFT_MS });
  }, [reason]);
}
