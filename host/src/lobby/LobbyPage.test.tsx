import type { ReactElement } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot, authBus, initI18n, type AuthRecord } from '@bb/shared';
import { LobbyPage } from './LobbyPage';
import { LobbyCard } from './LobbyCard';
import { LOBBY_CARDS, isCardLocked, type LobbyCardData } from './lobby-cards';

const cardAt = (i: number): LobbyCardData => LOBBY_CARDS[i] as LobbyCardData;
const at = (list: HTMLElement[], i: number): HTMLElement => list[i] as HTMLElement;

beforeAll(() => initI18n('en'));
afterEach(() => act(() => authBus.logout()));

function record(isSubscribed: boolean): AuthRecord {
  return {
    api_key: { key: 'k' },
    user: { id: 1, username: 'u', email: 'u@x.io', firstName: 'A', lastName: 'B', thumbnail_url: null, isSubscribed, plan: null, subscription: null },
    isGotdGuestUser: false,
  };
}

const wrap = (ui: ReactElement) =>
  render(
    <MemoryRouter>
      <ThemeRoot>{ui}</ThemeRoot>
    </MemoryRouter>,
  );

test('every card shows game type, primary and secondary text, and its size', () => {
  wrap(<LobbyPage />);
  const cards = screen.getAllByTestId('lobby-card');
  expect(cards).toHaveLength(LOBBY_CARDS.length);
  const exhibition = at(cards, 1);
  expect(within(exhibition).getByText('Exhibition Game')).toBeInTheDocument();
  expect(within(exhibition).getByText('Any two teams from 1871 to today')).toBeInTheDocument();
  expect(within(exhibition).getByText('Play against the computer')).toBeInTheDocument();
  expect(exhibition).toHaveAttribute('data-size', 'large');
  expect(exhibition).toHaveAttribute('href', '/game/single');
});

test('guests and non-subscribers see locks on every experience but Game Of The Day', () => {
  authBus.login(record(false));
  wrap(<LobbyPage />);
  const cards = screen.getAllByTestId('lobby-card');
  expect(within(at(cards, 0)).queryByRole('img', { name: 'Locked' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('img', { name: 'Locked' })).toHaveLength(LOBBY_CARDS.length - 1);
});

test('subscribers see no lock', () => {
  authBus.login(record(true));
  wrap(<LobbyPage />);
  expect(screen.queryByRole('img', { name: 'Locked' })).not.toBeInTheDocument();
});

test('an inactive card is not a link and says Coming soon', () => {
  wrap(<LobbyCard card={{ ...cardAt(2), active: false }} locked={false} />);
  const card = screen.getByTestId('lobby-card');
  expect(card).toHaveAttribute('aria-disabled', 'true');
  expect(card).not.toHaveAttribute('href');
  expect(within(card).getByText('Coming soon')).toBeInTheDocument();
});

test('isCardLocked: only cards needing a subscription, only without one', () => {
  expect(isCardLocked(cardAt(0), false)).toBe(false);
  expect(isCardLocked(cardAt(1), false)).toBe(true);
  expect(isCardLocked(cardAt(1), true)).toBe(false);
});

test('every card shows its illustration from the shared set', () => {
  wrap(<LobbyPage />);
  const cards = screen.getAllByTestId('lobby-card');
  LOBBY_CARDS.forEach((card, i) => {
    const icon = at(cards, i).querySelector(`svg[data-icon="${card.icon}"]`);
    expect(icon).not.toBeNull();
    expect(icon?.querySelectorAll('.ink').length).toBeGreaterThan(0);
  });
});
