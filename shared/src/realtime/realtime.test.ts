import { ApiError } from '../api/api-error';
import type { Announcement, H2HInvitation, H2HInvitationEvent, TournamentChangedEvent } from '@bb/contract';
import { createFirebaseChannel, toAnnouncement, type FirebaseModules } from './firebase-channel';
import { createRealtimeChannel, fetchRealtimeConfig } from './select-channel';
import { createServerChannel } from './server-channel';
import { setSiteChannel, subscribeTournamentChanges } from './site-channel';
import { FakeEventSource } from '../testing/fake-event-source';


const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

function serverChannel(requestTicket: jest.Mock = jest.fn(async () => `t${FakeEventSource.all.length + 1}`)) {
  const channel = createServerChannel({
    requestTicket,
    streamUrl: (ticket) => `/api/realtime/stream?ticket=${ticket}`,
    openEventSource: (url) => new FakeEventSource(url),
    retryDelaysMs: [100, 1000],
    isRetryable: (error) => !(error instanceof ApiError && error.kind === 'unauthenticated'),
  });
  return { channel, requestTicket };
}

const invitation: H2HInvitation = {
  id: '0b6f3f5e-8d4c-4f7e-9a51-2f0c7a1d9e11', gameId: 'g1', from: { userId: 3, username: 'babe' }, to: { userId: 7, username: 'ada' },
  status: 'pending', away: { teamId: 'NYA', year: 1927, name: 'New York Yankees' }, home: { teamId: 'CIN', year: 1975, name: 'Cincinnati Reds' },
  inviterSide: 'away', createdAt: '2026-11-22T06:00:00.000Z', expiresAt: '2026-11-22T06:15:00.000Z', serverNow: '2026-11-22T06:00:00.000Z',
  link: '/game/head-to-head/g1?invite=0b6f3f5e-8d4c-4f7e-9a51-2f0c7a1d9e11',
};

const toast: Announcement = { id: 1, kind: 'admin', message: 'Maintenance tonight', colour: '#1e88e5', display: true, updatedAt: '2026-01-01T00:00:00.000Z' };

beforeEach(() => {
  FakeEventSource.all = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('server channel', () => {
  it('opens one stream with a ticket, parses count and toasts, and replays them to late subscribers', async () => {
    const { channel, requestTicket } = serverChannel();
    const counts: number[] = [];
    channel.subscribeUnreadCount(7, (n) => counts.push(n));
    const toasts: Announcement[][] = [];
    channel.subscribeAnnouncements((t) => toasts.push(t));
    await flush();
    expect(requestTicket).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.all.map((e) => e.url)).toEqual(['/api/realtime/stream?ticket=t1']);
    const es = FakeEventSource.all[0]!;
    es.emit('unread-count', { unreadCount: 3 });
    es.emit('unread-count', 'not json');
    es.emit('unread-count', { unreadCount: 'x' });
    es.emit('announcements', [toast]);
    expect(counts).toEqual([3]);
    expect(toasts).toEqual([[toast]]);
    const late: number[] = [];
    channel.subscribeUnreadCount(7, (n) => late.push(n));
    expect(late).toEqual([3]);
    expect(FakeEventSource.all).toHaveLength(1);
  });

  it('reconnects after an error with a fresh ticket, backing off', async () => {
    const { channel, requestTicket } = serverChannel();
    const counts: number[] = [];
    channel.subscribeUnreadCount(7, (n) => counts.push(n));
    await flush();
    FakeEventSource.all[0]!.fail();
    expect(FakeEventSource.all[0]!.closed).toBe(true);
    jest.advanceTimersByTime(99);
    await flush();
    expect(requestTicket).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(requestTicket).toHaveBeenCalledTimes(2);
    expect(FakeEventSource.all[1]!.url).toContain('ticket=t2');
    FakeEventSource.all[1]!.fail();
    jest.advanceTimersByTime(999);
    await flush();
    expect(FakeEventSource.all).toHaveLength(2);
    jest.advanceTimersByTime(1);
    await flush();
    expect(FakeEventSource.all).toHaveLength(3);
    FakeEventSource.all[2]!.emit('unread-count', { unreadCount: 5 });
    expect(counts).toEqual([5]);
  });

  it("a restarting server's `reconnect` event brings the stream back within the restart spread, before any error back-off", async () => {
    const { channel, requestTicket } = serverChannel();
    const counts: number[] = [];
    channel.subscribeUnreadCount(7, (n) => counts.push(n));
    await flush();
    // Two errors first: the back-off would now wait its longest (1000 ms).
    for (const es of [0, 1]) {
      FakeEventSource.all[es]!.fail();
      jest.advanceTimersByTime(es === 0 ? 100 : 1000);
      await flush();
    }
    const third = FakeEventSource.all[2]!;
    third.emit('reconnect', { reason: 'restart' });
    expect(third.closed).toBe(true);
    // The server then ends the stream: the browser's error adds no second reopen.
    third.fail();
    jest.advanceTimersByTime(500);
    await flush();
    expect(requestTicket).toHaveBeenCalledTimes(4);
    expect(FakeEventSource.all).toHaveLength(4);
    FakeEventSource.all[3]!.emit('unread-count', { unreadCount: 2 });
    expect(counts).toEqual([2]);
  });

  it('a failed ticket request is retried; an unauthenticated one stops the channel', async () => {
    const requestTicket = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('offline', { kind: 'offline' }))
      .mockRejectedValueOnce(new ApiError('Unauthenticated or other device logged in!', { kind: 'unauthenticated', status: 401 }));
    const { channel } = serverChannel(requestTicket);
    channel.subscribeUnreadCount(7, () => undefined);
    await flush();
    jest.advanceTimersByTime(100);
    await flush();
    expect(requestTicket).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(60_000);
    await flush();
    expect(requestTicket).toHaveBeenCalledTimes(2);
    expect(FakeEventSource.all).toHaveLength(0);
  });

  it('session-revoked reaches its listeners and the stream is not reopened', async () => {
    const { channel, requestTicket } = serverChannel();
    const revoked = jest.fn();
    channel.onSessionRevoked(revoked);
    channel.subscribeUnreadCount(7, () => undefined);
    await flush();
    FakeEventSource.all[0]!.emit('session-revoked', { reason: 'other-device' });
    expect(revoked).toHaveBeenCalledWith({ reason: 'other-device' });
    expect(FakeEventSource.all[0]!.closed).toBe(true);
    jest.advanceTimersByTime(60_000);
    await flush();
    expect(requestTicket).toHaveBeenCalledTimes(1);
  });

  it('h2h-invitation events reach invitation subscribers (not replayed); an invitation listener alone keeps the stream open', async () => {
    const { channel, requestTicket } = serverChannel();
    const seen: H2HInvitationEvent[] = [];
    const off = channel.subscribeInvitations((event) => seen.push(event));
    await flush();
    expect(requestTicket).toHaveBeenCalledTimes(1);
    const es = FakeEventSource.all[0]!;
    es.emit('h2h-invitation', { invitation });
    es.emit('h2h-invitation', 'not json');
    es.emit('h2h-invitation', { invitation: null });
    es.emit('h2h-invitation', { invitation: { ...invitation, status: 'rejected' } });
    expect(seen.map((e) => e.invitation.status)).toEqual(['pending', 'rejected']);
    expect(seen[0]).toEqual({ invitation });
    const late: H2HInvitationEvent[] = [];
    channel.subscribeInvitations((event) => late.push(event));
    expect(late).toEqual([]);
    expect(FakeEventSource.all).toHaveLength(1);
    off();
    channel.close();
    expect(es.closed).toBe(true);
    es.emit('h2h-invitation', { invitation });
    expect(seen).toHaveLength(2);
  });

  it("'tournament-changed' events reach tournament subscribers in the contract's shape; malformed ones are dropped", async () => {
    const { channel, requestTicket } = serverChannel();
    const seen: TournamentChangedEvent[] = [];
    const off = channel.subscribeTournaments((event) => seen.push(event));
    await flush();
    expect(requestTicket).toHaveBeenCalledTimes(1);
    const es = FakeEventSource.all[0]!;
    es.emit('tournament-changed', { leagueId: 12, claimedTeamCount: 5, totalMembers: 8, status: 'claiming', extra: 'ignored' });
    es.emit('tournament-changed', 'not json');
    es.emit('tournament-changed', { leagueId: '12', claimedTeamCount: 5, totalMembers: 8, status: 'claiming' });
    es.emit('tournament-changed', { leagueId: 12, claimedTeamCount: -1, totalMembers: 8, status: 'claiming' });
    es.emit('tournament-changed', { leagueId: 12, claimedTeamCount: 5, totalMembers: 8, status: 'exploded' });
    es.emit('tournament-changed', { leagueId: 12, claimedTeamCount: 8, totalMembers: 8, status: 'deleted' });
    expect(seen).toEqual([
      { leagueId: 12, claimedTeamCount: 5, totalMembers: 8, status: 'claiming' },
      { leagueId: 12, claimedTeamCount: 8, totalMembers: 8, status: 'deleted' },
    ]);
    off();
    expect(es.closed).toBe(true);
  });

  it('the site channel hands tournament changes to listeners added before or after it is set, and follows a new channel', async () => {
    const first = serverChannel().channel;
    const seen: number[] = [];
    const early = subscribeTournamentChanges((event) => seen.push(event.leagueId));
    setSiteChannel(first);
    await flush();
    FakeEventSource.all.at(-1)!.emit('tournament-changed', { leagueId: 1, claimedTeamCount: 1, totalMembers: 4, status: 'claiming' });
    const second = serverChannel().channel;
    setSiteChannel(second);
    expect(FakeEventSource.all.at(-1)!.closed).toBe(true);
    await flush();
    FakeEventSource.all.at(-1)!.emit('tournament-changed', { leagueId: 2, claimedTeamCount: 1, totalMembers: 4, status: 'claiming' });
    early();
    expect(FakeEventSource.all.at(-1)!.closed).toBe(true);
    expect(seen).toEqual([1, 2]);
    setSiteChannel(null);
    first.close();
    second.close();
  });

  it('the stream closes when the last listener leaves, and close() drops everything', async () => {
    const { channel } = serverChannel();
    const offCount = channel.subscribeUnreadCount(7, () => undefined);
    const offToasts = channel.subscribeAnnouncements(() => undefined);
    await flush();
    offCount();
    expect(FakeEventSource.all[0]!.closed).toBe(false);
    offToasts();
    expect(FakeEventSource.all[0]!.closed).toBe(true);
    channel.subscribeUnreadCount(7, () => undefined);
    await flush();
    expect(FakeEventSource.all).toHaveLength(2);
    channel.close();
    expect(FakeEventSource.all[1]!.closed).toBe(true);
  });
});

function fakeFirebase() {
  const values = new Map<string, (value: unknown) => void>();
  const modules: FirebaseModules & { calls: string[] } = {
    calls: [],
    initializeApp: jest.fn((options, name) => ({ options, name })),
    deleteApp: jest.fn(async () => undefined),
    getDatabase: jest.fn(() => 'db'),
    ref: jest.fn((_db, path: string) => path),
    onValue: jest.fn((path, cb) => {
      values.set(String(path), (value) => cb({ val: () => value }));
      return () => values.delete(String(path));
    }),
    signIn: jest.fn(async () => undefined),
  };
  return { modules, push: (path: string, value: unknown) => values.get(path)?.(value), values };
}

const FIREBASE = { apiKey: 'k', projectId: 'p', databaseURL: 'https://p.firebaseio.test' };

describe('firebase channel', () => {
  beforeEach(() => jest.useRealTimers());

  it('listens to user/{id}/unreadNotificationCount and signs in with the service account', async () => {
    const fb = fakeFirebase();
    const load = jest.fn(async () => fb.modules);
    const channel = createFirebaseChannel({ ...FIREBASE, serviceAccount: { email: 'svc@x.io', password: 'pw' } }, load);
    expect(load).not.toHaveBeenCalled();
    const counts: number[] = [];
    const off = channel.subscribeUnreadCount(42, (n) => counts.push(n));
    await flush();
    expect(fb.modules.signIn).toHaveBeenCalledWith(expect.anything(), 'svc@x.io', 'pw');
    expect(fb.modules.initializeApp).toHaveBeenCalledWith(FIREBASE, expect.stringMatching(/^diamond-dice-realtime-/));
    fb.push('user/42/unreadNotificationCount', 4);
    fb.push('user/42/unreadNotificationCount', null);
    fb.push('user/42/unreadNotificationCount', -3);
    expect(counts).toEqual([4, 0, 0]);
    off();
    expect(fb.values.has('user/42/unreadNotificationCount')).toBe(false);
    channel.close();
    await flush();
    expect(fb.modules.deleteApp).toHaveBeenCalled();
  });

  it('combines the toast records that are displayed', async () => {
    const fb = fakeFirebase();
    const channel = createFirebaseChannel(FIREBASE, async () => fb.modules);
    const seen: Announcement[][] = [];
    channel.subscribeAnnouncements((t) => seen.push(t));
    await flush();
    fb.push('toasts/admin', { display: true, message: 'Admin says hi', colour: 'red' });
    fb.push('toasts/announcement', { display: false, message: 'Hidden', colour: 'blue' });
    expect(seen.at(-1)).toEqual([{ id: -1, kind: 'admin', message: 'Admin says hi', colour: 'red', display: true, updatedAt: '' }]);
    fb.push('toasts/announcement', { display: true, message: 'New season', color: '#0a0' });
    expect(seen.at(-1)!.map((t) => [t.kind, t.message, t.colour])).toEqual([
      ['admin', 'Admin says hi', 'red'],
      ['announcement', 'New season', '#0a0'],
    ]);
    expect(toAnnouncement('x', 0, 'junk')).toBeNull();
  });
});

describe('firebase channel: invitations from the server stream', () => {
  beforeEach(() => jest.useRealTimers());

  function fakeServer() {
    const handlers: { invitations: Set<(event: H2HInvitationEvent) => void>; revoked?: (event: { reason: 'other-device' | 'logout' }) => void } = { invitations: new Set() };
    const server = {
      subscribeUnreadCount: jest.fn(() => () => undefined),
      subscribeAnnouncements: jest.fn(() => () => undefined),
      subscribeInvitations: jest.fn((cb: (event: H2HInvitationEvent) => void) => {
        handlers.invitations.add(cb);
        return () => {
          handlers.invitations.delete(cb);
        };
      }),
      subscribeTournaments: jest.fn(() => () => undefined),
      onSessionRevoked: jest.fn((cb: (event: { reason: 'other-device' | 'logout' }) => void) => {
        handlers.revoked = cb;
        return () => undefined;
      }),
      close: jest.fn(),
    };
    return { server, handlers };
  }

  it('creates the server channel only for the first invitation subscriber and hands its events and session ends on', async () => {
    const fb = fakeFirebase();
    const { server, handlers } = fakeServer();
    const serverFeed = jest.fn(() => server);
    const channel = createFirebaseChannel(FIREBASE, async () => fb.modules, serverFeed);
    channel.subscribeUnreadCount(42, () => undefined);
    await flush();
    expect(serverFeed).not.toHaveBeenCalled();
    const seen: H2HInvitationEvent[] = [];
    const off = channel.subscribeInvitations((event) => seen.push(event));
    channel.subscribeInvitations(() => undefined);
    expect(serverFeed).toHaveBeenCalledTimes(1);
    for (const cb of handlers.invitations) cb({ invitation });
    expect(seen).toEqual([{ invitation }]);
    const revoked = jest.fn();
    channel.onSessionRevoked(revoked);
    handlers.revoked!({ reason: 'other-device' });
    expect(revoked).toHaveBeenCalledWith({ reason: 'other-device' });
    off();
    expect(handlers.invitations.size).toBe(1);
    channel.close();
    expect(server.close).toHaveBeenCalled();
    expect(channel.subscribeInvitations(() => undefined)).toEqual(expect.any(Function));
    expect(serverFeed).toHaveBeenCalledTimes(1);
  });

  it('tournament changes come from the server feed too; without one, subscribing is a harmless no-op', async () => {
    const fb = fakeFirebase();
    const tournaments = new Set<(event: TournamentChangedEvent) => void>();
    const server = {
      subscribeUnreadCount: jest.fn(() => () => undefined),
      subscribeAnnouncements: jest.fn(() => () => undefined),
      subscribeInvitations: jest.fn(() => () => undefined),
      subscribeTournaments: jest.fn((cb: (event: TournamentChangedEvent) => void) => {
        tournaments.add(cb);
        return () => void tournaments.delete(cb);
      }),
      onSessionRevoked: jest.fn(() => () => undefined),
      close: jest.fn(),
    };
    const channel = createFirebaseChannel(FIREBASE, async () => fb.modules, () => server);
    const seen: TournamentChangedEvent[] = [];
    const off = channel.subscribeTournaments((event) => seen.push(event));
    const event: TournamentChangedEvent = { leagueId: 3, claimedTeamCount: 2, totalMembers: 4, status: 'claiming' };
    for (const cb of tournaments) cb(event);
    expect(seen).toEqual([event]);
    off();
    expect(tournaments.size).toBe(0);
    channel.close();
    const alone = createFirebaseChannel(FIREBASE, async () => fakeFirebase().modules);
    expect(() => alone.subscribeTournaments(() => undefined)()).not.toThrow();
    alone.close();
  });

  it('without a server feed, subscribing to invitations is a harmless no-op', () => {
    const channel = createFirebaseChannel(FIREBASE, async () => fakeFirebase().modules);
    const off = channel.subscribeInvitations(() => undefined);
    expect(() => off()).not.toThrow();
    channel.close();
  });
});

describe('adapter selection', () => {
  it('Firebase only when configured; our own stream otherwise', async () => {
    jest.useRealTimers();
    const fb = fakeFirebase();
    const loadFirebase = jest.fn(async () => fb.modules);
    const requestTicket = jest.fn(async () => 'tk');
    const openEventSource = jest.fn((url: string) => new FakeEventSource(url));
    const server = createRealtimeChannel({ provider: 'server' }, { server: { requestTicket, openEventSource }, loadFirebase });
    server.subscribeUnreadCount(1, () => undefined);
    await flush();
    expect(requestTicket).toHaveBeenCalled();
    expect(openEventSource.mock.calls[0]![0]).toMatch(/\/api\/realtime\/stream\?ticket=tk$/);
    expect(loadFirebase).not.toHaveBeenCalled();
    server.close();

    const firebase = createRealtimeChannel({ provider: 'firebase', firebase: FIREBASE }, { server: { requestTicket }, loadFirebase });
    firebase.subscribeUnreadCount(1, () => undefined);
    await flush();
    expect(loadFirebase).toHaveBeenCalledTimes(1);
    expect(requestTicket).toHaveBeenCalledTimes(1);
    firebase.close();
  });

  it('a Firebase deployment still hears invitations on our own server stream, with a ticket', async () => {
    jest.useRealTimers();
    const fb = fakeFirebase();
    const requestTicket = jest.fn(async () => 'tk');
    const openEventSource = jest.fn((url: string) => new FakeEventSource(url));
    const channel = createRealtimeChannel({ provider: 'firebase', firebase: FIREBASE }, { server: { requestTicket, openEventSource }, loadFirebase: async () => fb.modules });
    const seen: H2HInvitationEvent[] = [];
    channel.subscribeInvitations((event) => seen.push(event));
    await flush();
    expect(openEventSource.mock.calls[0]![0]).toMatch(/\/api\/realtime\/stream\?ticket=tk$/);
    FakeEventSource.all.at(-1)!.emit('h2h-invitation', { invitation });
    expect(seen).toEqual([{ invitation }]);
    channel.close();
    expect(FakeEventSource.all.at(-1)!.closed).toBe(true);
  });

  it('reads the adapter from GET /realtime/config and falls back to the server stream', async () => {
    jest.useRealTimers();
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    fetchSpy.mockResolvedValueOnce(new Response(JSON.stringify({ data: { provider: 'firebase', firebase: FIREBASE } }), { headers: { 'content-type': 'application/json' } }));
    await expect(fetchRealtimeConfig()).resolves.toEqual({ provider: 'firebase', firebase: FIREBASE });
    expect(String((fetchSpy.mock.calls[0]![0] as Request).url ?? fetchSpy.mock.calls[0]![0])).toContain('/api/realtime/config');
    fetchSpy.mockResolvedValueOnce(new Response('nope', { status: 503 }));
    await expect(fetchRealtimeConfig()).resolves.toEqual({ provider: 'server' });
    fetchSpy.mockRestore();
  });
});
