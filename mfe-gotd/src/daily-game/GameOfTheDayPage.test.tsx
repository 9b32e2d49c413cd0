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

test('when mfe_gameplay cannot be loaded the page says so and can try again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadPlayScreen.mockRejectedValueOnce(new Error('down'));
  renderPage();
  expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
  await screen.findByRole('region', { name: 'shared play screen' });
});
