import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { login, renderStats, setupStatsTests } from '../../test/render';
import { yearsInRange } from './year-range';

setupStatsTests();

const ERAS = [
  { name: 'Power Era', from: 1871, to: null },
  { name: 'Expansion Era', from: 1961, to: 1998 },
  { name: 'Integrated Era', from: 1947, to: 1960 },
  { name: 'Golden Era', from: 1920, to: 1946 },
  { name: 'Deadball Era', from: 1876, to: 1919 },
];
const YEARS = [
  { year: 2019, leagues: ['AL', 'NL'], teams: 30 },
  { year: 2005, leagues: ['AL', 'NL'], teams: 30 },
  { year: 1975, leagues: ['AL', 'NL'], teams: 24 },
  { year: 1927, leagues: ['AL', 'NL', 'NNL'], teams: 24 },
];
const standings = (lgId: string) => ({
  lgId,
  year: 1927,
  standings: [{ division: null, teams: [{ teamId: `${lgId}1`, name: `${lgId} Club`, wins: 90, losses: 64, winPercentage: 90 / 154, gamesBehind: 0, runsScored: 700, runsAllowed: 600 }] }],
});

beforeEach(() => {
  login();
  mockApi({
    'GET years': () => ok({ eras: ERAS, years: YEARS }),
    'GET leagues/AL/seasons/2019/standings': () => ok(standings('AL')),
    'GET leagues/NL/seasons/2019/standings': () => ok(standings('NL')),
    'GET leagues/AL/seasons/2005/standings': () => ok(standings('AL')),
    'GET leagues/NL/seasons/2005/standings': () => ok(standings('NL')),
    'GET leagues/AL/seasons/1927/standings': () => ok(standings('AL')),
    'GET leagues/NL/seasons/1927/standings': () => ok(standings('NL')),
    'GET leagues/NNL/seasons/1927/standings': () => ok(standings('NNL')),
  });
});

test('era tabs as the spec lists them; by default the years 1999 to 2019, newest first', async () => {
  renderStats('/stats-and-ratings');
  const eras = await screen.findByRole('tablist', { name: 'Eras' });
  expect(within(eras).getAllByRole('tab').map((t) => t.textContent)).toEqual([
    'Power Era 1871 to current year',
    'Expansion Era 1961 to 1998',
    'Integrated Era 1947 to 1960',
    'Golden Era 1920 to 1946',
    'Deadball Era 1876 to 1919',
  ]);
  expect(within(eras).getAllByRole('tab').every((t) => t.getAttribute('aria-selected') === 'false')).toBe(true);
  expect(screen.getByText('1999 to 2019')).toBeInTheDocument();
  const years = screen.getByRole('tablist', { name: 'Years' });
  expect(within(years).getAllByRole('tab').map((t) => t.textContent)).toEqual(['2019', '2005']);
  expect(screen.getByRole('heading', { name: 'Leagues of 2019' })).toBeInTheDocument();
  const al = await screen.findByTestId('league-AL');
  expect(within(al).getByRole('link', { name: 'American League' })).toHaveAttribute('href', '/stats-and-ratings/league/AL?year=2019');
  expect(within(al).getByText('AL', { selector: 'span' })).toBeInTheDocument();
  expect(await within(al).findByRole('link', { name: 'AL Club' })).toHaveAttribute('href', '/stats-and-ratings/teams/AL1?year=2019');
});

test('choosing an era lists its seasons; choosing a year lists that season’s leagues, Negro leagues included', async () => {
  renderStats('/stats-and-ratings');
  fireEvent.click(await screen.findByRole('tab', { name: 'Golden Era 1920 to 1946' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/stats-and-ratings?era=Golden+Era');
  expect(within(screen.getByRole('tablist', { name: 'Years' })).getAllByRole('tab').map((t) => t.textContent)).toEqual(['1927']);
  const nnl = await screen.findByTestId('league-NNL');
  expect(within(nnl).getByRole('link', { name: 'Negro National League' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'Power Era 1871 to current year' }));
  fireEvent.click(screen.getByRole('tab', { name: '1975' }));
  expect(screen.getByTestId('where')).toHaveTextContent('era=Power+Era&year=1975');
  expect(screen.getByRole('heading', { name: 'Leagues of 1975' })).toBeInTheDocument();
});

test('an era with no seasons in the record says so', async () => {
  renderStats('/stats-and-ratings?era=Deadball%20Era');
  expect(await screen.findByText('No seasons of this range are in the historical record.')).toBeInTheDocument();
});

test('yearsInRange: default range, open-ended Power Era, newest first', () => {
  const power = { name: 'Power Era', from: 1871, to: null };
  expect(yearsInRange(YEARS, undefined).map((y) => y.year)).toEqual([2019, 2005]);
  expect(yearsInRange(YEARS, power, 2026).map((y) => y.year)).toEqual([2019, 2005, 1975, 1927]);
  expect(yearsInRange(YEARS, { name: 'Expansion Era', from: 1961, to: 1998 }).map((y) => y.year)).toEqual([1975]);
});
