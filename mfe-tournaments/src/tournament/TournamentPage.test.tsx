import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot, createRemoteLifecycles, initI18n, type PlayScreenProps } from '@bb/shared';
import TournamentPage from './TournamentPage';
import { tournamentPlayPath } from '../tournament-core/play-path';

// mfe_gameplay's play screen comes through Module Federation at run time: jest stands in for it at that boundary.
const received: PlayScreenProps[] = [];
function FakePlayScreen(props: PlayScreenProps) {
  received.push(props);
  return (
    <section aria-label="shared play screen">
      <button onClick={() => props.onFinal?.({ league: { leagueId: 12, scheduleId: 31 } } as never)}>finish</button>
      {props.after}
    </section>
  );
}
const fake = createRemoteLifecycles(FakePlayScreen, { name: 'mfe_gameplay/PlayScreen' });
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ options: { remotes: [{ name: 'mfe_gameplay', entry: 'http://localhost/remotes/mfe-gameplay/mf-manifest.json' }] } }),
  registerRemotes: () => undefined,
  loadRemote: async () => fake,
}));

const GAME_ID = '0b6f3f5e-8d4c-4f7e-9a51-2f0c7a1d9e11';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot mode="day">
        <Routes>
          <Route path="/tournament/:gameId/:stage?" element={<TournamentPage />} />
        </Routes>
      </ThemeRoot>
    </MemoryRouter>,
  );
}

beforeAll(() => initI18n('en'));

test('a tournament game is played on the shared play screen; after the final out the way back is its summary', async () => {
  renderAt(tournamentPlayPath(GAME_ID, 12));
  await screen.findByRole('region', { name: 'shared play screen' });
  expect(screen.getByRole('heading', { level: 1, name: 'Tournament' })).toBeInTheDocument();
  expect(received.at(-1)!.source).toEqual({ base: 'games', gameId: GAME_ID });
  expect(screen.queryByRole('link', { name: 'Back to the tournament' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'finish' }));
  expect(await screen.findByRole('link', { name: 'Back to the tournament' })).toHaveAttribute('href', '/tournament/summary/12');
});

test('the result stage opens the same screen; a game id that is not one says so, with the way to the lobby', async () => {
  const { unmount } = renderAt(`/tournament/${GAME_ID}/result`);
  await screen.findByRole('region', { name: 'shared play screen' });
  unmount();
  renderAt('/tournament/not-a-game/play');
  expect(screen.getByRole('alert')).toHaveTextContent('Oops! no record found');
  expect(screen.getByRole('link', { name: 'Back to the tournament' })).toHaveAttribute('href', '/tournament-lobby');
});
