import { screen, within } from '@testing-library/react';
import { initI18n } from '../i18n';
import { PlayerCardPanel } from './PlayerCardPanel';
import { PlayerHistoryPanel } from './PlayerHistoryPanel';
import { PlayerRatingsPanel, formatFielding } from './PlayerRatingsPanel';
import { PlayerStatisticsPanel } from './PlayerStatisticsPanel';
import { PlayerTeamsPanel } from './PlayerTeamsPanel';
import { BallparkEffectsPanel, BallparkPanel, BattersPanel, LineupPanel, PitchersPanel } from './TeamPanels';
import { gehrigCard, gehrigRow, gehrigStatistics, hoytCard, hoytRow, yankees1927 } from './test-support/fixtures';
import { renderUi } from './test-support/render';

// The victory halves are covered in charts.test.tsx; here a stand-in keeps the panels' tests fast.
jest.mock('./charts/OutcomeBars', () => ({ __esModule: true, default: () => <svg data-testid="outcome-bars" /> }));
jest.mock('./charts/ParkBars', () => ({ __esModule: true, default: () => <svg data-testid="park-bars" /> }));

beforeAll(() => initI18n('en'));

const cellOf = (table: HTMLElement, header: string) => {
  const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
  const index = headers.indexOf(header);
  const row = within(table).getAllByRole('row')[1]!;
  return row.querySelectorAll('th, td')[index]!.textContent;
};

describe('Card tab', () => {
  test('draws the batter card: columns 1-3, rows 2 to 12, d20 splits and hits in capitals', async () => {
    renderUi(<PlayerCardPanel view={gehrigCard} />);
    const card = screen.getByTestId('player-card');
    expect(within(card).getByRole('heading', { name: 'Lou Gehrig' })).toBeInTheDocument();
    expect(within(card).getAllByRole('table').map((t) => within(t).getByText(/^Column/).textContent)).toEqual(['Column 1', 'Column 2', 'Column 3']);
    const first = within(card).getAllByRole('table')[0]!;
    expect(within(first).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    const cell = (text: string) => within(first).getByText((_, el) => el?.tagName === 'DIV' && el.textContent === text);
    expect(cell('HOMERUN 1-12')).toHaveClass('hit');
    expect(cell('fly 13-20')).not.toHaveClass('hit');
    expect(within(card).getByText('Running').nextElementSibling).toHaveTextContent('1-12'); // running 12 on a d20
    expect(await screen.findByTestId('outcome-bars')).toBeInTheDocument();
  });

  test('the outcome chart stacks K, Out, HR, 3B, 2B, 1B, BB plus HBP for batters, vs left and right', () => {
    renderUi(<PlayerCardPanel view={gehrigCard} />);
    const chart = screen.getByTestId('outcome-chart');
    expect(within(chart).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['K', 'Out', 'HR', '3B', '2B', '1B', 'BB', 'HBP']);
    expect(within(chart).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'vs Left', 'vs Right']);
    const hr = within(chart).getByRole('rowheader', { name: 'HR' }).closest('tr')!;
    expect(within(hr).getAllByRole('cell').map((c) => c.textContent)).toEqual(['6.0%', '7.0%']);
  });

  test('looks like a card: a header band in the club colours with its monogram, ratings in a grid of boxes', () => {
    renderUi(<PlayerCardPanel view={gehrigCard} />);
    const card = screen.getByTestId('player-card');
    const band = card.querySelector('header')!;
    expect(band).toHaveAttribute('data-team', 'NYA');
    expect(getComputedStyle(band).backgroundColor).toBe('rgb(12, 35, 64)'); // Yankees navy
    expect(within(band).getByTestId('team-monogram')).toHaveAttribute('data-initials', 'NY');
    expect(within(card).getAllByRole('term').map((t) => t.textContent)).toEqual(['Bats', 'Balance', 'Running', 'Stealing', 'Bunting', 'Hit & run']);
    expect(getComputedStyle(card.querySelector('dl')!).display).toBe('grid');
  });

  test('a card without a club keeps a plain ink band and no monogram', () => {
    renderUi(<PlayerCardPanel view={hoytCard} />);
    const band = screen.getByTestId('player-card').querySelector('header')!;
    expect(band).not.toHaveAttribute('data-team');
    expect(within(band).queryByTestId('team-monogram')).toBeNull();
  });

  test('a pitcher card is columns 4-6 and his chart has no HBP bar', () => {
    renderUi(<PlayerCardPanel view={hoytCard} />);
    expect(screen.getByText('Column 4')).toBeInTheDocument();
    expect(screen.getByText('Column 6')).toBeInTheDocument();
    expect(within(screen.getByTestId('outcome-chart')).queryByRole('rowheader', { name: 'HBP' })).toBeNull();
  });
});

describe('Ratings tab: every rating, a dash for zero (and for a reliever rating of 0 or less)', () => {
  const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

  test('every batter rating, fielding by position, and a dash for zero pitcher ratings of a position player', () => {
    renderUi(<PlayerRatingsPanel row={gehrigRow} />);
    expect(value('Balance')).toBe('4R');
    expect(value('Contact')).toBe('7');
    expect(value('Power')).toBe('10');
    expect(value('Running')).toBe('12');
    expect(value('Stealing')).toBe('C');
    expect(value('Bunting')).toBe('C');
    expect(value('Hit & run')).toBe('B');
    expect(value('First base')).toBe('2 / 1.2');
    expect(value('Right field')).toBe('3 / 2.5 / -1');
    expect(value('Catcher')).toBe('-');
    for (const label of ['Starter', 'Reliever', 'Closer', 'Endurance', 'Pressure', 'Hold runner', 'Balk', 'Wild pitch', 'Durability']) expect(value(label)).toBe('-');
    expect(screen.getByText('Not a pitcher this season.')).toBeInTheDocument();
  });

  test('a pitcher: values shown, zero shows a dash and a reliever rating of 0 or less shows a dash', () => {
    renderUi(<PlayerRatingsPanel row={hoytRow} />);
    expect(value('Starter')).toBe('7');
    expect(value('Reliever')).toBe('-'); // -1
    expect(value('Closer')).toBe('-'); // 0
    expect(value('Hold runner')).toBe('-'); // 0
    expect(value('Endurance')).toBe('27');
    expect(value('Durability')).toBe('4');
  });

  test('formatFielding', () => {
    expect(formatFielding(null)).toBe('-');
    expect(formatFielding({ range: 1, error: 0.5, arm: 2 })).toBe('1 / 0.5 / +2');
  });
});

describe('Statistics tab', () => {
  test("Gehrig's 1927 line: 47 HR and .373 with 3 decimals for AVG, OBP, SLG and OPS", () => {
    renderUi(<PlayerStatisticsPanel row={gehrigRow} />);
    const table = screen.getByTestId('season-batting');
    expect(cellOf(table, 'HR')).toBe('47');
    expect(cellOf(table, 'AVG')).toBe('0.373');
    expect(cellOf(table, 'OBP')).toBe('0.475');
    expect(cellOf(table, 'SLG')).toBe('0.765');
    expect(cellOf(table, 'OPS')).toBe('1.240');
    expect(screen.queryByTestId('season-pitching')).toBeNull();
    expect(screen.getByText('WAR is not in the historical record.')).toBeInTheDocument();
  });

  test('a pitcher: ERA and WHIP with 2 decimals, per-9 rates with 1, innings in thirds', () => {
    renderUi(<PlayerStatisticsPanel row={hoytRow} />);
    const table = screen.getByTestId('season-pitching');
    expect(cellOf(table, 'W')).toBe('22');
    expect(cellOf(table, 'IP')).toBe('256.1');
    expect(cellOf(table, 'ERA')).toBe('2.63');
    expect(cellOf(table, 'WHIP')).toBe('1.15');
    expect(cellOf(table, 'H/9')).toBe('8.5');
    expect(cellOf(table, 'SO/9')).toBe('3.1');
  });
});

describe('Historical Statistics tab', () => {
  test('one row per season and the career totals', () => {
    renderUi(<PlayerHistoryPanel statistics={gehrigStatistics} />);
    const table = screen.getByTestId('history-batting');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.firstChild?.textContent)).toEqual(['Year', '1926', '1927', 'Career']);
    const career = rows[3]!;
    expect(career.textContent).toContain('63');
    expect(career.textContent).toContain((397 / 1156).toFixed(3));
    expect(screen.queryByTestId('history-pitching')).toBeNull();
  });
});

describe('Teams tab', () => {
  test('links each team-season to its team page', () => {
    renderUi(<PlayerTeamsPanel teams={[{ year: 1927, teamId: 'NYA', name: 'New York Yankees', lgId: 'AL', franchId: 'NYY' }]} />);
    expect(screen.getByRole('link', { name: 'New York Yankees' })).toHaveAttribute('href', '/stats-and-ratings/teams/NYA?year=1927');
  });
  test('no teams: the spec placeholder', () => {
    renderUi(<PlayerTeamsPanel teams={[]} />);
    expect(screen.getByText('Data not available')).toBeInTheDocument();
  });
});

describe('team tabs', () => {
  test('Ballpark: what the record has and, plainly, what it lacks', () => {
    renderUi(<BallparkPanel team={yankees1927} />);
    expect(screen.getByText('Yankee Stadium I')).toBeInTheDocument();
    expect(screen.getByText('New York, NY, US')).toBeInTheDocument();
    expect(screen.getByText('1,164,015')).toBeInTheDocument();
    expect(screen.getByText('110-44 (.714)')).toBeInTheDocument();
    expect(screen.getByText(/does not hold capacity, distance, height, surface, foul territory, weather, or umpire for this park/)).toBeInTheDocument();
  });

  test('Ball Park Effects: factors, the label and the chart', async () => {
    renderUi(<BallparkEffectsPanel team={yankees1927} />);
    expect(screen.getByText('Neutral')).toBeInTheDocument();
    expect(screen.getByTestId('effects-panel').textContent).toContain('Batting 98');
    expect(await screen.findByTestId('park-bars')).toBeInTheDocument();
  });

  test('Batters and Pitchers link each player to his season', () => {
    renderUi(
      <>
        <BattersPanel team={yankees1927} />
        <PitchersPanel team={yankees1927} />
      </>,
    );
    expect(within(screen.getByTestId('batters-panel')).getByRole('link', { name: 'Lou Gehrig' })).toHaveAttribute('href', '/stats-and-ratings/players/gehrilo01?year=1927');
    expect(cellOf(screen.getByTestId('pitchers-panel'), 'ERA')).toBe('2.63');
  });

  test('Lineup: batting order, starting pitcher and rotation', () => {
    renderUi(<LineupPanel team={yankees1927} />);
    expect(screen.getByRole('link', { name: 'Earle Combs' })).toBeInTheDocument();
    expect(screen.getByText('Starting pitcher:', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Waite Hoyt' })).toHaveLength(1);
  });

  test('Lineup of a roster too small for one says so', () => {
    renderUi(<LineupPanel team={{ ...yankees1927, lineup: [] }} />);
    expect(screen.getByText('Not enough players on this roster for a lineup.')).toBeInTheDocument();
  });
});
