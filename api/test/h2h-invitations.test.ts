import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { H2H_INVITATION_MINUTES, H2H_MESSAGES, H2H_OPPONENT_LIMIT } from '@bb/contract';
import { buildApp } from '../src/app';
import { games, h2hGames, h2hInvitations, presence } from '../src/db/schema/index';
import { latestInvitation } from '../src/head-to-head/invitations';
import { describeOnBackends } from './support/backends';
import { SseReader } from './support/sse-client';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import type { Json } from './support/json';
import { leagueClient, testClock } from './leagues-support';
import { API_ONLY_CONFIG } from './support/app-config';

const MINUTE = 60_000;
const SUBSCRIBE = 'Please subscribe in order to access this section';
const NOT_FOUND = 'Oops! no record found';

describeOnBackends('head-to-head invitations', { seasons: [1927, 1975] }, (backend) => {
  let app: FastifyInstance;
  let base: string;
  let api: ReturnType<typeof leagueClient>;
  const clock = testClock();
  const readers: SseReader[] = [];
  // alice creates; bob is invited; carol and dave are other subscribers; nick has no plan.
  let alice: TestUser, bob: TestUser, carol: TestUser, dave: TestUser, nick: TestUser;
  const it = (name: string, fn: () => Promise<unknown>) => backend.it(name, fn, 120_000);

  backend.beforeAll(async () => {
    process.env.AUTH_RATE_LIMIT_MAX = '10000';
    delete process.env.REDIS_URL;
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database, clock: clock.now });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    api = leagueClient(app);
    [alice, bob, carol, dave, nick] = [await createUser(app), await createUser(app), await createUser(app), await createUser(app), await createUser(app)];
    for (const u of [alice, bob, carol, dave]) await markSubscribed(backend.database, u.id);
  }, 180_000);
  backend.afterAll(async () => {
    for (const r of readers) r.close();
    await app.close();
  });

  const body = (extra: Json = {}): Json => ({ away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, side: 'home', seed: 4242, ...extra });
  const create = (key: string, extra: Json = {}) => api.post(key, '/api/head-to-head/games', body(extra));
  const answer = (key: string, id: string, what: 'accept' | 'reject' | 'withdraw') => api.post(key, `/api/head-to-head/invitations/${id}/${what}`);
  const reinvite = (key: string, gameId: string, opponent?: string) => api.post(key, `/api/head-to-head/games/${gameId}/invitations`, opponent === undefined ? {} : { opponent });
  const count = async (query: string) => Number(((await backend.database.db.execute(sql.raw(query))) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
  const storedStatus = async (id: string) => (await backend.database.db.select({ s: h2hInvitations.status }).from(h2hInvitations).where(eq(h2hInvitations.id, id)))[0]!.s;
  const notifications = async (user: TestUser) => (await api.get(user.key, '/api/notifications')).body.data.notifications as Json[];
  const openStream = async (user: TestUser) => {
    const ticket = (await api.post(user.key, '/api/realtime/ticket')).body.data.ticket as string;
    const reader = await SseReader.open(`${base}/api/realtime/stream?ticket=${encodeURIComponent(ticket)}`);
    readers.push(reader);
    return reader;
  };
  const openGameStream = async (user: TestUser, gameId: string) => {
    const ticket = (await api.post(user.key, '/api/realtime/ticket')).body.data.ticket as string;
    const reader = await SseReader.open(`${base}/api/games/${gameId}/stream?ticket=${encodeURIComponent(ticket)}`);
    readers.push(reader);
    return reader;
  };
  const gameMessages = (reader: SseReader) => reader.events.filter((e) => e.event === 'game').map((e) => e.data as Json);
  const invitationEvents = (reader: SseReader, id: string) => reader.events.filter((e) => e.event === 'h2h-invitation' && (e.data as Json).invitation.id === id);

  it('creates a game for a named opponent: open seat, h2h row, notification and a live event for the invitee', async () => {
    const stream = await openStream(bob);
    const res = await create(alice.key, { opponent: bob.username.toUpperCase(), spectators: false });
    expect(res.status).toBe(201);
    const { gameId, invitation, message } = res.body.data;
    expect(message).toBe(H2H_MESSAGES.invited);
    expect(invitation).toMatchObject({
      gameId,
      from: { userId: alice.id, username: alice.username },
      to: { userId: bob.id, username: bob.username },
      status: 'pending',
      inviterSide: 'home',
      away: { teamId: 'NYA', year: 1927, name: '1927 New York Yankees' },
      home: { teamId: 'CIN', year: 1975 },
      createdAt: clock.now().toISOString(),
      expiresAt: new Date(clock.now().getTime() + H2H_INVITATION_MINUTES * MINUTE).toISOString(),
      serverNow: clock.now().toISOString(),
      link: `/game/head-to-head/${gameId}?invite=${invitation.id}`,
    });
    const [game] = await backend.database.db.select().from(games).where(eq(games.id, gameId));
    expect([game!.mode, game!.ownerUserId, game!.userSide]).toEqual(['head-to-head', alice.id, 'home']);
    expect(game!.seats).toEqual({ away: { kind: 'open' }, home: { kind: 'user', userId: alice.id } });
    const [row] = await backend.database.db.select().from(h2hGames).where(eq(h2hGames.gameId, gameId));
    expect(row).toMatchObject({ ownerUserId: alice.id, homeUserId: alice.id, awayUserId: null, spectatorsAllowed: false });

    expect((await notifications(bob))[0]).toMatchObject({ type: 'general', title: 'Head-to-head invitation', message: H2H_MESSAGES.invitationReceived(alice.username), link: invitation.link });
    await stream.until((r) => invitationEvents(r, invitation.id).length === 1);
    expect(invitationEvents(stream, invitation.id)[0]!.data).toEqual({ invitation });

    const bobs = (await api.get(bob.key, '/api/head-to-head/invitations')).body.data;
    expect(bobs.received.map((i: Json) => i.id)).toContain(invitation.id);
    expect((await api.get(alice.key, '/api/head-to-head/invitations')).body.data.sent.map((i: Json) => i.id)).toContain(invitation.id);
    expect((await latestInvitation(backend.database, gameId, clock.now()))?.id).toBe(invitation.id);
  });

  it('asked for again while it waits, the same invitation stays one: the same game, no second notice; other settings or another opponent make a new one', async () => {
    const first = await create(carol.key, { opponent: dave.username, dayNight: 'day' });
    expect(first.status).toBe(201);
    const { gameId, invitation } = first.body.data;
    const noticed = (await notifications(dave)).length;
    clock.advance(MINUTE);
    const again = await create(carol.key, { opponent: dave.username.toUpperCase(), dayNight: 'day' });
    expect(again.status).toBe(201);
    expect([again.body.data.gameId, again.body.data.invitation.id]).toEqual([gameId, invitation.id]);
    expect((await notifications(dave)).length).toBe(noticed);
    const received = (await api.get(dave.key, '/api/head-to-head/invitations')).body.data.received.filter((i: Json) => i.from.userId === carol.id);
    expect(received.map((i: Json) => i.id)).toEqual([invitation.id]);
    // Not the same game: another time of day, the other side, another opponent; and once answered, a new one.
    const night = await create(carol.key, { opponent: dave.username, dayNight: 'night' });
    const away = await create(carol.key, { opponent: dave.username, dayNight: 'day', side: 'away' });
    const other = await create(carol.key, { opponent: bob.username, dayNight: 'day' });
    const ids = [night, away, other].map((r) => r.body.data.invitation.id);
    expect(new Set([invitation.id, ...ids]).size).toBe(4);
    expect((await answer(dave.key, invitation.id, 'reject')).status).toBe(200);
    const after = await create(carol.key, { opponent: dave.username, dayNight: 'day' });
    expect(after.body.data.gameId).not.toBe(gameId);
    // An expired one is not given back either.
    clock.advance((H2H_INVITATION_MINUTES + 1) * MINUTE);
    expect((await create(carol.key, { opponent: dave.username, dayNight: 'day' })).body.data.gameId).not.toBe(after.body.data.gameId);
  });

  it('refuses: no user 401, no plan 403, self 400, unknown 404, an invitee without a plan 409, bad bodies 400; creates nothing', async () => {
    const before = await count('SELECT count(*)::int AS n FROM games');
    expect((await api.send(null, { method: 'POST', url: '/api/head-to-head/games', payload: body() })).status).toBe(401);
    expect(await create(nick.key)).toEqual({ status: 403, body: { error: SUBSCRIBE } });
    expect(await create(alice.key, { opponent: alice.username })).toEqual({ status: 400, body: { error: H2H_MESSAGES.selfInvite } });
    expect(await create(alice.key, { opponent: 'nobody_by_that_name' })).toEqual({ status: 404, body: { error: H2H_MESSAGES.unknownUser } });
    expect(await create(alice.key, { opponent: nick.username })).toEqual({ status: 409, body: { error: H2H_MESSAGES.notSubscribed } });
    expect(await create(alice.key, { home: { teamId: 'NYA', year: 1927 } })).toEqual({ status: 400, body: { error: 'Please choose two different teams' } });
    expect((await create(alice.key, { home: { teamId: 'XXX', year: 1927 } })).status).toBe(404);
    for (const bad of [{ side: 'both' }, { opponent: 7 }, { extra: true }, { spectators: 'yes' }]) {
      const res = await create(alice.key, bad);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^Invalid request/);
    }
    expect((await api.get(nick.key, '/api/head-to-head/opponents')).status).toBe(403);
    expect(await count('SELECT count(*)::int AS n FROM games')).toBe(before);
  });

  it('a link: anyone signed in holding the id sees it; a stranger cannot reject it', async () => {
    const res = await create(alice.key, { side: 'away' });
    expect(res.status).toBe(201);
    const invitation = res.body.data.invitation;
    expect(invitation).toMatchObject({ to: null, inviterSide: 'away', status: 'pending' });
    const seen = await api.get(nick.key, `/api/head-to-head/invitations/${invitation.id}`);
    expect(seen).toEqual({ status: 200, body: { data: { invitation } } });
    expect(await answer(carol.key, invitation.id, 'reject')).toEqual({ status: 403, body: { error: H2H_MESSAGES.notForYou } });
    expect(await answer(nick.key, invitation.id, 'accept')).toEqual({ status: 403, body: { error: SUBSCRIBE } });
    expect(await answer(alice.key, invitation.id, 'accept')).toEqual({ status: 400, body: { error: H2H_MESSAGES.selfInvite } });
    expect(await storedStatus(invitation.id)).toBe('pending');
  });

  it('reject: the inviter is told (stored with the spec text, live), the invitation is answered; he invites again', async () => {
    const created = (await create(alice.key, { opponent: bob.username })).body.data;
    const aliceStream = await openStream(alice);
    const waiting = await openGameStream(alice, created.gameId);
    await waiting.until((r) => gameMessages(r).length > 0);
    expect(await answer(carol.key, created.invitation.id, 'reject')).toEqual({ status: 403, body: { error: H2H_MESSAGES.notForYou } });
    expect(await answer(carol.key, created.invitation.id, 'accept')).toEqual({ status: 403, body: { error: H2H_MESSAGES.notForYou } });
    const rejected = await answer(bob.key, created.invitation.id, 'reject');
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.invitation).toMatchObject({ id: created.invitation.id, status: 'rejected' });
    expect((await notifications(alice))[0]).toMatchObject({ title: 'Head-to-head invitation', message: H2H_MESSAGES.rejected, link: `/game/head-to-head/${created.gameId}` });
    await aliceStream.until((r) => invitationEvents(r, created.invitation.id).some((e) => (e.data as Json).invitation.status === 'rejected'));
    // The waiting screen re-renders at the same revision with the answer.
    await waiting.until((r) => gameMessages(r).some((m) => m.headToHead?.invitation?.status === 'rejected'));
    expect(await answer(bob.key, created.invitation.id, 'reject')).toEqual({ status: 409, body: { error: H2H_MESSAGES.invitationAnswered } });
    expect(await answer(bob.key, created.invitation.id, 'accept')).toEqual({ status: 409, body: { error: H2H_MESSAGES.invitationAnswered } });
    expect((await latestInvitation(backend.database, created.gameId, clock.now()))?.status).toBe('rejected');

    expect(await reinvite(bob.key, created.gameId, carol.username)).toEqual({ status: 403, body: { error: H2H_MESSAGES.ownerOnly } });
    const again = await reinvite(alice.key, created.gameId, bob.username);
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ gameId: created.gameId, message: H2H_MESSAGES.invited, invitation: { status: 'pending', to: { userId: bob.id } } });
    expect((await latestInvitation(backend.database, created.gameId, clock.now()))?.id).toBe(again.body.data.invitation.id);
    // Inviting once more (a link this time) withdraws the pending one.
    const link = await reinvite(alice.key, created.gameId);
    expect(link.body.data.invitation.to).toBeNull();
    expect(await storedStatus(again.body.data.invitation.id)).toBe('withdrawn');
    expect(await answer(bob.key, again.body.data.invitation.id, 'accept')).toEqual({ status: 410, body: { error: H2H_MESSAGES.invitationWithdrawn } });
    expect((await latestInvitation(backend.database, created.gameId, clock.now()))?.id).toBe(link.body.data.invitation.id);
    expect((await reinvite(alice.key, '00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });

  it('accept: the invitee takes the seat, both see the game and its history; the game no longer waits', async () => {
    const created = (await create(alice.key, { opponent: bob.username })).body.data;
    const aliceStream = await openStream(alice);
    const waiting = await openGameStream(alice, created.gameId);
    await waiting.until((r) => gameMessages(r).length > 0);
    const revision = (await backend.database.db.select({ r: games.revision }).from(games).where(eq(games.id, created.gameId)))[0]!.r;
    const accepted = await answer(bob.key, created.invitation.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ gameId: created.gameId, invitation: { status: 'accepted' } });
    await aliceStream.until((r) => invitationEvents(r, created.invitation.id).some((e) => (e.data as Json).invitation.status === 'accepted'));
    // The waiting screen's stream sees the player join (a new revision, the seat his).
    await waiting.until((r) => gameMessages(r).some((m) => m.version === revision + 1));
    expect(gameMessages(waiting).find((m) => m.version === revision + 1)!.game.away.managedBy).toBe('user');
    const [game] = await backend.database.db.select().from(games).where(eq(games.id, created.gameId));
    expect(game!.seats).toEqual({ away: { kind: 'user', userId: bob.id }, home: { kind: 'user', userId: alice.id } });
    expect(game!.revision).toBe(revision + 1);
    expect((await backend.database.db.select().from(h2hGames).where(eq(h2hGames.gameId, created.gameId)))[0]).toMatchObject({ awayUserId: bob.id, homeUserId: alice.id });

    const bobView = await api.get(bob.key, `/api/games/${created.gameId}`);
    expect(bobView.status).toBe(200);
    expect(bobView.body.data.game.away.managedBy).toBe('user');
    expect((await api.get(alice.key, `/api/games/${created.gameId}`)).status).toBe(200);
    for (const [user, side] of [[alice, 'home'], [bob, 'away']] as const) {
      const history = (await api.get(user.key, '/api/games/history')).body.data.games as Json[];
      expect(history.find((g) => g.id === created.gameId)).toMatchObject({ mode: 'head-to-head', userSide: side, status: 'setup' });
    }
    expect((await api.get(carol.key, '/api/games/history')).body.data.games.some((g: Json) => g.id === created.gameId)).toBe(false);
    // The opponent's team and lineup are his: the refusal says so, not that a lineup or eligibles are invalid.
    const opponentsTeam = await api.put(alice.key, `/api/games/${created.gameId}/team`, { side: 'away', teamId: 'BOS', year: 1975 });
    expect(opponentsTeam).toEqual({ status: 403, body: { error: "You can only choose your own team, not your opponent's." } });
    const opponentsEligibles = await api.put(alice.key, `/api/games/${created.gameId}/eligibles`, { side: 'away', playerIds: ['nobody01-1975'] });
    expect(opponentsEligibles).toEqual({ status: 403, body: { error: "You can only set up your own team, not your opponent's." } });

    expect(await answer(bob.key, created.invitation.id, 'accept')).toEqual({ status: 409, body: { error: H2H_MESSAGES.invitationAnswered } });
    expect(await answer(alice.key, created.invitation.id, 'withdraw')).toEqual({ status: 409, body: { error: H2H_MESSAGES.invitationAnswered } });
    expect(await reinvite(alice.key, created.gameId, carol.username)).toEqual({ status: 409, body: { error: H2H_MESSAGES.gameStarted } });
  });

  it('expired after 15 minutes: 410 on accept, stored, and out of the lists', async () => {
    const created = (await create(alice.key, { opponent: bob.username })).body.data;
    clock.advance(H2H_INVITATION_MINUTES * MINUTE - 1000);
    expect((await api.get(bob.key, `/api/head-to-head/invitations/${created.invitation.id}`)).body.data.invitation.status).toBe('pending');
    clock.advance(1000);
    expect((await api.get(bob.key, `/api/head-to-head/invitations/${created.invitation.id}`)).body.data.invitation.status).toBe('expired');
    expect((await api.get(bob.key, '/api/head-to-head/invitations')).body.data.received.some((i: Json) => i.id === created.invitation.id)).toBe(false);
    expect(await storedStatus(created.invitation.id)).toBe('pending');
    expect(await answer(bob.key, created.invitation.id, 'accept')).toEqual({ status: 410, body: { error: H2H_MESSAGES.invitationExpired } });
    expect(await storedStatus(created.invitation.id)).toBe('expired');
    expect(await answer(bob.key, created.invitation.id, 'reject')).toEqual({ status: 410, body: { error: H2H_MESSAGES.invitationExpired } });
    expect(await answer(alice.key, created.invitation.id, 'withdraw')).toEqual({ status: 409, body: { error: H2H_MESSAGES.invitationExpired } });
    expect((await backend.database.db.select().from(games).where(eq(games.id, created.gameId)))[0]!.seats).toMatchObject({ away: { kind: 'open' } });
  });

  it('withdrawn: only the inviter withdraws, then accepting says so', async () => {
    const created = (await create(alice.key, { opponent: bob.username })).body.data;
    expect(await answer(bob.key, created.invitation.id, 'withdraw')).toEqual({ status: 403, body: { error: H2H_MESSAGES.ownerOnly } });
    const withdrawn = await answer(alice.key, created.invitation.id, 'withdraw');
    expect([withdrawn.status, withdrawn.body.data.invitation.status]).toEqual([200, 'withdrawn']);
    expect(await answer(bob.key, created.invitation.id, 'accept')).toEqual({ status: 410, body: { error: H2H_MESSAGES.invitationWithdrawn } });
    expect(await answer(alice.key, created.invitation.id, 'withdraw')).toEqual({ status: 409, body: { error: H2H_MESSAGES.invitationWithdrawn } });
  });

  it('two subscribers accept one link at once: one takes the seat, the other is told it is taken', async () => {
    for (let round = 0; round < 3; round++) {
      const created = (await create(alice.key)).body.data;
      const [a, b] = await Promise.all([answer(carol.key, created.invitation.id, 'accept'), answer(dave.key, created.invitation.id, 'accept')]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect([a, b].find((r) => r.status === 409)!.body).toEqual({ error: H2H_MESSAGES.invitationTaken });
      const winner = a.status === 200 ? carol : dave;
      const [game] = await backend.database.db.select().from(games).where(eq(games.id, created.gameId));
      expect(game!.seats).toEqual({ away: { kind: 'user', userId: winner.id }, home: { kind: 'user', userId: alice.id } });
      expect(await answer(winner.key, created.invitation.id, 'accept')).toEqual({ status: 409, body: { error: H2H_MESSAGES.invitationAnswered } });
      // The loser asking again, after the winner's answer is stored: still 'taken', whichever of the two checks sees it.
      const loser = winner === carol ? dave : carol;
      expect(await answer(loser.key, created.invitation.id, 'accept')).toEqual({ status: 409, body: { error: H2H_MESSAGES.invitationTaken } });
    }
  });

  it('unknown and malformed ids: 404 and 400', async () => {
    expect(await api.get(bob.key, '/api/head-to-head/invitations/00000000-0000-0000-0000-000000000000')).toEqual({ status: 404, body: { error: NOT_FOUND } });
    expect(await answer(bob.key, '00000000-0000-0000-0000-000000000000', 'accept')).toEqual({ status: 404, body: { error: NOT_FOUND } });
    expect((await answer(bob.key, 'not-a-uuid', 'accept')).status).toBe(400);
    expect((await api.get(bob.key, '/api/head-to-head/invitations/x')).status).toBe(400);
    expect((await api.send(alice.key, { method: 'POST', url: '/api/head-to-head/games/not-a-game/invitations', payload: {} })).body).toEqual({ error: NOT_FOUND });
    // No body where one is expected: a game nobody can see is 404 first (access before validation); on one's own game a 400, not a crash.
    expect((await api.send(alice.key, { method: 'POST', url: '/api/head-to-head/games/00000000-0000-0000-0000-000000000000/invitations' })).status).toBe(404);
    const { gameId } = (await create(alice.key)).body.data;
    expect((await api.send(alice.key, { method: 'POST', url: `/api/head-to-head/games/${gameId}/invitations` })).status).toBe(400);
  });

  it('opponents: subscribers but me whose name matches, online first, with the online flag', async () => {
    const tag = `opp${Math.random().toString(36).slice(2, 6)}`;
    const [on, off, stale, unpaid] = [
      await createUser(app, { username: `${tag}_on` }),
      await createUser(app, { username: `${tag}_Off` }),
      await createUser(app, { username: `${tag}_stale` }),
      await createUser(app, { username: `${tag}_unpaid` }),
    ];
    for (const u of [on, off, stale]) await markSubscribed(backend.database, u.id);
    await backend.database.db.insert(presence).values([
      { topic: 'site', userId: on.id, instanceId: 'test', role: 'user' },
      { topic: 'site', userId: stale.id, instanceId: 'test', role: 'user', seenAt: sql`now() - interval '10 minutes'` },
      { topic: `game:x`, userId: off.id, instanceId: 'test', role: 'player' },
    ]);
    const found = await api.get(off.key, `/api/head-to-head/opponents?search=${tag.toUpperCase()}`);
    expect(found.status).toBe(200);
    expect(found.body.data.users).toEqual([
      { userId: on.id, username: on.username, online: true },
      { userId: stale.id, username: stale.username, online: false },
    ]);
    // A stale row (a crashed instance) and a game's presence do not make anyone online.
    const mine = await api.get(on.key, `/api/head-to-head/opponents?search=${tag}`);
    expect(mine.body.data.users.map((u: Json) => [u.username, u.online])).toEqual([[stale.username, false], [off.username, false]]);
    expect((await api.get(on.key, '/api/head-to-head/opponents?search=%25')).body.data.users).toEqual([]);
    const everyone = (await api.get(alice.key, '/api/head-to-head/opponents')).body.data.users as Json[];
    expect(everyone.length).toBeLessThanOrEqual(H2H_OPPONENT_LIMIT);
    const offline = everyone.findIndex((u) => !u.online);
    expect(everyone.slice(offline).every((u) => !u.online)).toBe(true);
    expect(everyone.findIndex((u) => u.userId === on.id)).toBeLessThan(offline);
    expect(everyone.some((u) => u.userId === alice.id || u.userId === unpaid.id || u.userId === nick.id)).toBe(false);
    expect((await api.get(alice.key, `/api/head-to-head/opponents?search=${'x'.repeat(61)}`)).status).toBe(400);
  });

  it('a final game: both players replay it and find it in their history, also the one the computer replaced', async () => {
    const created = (await create(alice.key, { opponent: bob.username, spectators: false })).body.data;
    expect((await answer(bob.key, created.invitation.id, 'accept')).status).toBe(200);
    const keys = { away: bob.key, home: alice.key };
    let view = (await api.get(alice.key, `/api/games/${created.gameId}`)).body.data.game as Json;
    for (let i = 0; i < 12; i++) {
      const res = await api.post(view.half === 'top' ? keys.away : keys.home, `/api/games/${created.gameId}/_swing-away`);
      expect(res.status).toBe(200);
      view = res.body.data.game;
    }
    // Bob leaves: the computer takes his seat (h2h_games keeps him), Alice plays on to the end.
    expect((await api.post(bob.key, `/api/games/${created.gameId}/_exit-game`)).status).toBe(200);
    expect((await backend.database.db.select().from(games).where(eq(games.id, created.gameId)))[0]!.seats).toMatchObject({ away: { kind: 'computer' } });
    const done = await api.post(alice.key, `/api/games/${created.gameId}/_quick-play`, { scope: 'game' });
    expect(done.status).toBe(200);
    view = done.body.data.game;
    expect(view.status).toBe('final');
    for (const user of [alice, bob]) {
      expect((await api.get(user.key, `/api/games/${created.gameId}`)).status).toBe(200);
      expect((await api.get(user.key, `/api/games/${created.gameId}/replay`)).status).toBe(200);
      const item = ((await api.get(user.key, '/api/games/history?status=finished')).body.data.games as Json[]).find((g) => g.id === created.gameId);
      expect(item).toMatchObject({ status: 'final', score: view.score });
      expect(item!.summary.userWon).toBe(view.winner === item!.userSide);
    }
    expect(((await api.get(bob.key, '/api/games/history')).body.data.games as Json[]).find((g) => g.id === created.gameId)?.userSide).toBe('away');
  });
});
