import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SPECIAL_CHECKOUT_PATH, authBus, normalizePath, routeOwner } from '@bb/shared';

/**
 * On a route change the stored key is removed unless the path is game of the
 * day, single game or special checkout and a further condition holds. Our
 * reading of that condition: the key belongs to a GOTD guest
 * (a key minted for today's game only). So a GOTD guest keeps it across the
 * GOTD area (the game, its leaderboard, /today), single games and the special
 * checkout, and drops it anywhere else; a real account is never touched.
 */
export function keepsGotdGuestKey(path: string): boolean {
  const p = normalizePath(path);
  return routeOwner(p) === 'mfe_gotd' || p === '/game/single' || p.startsWith('/game/single/') || p === SPECIAL_CHECKOUT_PATH;
}

export function useGotdGuestScope(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (authBus.getState()?.isGotdGuestUser === true && !keepsGotdGuestKey(pathname)) authBus.logout();
  }, [pathname]);
}
