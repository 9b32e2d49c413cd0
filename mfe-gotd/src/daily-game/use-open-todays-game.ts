import { paths } from '@bb/shared';
import { useNavigate } from 'react-router-dom';
import { useDailyGame } from './use-daily-game';

/**
 * Today's game for the routed pages: its card state, and `open`, which registers the player and moves to
 * the game's page (the embedded widget plays in an overlay instead and uses useDailyGame directly).
 */
export function useOpenTodaysGame() {
  const navigate = useNavigate();
  const daily = useDailyGame();
  const open = async () => {
    const registration = await daily.start();
    if (registration) navigate(paths.gotdGame(registration.gameId));
  };
  return { daily, open };
}
