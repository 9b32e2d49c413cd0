import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { authBus, type AuthRecord } from '@bb/shared';
import { keepsGotdGuestKey, useGotdGuestScope } from './gotd-guest-scope';

const rec = (gotd: boolean): AuthRecord => ({
  api_key: { key: 'k' },
  user: { id: 3, username: 'g', email: '', firstName: 'G', lastName: 'Uest', thumbnail_url: null, isSubscribed: false },
  isGotdGuestUser: gotd,
});

let go: (to: string) => void = () => undefined;
function Probe() {
  useGotdGuestScope();
  go = useNavigate();
  return null;
}

afterEach(() => act(() => authBus.logout()));

test.each([
  ['/game-of-the-day', true],
  ['/game-of-the-day/12', true],
  ['/leaderboard', true],
  ['/today', true],
  ['/game/single/4/play', true],
  ['/special-checkout', true],
  ['/experiences/new', false],
  ['/stats-and-ratings', false],
  ['/profile', false],
])('a GOTD guest key survives %s: %s', (path, kept) => {
  expect(keepsGotdGuestKey(path)).toBe(kept);
});

test('a GOTD guest who leaves the GOTD area loses the key; a full account keeps its own', () => {
  act(() => authBus.login(rec(true)));
  render(
    <MemoryRouter initialEntries={['/game-of-the-day']}>
      <Probe />
    </MemoryRouter>,
  );
  act(() => go('/leaderboard'));
  expect(authBus.getState()?.api_key.key).toBe('k');
  expect(window.localStorage.getItem('authToken')).not.toBeNull();
  act(() => go('/experiences/new'));
  expect(authBus.getState()).toBeNull();
  expect(window.localStorage.getItem('authToken')).toBeNull();

  act(() => authBus.login(rec(false)));
  act(() => go('/stats-and-ratings'));
  expect(authBus.getState()?.api_key.key).toBe('k');
});
