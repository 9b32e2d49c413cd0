import { render, screen, within } from '@testing-library/react';
import { ThemeRoot, initI18n, type TournamentBracket } from '@bb/shared';
import { TournamentBracketView } from './TournamentBracketView';
import { doubleElimination, roundRobin, singleEliminationWithByes, team } from '../test-fixtures';

const TEAMS = Array.from({ length: 8 }, (_, i) => team(i, { seed: i + 1 }));

function draw(bracket: TournamentBracket, myTeam: number | null = null) {
  return render(
    <ThemeRoot mode="day">
      <TournamentBracketView bracket={bracket} teams={TEAMS} myTeam={myTeam} />
    </ThemeRoot>,
  );
}

const roundNames = (scope: HTMLElement) => within(scope).getAllByTestId('bracket-round').map((r) => within(r).getByRole('heading').textContent);
const sideText = (id: number, side: 'top' | 'bottom') => screen.getByTestId(`match-${id}-${side}`).textContent;

beforeAll(() => initI18n('en'));

test('single elimination: rounds as columns left to right in their own scrolling box, byes shown as BYE, winners marked', () => {
  draw(singleEliminationWithByes(), 3);
  const box = screen.getByRole('region', { name: 'Knockout' });
  expect(box).toHaveAttribute('tabindex', '0');
  expect(roundNames(box)).toEqual(['Quarterfinals', 'Semifinals', 'Final']);
  const [quarters, semis, final] = within(box).getAllByTestId('bracket-round');
  expect(within(quarters!).getAllByTestId(/^match-\d+$/)).toHaveLength(4);
  expect(within(semis!).getAllByTestId(/^match-\d+$/)).toHaveLength(2);
  expect(within(final!).getAllByTestId(/^match-\d+$/)).toHaveLength(1);

  // Seed 1 (1927 New York Yankees) goes through on a bye: the other side reads BYE and shows no series score.
  expect(sideText(1, 'top')).toBe('11927 New York Yankees');
  expect(sideText(1, 'bottom')).toBe('BYE');
  expect(screen.getByTestId('match-1')).toHaveAttribute('data-bye', 'true');
  expect(screen.getByTestId('match-1-top')).toHaveAttribute('data-winner', 'true');
  expect(screen.getByTestId('match-4-bottom')).toHaveTextContent('BYE');

  // A played series: the winner marked, both series scores shown; a running one says Live.
  expect(screen.getByTestId('match-2-top')).toHaveAttribute('data-winner', 'true');
  expect(screen.getByTestId('match-2-bottom')).not.toHaveAttribute('data-winner');
  expect(sideText(2, 'top')).toBe('41930 Baltimore Orioles2');
  expect(sideText(2, 'bottom')).toBe('51931 St. Louis Cardinals1');
  expect(screen.getByTestId('match-3')).toHaveTextContent('Live');
  expect(screen.getByTestId('match-2')).toHaveTextContent('Best of 3');

  // An open slot waits for its winner.
  expect(sideText(6, 'top')).toBe('TBD');
  expect(sideText(7, 'top')).toBe('TBD');

  // The viewer's team (index 3) is marked wherever it plays.
  expect(screen.getByTestId('match-2-top')).toHaveAttribute('data-mine', 'true');
  expect(screen.getByTestId('match-5-bottom')).toHaveAttribute('data-mine', 'true');
  expect(screen.getByTestId('match-2-top')).toHaveAccessibleName('1930 Baltimore Orioles (winner, your team)');
  expect(screen.getByTestId('match-1-top')).not.toHaveAttribute('data-mine');
});

test('double elimination: winners bracket, losers bracket and grand final, each its own set of columns', () => {
  draw(doubleElimination());
  expect(screen.getByRole('heading', { name: 'Double elimination' })).toBeInTheDocument();
  const winners = screen.getByRole('region', { name: 'Winners bracket' });
  const losers = screen.getByRole('region', { name: 'Losers bracket' });
  const grand = screen.getByRole('region', { name: 'Grand final' });
  expect(roundNames(winners)).toEqual(['Round 1', 'Round 2']);
  expect(roundNames(losers)).toEqual(['Round 1', 'Round 2']);
  expect(roundNames(grand)).toEqual(['Grand Final']);
  // The losers bracket holds the first-round losers.
  expect(within(losers).getByTestId('match-4-top')).toHaveTextContent('1930 Baltimore Orioles');
  expect(within(losers).getByTestId('match-4-bottom')).toHaveAttribute('data-winner', 'true');
  expect(within(grand).getByTestId('match-6-top')).toHaveAttribute('data-winner', 'true');
  expect(within(grand).getByTestId('match-6-top')).toHaveTextContent('1927 New York Yankees2');
  expect(within(grand).getByTestId('match-6-bottom')).toHaveTextContent('1929 Cincinnati Reds1');
});

test('round robin: each pool as a standings table (the top two marked as going through) with its matchdays, then the knockout', () => {
  draw(roundRobin(), 7);
  const poolA = screen.getByRole('region', { name: 'Pool A' });
  const table = within(poolA).getByRole('table', { name: 'Pool A' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
    ['1927 New York Yankees', '3', '0', '6-1'],
    ['1930 Baltimore Orioles', '2', '1', '4-3'],
    ['1928 Philadelphia Athletics', '1', '2', '3-4'],
    ['1929 Cincinnati Reds', '0', '3', '1-6'],
  ]);
  expect(rows.map((r) => r.hasAttribute('data-advances'))).toEqual([true, true, false, false]);
  expect(within(poolA).getByRole('heading', { name: 'Matchday 1' })).toBeInTheDocument();
  expect(within(poolA).getByTestId('match-1')).toBeInTheDocument();

  const poolB = screen.getByRole('region', { name: 'Pool B' });
  const poolBRows = within(within(poolB).getByRole('table')).getAllByRole('row').slice(1);
  expect(poolBRows[1]).toHaveAttribute('data-mine', 'true');

  const knockout = screen.getByRole('region', { name: 'Knockout' });
  expect(roundNames(knockout)).toEqual(['Semifinals', 'Final']);
  expect(within(knockout).getByTestId('match-90-bottom')).toHaveAttribute('data-mine', 'true');
});
