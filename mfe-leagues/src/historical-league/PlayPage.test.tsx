import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createRemoteLifecycles, type PlayScreenProps } from '@bb/shared';
import { setupStatsTests, login, renderLeagues } from '../test/render';
import { mockApi, ok, type Call } from '@bb/shared/src/testing/api-mock';
import { GAME_ID, depth, leagueDetail, leagueGame } from '../test/league-fixtures';

// mfe_gameplay's play screen comes through Module Federation at run time: jest stands in for it at that boundary.
const received: PlayScreenProps[] = [];
function FakePlayScreen(props: PlayScreenProps) {
  received.push(props);
  return (
    <section aria-label="shared play screen">
      <button onClick={() => props.onFinal?.({} as never)}>finish</button>
      <button onClick={() => props.onFinal?.({ league: { leagueId: 9, scheduleId: 3 } } as never)}>finish league game</button>
      {props.after}
    </section>
  );
}
const fake = createRemoteLifecycles(FakePlayScreen, { name: 'mfe_gameplay/PlayScreen' });
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ options: { remotes: [{ name: 'mfe_gameplay', entry: 'http://localhost/remotes/mfe-gameplay/mf-manifest.json' }] } }),
  registerRemotes: () => undefined,
  loadRemote: async () => fake,
}));

setupStatsTests();
let calls: Call[];
beforeEach(() => {
  login();
  ({ calls } = mockApi({
    'GET leagues/5': () => ok(leagueDetail()),
    'GET leagues/5/schedule/11/summary': () =>
      ok({
        game: leagueGame(),
        away: { team: 1, lineup: [{ cardId: 'simmoal01', position: 'LF', name: 'Al Simmons' }], startingPitcher: { cardId: 'grovele01', name: 'Lefty Grove', throws: 'L' } },
        home: { team: 0, lineup: [{ cardId: 'ruthba01', position: 'RF', name: 'Babe Ruth' }], startingPitcher: { cardId: 'hoytwa01', name: 'Waite Hoyt', throws: 'R' } },
      }),
    'POST leagues/5/schedule/11/play': () => ok({ refresh: false, gameId: GAME_ID, game: leagueGame({ gameId: GAME_ID }) }),
    'GET leagues/5/teams/0/depth': () => ok(depth()),
  }));
});

test('the play page mounts the shared play screen over games; after the final out, Back to league', async () => {
  renderLeagues(`/game/historical-league/${GAME_ID}/play?league=5`);
  await screen.findByRole('region', { name: 'shared play screen' });
  expect(received[0]!.source).toEqual({ base: 'games', gameId: GAME_ID });
  expect(screen.queryByRole('link', { name: 'Back to league' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'finish' }));
  expect(await screen.findByRole('link', { name: 'Back to league' })).toHaveAttribute('href', '/game/historical-league/league/setup/5');
});

test("Back to league goes to the game's own league when the game names it, whatever the address says", async () => {
  renderLeagues(`/game/historical-league/${GAME_ID}/play`);
  await screen.findByRole('region', { name: 'shared play screen' });
  fireEvent.click(screen.getByRole('button', { name: 'finish league game' }));
  expect(await screen.findByRole('link', { name: 'Back to league' })).toHaveAttribute('href', '/game/historical-league/league/setup/9');
});

test('pregame summary: both lineups and starters; Play Ball opens the play screen', async () => {
  renderLeagues('/game/historical-league/pregame-summary/league/5/schedule/11/game/new');
  expect(await screen.findByText('Starting pitcher: Lefty Grove (L)')).toBeInTheDocument();
  expect(screen.getByText('Babe Ruth')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to league' })).toHaveAttribute('href', '/game/historical-league/league/setup/5');
  fireEvent.click(screen.getByRole('button', { name: 'Play Ball' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/game/historical-league/${GAME_ID}/play?league=5`));
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['leagues/5/schedule/11/play']);
});

test('the league list: my leagues with record and progress, public leagues, Create League', async () => {
  mockApi({
    'GET leagues': () =>
      ok({
        leagues: [
          { ...leagueDetail(), teams: undefined },
          { ...leagueDetail({ leagueId: 6, name: 'Open 1998', isMember: false, isOwner: false, myTeam: null, myRecord: null, progress: 0 }) },
        ],
      }),
  });
  renderLeagues('/game/historical-league');
  const mine = await screen.findByRole('region', { name: 'My leagues' });
  expect(mine).toHaveTextContent('Murderers Row');
  expect(mine).toHaveTextContent('Regular season');
  expect(mine).toHaveTextContent('25% played');
  expect(screen.getByTestId('my-record')).toHaveTextContent('2-0');
  expect(screen.getByRole('region', { name: 'Public leagues' })).toHaveTextContent('Open 1998');
  expect(screen.getByRole('link', { name: 'Create League' })).toHaveAttribute('href', '/game/historical-league/league/create');
});
