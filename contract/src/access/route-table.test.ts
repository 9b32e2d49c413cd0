import { APP_ROUTES, routeOwner as ownerOf } from './routes';

test.each([
  ['/', 'host'],
  ['/experiences/new', 'host'],
  ['/experiences', 'host'],
  ['/lobby', 'host'],
  ['/dashboard', 'host'],
  ['/howToVideos', 'host'],
  ['/terms-of-service', 'host'],
  ['/login', 'mfe_account'],
  ['/login-new', 'mfe_account'],
  ['/signup', 'mfe_account'],
  ['/forgot-password', 'mfe_account'],
  ['/profile', 'mfe_account'],
  ['/favorites', 'mfe_account'],
  ['/payment', 'mfe_account'],
  ['/special-checkout', 'mfe_account'],
  ['/notifications', 'mfe_account'],
  ['/game/single', 'mfe_gameplay'],
  ['/game/single/12/play', 'mfe_gameplay'],
  ['/game/head-to-head/4/result', 'mfe_gameplay'],
  ['/game/history', 'mfe_gameplay'],
  ['/season/exhibition-game/3/setup', 'mfe_gameplay'],
  ['/all-star-game/lobby', 'mfe_gameplay'],
  ['/game/historical-league/league/create', 'mfe_leagues'],
  ['/game/draft-league/9/play', 'mfe_leagues'],
  ['/draft-league/5/transaction/trading', 'mfe_leagues'],
  ['/live-draft/7', 'mfe_leagues'],
  ['/season/lobby', 'mfe_leagues'],
  ['/season/schedules/2/game/3', 'mfe_leagues'],
  ['/season/accuracy', 'mfe_leagues'],
  ['/season/accuracy/1927', 'mfe_leagues'],
  ['/league-calendar', 'mfe_leagues'],
  ['/stats-and-ratings/players/ruthba01', 'mfe_leagues'],
  ['/tournament-lobby', 'mfe_tournaments'],
  ['/tournament', 'mfe_tournaments'],
  ['/tournament/summary/3', 'mfe_tournaments'],
  ['/game-of-the-day/11', 'mfe_gotd'],
  ['/game-of-the-day', 'mfe_gotd'],
  ['/stats-and-ratings/league', 'mfe_leagues'],
  ['/draft-league', 'mfe_leagues'],
  ['/draft-league/summary/4', 'mfe_leagues'],
  ['/leaderboard', 'mfe_gotd'],
  ['/today', 'mfe_gotd'],
  ['/leaderboard/', 'mfe_gotd'],
])('%s is owned by %s', (path, owner) => {
  expect(ownerOf(path)).toBe(owner);
});

test.each([
  '/nowhere',
  '/game',
  '/game/unknown',
  '/tournaments',
  '/loginx',
  '/todays',
  '/seasonal',
  // Unknown sub-paths of an area are unknown too: no remote is mounted for them (deny by default).
  '/season/exhibition-gameplay',
  '/draft-league/1/2/3',
  '/game/single/1/play/extra',
  '/game-of-the-day/1/2',
  '/stats-and-ratings/players',
  '/profile/settings',
])('%s has no owner (not found)', (path) => {
  expect(ownerOf(path)).toBeNull();
});

test('the more specific prefix wins where two areas share one', () => {
  expect(ownerOf('/season/exhibition-game')).toBe('mfe_gameplay');
  expect(ownerOf('/season/schedules/2')).toBe('mfe_leagues');
});

test('every row is reachable (no row shadowed by another)', () => {
  for (const row of APP_ROUTES) {
    const sample = row.path.replace(/:(\w+)\??/g, '7');
    expect({ path: row.path, owner: ownerOf(sample) }).toEqual({ path: row.path, owner: row.owner });
  }
});
