import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import type { NostalgiaOutcome as Outcome } from '@bb/shared';
import { fail, mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { login, renderRoutes, setupStatsTests } from '../test/render';
import { NostalgiaOutcome } from './NostalgiaOutcome';

setupStatsTests();
beforeEach(() => login());

const team = (index: number, teamId: string, name: string, wins: number, losses: number, seriesWins: number, yours: boolean, october: string | null) => ({
  index, teamId, year: 1927, lgId: index === 0 ? 'AL' : 'NL', name, wins, losses, october, label: `1927 ${name}`, yours, seriesWins,
});

const game = (n: number, home: number, homeRuns: number | null, awayRuns: number | null, status: 'final' | 'scheduled' = 'final') => ({
  scheduleId: n - 1, gameOfSeries: n, home, away: 1 - home, homeRuns, awayRuns, status,
});

/** The 1927 World Series replayed: the Pirates (the user's) took it 4–2 from the Yankees. */
const replayed: Outcome = {
  leagueId: 9, name: '1927 World Series', kind: 'world-series', status: 'final',
  teams: [
    team(0, 'NYA', 'New York Yankees', 110, 44, 2, false, 'Won the World Series'),
    team(1, 'PIT', 'Pittsburgh Pirates', 94, 60, 4, true, 'Lost the World Series'),
  ],
  games: [game(1, 0, 5, 3), game(2, 0, 2, 4), game(3, 1, 6, 1), game(4, 1, 2, 3), game(5, 1, 7, 2), game(6, 0, 1, 2)],
  champion: 1, real: { winner: 0, seriesScore: '4–0' }, why: null,
};

const show = (outcome: Outcome | null) => {
  mockApi({ 'GET nostalgia/series/9/outcome': () => (outcome ? ok(outcome) : fail(404, 'Oops! no record found')) });
  renderRoutes('/s', <Route path="/s" element={<NostalgiaOutcome leagueId={9} />} />);
};

test('your series beside what really happened: the champion, every game, the real winner and score, both real records', async () => {
  show(replayed);
  expect(await screen.findByTestId('nostalgia-your-result')).toHaveTextContent('The Pittsburgh Pirates won the series 4–2.');
  expect(screen.getByRole('heading', { name: 'Your series' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'What really happened' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').slice(0, 6).map((li) => li.textContent)).toEqual([
    'Game 1 Pittsburgh Pirates 3 @ New York Yankees 5',
    'Game 2 Pittsburgh Pirates 4 @ New York Yankees 2',
    'Game 3 New York Yankees 1 @ Pittsburgh Pirates 6',
    'Game 4 New York Yankees 3 @ Pittsburgh Pirates 2',
    'Game 5 New York Yankees 2 @ Pittsburgh Pirates 7',
    'Game 6 Pittsburgh Pirates 2 @ New York Yankees 1',
  ]);
  expect(screen.getByTestId('nostalgia-real-result')).toHaveTextContent('The New York Yankees won the 1927 World Series 4–0.');
  expect(screen.getByText('History rewritten: in 1927 the New York Yankees won it.')).toBeInTheDocument();
  expect(screen.getByText('1927 New York Yankees: 110–44 in the regular season')).toBeInTheDocument();
  expect(screen.getByText('1927 Pittsburgh Pirates: 94–60 in the regular season')).toBeInTheDocument();
});

test('a series under way: who leads, the games still to play; a year without a known score names the winner only', async () => {
  show({
    ...replayed, status: 'postseason', champion: null, real: { winner: 0, seriesScore: null },
    teams: [{ ...replayed.teams[0]!, seriesWins: 2 }, { ...replayed.teams[1]!, seriesWins: 1 }],
    games: [game(1, 0, 5, 3), game(2, 0, 2, 4), game(3, 1, 1, 6), game(4, 1, null, null, 'scheduled')],
  });
  expect(await screen.findByTestId('nostalgia-your-result')).toHaveTextContent('The New York Yankees lead the series 2–1.');
  expect(screen.getByText(/Game 4/).parentElement).toHaveTextContent('Game 4 New York Yankees at Pittsburgh Pirates (not played yet)');
  expect(screen.getByTestId('nostalgia-real-result')).toHaveTextContent('The New York Yankees won the 1927 World Series.');
  expect(screen.queryByText(/History rewritten|Same champion/)).not.toBeInTheDocument();
});

test('a what-if: the teams never met; each real record and October, and why the matchup matters', async () => {
  show({
    ...replayed, kind: 'what-if', status: 'postseason', champion: null, real: null, games: [game(1, 0, null, null, 'scheduled')],
    why: 'The two great Yankees teams.',
    teams: [{ ...replayed.teams[0]!, seriesWins: 0 }, { ...replayed.teams[1]!, seriesWins: 0 }],
  });
  expect(await screen.findByTestId('nostalgia-your-result')).toHaveTextContent('Game 1 has not been played yet.');
  expect(screen.getByTestId('nostalgia-real-result')).toHaveTextContent('These teams never met.');
  expect(screen.getByText(/1927 Pittsburgh Pirates: 94–60/).textContent).toBe('1927 Pittsburgh Pirates: 94–60 in the regular season · Lost the World Series');
  expect(screen.getByText('The two great Yankees teams.')).toBeInTheDocument();
});

test("someone else's or an unknown series shows the server's message", async () => {
  show(null);
  expect(await screen.findByRole('alert')).toHaveTextContent('Oops! no record found');
});

test('two teams of one name (Yankees vs Yankees) keep their years', async () => {
  const yankees = (index: number, year: number, wins: number, losses: number) => ({
    ...team(index, 'NYA', 'New York Yankees', wins, losses, index === 0 ? 1 : 0, index === 1, 'Won the World Series'), year, label: `${year} New York Yankees`,
  });
  show({ ...replayed, kind: 'what-if', status: 'postseason', champion: null, real: null, why: null, teams: [yankees(0, 1998, 114, 48), yankees(1, 1927, 110, 44)], games: [game(1, 0, 5, 3)] });
  expect(await screen.findByTestId('nostalgia-your-result')).toHaveTextContent('The 1998 New York Yankees lead the series 1–0.');
  expect(screen.getByText(/Game 1/).parentElement).toHaveTextContent('Game 1 1927 New York Yankees 3 @ 1998 New York Yankees 5');
});
