import type { MessageKey } from '@bb/shared';

export const STATS_PREFIX = '/stats-and-ratings';

/**
 * Bottom tabs of /stats-and-ratings on mobile. Their targets:
 * Players → /stats-and-ratings (the section index, where players are browsed; player pages live
 * under /players/{id}), Teams → /stats-and-ratings/teams and Leagues → /stats-and-ratings/league,
 * the section roots of the route list's /teams/{teamId} and /league/{leagueName} pages, which
 * mfe-leagues owns under its /stats-and-ratings/* splat and can answer with a picker.
 */
export interface StatsTab {
  label: MessageKey;
  to: string;
  /** Path prefixes (below /stats-and-ratings) that mark this tab current. */
  matches: readonly string[];
}

export const STATS_TABS: readonly StatsTab[] = [
  { label: 'statsTabs.players', to: STATS_PREFIX, matches: ['', '/players'] },
  { label: 'statsTabs.teams', to: `${STATS_PREFIX}/teams`, matches: ['/teams'] },
  { label: 'statsTabs.leagues', to: `${STATS_PREFIX}/league`, matches: ['/league'] },
];

export function isStatsPath(pathname: string): boolean {
  return pathname === STATS_PREFIX || pathname.startsWith(`${STATS_PREFIX}/`);
}

/** The tab the path belongs to; anything else under the section counts as Players. */
export function currentStatsTab(pathname: string): StatsTab | null {
  if (!isStatsPath(pathname)) return null;
  const rest = pathname.slice(STATS_PREFIX.length).replace(/\/$/, '');
  const found = STATS_TABS.find((tab) => tab.matches.some((m) => m !== '' && (rest === m || rest.startsWith(`${m}/`))));
  return found ?? STATS_TABS[0] ?? null;
}
