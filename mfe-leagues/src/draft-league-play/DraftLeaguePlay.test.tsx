import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { createRemoteLifecycles, type LeagueGameView, type PlayScreenProps } from '@bb/shared';
import { fail, mockApi, ok, type Call } from '@bb/shared/src/testing/api-mock';
import DraftLeaguePage from '../app/DraftLeagueRoutes';
import { draftLeague } from '../test/draft-fixtures';
import { GAME_ID, leagueGame } from '../test/league-fixtures';
import { login, renderRoutes, setupStatsTests, toastMessages } from '../test/render';
import DraftLeagueGamePage from './DraftLeagueGamePage';

// mfe_gameplay's play screen comes through Module Federation at run time: jest stands in for it at that boundary.
const received: PlayScreenProps[] = [];
function FakePlayScreen(props: PlayScreenProps) {
  received.push(props);
  return (
    <section aria-label="shared play screen">
      <button onClick={() => props.onFinal?.({ league: { leagueId: 5, scheduleId: 11 } } as never)}>finish league game</button>
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

const game = (over: Partial<LeagueGameView> = {}) => leagueGame({ day: 1, ...over });

const league = draftLeague({ totalTeams: 2, teams: draftLeague().teams.slice(0, 2), now: '2026-11-30T23:00:00.000Z' });

const summary = {
  game: game(),
  away: { team: 1, lineup: [{ cardId: 'hartnga01', position: 'C', name: 'Gabby Hartnett' }], startingPitcher: { cardId: 'rootch01', name: 'Charlie Root', throws: 'R' } },
  home: { team: 0, lineup: [{ cardId: 'ruthba01', position: 'RF', name: 'Babe Ruth' }], startingPitcher: { cardId: 'hoytwa01', name: 'Waite Hoyt', throws: 'R' } },
};

const renderAt = (path: string) =>
  renderRoutes(
    path,
    <>
      <Route path="/draft-league/*" element={<DraftLeaguePage />} />
      <Route path="/game/draft-league/*" element={<DraftLeagueGamePage />} />
    </>,
  );

let calls: Call[];
beforeEach(() => {
  login();
  ({ calls } = mockApi({
    'GET leagues/5': () => ok(league),
    'GET leagues/5/schedule/11/summary': () => ok(summary),
    'POST leagues/5/schedule/11/play': () => ok({ refresh: false, gameId: GAME_ID, game: game({ gameId: GAME_ID, status: 'live' }) }),
    'POST leagues/5/schedule/11/auto-play': () => ok({ refresh: false, gameId: null, game: game({ status: 'final', homeRuns: 3, awayRuns: 2 }) }),
    'GET leagues/5/playoff': () =>
      ok({ rounds: [{ name: 'Final', bestOf: 3, series: [{ round: 'Final', bestOf: 3, top: 0, bottom: 1, topWins: 2, bottomWins: 1, winner: 0, group: null }] }], champion: 0, note: null, ties: [] }),
  }));
});

test('draft game summary: lineups and starters; Play Ball opens the draft play screen', async () => {
  renderAt('/draft-league/5/schedule/11/game/new');
  expect(await screen.findByText('Starting pitcher: Charlie Root (R)')).toBeInTheDocument();
  expect(screen.getByText('Babe Ruth')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to league' })).toHaveAttribute('href', '/draft-league/5');
  fireEvent.click(screen.getByRole('button', { name: 'Play Ball' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/game/draft-league/${GAME_ID}/play`));
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['leagues/5/schedule/11/play']);
});

test('draft game summary: Auto Play plays the game and shows it final', async () => {
  let played = false;
  mockApi({
    'GET leagues/5': () => ok(league),
    'GET leagues/5/schedule/11/summary': () => ok(played ? { ...summary, game: game({ status: 'final', homeRuns: 3, awayRuns: 2 }) } : summary),
    'POST leagues/5/schedule/11/auto-play': () => {
      played = true;
      return ok({ refresh: false, gameId: null, game: game({ status: 'final', homeRuns: 3, awayRuns: 2 }) });
    },
  });
  renderAt('/draft-league/5/schedule/11/game/new');
  fireEvent.click(await screen.findByRole('button', { name: 'Auto Play' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Play Ball' })).toBeNull());
  expect(screen.getByTestId('game-11')).toHaveTextContent('Final');
});

test('a 403 on the draft game details shows no toast, only the message in place', async () => {
  mockApi({ 'GET leagues/5': () => ok(league), 'GET leagues/5/schedule/11/summary': () => fail(403, 'This is not your game.') });
  renderAt('/draft-league/5/schedule/11/game/new');
  expect(await screen.findByRole('alert')).toHaveTextContent('This is not your game.');
  expect(toastMessages()).toEqual([]);
});

test('the draft play page mounts the shared play screen; after the final out, Back to league', async () => {
  renderAt(`/game/draft-league/${GAME_ID}/play`);
  await screen.findByRole('region', { name: 'shared play screen' });
  expect(received.at(-1)!.source).toEqual({ base: 'games', gameId: GAME_ID });
  fireEvent.click(screen.getByRole('button', { name: 'finish league game' }));
  expect(await screen.findByRole('link', { name: 'Back to league' })).toHaveAttribute('href', '/draft-league/5');
});

test('the draft playoff page shows the bracket and the champion', async () => {
  renderAt('/draft-league/playoff/5');
  expect(await screen.findByText('Champion: Boston Beans')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Friends Draft: Playoff Bracket');
  expect(screen.getByRole('link', { name: 'Back to league' })).toHaveAttribute('href', '/draft-league/5');
});
