import { urlPathname } from './path-match';

/** Calls aborted client-side for GOTD guests. */
export const GOTD_GUEST_BLOCKED_PATHS = [
  '/preferences',
  '/onboarding-status',
  '/user-status',
  '/spectator',
  '/leagues',
  '/_exit-game',
  '/_update-login-time',
  '/plans',
] as const;

/** Guest calls sent without Authorization and with isGuest=true. */
export const GUEST_REWRITE_PATHS = [
  '/historical_players',
  '/_swing-away',
  '/_quick-play',
  '/box_score',
  '/players',
  '/ballpark',
  '/substitute-players',
  '/_undo-play',
  '/teams',
] as const;

// "Containing" per spec: substring of the pathname (the query string never counts).
const contains = (list: readonly string[], url: string): boolean => {
  const path = urlPathname(url);
  return list.some((fragment) => path.includes(fragment));
};

export function isGotdGuestBlockedPath(url: string): boolean {
  return contains(GOTD_GUEST_BLOCKED_PATHS, url);
}

export function isGuestRewritePath(url: string): boolean {
  return contains(GUEST_REWRITE_PATHS, url);
}
