import { fireEvent, screen, within } from '@testing-library/react';
import type { LeagueBoxScore, PregameSummary } from '@bb/shared';
import { fail, mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { leagueDetail, leagueGame } from '../test/league-fixtures';
import { login, renderLeagues, setupStatsTests } from '../test/render';

setupStatsTests();
beforeEach(login);

const finalGame = leagueGame({ scheduleId: 9, day: 2, status: 'final', homeRuns: 5, awayRuns: 3, yours: false, winningPitcher: 'Waite Hoyt', losingPitcher: 'Lefty Grove' });

const box: LeagueBoxScore = {
  game: finalGame,
  away: {
    team: 1, runs: 3, hits: 7,
    batting: [{ cardId: 'simmoal01', name: 'Al Simmons', ab: 4, r: 1, h: 2, d: 1, t: 0, hr: 1, rbi: 2, bb: 0, so: 1, sb: 0 }],
    pitching: [{ cardId: 'grovele01', name: 'Lefty Grove', ip: 8, h: 9, r: 5, er: 4, bb: 2, so: 6, hr: 1, decision: 'L' }],
  },
  home: {
    team: 0, runs: 5, hits: 9,
    batting: [{ cardId: 'ruthba01', name: 'Babe Ruth', ab: 3, r: 2, h: 2, d: 0, t: 0, hr: 2, rbi: 4, bb: 1, so: 0, sb: 0 }],
    pitching: [{ cardId: 'hoytwa01', name: 'Waite Hoyt', ip: 9, h: 7, r: 3, er: 3, bb: 1, so: 4, hr: 1, decision: 'W' }],
  },
};

test('Scores: each final links to its box score, which shows both clubs\' batters and pitchers', async () => {
  const summary: PregameSummary = { game: finalGame, home: { team: 0, lineup: [], startingPitcher: null }, away: { team: 1, lineup: [], startingPitcher: null } };
  mockApi({
    'GET leagues/5': () => ok(leagueDetail()),
    'GET leagues/5/history-compare': () => fail(404, 'Oops! no record found'),
    'GET leagues/5/schedule': (call) => ok({ games: call.url.searchParams.get('day') === '2' ? [finalGame, leagueGame({ scheduleId: 10, day: 2 })] : [], total: 2 }),
    'GET leagues/5/schedule/9/summary': () => ok(summary),
    'GET leagues/5/schedule/9/box-score': () => ok(box),
  });
  renderLeagues('/game/historical-league/league/setup/5?tab=scores');
  const row = await screen.findByTestId('game-9');
  expect(screen.queryByTestId('game-10')).toBeNull();
  const link = within(row).getByRole('link', { name: 'Box score' });
  expect(link).toHaveAttribute('href', '/game/historical-league/pregame-summary/league/5/schedule/9/game/new');

  fireEvent.click(link);
  expect(await screen.findByRole('heading', { level: 1, name: 'Box score' })).toBeInTheDocument();
  const boxScore = await screen.findByTestId('box-score');
  expect(within(boxScore).getByRole('region', { name: 'New York Yankees' })).toHaveTextContent('Babe Ruth');
  expect(within(screen.getByTestId('box-pitching-0')).getByText('Waite Hoyt (W)')).toBeInTheDocument();
  expect(within(screen.getByTestId('box-pitching-1')).getByText('Lefty Grove (L)')).toBeInTheDocument();
  expect(within(screen.getByTestId('box-pitching-1')).getByText('8.0')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Play Ball' })).toBeNull();
});
