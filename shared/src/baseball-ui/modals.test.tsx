import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../i18n';
import * as api from './baseball-api';
import { PlayerDetailModal } from './PlayerDetailModal';
import { TeamDetailModal } from './TeamDetailModal';
import { gehrigCard, gehrigStatistics, yankees1927 } from './test-support/fixtures';
import { renderUi } from './test-support/render';

// The reads are mocked; their cache keys (baseballKeys) stay real, so each panel asks the data layer for its endpoint.
jest.mock('./baseball-api', () => ({
  baseballKeys: jest.requireActual('./baseball-api').baseballKeys,
  fetchPlayerProfile: jest.fn(),
  fetchPlayerCard: jest.fn(),
  fetchPlayerStatistics: jest.fn(),
  fetchPlayerTeams: jest.fn(),
  fetchTeamSeason: jest.fn(),
}));
jest.mock('./charts/OutcomeBars', () => ({ __esModule: true, default: () => <svg data-testid="outcome-bars" /> }));
jest.mock('./charts/ParkBars', () => ({ __esModule: true, default: () => <svg data-testid="park-bars" /> }));
const mocked = jest.mocked(api);

beforeAll(() => initI18n('en'));
// Five tabs in one test: generous under a loaded CI machine.
jest.setTimeout(20_000);
beforeEach(() => {
  jest.resetAllMocks();
  mocked.fetchPlayerProfile.mockResolvedValue({
    player: { playerID: 'gehrilo01', nameFirst: 'Lou', nameLast: 'Gehrig' },
    seasons: [{ year: 1927, teamId: 'NYA', lgId: 'AL', isPitcher: false, games: 155 }],
    defaultYear: 1927,
  });
  mocked.fetchPlayerCard.mockResolvedValue(gehrigCard);
  mocked.fetchPlayerStatistics.mockResolvedValue(gehrigStatistics);
  mocked.fetchPlayerTeams.mockResolvedValue({ teams: [{ year: 1927, teamId: 'NYA', name: 'New York Yankees', lgId: 'AL', franchId: 'NYY' }] });
  mocked.fetchTeamSeason.mockResolvedValue(yankees1927);
});

describe('PlayerDetailModal', () => {
  test('a dialog titled with his name, the five tabs, each loading only what it shows', async () => {
    renderUi(<PlayerDetailModal playerId="gehrilo01" year={1927} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Lou Gehrig', level: 2 })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Card', 'Ratings', 'Statistics', 'Historical Statistics', 'Teams']);
    expect(await within(dialog).findByTestId('player-card')).toBeInTheDocument();
    expect(mocked.fetchPlayerCard).toHaveBeenCalledWith('gehrilo01', 1927, expect.anything());
    expect(mocked.fetchPlayerStatistics).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Ratings' }));
    expect(await within(dialog).findByTestId('ratings-panel')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Statistics' }));
    expect(await within(dialog).findByTestId('season-batting')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Historical Statistics' }));
    expect(await within(dialog).findByTestId('history-batting')).toBeInTheDocument();
    expect(mocked.fetchPlayerStatistics).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Teams' }));
    expect(await within(dialog).findByRole('link', { name: 'New York Yankees' })).toBeInTheDocument();
  });

  test('arrow keys move between tabs', async () => {
    renderUi(<PlayerDetailModal playerId="gehrilo01" year={1927} onClose={() => undefined} />);
    const card = screen.getByRole('tab', { name: 'Card' });
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Ratings' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(card, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByTestId('player-card');
  });

  test('Escape, the × button and the backdrop close it; a link inside closes it too', async () => {
    const onClose = jest.fn();
    renderUi(<PlayerDetailModal playerId="gehrilo01" year={null} onClose={onClose} />);
    await screen.findByTestId('player-card');
    expect(mocked.fetchPlayerCard).toHaveBeenCalledWith('gehrilo01', null, expect.anything());
    expect(screen.getByText('Season 1927')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(3);
    fireEvent.click(screen.getByRole('tab', { name: 'Teams' }));
    fireEvent.click(await screen.findByRole('link', { name: 'New York Yankees' }));
    expect(onClose).toHaveBeenCalledTimes(4);
  });

  test("the server's error text shows when the card cannot be loaded", async () => {
    mocked.fetchPlayerCard.mockRejectedValue({ response: { data: { error: 'Oops! no record found' } } });
    renderUi(<PlayerDetailModal playerId="gehrilo01" year={1850} onClose={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops! no record found');
  });
});

describe('TeamDetailModal', () => {
  test('titled with the season and team; one load serves all five tabs', async () => {
    renderUi(<TeamDetailModal teamId="NYA" year={1927} onClose={() => undefined} />);
    expect(await screen.findByRole('heading', { name: '1927 New York Yankees', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('AL · 110-44')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Ballpark', 'Ball Park Effects', 'Batters', 'Pitchers', 'Lineup']);
    expect(screen.getByTestId('ballpark-panel')).toBeInTheDocument();
    for (const [tab, id] of [
      ['Ball Park Effects', 'effects-panel'],
      ['Batters', 'batters-panel'],
      ['Pitchers', 'pitchers-panel'],
      ['Lineup', 'lineup-panel'],
    ] as const) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      expect(screen.getByTestId(id)).toBeInTheDocument();
    }
    expect(mocked.fetchTeamSeason).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
  });

  test('switching team drops the old answer (no stale team under a new title)', async () => {
    let resolveSecond: (v: typeof yankees1927) => void = () => undefined;
    const { rerender } = renderUi(<TeamDetailModal teamId="NYA" year={1927} onClose={() => undefined} />);
    await screen.findByRole('heading', { name: '1927 New York Yankees', level: 2 });
    mocked.fetchTeamSeason.mockReturnValue(new Promise((r) => (resolveSecond = r)));
    rerender(<TeamDetailModal teamId="DET" year={1968} onClose={() => undefined} />);
    await waitFor(() => expect(screen.queryByText('Yankee Stadium I')).toBeNull());
    await act(async () => resolveSecond({ ...yankees1927, team: { ...yankees1927.team, teamID: 'DET', name: 'Detroit Tigers', yearID: 1968 } }));
    expect(await screen.findByRole('heading', { name: '1968 Detroit Tigers', level: 2 })).toBeInTheDocument();
  });
});
