import { matchesAny, normalizePath, pathMatcher } from './path-match';

export type RemoteName = 'mfe_gameplay' | 'mfe_leagues' | 'mfe_tournaments' | 'mfe_gotd' | 'mfe_account';
export type RouteOwner = 'host' | RemoteName;
/** public: anyone; protected: needs a stored token, then the subscription rules apply (see shared/src/access). */
export type RouteAccess = 'public' | 'protected';

export interface AppRoute {
  path: string;
  owner: RouteOwner;
  access: RouteAccess;
  /** Allowed for any logged-in user without the subscription check. */
  withoutCheck?: true;
}

// Generic in the path so the table keeps each pattern as a literal type: page-paths.ts builds paths from it, typed.
const route = <P extends string>(path: P, owner: RouteOwner, access: RouteAccess, withoutCheck?: 'withoutCheck'): AppRoute & { path: P } =>
  withoutCheck ? { path, owner, access, withoutCheck: true } : { path, owner, access };

/**
 * Every page of the product, who serves it and who may open it: the one table
 * the host's router and guard, the server (404 for anything else) and the tests
 * read. A path matching no row is unknown: the not-found screen, never a remote.
 */
const ROUTE_ROWS = [
  // host
  route('/', 'host', 'protected'),
  route('/experiences/:locationPath?', 'host', 'public'),
  route('/lobby', 'host', 'public'),
  route('/terms-of-service', 'host', 'public'),
  route('/howToVideos', 'host', 'protected'),
  route('/dashboard', 'host', 'protected', 'withoutCheck'),
  // mfe_account
  route('/forgot-password', 'mfe_account', 'public'),
  route('/login', 'mfe_account', 'public'),
  route('/login-new', 'mfe_account', 'public'),
  route('/signup', 'mfe_account', 'public'),
  route('/special-checkout', 'mfe_account', 'public'),
  route('/notifications', 'mfe_account', 'protected'),
  route('/favorites', 'mfe_account', 'protected'),
  route('/profile', 'mfe_account', 'protected', 'withoutCheck'),
  route('/payment', 'mfe_account', 'protected'),
  // mfe_gotd
  route('/game-of-the-day/:gameId?', 'mfe_gotd', 'public'),
  route('/leaderboard', 'mfe_gotd', 'public'),
  route('/today', 'mfe_gotd', 'public'),
  // mfe_gameplay
  route('/game/single/:gameId?', 'mfe_gameplay', 'protected'),
  route('/game/single/:gameId/play', 'mfe_gameplay', 'protected', 'withoutCheck'),
  route('/game/single/:gameId/result', 'mfe_gameplay', 'protected', 'withoutCheck'),
  route('/game/head-to-head/:gameId?', 'mfe_gameplay', 'protected'),
  route('/game/head-to-head/:gameId/play', 'mfe_gameplay', 'protected', 'withoutCheck'),
  route('/game/head-to-head/:gameId/result', 'mfe_gameplay', 'protected', 'withoutCheck'),
  route('/game/history', 'mfe_gameplay', 'protected'),
  route('/season/exhibition-game/:gameId?/:stage?', 'mfe_gameplay', 'protected'),
  route('/all-star-game/lobby', 'mfe_gameplay', 'protected'),
  route('/all-star-game/:gameId?/setup', 'mfe_gameplay', 'protected'),
  route('/all-star-game/:gameId?/:stage?', 'mfe_gameplay', 'protected'),
  // mfe_leagues
  route('/stats-and-ratings', 'mfe_leagues', 'protected'),
  // The two pickers (a league, a team) are not named in the spec; the stats tab bar opens them.
  route('/stats-and-ratings/league', 'mfe_leagues', 'protected'),
  route('/stats-and-ratings/teams', 'mfe_leagues', 'protected'),
  route('/stats-and-ratings/league/:leagueName', 'mfe_leagues', 'protected'),
  route('/stats-and-ratings/teams/:teamId', 'mfe_leagues', 'protected'),
  route('/stats-and-ratings/players/:playerId', 'mfe_leagues', 'protected'),
  route('/game/historical-league', 'mfe_leagues', 'protected'),
  route('/game/historical-league/league/create', 'mfe_leagues', 'protected'),
  route('/game/historical-league/league/setup/:leagueId', 'mfe_leagues', 'protected'),
  route('/game/historical-league/playoff/:leagueId', 'mfe_leagues', 'protected'),
  route('/game/historical-league/pregame-summary/league/:leagueId/schedule/:scheduleId/game/:gameId', 'mfe_leagues', 'protected'),
  route('/game/historical-league/:gameId/play', 'mfe_leagues', 'protected'),
  route('/game/draft-league/:gameId/play', 'mfe_leagues', 'protected'),
  route('/live-draft/:id', 'mfe_leagues', 'protected'),
  route('/draft-league/summary/:leagueId', 'mfe_leagues', 'protected', 'withoutCheck'),
  route('/draft-league/playoff/:leagueId', 'mfe_leagues', 'protected'),
  route('/draft-league/:leagueId/transaction', 'mfe_leagues', 'protected', 'withoutCheck'),
  route('/draft-league/:leagueId/transaction/trading', 'mfe_leagues', 'protected'),
  route('/draft-league/:gameId?/:stage?', 'mfe_leagues', 'protected'),
  route('/draft-league/:leagueId/schedule/:scheduleId/game/:gameId', 'mfe_leagues', 'protected'),
  route('/league-calendar', 'mfe_leagues', 'protected'),
  route('/season/lobby', 'mfe_leagues', 'protected'),
  route('/season/schedules/:scheduleId/game/:gameId/:stage?', 'mfe_leagues', 'protected'),
  route('/season/schedules/:scheduleId?', 'mfe_leagues', 'protected'),
  // A season's accuracy report (issue 40): subscribers only, like the replays it is about.
  route('/season/accuracy/:year?', 'mfe_leagues', 'protected'),
  // mfe_tournaments
  route('/tournament-lobby', 'mfe_tournaments', 'protected'),
  route('/tournament', 'mfe_tournaments', 'protected'),
  route('/tournament/summary/:leagueId', 'mfe_tournaments', 'protected'),
  route('/tournament/:gameId?/:stage?', 'mfe_tournaments', 'protected'),
] as const;
export const APP_ROUTES: readonly AppRoute[] = ROUTE_ROWS;
/** A page pattern of the table ('/game/single/:gameId/play'): what page-paths.ts builds paths from. */
export type PagePattern = (typeof ROUTE_ROWS)[number]['path'];

const pathsWhere = (keep: (r: AppRoute) => boolean) => APP_ROUTES.filter(keep).map((r) => r.path);

/** Public routes (guests allowed). */
export const PUBLIC_PATHS: readonly string[] = pathsWhere((r) => r.access === 'public');
/** Protected routes: they need an auth token, otherwise redirect to /experiences/new. */
export const PROTECTED_PATHS: readonly string[] = pathsWhere((r) => r.access === 'protected');
/** Allowed without an extra subscription check (login, signup and forgot-password are public anyway). */
export const ALLOWED_WITHOUT_CHECK_PATHS: readonly string[] = ['/login', '/signup', '/forgot-password', ...pathsWhere((r) => r.withoutCheck === true)];

/** The table row a path opens, or null for an unknown path. Literal segments win over parameters. */
export function routeOf(path: string): AppRoute | null {
  const matches = pathMatcher(path);
  const matching = APP_ROUTES.filter((r) => matches(r.path));
  if (matching.length <= 1) return matching[0] ?? null;
  const literals = (r: AppRoute) => r.path.split('/').filter((seg) => seg && !seg.startsWith(':')).length;
  return matching.reduce((best, r) => (literals(r) > literals(best) ? r : best));
}

/** Which app serves a path, or null when nobody does (the not-found screen). */
export function routeOwner(path: string): RouteOwner | null {
  return routeOf(path)?.owner ?? null;
}

export const HOME_PATH = '/experiences/new';
export const LOGIN_PATH = '/login';
export const LOBBY_PATH = '/lobby';
export const GOTD_PATH_PREFIX = '/game-of-the-day';
export const SPECIAL_CHECKOUT_PATH = '/special-checkout';
/** The public Terms of Service page, linked from sign-up and checkout. */
export const TERMS_PATH = '/terms-of-service';

/**
 * Where each way to play begins. The home tiles (`/`) and the lobby cards (`/lobby`) word them differently but must
 * lead to the same place, so the paths are written once here.
 */
export const AREA_ENTRY = {
  gotd: '/game-of-the-day',
  exhibition: '/game/single',
  teamsAndPlayers: '/stats-and-ratings',
  draft: '/draft-league',
  historical: '/game/historical-league',
  season: '/season/lobby',
  allStar: '/all-star-game/lobby',
  // World Series replays and 'what if' series are replays of the season kind: they live beside them (they have no
  // route of their own, so the season lobby's Nostalgia tab is their home).
  nostalgia: '/season/lobby?tab=nostalgia',
  tournament: '/tournament-lobby',
} as const;

/** A single game's pages (setup before the first pitch, the play screen, the result), by the mode's own area. */
export interface SingleGamePaths {
  setup: (gameId: string) => string;
  play: (gameId: string) => string;
  result: (gameId: string) => string;
}

const gamePages = (base: string, setupStage = ''): SingleGamePaths => ({
  setup: (id) => `${base}/${encodeURIComponent(id)}${setupStage}`,
  play: (id) => `${base}/${encodeURIComponent(id)}/play`,
  result: (id) => `${base}/${encodeURIComponent(id)}/result`,
});

/**
 * Where the games a user plays by himself live, by mode: the history, the dashboard and the result page resume and
 * link through this one table. A season exhibition game is an exhibition game (it resumes on /game/single).
 */
export const SINGLE_GAME_PATHS: Readonly<Record<'exhibition' | 'head-to-head' | 'all-star', SingleGamePaths>> = {
  exhibition: gamePages('/game/single'),
  'head-to-head': gamePages('/game/head-to-head'),
  'all-star': gamePages('/all-star-game', '/setup'),
};

export const singleGamePaths = (mode: string): SingleGamePaths => SINGLE_GAME_PATHS[mode as keyof typeof SINGLE_GAME_PATHS] ?? SINGLE_GAME_PATHS.exhibition;

/** Pages that send an already-logged-in user to /. */
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
