import { act, render } from '@testing-library/react';
import { authBus, toast, type Announcement, type AuthRecord, type H2HInvitation, type RealtimeChannel } from '@bb/shared';
import { useUnreadStore } from './unread-notifications';
import { createAnnouncementToasts } from './announcement-toasts';
import { startRealtimeSession } from './realtime-session';
import { useRealtime } from './use-realtime';

const invitation: H2HInvitation = {
  id: 'inv-1', gameId: 'g1', from: { userId: 3, username: 'babe' }, to: { userId: 7, username: 'ada' }, status: 'pending',
  away: { teamId: 'NYA', year: 1927, name: 'New York Yankees' }, home: { teamId: 'CIN', year: 1975, name: 'Cincinnati Reds' }, inviterSide: 'away',
  createdAt: '2026-11-22T06:00:00.000Z', expiresAt: '2026-11-22T06:15:00.000Z', serverNow: '2026-11-22T06:00:00.000Z', link: '/game/head-to-head/g1?invite=inv-1',
};
const ann = (id: number, message: string, colour = '#1e88e5'): Announcement => ({ id, kind: 'announcement', message, colour, display: true, updatedAt: '' });
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

function fakeChannel() {
  const handlers = {
    count: (_n: number) => undefined as void,
    toasts: (_t: Announcement[]) => undefined as void,
    invitation: (_i: H2HInvitation) => undefined as void,
    revoked: () => undefined as void,
  };
  const channel: RealtimeChannel & { closed: boolean } = {
    closed: false,
    subscribeUnreadCount: jest.fn((_id, cb) => {
      handlers.count = cb;
      return () => undefined;
    }),
    subscribeAnnouncements: jest.fn((cb) => {
      handlers.toasts = cb;
      return () => undefined;
    }),
    subscribeInvitations: jest.fn((cb) => {
      handlers.invitation = (invitation) => cb({ invitation });
      return () => undefined;
    }),
    subscribeTournaments: jest.fn(() => () => undefined),
    onSessionRevoked: jest.fn((cb) => {
      handlers.revoked = () => cb({ reason: 'other-device' });
      return () => undefined;
    }),
    close() {
      this.closed = true;
    },
  };
  return { channel, handlers };
}

afterEach(() => {
  toast.dismissAll();
  useUnreadStore.getState().setCount(0);
  authBus.logout();
});

test('announcement toasts: shown persistently in their colour, removed when switched off, replaced when edited', () => {
  const toasts = createAnnouncementToasts();
  toasts.sync([ann(1, 'Servers restart at 2 AM'), ann(2, 'New season', 'green')]);
  expect(toast.getToasts().map((t) => [t.message, t.persistent, t.colour, t.duration])).toEqual([
    ['Servers restart at 2 AM', true, '#1e88e5', null],
    ['New season', true, 'green', null],
  ]);
  toasts.sync([ann(2, 'New season starts Monday', 'green')]);
  expect(toast.getToasts().map((t) => t.message)).toEqual(['New season starts Monday']);
  toasts.sync([{ ...ann(2, 'New season starts Monday', 'green'), display: false }]);
  expect(toast.getToasts()).toEqual([]);
  toasts.sync([ann(3, 'Back')]);
  toasts.clear();
  expect(toast.getToasts()).toEqual([]);
});

test('a session sets the badge, shows toasts, hands session-revoked to the 401 path, and cleans up on stop', async () => {
  const { channel, handlers } = fakeChannel();
  const onSessionRevoked = jest.fn();
  const createChannel = jest.fn(() => channel);
  const stop = startRealtimeSession(7, { loadConfig: async () => ({ provider: 'server' }), createChannel, onSessionRevoked });
  await flush();
  expect(createChannel).toHaveBeenCalledWith({ provider: 'server' });
  expect(channel.subscribeUnreadCount).toHaveBeenCalledWith(7, expect.any(Function));
  handlers.count(4);
  expect(useUnreadStore.getState().count).toBe(4);
  handlers.toasts([ann(1, 'Hello all')]);
  expect(toast.getToasts().map((t) => t.message)).toEqual(['Hello all']);
  handlers.revoked();
  expect(onSessionRevoked).toHaveBeenCalledTimes(1);
  handlers.invitation(invitation);
  expect(toast.getToasts().map((t) => t.message)).toContain('babe has invited you to a head-to-head game.');
  stop();
  expect(channel.closed).toBe(true);
  expect(useUnreadStore.getState().count).toBe(0);
  expect(toast.getToasts()).toEqual([]);
});

test('stopping before the config arrives never opens a channel', async () => {
  const createChannel = jest.fn();
  const stop = startRealtimeSession(7, { loadConfig: async () => ({ provider: 'server' }), createChannel });
  stop();
  await flush();
  expect(createChannel).not.toHaveBeenCalled();
});

const record = (id: number, key: string, guest = false): AuthRecord => ({
  api_key: { key },
  user: { id, username: 'u', email: 'u@x.io', firstName: 'U', lastName: 'V', thumbnail_url: null },
  isGotdGuestUser: guest,
});

function Probe({ start }: { start: typeof startRealtimeSession }) {
  useRealtime(start, () => true);
  return null;
}

test('the hook runs one session per logged-in user and session, none for guests, and stops on logout', () => {
  const stops: jest.Mock[] = [];
  const start = jest.fn(() => {
    const stop = jest.fn();
    stops.push(stop);
    return stop;
  });
  render(<Probe start={start} />);
  expect(start).not.toHaveBeenCalled();
  act(() => authBus.login(record(7, 'key-one')));
  expect(start).toHaveBeenCalledWith(7);
  act(() => authBus.login(record(7, 'key-two')));
  expect(stops[0]).toHaveBeenCalled();
  expect(start).toHaveBeenCalledTimes(2);
  act(() => authBus.logout());
  expect(stops[1]).toHaveBeenCalled();
  act(() => authBus.login(record(9, 'guest-key', true)));
  expect(start).toHaveBeenCalledTimes(2);
});
