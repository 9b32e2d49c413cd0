/**
 * Which app owns which path. The README's route table is this list; the host
 * renders its own pages for `host` paths and mounts the owning remote's App
 * for the rest. More specific prefixes come first (/season/exhibition-game
 * before /season).
 */
export type RemoteName = 'mfe_gameplay' | 'mfe_leagues' | 'mfe_tournaments' | 'mfe_gotd' | 'mfe_account';
export type Owner = 'host' | RemoteName;

interface OwnershipRule {
  owner: Owner;
  /** Exact path, or a prefix when it ends in `/*`. */
  pattern: string;
}

export const ROUTE_OWNERSHIP: readonly OwnershipRule[] = [
  { owner: 'host', pattern: '/' },
  { owner: 'host', pattern: '/experiences/*' },
  { owner: 'host', pattern: '/lobby' },
  { owner: 'host', pattern: '/dashboard' },
  { owner: 'host', pattern: '/howToVideos' },
  { owner: 'host', pattern: '/terms-of-service' },
  { owner: 'mfe_account', pattern: '/login' },
  { owner: 'mfe_account', pattern: '/login-new' },
  { owner: 'mfe_account', pattern: '/signup' },
  { owner: 'mfe_account', pattern: '/forgot-password' },
  { owner: 'mfe_account', pattern: '/profile' },
  { owner: 'mfe_account', pattern: '/favorites' },
  { owner: 'mfe_account', pattern: '/payment' },
  { owner: 'mfe_account', pattern: '/special-checkout' },
  { owner: 'mfe_account', pattern: '/notifications' },
  { owner: 'mfe_gameplay', pattern: '/game/single/*' },
  { owner: 'mfe_gameplay', pattern: '/game/head-to-head/*' },
  { owner: 'mfe_gameplay', pattern: '/game/history' },
  { owner: 'mfe_gameplay', pattern: '/season/exhibition-game/*' },
  { owner: 'mfe_gameplay', pattern: '/all-star-game/*' },
  { owner: 'mfe_leagues', pattern: '/game/historical-league/*' },
  // The spec's /game/draft-league/{gameId}/play belongs with the draft league area.
  { owner: 'mfe_leagues', pattern: '/game/draft-league/*' },
  { owner: 'mfe_leagues', pattern: '/draft-league/*' },
  { owner: 'mfe_leagues', pattern: '/live-draft/*' },
  { owner: 'mfe_leagues', pattern: '/season/*' },
  { owner: 'mfe_leagues', pattern: '/league-calendar' },
  { owner: 'mfe_leagues', pattern: '/stats-and-ratings/*' },
  { owner: 'mfe_tournaments', pattern: '/tournament-lobby' },
  { owner: 'mfe_tournaments', pattern: '/tournament' },
  { owner: 'mfe_tournaments', pattern: '/tournament/*' },
  { owner: 'mfe_gotd', pattern: '/game-of-the-day/*' },
  { owner: 'mfe_gotd', pattern: '/leaderboard' },
  { owner: 'mfe_gotd', pattern: '/today' },
];

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function matches(pattern: string, path: string): boolean {
  if (!pattern.endsWith('/*')) return pattern === path;
  const prefix = pattern.slice(0, -2);
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The owner of a pathname, or null when nobody owns it (the not-found screen). */
export function ownerOf(pathname: string): Owner | null {
  const path = normalise(pathname);
  let best: OwnershipRule | null = null;
  for (const rule of ROUTE_OWNERSHIP) {
    if (!matches(rule.pattern, path)) continue;
    if (!best || rule.pattern.length > best.pattern.length) best = rule;
  }
  return best?.owner ?? null;
}
