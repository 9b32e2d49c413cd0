import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { fail, mockApi, ok, type Call, type Handler } from '@bb/shared/src/testing/api-mock';
import SeasonRoutes from '../app/SeasonRoutes';
import { pending, READY_1927 } from '../test/accuracy-fixtures';
import { login, renderRoutes, setupStatsTests } from '../test/render';
import { ACCURACY_POLL_MS } from './use-accuracy-report';

setupStatsTests();

const renderSeason = (path: string) => renderRoutes(path, <Route path="/season/*" element={<SeasonRoutes />} />);

// The stand-in fetch answers after a few turns of Node's own event loop, which no fake timer holds back.
const { setImmediate: nodeImmediate } = jest.requireActual<typeof import('timers')>('timers');

let calls: Call[];
const serve = (accuracy: Handler) => {
  ({ calls } = mockApi({
    'GET seasons/current': () => ok({ year: 2025, label: '2025 SEASON', rosters: 'Final rosters of the 2025 season' }),
    'GET seasons/years/1927/accuracy': accuracy,
  }));
};
/** The answers in order, the last one for every later ask. */
const inTurn = (...answers: Array<ReturnType<Handler>>): Handler => {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)]!;
};
const asked = () => calls.filter((c) => c.path === 'seasons/years/1927/accuracy').length;

beforeEach(() => login());

describe('while the replays run', () => {
  // Fake timers drive the polling; the fetch stand-in and React still need real microtasks and immediates.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());
  /** Lets every answer in flight arrive and render (not `findBy`: its waiting would move the fake clock). */
  const settle = () => act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => nodeImmediate(resolve));
  });
  const tick = async (ms: number) => {
    await act(async () => jest.advanceTimersByTime(ms));
    await settle();
  };

  test('queued, then running, then ready: asked again every few seconds after each answer, and never again once ready', async () => {
    serve(inTurn(ok(pending('queued', 0)), ok(pending('running', 3)), ok(READY_1927)));
    renderSeason('/season/accuracy/1927');
    await settle();
    expect(screen.getByTestId('accuracy-progress')).toHaveTextContent('Getting the 1927 replays ready: 0 of 10 replays');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How accurate are the 1927 replays?');
    expect(asked()).toBe(1);
    await tick(ACCURACY_POLL_MS - 1);
    expect(asked()).toBe(1);
    await tick(1);
    expect(asked()).toBe(2);
    expect(screen.getByTestId('accuracy-progress')).toHaveTextContent('Replaying the 1927 season: 3 of 10 replays');
    const bar = screen.getByRole('progressbar', { name: 'Replays finished' });
    expect(bar).toHaveAttribute('value', '3');
    expect(bar).toHaveAttribute('max', '10');
    expect(screen.getByTestId('accuracy-meta')).toHaveTextContent('Engine 17.4.0');
    await tick(ACCURACY_POLL_MS);
    expect(asked()).toBe(3);
    expect(screen.queryByTestId('accuracy-progress')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Standings: real and replayed' })).toBeInTheDocument();
    await tick(ACCURACY_POLL_MS * 10);
    expect(asked()).toBe(3);
  });

  test('leaving the page stops the asking', async () => {
    serve(() => ok(pending('running', 4)));
    const { unmount } = renderSeason('/season/accuracy/1927');
    await settle();
    expect(screen.getByTestId('accuracy-progress')).toHaveTextContent('4 of 10 replays');
    unmount();
    await tick(ACCURACY_POLL_MS * 10);
    expect(asked()).toBe(1);
  });

  test('a failed report stops the asking; Retry asks again and follows the replays it queued', async () => {
    serve(inTurn(ok(pending('failed', 6)), ok(pending('queued', 0)), ok(pending('running', 1))));
    renderSeason('/season/accuracy/1927');
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('The 1927 replays could not be finished.');
    expect(screen.queryByTestId('accuracy-progress')).toBeNull();
    await tick(ACCURACY_POLL_MS * 10);
    expect(asked()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(asked()).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('accuracy-progress')).toHaveTextContent('Getting the 1927 replays ready: 0 of 10 replays');
    await tick(ACCURACY_POLL_MS);
    expect(screen.getByTestId('accuracy-progress')).toHaveTextContent('Replaying the 1927 season: 1 of 10 replays');
  });
});

test("a refused request shows the server's words with Retry", async () => {
  serve(inTurn(fail(404, 'There is no season of that year in the record'), ok(pending('queued', 0))));
  renderSeason('/season/accuracy/1927');
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no season of that year in the record');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('accuracy-progress')).toHaveTextContent('0 of 10 replays');
});

test('the figures: standings by real league in real order, runs a game, the league rates, every error figure explained', async () => {
  serve(() => ok(READY_1927));
  renderSeason('/season/accuracy/1927');
  const al = await screen.findByTestId('accuracy-standings-American League');
  const rows = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
  expect(rows(al)).toEqual([
    ['Team', 'Real W-L', 'Replay W-L', 'Wins +/-', 'R/G real', 'R/G replay', 'RA/G real', 'RA/G replay'],
    ['New York Yankees', '110-44', '103.3-50.8', '-6.8', '6.29', '6.01', '3.86', '3.95'],
    ['Philadelphia Athletics', '91-63', '88.6-65.4', '-2.4', '5.35', '5.12', '4.18', '4.30'],
  ]);
  expect(within(al).getByText('American League', { selector: 'caption' })).toBeInTheDocument();
  expect(rows(screen.getByTestId('accuracy-standings-National League'))[1]).toEqual(['Pittsburgh Pirates', '94-60', '94.0-60.0', '0.0', '5.14', '5.20', '4.40', '4.38']);
  expect(rows(screen.getByTestId('accuracy-rates'))).toEqual([
    ['Stat', 'Real', 'Replayed', '+/-'],
    ['Runs per game', '4.75', '4.70', '-0.05'],
    ['Batting average', '0.285', '0.289', '+0.004'],
    ['Home runs per game', '0.286', '0.270', '-0.016'],
    ['ERA', '4.14', '4.02', '-0.12'],
  ]);
  const figure = (key: string) => {
    const box = screen.getByTestId(`accuracy-error-${key}`);
    return [within(box).getByRole('term').textContent, within(box).getAllByRole('definition')[0]!.textContent];
  };
  expect(figure('wRmse')).toEqual(['Wins off per team (one replay)', '6.8 wins']);
  expect(within(screen.getByTestId('accuracy-error-wRmse')).getByText(/Luck alone gives about 7/)).toBeInTheDocument();
  // The record's own luck beside the two wins figures.
  expect(screen.getByTestId('accuracy-floor-wRmse')).toHaveTextContent('A perfect game would still be off by at least 6.0 wins here.');
  expect(screen.getByTestId('accuracy-floor-wRmseOfMean')).toHaveTextContent('A perfect game would still be off by at least 3.0 wins here.');
  expect(figure('wRmseOfMean')).toEqual(['Wins off per team (average of the replays)', '4.4 wins']);
  expect(figure('rsRmse')).toEqual(['Runs scored per game off per team', '0.17 runs a game']);
  expect(figure('raRmse')).toEqual(['Runs allowed per game off per team', '0.19 runs a game']);
  expect(figure('rPerG')).toEqual(['League scoring', '-1.2 %']);
  expect(figure('cg')).toEqual(['Complete games', '-12.3 %']);
  expect(figure('sho')).toEqual(['Shutouts', '+4.0 %']);
  expect(figure('starters')).toEqual(['Pitchers who started a game, per team', '9.6 real, 8.3 replayed']);
  expect(figure('usage')).toEqual(['Most overworked player', '112.5 %']);
  const usage = screen.getByTestId('accuracy-usage-detail');
  expect(usage).toHaveTextContent('36 starts in one replay against 32 real · Who was it?');
  expect(within(usage).getByRole('link', { name: 'Who was it?' })).toHaveAttribute('href', '/stats-and-ratings/players/hoytwa01?year=1927');
  expect(screen.getByTestId('accuracy-meta')).toHaveTextContent('Engine 17.4.0 · figures from 10 replays, finished Mon, May 4, 2026, 10:30 AM (ET)');
});

test('the season picker: every replayable season newest first; no report is asked for before one is chosen', async () => {
  serve(() => ok(READY_1927));
  renderSeason('/season/accuracy');
  expect(screen.getByText('Choose a season to see how its replays compare with the record.')).toBeInTheDocument();
  const picker = screen.getByLabelText('Season');
  await within(picker).findByRole('option', { name: '2025' });
  const years = within(picker).getAllByRole('option').map((o) => o.textContent);
  expect(years.slice(0, 3)).toEqual(['Choose a season', '2025', '2024']);
  expect(years.at(-1)).toBe('1871');
  expect(years).toHaveLength(2025 - 1871 + 2);
  expect(asked()).toBe(0);
  fireEvent.change(picker, { target: { value: '1927' } });
  expect(screen.getByTestId('where')).toHaveTextContent('/season/accuracy/1927');
  expect(await screen.findByTestId('accuracy-rates')).toBeInTheDocument();
  expect(screen.getByLabelText('Season')).toHaveValue('1927');
});

test('a year that is no season says so and asks nothing', async () => {
  serve(() => ok(READY_1927));
  renderSeason('/season/accuracy/1492');
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no season of that year in the record.');
  expect(asked()).toBe(0);
  expect(calls.some((c) => c.path.includes('accuracy'))).toBe(false);
});
