import type { AuthRecord } from '../auth/auth-record';
import { accountUserId, getRole } from './roles';
import { decideNavigation, isRouteAllowed, passesGotdNavState } from './route-access';
import {
  isAllowedWithoutCheck,
  isGotdGuestBlockedPath,
  isGuestRewritePath,
  isKnownRoute,
  isPlayPath,
  isProtectedPath,
  isPublicPath,
  matchPattern,
  normalizePath,
} from '@bb/contract';

const rec = (isSubscribed: boolean | undefined, over: Partial<AuthRecord> = {}): AuthRecord => ({
  api_key: { key: 'k' },
  user: { id: 1, username: 'u', email: 'e', firstName: 'f', lastName: 'l', thumbnail_url: null, isSubscribed },
  isGotdGuestUser: false,
  ...over,
});
const SUB = rec(true);
const NOT_SUB = rec(false);
const UNKNOWN = rec(undefined);
const GOTD = rec(undefined, { isGotdGuestUser: true });
const GOTD_NO_KEY = rec(undefined, { isGotdGuestUser: true, api_key: { key: null } });
const NO_KEY = rec(true, { api_key: { key: '' } });

describe('path matching', () => {
  it.each([
    ['/a/b/', '/a/b'],
    ['/a?x=1#h', '/a'],
    ['', '/'],
    ['/', '/'],
    ['a/b', '/a/b'],
  ])('normalizePath(%p) = %p', (input, out) => expect(normalizePath(input)).toBe(out));

  it.each([
    ['/x/:id?', '/x', true],
    ['/x/:id?', '/x/1', true],
    ['/x/:id?', '/x/1/2', false],
    ['/x/:id/play', '/x/1/play', true],
    ['/x/:id/play', '/x/play', false],
    ['/all-star-game/:gameId?/setup', '/all-star-game/setup', true],
    ['/all-star-game/:gameId?/setup', '/all-star-game/9/setup', true],
    ['/', '/', true],
    ['/', '/a', false],
  ])('matchPattern(%p, %p) = %p', (p, path, out) => expect(matchPattern(p, path)).toBe(out));
});

describe('getRole', () => {
  it.each<[string, AuthRecord | null, boolean | undefined, string]>([
    ['no record', null, undefined, 'GUEST'],
    ['record without key', NO_KEY, undefined, 'GUEST'],
    ['GOTD guest with key', GOTD, undefined, 'GOTD_GUEST'],
    ['GOTD guest without key', GOTD_NO_KEY, undefined, 'GOTD_GUEST'],
    ['GOTD guest even if admin', GOTD, true, 'GOTD_GUEST'],
    ['subscription unknown', UNKNOWN, undefined, 'LOGGED_IN'],
    ['not subscribed', NOT_SUB, undefined, 'LOGGED_IN_NOT_SUBSCRIBED'],
    ['subscribed', SUB, undefined, 'SUBSCRIBED'],
    ['admin with unknown subscription', UNKNOWN, true, 'SUBSCRIBED'],
    ['admin flag without key', NO_KEY, true, 'GUEST'],
  ])('%s', (_n, record, isAdmin, role) => expect(getRole(record, { isAdmin })).toBe(role));
});

describe('route lists', () => {
  it.each([
    '/forgot-password', '/login', '/login-new', '/signup', '/terms-of-service', '/experiences', '/experiences/new',
    '/experiences/some-place', '/game-of-the-day', '/game-of-the-day/42', '/leaderboard', '/special-checkout', '/today', '/lobby', '/lobby/',
  ])('public: %s', (p) => expect(isPublicPath(p)).toBe(true));

  it.each(['/', '/dashboard', '/experiences/a/b', '/game-of-the-day/1/2', '/payment', '/leaderboards'])('not public: %s', (p) =>
    expect(isPublicPath(p)).toBe(false),
  );

  it.each([
    '/', '/howToVideos', '/stats-and-ratings', '/stats-and-ratings/league/AL', '/stats-and-ratings/teams/5', '/stats-and-ratings/players/9',
    '/notifications', '/dashboard', '/game/single', '/game/single/3', '/favorites', '/profile', '/game/historical-league',
    '/game/historical-league/league/create', '/game/historical-league/league/setup/1', '/game/historical-league/playoff/1',
    '/game/historical-league/pregame-summary/league/1/schedule/2/game/3', '/game/historical-league/3/play', '/game/draft-league/3/play',
    '/game/single/3/play', '/game/single/3/result', '/game/head-to-head', '/game/head-to-head/4', '/game/head-to-head/4/play',
    '/game/head-to-head/4/result', '/game/history', '/live-draft/1', '/draft-league/summary/1', '/draft-league/playoff/1',
    '/draft-league/1/transaction', '/draft-league/1/transaction/trading', '/draft-league', '/draft-league/1/setup',
    '/draft-league/1/schedule/2/game/3', '/tournament-lobby', '/tournament', '/tournament/summary/1', '/tournament/1/stage',
    '/league-calendar', '/season/lobby', '/season/schedules/1/game/2', '/season/schedules/1/game/2/play', '/season/schedules',
    '/season/exhibition-game/1/x', '/all-star-game/lobby', '/all-star-game/1/setup', '/all-star-game/1/live', '/payment',
  ])('protected: %s', (p) => {
    expect(isProtectedPath(p)).toBe(true);
    expect(isKnownRoute(p)).toBe(true);
  });

  it.each(['/nope', '/game/single/1/2/3', '/stats-and-ratings/players', '/live-draft', '/lobby'])('not protected: %s', (p) =>
    expect(isProtectedPath(p)).toBe(false),
  );

  it.each(['/nope', '/game/single/1/2/3', '/admin'])('unknown route: %s', (p) => expect(isKnownRoute(p)).toBe(false));

  it.each([
    ['/dashboard', true], ['/profile', true], ['/login', true], ['/signup', true], ['/forgot-password', true],
    ['/game/single/1/play', true], ['/draft-league/summary/1', true], ['/game/head-to-head/1/play', true],
    ['/game/single/1/result', true], ['/game/head-to-head/1/result', true], ['/draft-league/1/transaction', true],
    ['/draft-league/1/transaction/trading', false], ['/favorites', false], ['/game/historical-league/1/play', false], ['/', false],
  ])('isAllowedWithoutCheck(%s) = %p', (p, out) => expect(isAllowedWithoutCheck(p)).toBe(out));

  it.each([
    ['/game/single/1/play', true], ['/play', true], ['/game/historical-league/playoff/1', false], ['/game/x/play/2', true], ['/player', false],
  ])('isPlayPath(%s) = %p', (p, out) => expect(isPlayPath(p)).toBe(out));
});

describe('isRouteAllowed: public paths always, play paths for guests or subscribers, the rest for subscribers', () => {
  const cases: Array<[string, AuthRecord | null, boolean]> = [
    ['/leaderboard', null, true],
    ['/leaderboard', NOT_SUB, true],
    ['/game-of-the-day/5', null, true],
    ['/game/single/1/play', null, true],
    ['/game/single/1/play', GOTD, true],
    ['/game/single/1/play', NOT_SUB, false],
    ['/game/single/1/play', UNKNOWN, false],
    ['/game/single/1/play', SUB, true],
    ['/game/historical-league/playoff/1', null, false],
    ['/favorites', null, false],
    ['/favorites', NOT_SUB, false],
    ['/favorites', UNKNOWN, false],
    ['/favorites', SUB, true],
    ['/dashboard', NOT_SUB, false],
  ];
  it.each(cases)('%s for %j', (p, r, out) => expect(isRouteAllowed(p, r)).toBe(out));
  it('admin counts as subscribed', () => expect(isRouteAllowed('/favorites', UNKNOWN, { isAdmin: true })).toBe(true));
});

describe('decideNavigation', () => {
  const base = { navState: undefined, guestModeEnabled: true };
  type Row = [string, AuthRecord | null, object, ReturnType<typeof decideNavigation>];
  const rows: Row[] = [
    // protected without token
    ['/dashboard', null, {}, { kind: 'modal', modal: 'guest', intendedPath: '/dashboard', returnTo: '/experiences/new' }],
    ['/', null, {}, { kind: 'redirect', to: '/experiences/new' }],
    ['/game/single/1/play', null, {}, { kind: 'modal', modal: 'guest', intendedPath: '/game/single/1/play', returnTo: '/experiences/new' }],
    ['/draft-league', null, {}, { kind: 'modal', modal: 'guest', intendedPath: '/draft-league', returnTo: '/experiences/new' }],
    ['/payment', NO_KEY, {}, { kind: 'modal', modal: 'guest', intendedPath: '/payment', returnTo: '/experiences/new' }],
    ['/favorites', GOTD_NO_KEY, {}, { kind: 'modal', modal: 'guest', intendedPath: '/favorites', returnTo: '/experiences/new' }],
    // lobby: public while guest mode is on
    ['/lobby', null, {}, { kind: 'allow' }],
    ['/lobby', null, { guestModeEnabled: false }, { kind: 'redirect', to: '/experiences/new' }],
    ['/lobby', NOT_SUB, { guestModeEnabled: false }, { kind: 'allow' }],
    // auth entry pages with a logged-in user
    ['/login', SUB, {}, { kind: 'redirect', to: '/' }],
    ['/signup', NOT_SUB, {}, { kind: 'redirect', to: '/' }],
    ['/forgot-password', UNKNOWN, {}, { kind: 'redirect', to: '/' }],
    ['/login', null, {}, { kind: 'allow' }],
    ['/login', GOTD, {}, { kind: 'allow' }],
    ['/login-new', SUB, {}, { kind: 'allow' }],
    // public pages for guests
    ['/experiences/new', null, {}, { kind: 'allow' }],
    ['/leaderboard', null, {}, { kind: 'allow' }],
    ['/game-of-the-day/3', null, {}, { kind: 'allow' }],
    ['/special-checkout', null, {}, { kind: 'allow' }],
    // subscribed: everything
    ['/favorites', SUB, {}, { kind: 'allow' }],
    ['/draft-league/1/transaction/trading', SUB, {}, { kind: 'allow' }],
    // non-subscribed: modals
    ['/favorites', NOT_SUB, {}, { kind: 'modal', modal: 'plans', intendedPath: '/favorites' }],
    ['/favorites', UNKNOWN, {}, { kind: 'modal', modal: 'plans', intendedPath: '/favorites' }],
    ['/favorites?tab=2', NOT_SUB, {}, { kind: 'modal', modal: 'plans', intendedPath: '/favorites?tab=2' }],
    ['/favorites', GOTD, {}, { kind: 'modal', modal: 'guest', intendedPath: '/favorites' }],
    ['/draft-league/1/transaction/trading', NOT_SUB, {}, { kind: 'modal', modal: 'plans', intendedPath: '/draft-league/1/transaction/trading' }],
    ['/game/historical-league/1/play', NOT_SUB, {}, { kind: 'modal', modal: 'plans', intendedPath: '/game/historical-league/1/play' }],
    ['/game/historical-league/1/play', GOTD, {}, { kind: 'allow' }],
    // exempt and allowed-without-check
    ['/', NOT_SUB, {}, { kind: 'allow' }],
    ['/', GOTD, {}, { kind: 'allow' }],
    ['/dashboard', NOT_SUB, {}, { kind: 'allow' }],
    ['/profile', GOTD, {}, { kind: 'allow' }],
    ['/game/single/1/play', NOT_SUB, {}, { kind: 'allow' }],
    ['/draft-league/1/transaction', NOT_SUB, {}, { kind: 'allow' }],
    // unknown routes go to not-found
    ['/does-not-exist', null, {}, { kind: 'allow' }],
    ['/does-not-exist', NOT_SUB, {}, { kind: 'allow' }],
    // Game Of The Day nav state: passes only for subscribed users
    ['/favorites', NOT_SUB, { navState: { type: 'Game Of The Day' } }, { kind: 'modal', modal: 'plans', intendedPath: '/favorites' }],
    ['/favorites', GOTD, { navState: { type: 'Game Of The Day' } }, { kind: 'modal', modal: 'guest', intendedPath: '/favorites' }],
    ['/favorites', SUB, { navState: { type: 'Game Of The Day' } }, { kind: 'allow' }],
  ];
  it.each(rows)('%s for %j %j', (path, record, extra, out) => {
    expect(decideNavigation({ ...base, path, record, ...extra })).toEqual(out);
  });

  it('admin with unknown subscription is allowed everywhere', () => {
    expect(decideNavigation({ ...base, path: '/favorites', record: UNKNOWN, isAdmin: true })).toEqual({ kind: 'allow' });
  });

  it('passesGotdNavState', () => {
    expect(passesGotdNavState({ type: 'Game Of The Day' }, SUB)).toBe(true);
    expect(passesGotdNavState({ type: 'Game Of The Day' }, NOT_SUB)).toBe(false);
    expect(passesGotdNavState({ type: 'Other' }, SUB)).toBe(false);
    expect(passesGotdNavState(null, SUB)).toBe(false);
  });
});

describe('guest API paths: which calls GOTD guests abort and which go out as guest calls', () => {
  it.each([
    ['/api/users/1/preferences', true], ['http://h/api/users/1/onboarding-status', true], ['/users/1/user-status', true],
    ['/game/1/spectator/add', true], ['/lobby/exp3/users/1/leagues?x=1', true], ['/game/_exit-game', true],
    ['/users/_update-login-time', true], ['/stripe/plans', true], ['/gotd/defaults', false], ['/search?q=/plans', false],
  ])('isGotdGuestBlockedPath(%s) = %p', (u, out) => expect(isGotdGuestBlockedPath(u)).toBe(out));

  it.each([
    ['/historical_players', true], ['/g/_swing-away', true], ['/g/_quick-play', true], ['/g/box_score', true], ['/players/1', true],
    ['/teams/1/ballpark', true], ['/g/substitute-players', true], ['/g/_undo-play', true], ['http://h/api/teams', true],
    ['/gotd/defaults', false], ['/search?q=/teams', false], ['/lineup', false],
  ])('isGuestRewritePath(%s) = %p', (u, out) => expect(isGuestRewritePath(u)).toBe(out));
});

describe('accountUserId', () => {
  const record = (over: Partial<AuthRecord> = {}): AuthRecord => ({ api_key: { key: 'k' }, user: { id: 7, username: 'u', email: 'u@x.io', firstName: 'U', lastName: 'X', thumbnail_url: null }, isGotdGuestUser: false, ...over });
  test('a logged-in account has its id; guests of either kind have none', () => {
    expect(accountUserId(record())).toBe(7);
    expect(accountUserId(record({ isGotdGuestUser: true }))).toBeNull();
    expect(accountUserId(record({ api_key: { key: null } }))).toBeNull();
    expect(accountUserId(null)).toBeNull();
  });
});
