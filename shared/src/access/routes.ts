import { matchesAny, normalizePath } from './path-match';

/** Spec §2 public routes (guests allowed). */
export const PUBLIC_PATHS = [
  '/forgot-password',
  '/login',
  '/login-new',
  '/signup',
  '/terms-of-service',
  '/experiences/:locationPath?',
  '/game-of-the-day/:gameId?',
  '/leaderboard',
  '/special-checkout',
  '/today',
  '/lobby',
] as const;

/** Spec §2 protected routes: they need an auth token, otherwise redirect to /experiences/new. */
export const PROTECTED_PATHS = [
  '/',
  '/howToVideos',
  '/stats-and-ratings',
  '/stats-and-ratings/league/:leagueName',
  '/stats-and-ratings/teams/:teamId',
  '/stats-and-ratings/players/:playerId',
  '/notifications',
  '/dashboard',
  '/game/single/:gameId?',
  '/favorites',
  '/profile',
  '/game/historical-league',
  '/game/historical-league/league/create',
  '/game/historical-league/league/setup/:leagueId',
  '/game/historical-league/playoff/:leagueId',
  '/game/historical-league/pregame-summary/league/:leagueId/schedule/:scheduleId/game/:gameId',
  '/game/historical-league/:gameId/play',
  '/game/draft-league/:gameId/play',
  '/game/single/:gameId/play',
  '/game/single/:gameId/result',
  '/game/head-to-head/:gameId?',
  '/game/head-to-head/:gameId/play',
  '/game/head-to-head/:gameId/result',
  '/game/history',
  '/live-draft/:id',
  '/draft-league/summary/:leagueId',
  '/draft-league/playoff/:leagueId',
  '/draft-league/:leagueId/transaction',
  '/draft-league/:leagueId/transaction/trading',
  '/draft-league/:gameId?/:stage?',
  '/draft-league/:leagueId/schedule/:scheduleId/game/:gameId',
  '/tournament-lobby',
  '/tournament',
  '/tournament/summary/:leagueId',
  '/tournament/:gameId?/:stage?',
  '/league-calendar',
  '/season/lobby',
  '/season/schedules/:scheduleId/game/:gameId/:stage?',
  '/season/schedules/:scheduleId?',
  '/season/exhibition-game/:gameId?/:stage?',
  '/all-star-game/lobby',
  '/all-star-game/:gameId?/setup',
  '/all-star-game/:gameId?/:stage?',
  '/payment',
] as const;

/** Spec §4 second rule: allowed without an extra subscription check. */
export const ALLOWED_WITHOUT_CHECK_PATHS = [
  '/dashboard',
  '/profile',
  '/login',
  '/signup',
  '/forgot-password',
  '/game/single/:gameId/play',
  '/draft-league/summary/:leagueId',
  '/game/head-to-head/:gameId/play',
  '/game/single/:gameId/result',
  '/game/head-to-head/:gameId/result',
  '/draft-league/:leagueId/transaction',
] as const;

export const HOME_PATH = '/experiences/new';
export const LOGIN_PATH = '/login';
export const LOBBY_PATH = '/lobby';
export const GOTD_PATH_PREFIX = '/game-of-the-day';
export const SPECIAL_CHECKOUT_PATH = '/special-checkout';

/** Pages that send an already-logged-in user to / (spec §2). */
export const AUTH_ENTRY_PATHS = ['/login', '/signup', '/forgot-password'] as const;

export function isPublicPath(path: string): boolean {
  return matchesAny(PUBLIC_PATHS, path);
}

export function isProtectedPath(path: string): boolean {
  return matchesAny(PROTECTED_PATHS, path);
}

export function isKnownRoute(path: string): boolean {
  return isPublicPath(path) || isProtectedPath(path);
}

export function isAllowedWithoutCheck(path: string): boolean {
  return matchesAny(ALLOWED_WITHOUT_CHECK_PATHS, path);
}

export function isGotdPath(path: string): boolean {
  const p = normalizePath(path);
  return p === GOTD_PATH_PREFIX || p.startsWith(`${GOTD_PATH_PREFIX}/`);
}

/** A play screen: a '/play' path segment (so '/playoff' is not a play screen). */
export function isPlayPath(path: string): boolean {
  return /(^|\/)play(\/|$)/.test(normalizePath(path));
}
