import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import type { LeagueHistoryCompare } from '@bb/shared';
import { leagueDetail } from '../test/league-fixtures';
import { renderRoutes, setupStatsTests } from '../test/render';
import { HistoryComparePanel } from './HistoryComparePanel';

setupStatsTests();

const row = (index: number, group: string | undefined, simWins: number, realWins: number) => ({
  index, ...(group ? { group } : {}), simWins, simLosses: 10 - simWins, realWins, realLosses: 154 - realWins, winDiff: 0,
});

const compare = (teams: LeagueHistoryCompare['teams']): LeagueHistoryCompare => ({ year: 1998, teams, leaders: [] });

const show = (data: LeagueHistoryCompare) => renderRoutes('/', <Route path="/" element={<HistoryComparePanel league={leagueDetail()} compare={data} />} />);

test('one table per real league or division, captioned with its name, in the order the server sends', () => {
  show(compare([row(0, 'American League East', 7, 114), row(2, 'American League East', 3, 79), row(1, 'American League West', 6, 74)]));
  const tables = within(screen.getByTestId('history-compare')).getAllByRole('table');
  expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual([
    'American League East: simulated season against the real 1998',
    'American League West: simulated season against the real 1998',
  ]);
  expect(within(tables[0]!).getAllByRole('row').slice(1).map((r) => r.querySelector('th, td')?.textContent)).toEqual(['New York Yankees●', 'Washington Senators']);
  expect(within(tables[1]!).getByText('74-80')).toBeInTheDocument();
});

test('a league of one table (or an answer without groups) keeps the one plain table', () => {
  show(compare([row(0, undefined, 7, 114), row(1, undefined, 3, 79)]));
  const tables = within(screen.getByTestId('history-compare')).getAllByRole('table');
  expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual(['Simulated season against the real 1998']);
  expect(within(tables[0]!).getAllByRole('row')).toHaveLength(3);
});
