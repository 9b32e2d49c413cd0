import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { H2H_DECISION_SECONDS, H2H_MESSAGES } from '@bb/contract';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { presence } from '../src/db/schema/index';
import { createServerGame } from '../src/games/game-service';
import { NOT_YOUR_GAME } from '../src/games/game-rules';
import { readH2H } from '../src/head-to-head/h2h-store';
import { gameTopic, gameViewers, isOnline } from '../src/realtime/presence';
import { openPgliteCopy } from './support/db-snapshots';
import { SseReader } from './support/sse-client';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import { testClock } from './leagues-support';
import { config, h2hClient, lastBlock, openGameStream, seatedGame } from './h2h-live-support';
import type { Json } from './support/json';

describe('head to head: presence, spectators and the live block', () => {
  let app: FastifyInstance;
  let database: Database;
  let base: string;
  let api: ReturnType<typeof h2hClient>;
  let owner: TestUser;
  let rival: TestUser;
  let watcher: TestUser;
  let other: TestUser;
  const clock = testClock();
  const readers: SseReader[] = [];
  const open = async (user: TestUser, gameId: string) => {
    const reader = await openGameStream(app, base, user, gameId);
    readers.push(reader);
    await reader.until((r) => r.events.length >= 1);
    return reader;
  };
  const block = (reader: SseReader) => lastBlock(reader) ?? {};

  beforeAll(async () => {
    database = await openPgliteCopy([1927, 1975]);
    app = await buildApp({ config, database, clock: clock.now });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    api = h2hClient(app);
    [owner, rival, watcher, other] = [await createUser(app), await createUser(app), await createUser(app), await createUser(app)];
    // `other` has a plan (his refusals are the seats', not the plan modal's); `watcher` has none: spectators need none.
    for (const user of [owner, rival, other]) await markSubscribed(database, user.id);
  }, 180_000);
  afterAll(async () => {
    for (const r of readers) r.close();
    await app?.close();
    await database?.close();
  });

  it('GET carries the block: the owner, both players, the phase; a stranger watches without a seat and sees no lists', async () => {
    const gameId = await seatedGame(database, owner, rival, 11);
    const mine = (await api.view(owner, gameId)).headToHead as Json;
    expect(mine).toMatchObject({
      ownerUserId: owner.id, isOwner: true, phase: 'playing', spectatorsAllowed: true, spectators: 0, spectating: false, canRejoin: false,
      players: { away: { userId: rival.id, username: rival.username, joined: true, connected: false }, home: { userId: owner.id, username: owner.username, joined: true } },
      takenOver: { away: null, home: null }, watching: [], blocked: [],
    });
    const added = await api.post(watcher, `/api/head-to-head/games/${gameId}/spectator`);
    expect(added.status).toBe(200);
    expect(added.body.data.headToHead).toMatchObject({ isOwner: false, spectating: true, watching: [], blocked: [], canRejoin: false });
    // Not a head-to-head game: nothing to watch here.
    const exhibition = await createServerGame(database, { home: { teamId: 'CIN', year: 1975 }, away: { teamId: 'NYA', year: 1927 }, userSide: 'home', mode: 'exhibition', ownerUserId: owner.id, seed: 3 });
    expect((await api.post(watcher, `/api/head-to-head/games/${exhibition.id}/spectator`)).status).toBe(404);
    expect((await api.post(null, `/api/head-to-head/games/${gameId}/spectator`)).status).toBe(401);

    // A game that waits for its invitee: the phase, the newest invitation, the open seat.
    const created = await api.post(owner, '/api/head-to-head/games', { away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, side: 'home', opponent: rival.username });
    expect(created.status).toBe(201);
    const waiting = (await api.view(owner, created.body.data.gameId)).headToHead as Json;
    expect(waiting).toMatchObject({ phase: 'waiting', clock: null, players: { away: null, home: { userId: owner.id, joined: true } } });
    expect(waiting.invitation).toMatchObject({ status: 'pending', to: { userId: rival.id } });
    expect((await api.view(rival, created.body.data.gameId)).headToHead).toMatchObject({ phase: 'waiting', spectating: true, isOwner: false });

    // The invitee watches the waiting game, then accepts: from a spectator he becomes a connected player.
    const waitingId = created.body.data.gameId as string;
    const ownerStream = await open(owner, waitingId);
    const rivalStream = await open(rival, waitingId);
    await ownerStream.until((r) => block(r).spectators === 1);
    expect((await api.post(rival, `/api/head-to-head/invitations/${created.body.data.invitation.id}/accept`)).status).toBe(200);
    await ownerStream.until((r) => block(r).phase === 'playing' && block(r).spectators === 0);
    expect(block(ownerStream).players.away).toMatchObject({ userId: rival.id, connected: true, joined: true });
    await rivalStream.until((r) => block(r).spectating === false);
    rivalStream.close();
    ownerStream.close();
  });

  it('counts spectators across viewers, names them for the owner only, and players connect and leave (gone-at on the injected clock)', async () => {
    const gameId = await seatedGame(database, owner, rival, 12);
    const ownerStream = await open(owner, gameId);
    const first = await open(watcher, gameId);
    const second = await open(other, gameId);
    await ownerStream.until((r) => block(r).spectators === 2);
    expect(block(ownerStream).watching.map((u: Json) => u.username).sort()).toEqual([watcher.username, other.username].sort());
    await first.until((r) => block(r).spectators === 2);
    expect(block(first)).toMatchObject({ isOwner: false, spectating: true, watching: [], blocked: [] });
    expect(block(ownerStream).players.home.connected).toBe(true);

    // The rival opens the game: connected; closes it: not connected, gone since the (injected) clock's now.
    const rivalStream = await open(rival, gameId);
    await ownerStream.until((r) => block(r).players.away.connected === true);
    expect(block(ownerStream).spectators).toBe(2);
    rivalStream.close();
    await ownerStream.until((r) => block(r).players.away.connected === false);
    expect((await readH2H(database, gameId))?.awayGoneAt?.toISOString()).toBe(clock.now().toISOString());
    clock.advance(5000);
    const back = await open(rival, gameId);
    await ownerStream.until((r) => block(r).players.away.connected === true);
    await waitFor(async () => (await readH2H(database, gameId))?.awayGoneAt === null);
    back.close();

    second.close();
    await ownerStream.until((r) => block(r).spectators === 1);
    expect(block(ownerStream).watching.map((u: Json) => u.userId)).toEqual([watcher.id]);
    const viewers = await gameViewers(database, gameId);
    expect([...viewers.players]).toEqual([owner.id]);
    expect(viewers.spectators).toEqual([watcher.id]);
  });

  it('the owner blocks and unblocks: the blocked stream ends, every read answers 403, players cannot be blocked, strangers cannot block', async () => {
    const gameId = await seatedGame(database, owner, rival, 13);
    const ownerStream = await open(owner, gameId);
    const watching = await open(watcher, gameId);
    await ownerStream.until((r) => block(r).spectators === 1);

    const url = `/api/head-to-head/games/${gameId}/spectators/${watcher.id}/block`;
    expect(await api.post(other, url)).toMatchObject({ status: 403, body: { error: H2H_MESSAGES.ownerOnly } });
    expect(await api.post(rival, url)).toMatchObject({ status: 403, body: { error: H2H_MESSAGES.ownerOnly } });
    expect((await api.post(owner, `/api/head-to-head/games/${gameId}/spectators/${rival.id}/block`)).status).toBe(400);
    expect((await api.post(owner, `/api/head-to-head/games/${gameId}/spectators/999999/block`)).status).toBe(404);

    const blocked = await api.post(owner, url);
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.headToHead.blocked).toEqual([{ userId: watcher.id, username: watcher.username }]);
    await watching.until((r) => r.ended);
    await ownerStream.until((r) => block(r).spectators === 0 && block(r).blocked.length === 1);

    for (const path of ['', '/plays', '/box_score']) {
      expect(await api.get(watcher, `/api/games/${gameId}${path}`)).toMatchObject({ status: 403, body: { error: H2H_MESSAGES.blocked } });
    }
    expect(await api.post(watcher, `/api/head-to-head/games/${gameId}/spectator`)).toMatchObject({ status: 403, body: { error: H2H_MESSAGES.blocked } });
    expect(await api.post(watcher, `/api/games/${gameId}/_swing-away`)).toMatchObject({ status: 403, body: { error: H2H_MESSAGES.blocked } });
    await expect(openGameStream(app, base, watcher, gameId)).rejects.toMatchObject({ status: 403 });
    // Others still watch; a spectator's decision is refused by the seats.
    expect((await api.get(other, `/api/games/${gameId}`)).status).toBe(200);
    expect(await api.post(other, `/api/games/${gameId}/_swing-away`)).toMatchObject({ status: 403, body: { error: NOT_YOUR_GAME } });
    expect(await api.post(other, `/api/games/${gameId}/tactic`, { type: 'steal' })).toMatchObject({ status: 403 });

    const unblocked = await api.del(owner, url);
    expect(unblocked.status).toBe(200);
    expect(unblocked.body.data.headToHead.blocked).toEqual([]);
    expect((await api.get(watcher, `/api/games/${gameId}`)).status).toBe(200);
    const again = await open(watcher, gameId);
    await ownerStream.until((r) => block(r).spectators === 1);
    again.close();
  });

  it('closed to spectators: strangers get 403 and their streams end; the players and the owner still see it, also after the computer took a seat', async () => {
    const gameId = await seatedGame(database, owner, rival, 14);
    const watching = await open(watcher, gameId);
    expect(await api.put(rival, `/api/head-to-head/games/${gameId}/spectators`, { allowed: false })).toMatchObject({ status: 403, body: { error: H2H_MESSAGES.ownerOnly } });
    const closed = await api.put(owner, `/api/head-to-head/games/${gameId}/spectators`, { allowed: false });
    expect(closed.status).toBe(200);
    expect(closed.body.data.headToHead.spectatorsAllowed).toBe(false);
    await watching.until((r) => r.ended);
    expect(await api.get(watcher, `/api/games/${gameId}`)).toMatchObject({ status: 403, body: { error: H2H_MESSAGES.spectatorsClosed } });
    expect(await api.post(watcher, `/api/head-to-head/games/${gameId}/spectator`)).toMatchObject({ status: 403, body: { error: H2H_MESSAGES.spectatorsClosed } });
    await expect(openGameStream(app, base, watcher, gameId)).rejects.toMatchObject({ status: 403 });

    // The rival leaves on purpose: the computer takes his seat; he still sees the game (history, replay, rejoin).
    expect((await api.post(rival, `/api/games/${gameId}/_exit-game`)).status).toBe(200);
    const his = await api.get(rival, `/api/games/${gameId}`);
    expect(his.status).toBe(200);
    expect(his.body.data.game.seats.away.kind).toBe('computer');
    expect(his.body.data.headToHead).toMatchObject({ spectating: true, canRejoin: true, takenOver: { away: 'exit', home: null } });
    expect((await api.get(rival, `/api/games/${gameId}/box_score`)).status).toBe(200);
    expect((await api.get(owner, `/api/games/${gameId}`)).status).toBe(200);

    expect((await api.put(owner, `/api/head-to-head/games/${gameId}/spectators`, { allowed: true })).status).toBe(200);
    expect((await api.get(watcher, `/api/games/${gameId}`)).status).toBe(200);
  });

  it("a spectator's stream gets every version with the plays in order, and never the seed or anything not yet done", async () => {
    const gameId = await seatedGame(database, owner, rival, 15);
    const watching = await open(watcher, gameId);
    // The rival bats first (away): his rolls; the owner's turn comes with the third out.
    for (let version = 0; version < 4; version++) expect((await api.post(rival, `/api/games/${gameId}/_swing-away`, { version })).status).toBe(200);
    await watching.until((r) => (r.last('game') as Json | undefined)?.version === 4);
    const messages = watching.events.map((e) => e.data as Json);
    expect(messages[0]!.resync).toBe(true);
    const versions = [...new Set(messages.map((m) => m.version as number))];
    expect(versions).toEqual([0, 1, 2, 3, 4]);
    const held = messages.slice(1).flatMap((m) => (m.plays as Json[]).map((p) => p.index as number));
    const plays = (await api.get(owner, `/api/games/${gameId}/plays`)).body.data as Json[];
    expect(held).toEqual(plays.map((p) => p.index as number).filter((i) => i >= (held[0] ?? 0)));
    expect(JSON.stringify(messages)).not.toMatch(/"seed"/);
    const last = messages.at(-1)!;
    // The decision clock of the turn in progress (kept by the clock in h2h_games), on the injected clock.
    const row = await readH2H(database, gameId);
    const mine = (await api.view(rival, gameId)).headToHead as Json;
    expect(row?.turnRevision).toBe(4);
    expect(mine.clock).toEqual({
      side: last.game.battingSide, seconds: H2H_DECISION_SECONDS, serverNow: clock.now().toISOString(),
      deadline: new Date(row!.turnStartedAt!.getTime() + H2H_DECISION_SECONDS * 1000).toISOString(),
    });
    expect(last.game.controls.swingAway.allowed).toBe(false);
    expect(last.game.viewerSide).toBeNull();
    expect(last.game.decisionCount).toBe(4);
  });

  it('presence: the site stream makes a user online; the heartbeat keeps rows fresh; a crashed instance\'s players are gone', async () => {
    expect(await isOnline(database, [other.id])).toEqual(new Set());
    const ticket = (await api.post(other, '/api/realtime/ticket')).body.data.ticket as string;
    const site = await SseReader.open(`${base}/api/realtime/stream?ticket=${encodeURIComponent(ticket)}`);
    readers.push(site);
    await waitFor(async () => (await isOnline(database, [other.id, watcher.id])).has(other.id));
    expect(await isOnline(database, [other.id, watcher.id])).toEqual(new Set([other.id]));

    // Rows not refreshed for two heartbeats no longer count; this instance's heartbeat refreshes its own.
    const stale = sql`now() - interval '1 hour'`;
    await database.db.update(presence).set({ seenAt: stale }).where(eq(presence.userId, other.id));
    expect((await isOnline(database, [other.id])).size).toBe(0);
    await app.realtimePresence.beat();
    expect((await isOnline(database, [other.id])).size).toBe(1);

    site.close();
    await waitFor(async () => (await isOnline(database, [other.id])).size === 0);

    // Another instance held the rival's stream and died: its row ages out; a live instance's heartbeat removes it and
    // the rival is gone from the game (the reconnect grace starts).
    const gameId = await seatedGame(database, owner, rival, 16);
    const ownerStream = await open(owner, gameId);
    await database.db.insert(presence).values({ topic: gameTopic(gameId), userId: rival.id, instanceId: 'crashed', role: 'player', seenAt: stale });
    expect((await readH2H(database, gameId))?.awayGoneAt).toBeNull();
    await app.realtimePresence.beat();
    await waitFor(async () => (await readH2H(database, gameId))?.awayGoneAt !== null);
    expect((await database.db.select().from(presence).where(and(eq(presence.instanceId, 'crashed')))).length).toBe(0);
    expect(block(ownerStream).players.away.connected).toBe(false);
  });
});

/** Polls until an asynchronous outcome holds (the server finishes a stream's close after the client's). */
async function waitFor(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
