import { render, screen, within } from '@testing-library/react';
import { ThemeRoot, type LeagueBracket } from '@bb/shared';
import { leagueDetail, leagueTeam } from '../test/league-fixtures';
import { setupStatsTests } from '../test/render';
import { BracketView } from './BracketView';

setupStatsTests();

const league = leagueDetail({
  groups: ['American League', 'National League'],
  teams: [
    leagueTeam(0, 'New York', 'Yankees', 'NYA'),
    leagueTeam(1, 'Boston', 'Red Sox', 'BOS'),
    leagueTeam(2, 'Pittsburgh', 'Pirates', 'PIT', { group: 1, lgId: 'NL' }),
    leagueTeam(3, 'St. Louis', 'Cardinals', 'SLN', { group: 1, lgId: 'NL' }),
  ],
});

const bracket = (ties: LeagueBracket['ties']): LeagueBracket => ({
  rounds: [{ name: 'World Series', bestOf: 7, series: [{ round: 'World Series', bestOf: 7, top: 1, bottom: 3, topWins: 1, bottomWins: 0, winner: null, group: null }] }],
  champion: null,
  note: null,
  ties,
});

const renderBracket = (b: LeagueBracket) =>
  render(
    <ThemeRoot mode="day">
      <BracketView league={league} bracket={b} />
    </ThemeRoot>,
  );

test('a tie for a playoff place says how it was settled: the tie-breaker game and its score, or the rule', () => {
  renderBracket(
    bracket([
      { group: 0, teams: [0, 1], winner: 1, settledBy: 'game', score: { winner: 5, loser: 3 } },
      { group: 1, teams: [2, 3], winner: 3, settledBy: 'head-to-head', score: null },
    ]),
  );
  const ties = within(screen.getByTestId('bracket')).getByRole('list', { name: 'Ties for a playoff place' });
  expect(within(ties).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Boston Red Sox beat New York Yankees 5-3 in a tie-breaker game for the postseason place.',
    'St. Louis Cardinals took the postseason place over Pittsburgh Pirates (tied on record) by head-to-head record.',
  ]);
});

test('a tie-breaker game still to play, before the bracket is set; no ties, no list', () => {
  const { unmount } = renderBracket({ rounds: [], champion: null, note: null, ties: [{ group: 0, teams: [0, 1], winner: null, settledBy: 'game', score: null }] });
  expect(screen.getByRole('list', { name: 'Ties for a playoff place' })).toHaveTextContent('New York Yankees and Boston Red Sox are tied: a tie-breaker game decides the postseason place.');
  unmount();
  renderBracket(bracket([]));
  expect(screen.getByTestId('bracket')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Ties for a playoff place' })).toBeNull();
});
