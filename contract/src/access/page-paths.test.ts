import { pathTo, type PathParams } from './page-paths';

// The builders' types are the point: contract's typecheck compiles this file, so each @ts-expect-error below fails
// the typecheck the day the error it expects stops being one.
describe('pathTo: typed from the route table', () => {
  test('fills required and optional parameters, encodes them, and adds a query without empty values', () => {
    expect(pathTo('/game/historical-league/pregame-summary/league/:leagueId/schedule/:scheduleId/game/:gameId', { leagueId: 1, scheduleId: 2, gameId: 'a/b' })).toBe(
      '/game/historical-league/pregame-summary/league/1/schedule/2/game/a%2Fb',
    );
    expect(pathTo('/all-star-game/:gameId?/:stage?', {})).toBe('/all-star-game');
    expect(pathTo('/stats-and-ratings/players/:playerId', { playerId: 'ruthba01' }, { year: 1927, view: null, tab: undefined })).toBe('/stats-and-ratings/players/ruthba01?year=1927');
  });

  test('a missing, misspelt or extra parameter, or a pattern outside the table, does not compile', () => {
    // @ts-expect-error: :scheduleId is required.
    expect(() => pathTo('/draft-league/:leagueId/schedule/:scheduleId/game/:gameId', { leagueId: 1, gameId: 'g' })).toThrow('no value for :scheduleId');
    // @ts-expect-error: the parameter is playerId.
    expect(() => pathTo('/stats-and-ratings/players/:playerId', { player: 'x' })).toThrow();
    // @ts-expect-error: not a page of the route table.
    pathTo('/stats-and-ratings/nowhere/:x', { x: 1 });
    const optional: PathParams<'/game/single/:gameId?'> = {};
    expect(pathTo('/game/single/:gameId?', optional)).toBe('/game/single');
  });
});
