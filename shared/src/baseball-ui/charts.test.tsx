import { screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../i18n';
import { BallparkChart } from './charts/BallparkChart';
import { OUTCOME_KEYS, PARK_AXIS, clampFactor, outcomeSeries } from './charts/chart-data';
import { OutcomeChart } from './charts/OutcomeChart';
import { StatTable } from './StatTable';
import { renderUi } from './test-support/render';

beforeAll(() => initI18n('en'));

const batter = { K: 0.1, Out: 0.5, HR: 0.07, '3B': 0.02, '2B': 0.06, '1B': 0.12, BB: 0.12, HBP: 0.01 };

test('outcome series: spec order K, Out, HR, 3B, 2B, 1B, BB, HBP, in percent per side', () => {
  const series = outcomeSeries(batter, { ...batter, HR: 0.08 }, { left: 'vs Left', right: 'vs Right' });
  expect(series.map((s) => s.key)).toEqual([...OUTCOME_KEYS]);
  expect(series.find((s) => s.key === 'HR')!.points).toEqual([
    { side: 'vs Left', percent: 7.000000000000001 },
    { side: 'vs Right', percent: 8 },
  ]);
  const { HBP: _hbp, ...pitcher } = batter;
  expect(outcomeSeries(pitcher, pitcher, { left: 'L', right: 'R' }).map((s) => s.key)).not.toContain('HBP');
});

test('park axis is 40 to 160 around 100, and factors beyond it are drawn at the edge', () => {
  expect(PARK_AXIS).toEqual({ min: 40, max: 160, neutral: 100 });
  expect(clampFactor(171)).toBe(160);
  expect(clampFactor(12)).toBe(40);
  expect(clampFactor(104)).toBe(104);
});

// The real victory charts: they arrive after first paint (lazy), then draw SVG.
test('the outcome chart shows its numbers at once and draws victory bars when the chunk arrives', async () => {
  renderUi(<OutcomeChart vsLeft={batter} vsRight={batter} />);
  expect(screen.getByText('Loading chart…')).toBeInTheDocument();
  expect(within(screen.getByTestId('outcome-chart')).getAllByRole('rowheader')).toHaveLength(8);
  await waitForSvg();
  await waitFor(() => expect(screen.queryByText('Loading chart…')).toBeNull(), { timeout: 10_000 });
  expect(document.querySelectorAll('.VictoryContainer svg path').length).toBeGreaterThanOrEqual(16);
}, 20_000);

test('the ballpark chart labels Pitcher Friendly and Batter Friendly and prints the factors', async () => {
  renderUi(<BallparkChart battingFactor={112} pitchingFactor={95} />);
  await waitForSvg();
  await waitFor(() => expect(screen.queryByText('Loading chart…')).toBeNull(), { timeout: 10_000 });
  const figure = screen.getByTestId('ballpark-chart');
  expect(figure.textContent).toContain('Batter Friendly');
  expect(figure.textContent).toContain('Pitcher Friendly');
  expect(figure.textContent).toContain('112');
  expect(figure.textContent).toContain('160');
  expect(figure.textContent).toContain('40');
}, 20_000);

async function waitForSvg() {
  const deadline = Date.now() + 15_000;
  while (!document.querySelector('.VictoryContainer svg') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(document.querySelector('.VictoryContainer svg')).not.toBeNull();
}

test('StatTable: the name column is sticky, the scroller takes the overflow, sort headers call back', () => {
  const onSort = jest.fn();
  renderUi(
    <StatTable
      caption="Leaders"
      columns={[
        { key: 'name', label: 'Player', render: (r: { name: string; era: number }) => r.name },
        { key: 'era', label: 'ERA', title: 'Earned run average', render: (r) => r.era.toFixed(2), numeric: true },
      ]}
      rows={[{ name: 'Luis Tiant', era: 1.6 }]}
      rowKey={(r) => r.name}
      sortable={['era']}
      sortKey="era"
      onSort={onSort}
    />,
  );
  const header = screen.getByRole('rowheader', { name: 'Luis Tiant' });
  expect(getComputedStyle(header).position).toBe('sticky');
  expect(getComputedStyle(header).left).toBe('0px');
  expect(getComputedStyle(screen.getByRole('table').parentElement!).overflowX).toBe('auto');
  screen.getByRole('button', { name: 'Sort by Earned run average' }).click();
  expect(onSort).toHaveBeenCalledWith('era');
  expect(screen.getByRole('columnheader', { name: 'ERA' })).toHaveAttribute('aria-sort', 'descending');
});
