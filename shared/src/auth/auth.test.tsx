import { act, render, screen } from '@testing-library/react';
import { authBus } from './auth-bus';
import { hasEmail, isLoggedIn, type AuthRecord } from './auth-record';
import { useAuth } from './use-auth';

const record = (over: Partial<AuthRecord> = {}): AuthRecord => ({
  api_key: { key: 'k1' },
  user: { id: 1, username: 'ann', email: 'a@b.c', firstName: 'A', lastName: 'B', thumbnail_url: null, isSubscribed: false, plan: null, subscription: null },
  isGotdGuestUser: false,
  ...over,
});

beforeEach(() => {
  localStorage.clear();
  authBus.reload();
});

describe('helpers', () => {
  it.each<[string, AuthRecord | null, boolean]>([
    ['null', null, false],
    ['key', record(), true],
    ['null key', record({ api_key: { key: null } }), false],
    ['blank key', record({ api_key: { key: '  ' } }), false],
  ])('isLoggedIn %s', (_n, r, out) => expect(isLoggedIn(r)).toBe(out));

  it('hasEmail: user email or top-level email, non-blank', () => {
    expect(hasEmail(record())).toBe(true);
    expect(hasEmail(record({ user: { ...record().user, email: ' ' } }))).toBe(false);
    expect(hasEmail(record({ user: { ...record().user, email: '' }, email: 'top@x.y' }))).toBe(true);
    expect(hasEmail(null)).toBe(false);
  });
});

describe('authBus', () => {
  it('restores state from localStorage and ignores corrupt values', () => {
    localStorage.setItem('authToken', JSON.stringify(record()));
    authBus.reload();
    expect(authBus.getState()?.user.username).toBe('ann');
    localStorage.setItem('authToken', '{nope');
    authBus.reload();
    expect(authBus.getState()).toBeNull();
  });

  it('login stores JSON under authToken and emits login + change', () => {
    const login = jest.fn();
    const change = jest.fn();
    const offs = [authBus.on('login', login), authBus.on('change', change)];
    authBus.login(record());
    expect(JSON.parse(localStorage.getItem('authToken') ?? 'null')).toEqual(record());
    expect(login).toHaveBeenCalledWith(record());
    expect(change).toHaveBeenCalledTimes(1);
    offs.forEach((off) => off());
    authBus.logout();
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('logout clears exactly authToken, redirectTabValue, soundOff, isAdmin', () => {
    authBus.login(record());
    for (const k of ['redirectTabValue', 'soundOff', 'isAdmin', 'ratingsFlag', 'signUpJustCompleted']) localStorage.setItem(k, 'x');
    const logout = jest.fn();
    const off = authBus.on('logout', logout);
    authBus.logout();
    off();
    expect(logout).toHaveBeenCalledWith(null);
    expect(authBus.getState()).toBeNull();
    expect(Object.keys({ ...localStorage }).sort()).toEqual(['ratingsFlag', 'signUpJustCompleted']);
  });

  it('sessionExpired clears all local storage', () => {
    authBus.login(record());
    localStorage.setItem('ratingsFlag', 'true');
    const expired = jest.fn();
    const off = authBus.on('sessionExpired', expired);
    authBus.sessionExpired();
    off();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
    expect(authBus.getState()).toBeNull();
  });

  it('subscriptionChanged updates user and storage; no-op when logged out', () => {
    authBus.login(record());
    const changed = jest.fn();
    const off = authBus.on('subscriptionChanged', changed);
    authBus.subscriptionChanged({ isSubscribed: true, plan: { name: 'Max' }, subscription: { trial_end: 1 } });
    expect(authBus.getState()?.user).toMatchObject({ isSubscribed: true, plan: { name: 'Max' }, subscription: { trial_end: 1 } });
    expect(JSON.parse(localStorage.getItem('authToken') ?? 'null').user.isSubscribed).toBe(true);
    authBus.logout();
    authBus.subscriptionChanged({ isSubscribed: true, plan: null, subscription: null });
    off();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(authBus.getState()).toBeNull();
  });

  it('follows login and logout from other tabs via the storage event', () => {
    const login = jest.fn();
    const logout = jest.fn();
    const offs = [authBus.on('login', login), authBus.on('logout', logout)];
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: JSON.stringify(record()) }));
    expect(authBus.getState()?.api_key.key).toBe('k1');
    window.dispatchEvent(new StorageEvent('storage', { key: 'soundOff', newValue: 'on' }));
    expect(authBus.getState()).not.toBeNull();
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: null }));
    expect(authBus.getState()).toBeNull();
    offs.forEach((off) => off());
    expect(login).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('treats storage.clear() in another tab (key null) as logout', () => {
    authBus.login(record());
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(authBus.getState()).toBeNull();
  });
});

describe('useAuth', () => {
  function Who() {
    const r = useAuth();
    return <p>{r ? r.user.username : 'guest'}</p>;
  }
  it('re-renders on login and logout', () => {
    render(<Who />);
    expect(screen.getByText('guest')).toBeInTheDocument();
    act(() => authBus.login(record()));
    expect(screen.getByText('ann')).toBeInTheDocument();
    act(() => authBus.logout());
    expect(screen.getByText('guest')).toBeInTheDocument();
  });
});
