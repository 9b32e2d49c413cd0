import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot, initI18n } from '@bb/shared';
import { createFakePlayScreen } from './test-play-screen';
import GameOfTheDayPage from './GameOfTheDayPage';

const fake = createFakePlayScreen();
const received = fake.received;
const loadPlayScreen = jest.fn(async () => fake.lifecycles);
jest.mock('./play-screen-remote', () => ({ loadPlayScreen: () => loadPlayScreen(), resetPlayScreen: () => Promise.resolve() }));
jest.mock('./daily-game-api', () => ({
  appDailyGameApi: {
    fetchGame: jest.fn(async () => ({ game: {}, gotd: { gameDay: '2026-11-22', result: { win: true, runs: 7, runsAllowed: 3, hits: 11, hr: 2, strikeouts: 6 } } })),
  },
}));

beforeAll(() => initI18n('en'));

const ID = '22222222-2222-4222-8222-222222222222';
const renderPage = () =>
  render(
    <MemoryRouter initialEntries={[`/game-of-the-day/${ID}`]}>
      <ThemeRoot>
        <Routes>
          <Route path="/game-of-the-day/*" element={<GameOfTheDayPage />} />
        </Routes>
      </ThemeRoot>
    </MemoryRouter>,
  );

test('the daily game mounts mfe_gameplay/PlayScreen over gotd/games; after the final out, the result and the board links', async () => {
  renderPage();
  await screen.findByRole('region', { name: 'shared play screen' });
  expect(received[0]!.source).toEqual({ base: 'gotd/games', gameId: ID });
  fireEvent.click(screen.getByRole('button', { name: 'finish' }));
  await waitFor(() => expect(screen.getByTestId('gotd-result')).toHaveTextContent('Win 7-3'));
  expect(screen.getByRole('link', { name: 'View Leaderboard' })).toHaveAttribute('href', '/leaderboard?tab=Today&subTab=DailyRunsLeader&period=Today');
});

test("the exit prompt says what leaving does: the computer plays on and the result is today's one try (not 'All progress will be lost')", async () => {
  renderPage();
  await screen.findByRole('region', { name: 'shared play screen' });
  const prompt = received.at(-1)!.exitMessage;
  expect(prompt).toBe("Are you sure you want to leave? The computer will play out the rest of this game, and its result will count as today's only try.");
  expect(prompt).not.toMatch(/progress will be lost/);
});

test('after Quick Play ends the game the result scrolls into view (above the controls, off screen on a phone)', async () => {
  const scrolled: Array<[Element, ScrollIntoViewOptions | boolean | undefined]> = [];
  const original = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function (this: Element, options?: ScrollIntoViewOptions | boolean) {
    scrolled.push([this, options]);
  };
  try {
    renderPage();
    await screen.findByRole('region', { name: 'shared play screen' });
    expect(scrolled).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'finish' }));
    const result = await screen.findByTestId('gotd-result');
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(scrolled[0]![0]).toBe(result);
    expect(scrolled[0]![1]).toMatchObject({ block: 'nearest' });
  } finally {
    Element.prototype.scrollIntoView = original;
  }
});

test('when mfe_gameplay cannot be loaded the page says so and can try again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadPlayScreen.mockRejectedValueOnce(new Error('down'));
  renderPage();
  expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
  await screen.findByRole('region', { name: 'shared play screen' });
});
