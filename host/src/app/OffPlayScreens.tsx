import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isPlayScreen } from '../header/game-screens';

/**
 * The shell's extras around the page (the install prompt, the lobby widget): play screens keep the whole screen for
 * the game (as they hide the header), so the extras wait for another page.
 */
export function OffPlayScreens({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return isPlayScreen(pathname) ? null : <>{children}</>;
}
