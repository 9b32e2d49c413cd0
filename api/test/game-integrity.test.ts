import { userRowChanged } from '../src/auth/index';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { MAX_CONSECUTIVE_INTENTIONAL_WALKS } from '@bb/engine';
import { buildApp } from '../src/app';
import { SUBSCRIBE_TO_ACCESS } from '../src/games/mode-access';
import { CONFLICT } from '../src/games/game-store';
import { seedFor } from '../src/gotd/daily-pick';
import { pickSecret } from '../src/gotd/server-secret';
import { gameDayOf } from '../src/gotd/game-day';
import { describeOnBackends } from './support/backends';
import { SseReader } from './support/sse-client';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import type { Json } from './support/json';
import { API_ONLY_CONFIG } from './support/app-config';

describeOnBackends('game integrity: access, bounds, stale versions, the Game of the Day, live streams', { seasons: [1927, 1975] }, (backend) => {
  let app: FastifyInstance;
  let base: string;
  let subscriber: TestUser;
  let free: TestUser;
  const readers: SseReader[] = [];
  const { it } = backend;

  backend.beforeAll(async () => {
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    subscriber = await createUser(app);
    free = await createUser(app);
    await markSubscribed(backend.database, subscriber.id);
  }, 180_000);
  backend.afterAll(async () => {
    for (const r of readers) r.close();
    await app.close();
  });

  const send = async (key: string | null, options: InjectOptions) => {
    const res = await app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(key ? { authorization: `Bearer ${key}` } : {}) } });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const create = (key: string | null, extra: Json = {}) =>
    send(key, { method: 'POST', url: '/api/games/single', payload: { away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, userSide: 'home', seed: 2024, ...extra } });
  const post = (key: string | null, url: string, payload?: Json) => send(key, { method: 'POST', url, ...(payload ? { payload } : {}) });

  it('the API enforces the subscription the shell enforces: a logged-in non-subscriber gets 403 and the spec text; guests and subscribers play', async () => {
    expect(await create(free.key)).toEqual({ status: 403, body: { error: SUBSCRIBE_TO_ACCESS } });
    expect((await create(null)).status).toBe(201);
    const mine = (await create(subscriber.key)).body.data.game;
    expect(mine.controls.swingAway.allowed).toBe(true);
    // A subscription that lapsed mid-game: the next decision is refused the same way.
    await backend.database.db.execute(`UPDATE users SET is_subscribed = false WHERE id = ${subscriber.id}`);
    await userRowChanged(subscriber.id);
    expect(await post(subscriber.key, `/api/games/${mine.id}/_swing-away`)).toEqual({ status: 403, body: { error: SUBSCRIBE_TO_ACCESS } });
    await markSubscribed(backend.database, subscriber.id);
  });

  it('bounded games: intentional walks in a row stop with 422 and nothing is stored', async () => {
    const game = (await create(subscriber.key)).body.data.game;
    const url = `/api/games/${game.id}/tactic`;
    for (let i = 0; i < MAX_CONSECUTIVE_INTENTIONAL_WALKS; i++) expect((await post(subscriber.key, url, { type: 'intentionalWalk' })).status).toBe(200);
    const before = (await send(subscriber.key, { method: 'GET', url: `/api/games/${game.id}` })).body.data.game;
    expect(before.controls.intentionalWalk.allowed).toBe(false);
    const refused = await post(subscriber.key, url, { type: 'intentionalWalk' });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual(expect.any(String));
    const after = (await send(subscriber.key, { method: 'GET', url: `/api/games/${game.id}` })).body.data.game;
    expect(after.version).toBe(before.version);
    expect(after.score).toEqual(before.score);
  });

  it('stale versions, the other side, a final game: 4xx with a clear message, nothing changes', async () => {
    const game = (await create(subscriber.key)).body.data.game;
    const url = (path: string) => (path ? `/api/games/${game.id}/${path}` : `/api/games/${game.id}`);
    const first = await post(subscriber.key, url('_swing-away'), { version: 0 });
    expect(first.status).toBe(200);
    // A second tab still showing version 0.
    expect(await post(subscriber.key, url('_swing-away'), { version: 0 })).toEqual({ status: 409, body: { error: CONFLICT } });
    expect((await send(subscriber.key, { method: 'GET', url: url('') })).body.data.game.version).toBe(1);
    // Home fields in the top of the first: stealing is the batting side's call.
    const steal = await post(subscriber.key, url('tactic'), { type: 'steal' });
    expect(steal.status).toBe(400);
    expect(steal.body.error).toEqual(expect.any(String));
    // Another team's pitcher.
    const stranger = await post(subscriber.key, url('substitute-players'), { type: 'newPitcher', cardId: game.away.bullpen[1].cardId });
    expect(stranger.status).toBe(400);
    await post(subscriber.key, url('_quick-play'), { scope: 'game' });
    const done = (await send(subscriber.key, { method: 'GET', url: url('') })).body.data.game;
    for (const [path, payload] of [['_swing-away'], ['_quick-play', { scope: 'game' }], ['tactic', { type: 'steal' }], ['_exit-game']] as const) {
      expect((await post(subscriber.key, url(path), payload)).status).toBe(409);
    }
    expect((await send(subscriber.key, { method: 'GET', url: url('') })).body.data.game.version).toBe(done.version);
  });

  it('the Game of the Day: every request that used to cheat is refused and the leaderboard does not move', async () => {
    const player = await createUser(app);
    const gameId = (await post(player.key, '/api/gotd/registration')).body.data.gameId as string;
    const gotd = `/api/gotd/games/${gameId}`;
    const start = (await send(player.key, { method: 'GET', url: gotd })).body.data.game;
    // Dice of his own: keyed with the server secret, the day and the user; the seed never reaches the browser.
    const seed = seedFor(await pickSecret(backend.database.db), gameDayOf(new Date()), player.id);
    const stored = (await backend.database.db.execute(`SELECT seed FROM games WHERE id = '${gameId}'`)) as unknown as { rows: Array<{ seed: number }> };
    expect(Number(stored.rows[0]!.seed)).toBe(seed);
    expect(JSON.stringify(start)).not.toContain(String(seed));
    const other = await createUser(app);
    const otherGame = (await post(other.key, '/api/gotd/registration')).body.data.gameId as string;
    const otherSeed = (await backend.database.db.execute(`SELECT seed FROM games WHERE id = '${otherGame}'`)) as unknown as { rows: Array<{ seed: number }> };
    expect(Number(otherSeed.rows[0]!.seed)).not.toBe(seed);

    const boards = async () => (await send(null, { method: 'GET', url: '/api/gotd/gotd-leaderboard?tab=Overall&period=AllTime&subTab=TotalWins' })).body.data;
    const boardBefore = await boards();
    const lineup = start.home.lineup.map((s: Json) => ({ cardId: s.cardId, position: s.position }));
    const side = start.userSide;
    const generic = `/api/games/${gameId}`;
    const holes: Array<[string, InjectOptions]> = [
      ['team', { method: 'PUT', url: `${generic}/team`, payload: { side, teamId: 'NYA', year: 1927 } }],
      ['lineup', { method: 'PUT', url: `${generic}/lineup`, payload: { side, lineup } }],
      ['eligibles', { method: 'PUT', url: `${generic}/eligibles`, payload: { side, playerIds: lineup.map((s: Json) => s.cardId) } }],
      ['undo', { method: 'POST', url: `${generic}/_undo-play` }],
      ['reset', { method: 'POST', url: `${generic}/_reset` }],
      ['tactic', { method: 'POST', url: `${generic}/tactic`, payload: { type: 'intentionalWalk' } }],
      ['substitute', { method: 'POST', url: `${generic}/substitute-players`, payload: { type: 'newPitcher', cardId: start[side].bullpen[2].cardId } }],
      ['undo (gotd)', { method: 'POST', url: `${gotd}/_undo-play` }],
      ['reset (gotd)', { method: 'POST', url: `${gotd}/_reset` }],
    ];
    const tryAll = async (extra: Array<[string, InjectOptions]> = []) => {
      for (const [name, options] of [...holes, ...extra]) {
        const res = await send(player.key, options);
        expect({ name, status: res.status, refused: res.status >= 400 && res.status < 500 }).toMatchObject({ name, refused: true });
      }
    };
    await tryAll([['replay before final', { method: 'GET', url: `${gotd}/replay` }]]);
    expect((await send(player.key, { method: 'GET', url: gotd })).body.data.game.version).toBe(start.version);
    await post(player.key, `${gotd}/_quick-play`, { scope: 'game' });
    const final = (await send(player.key, { method: 'GET', url: gotd })).body.data;
    expect(final.game.status).toBe('final');
    // After the final out too: no undo, no reset, no second game.
    await tryAll();
    expect((await post(player.key, '/api/gotd/registration')).status).toBe(409);
    expect((await send(player.key, { method: 'GET', url: gotd })).body.data.game.version).toBe(final.game.version);
    expect((await send(player.key, { method: 'GET', url: `${gotd}/replay` })).status).toBe(200);
    const boardAfter = await boards();
    const row = (b: Json) => b.TotalWins.find((r: Json) => r.username === player.username);
    expect(row(boardAfter)?.totalGamesPlayed ?? 0).toBe((row(boardBefore)?.totalGamesPlayed ?? 0) + 1);
  }, 60_000);

  it('live: a decision reaches a second viewer; a reconnect gets what it missed; an undo makes it reload', async () => {
    const game = (await create(null)).body.data.game;
    const stream = `${base}/api/games/${game.id}/stream`;
    const watcher = await SseReader.open(`${stream}?since=0&plays=${0}`);
    readers.push(watcher);
    await watcher.until((r) => r.events.length >= 1);
    expect(watcher.events[0]).toMatchObject({ event: 'game', data: { version: 0, resync: false } });
    const played = await post(null, `/api/games/${game.id}/_swing-away?isGuest=true`, { version: 0 });
    await watcher.until((r) => r.events.length >= 2);
    const message = watcher.events[1]!.data as Json;
    expect(message.version).toBe(1);
    expect(message.game.score).toEqual(played.body.data.game.score);
    const plays = (await send(null, { method: 'GET', url: `/api/games/${game.id}/plays` })).body.data as Json[];
    // The two messages together hold every play, once, in order: the stream's plays are the plays endpoint's.
    const streamed = watcher.events.flatMap((e) => (e.data as Json).plays as Json[]);
    expect(streamed).toEqual(plays);
    watcher.close();

    // Two more moves while nobody watches; a reconnect from version 1 gets exactly the plays after the ones it held.
    await post(null, `/api/games/${game.id}/_swing-away?isGuest=true`);
    await post(null, `/api/games/${game.id}/_swing-away?isGuest=true`);
    const all = (await send(null, { method: 'GET', url: `/api/games/${game.id}/plays` })).body.data as Json[];
    const held = plays.length;
    const back = await SseReader.open(`${stream}?since=1&plays=${held}`);
    readers.push(back);
    await back.until((r) => r.events.length >= 1);
    const catchUp = back.events[0]!.data as Json;
    expect(catchUp).toMatchObject({ version: 3, resync: false });
    expect(catchUp.plays.map((p: Json) => p.index)).toEqual(all.slice(held).map((p) => p.index));

    await post(null, `/api/games/${game.id}/_undo-play?isGuest=true`);
    await back.until((r) => r.events.length >= 2);
    expect(back.events[1]!.data).toMatchObject({ version: 4, resync: true, plays: [] });
  });

  it('live: an owned game streams only to its owner (ticket) and answers 401 / 404 to others', async () => {
    const game = (await create(subscriber.key)).body.data.game;
    await expect(SseReader.open(`${base}/api/games/${game.id}/stream`)).rejects.toMatchObject({ status: 401 });
    const stranger = await createUser(app);
    const { ticket: strangerTicket } = (await post(stranger.key, '/api/realtime/ticket')).body.data;
    await expect(SseReader.open(`${base}/api/games/${game.id}/stream?ticket=${encodeURIComponent(strangerTicket)}`)).rejects.toMatchObject({ status: 404 });
    const { ticket } = (await post(subscriber.key, '/api/realtime/ticket')).body.data;
    const mine = await SseReader.open(`${base}/api/games/${game.id}/stream?ticket=${encodeURIComponent(ticket)}&since=0&plays=0`);
    readers.push(mine);
    await mine.until((r) => r.events.length >= 1);
    expect((mine.events[0]!.data as Json).game.viewerSide).toBe('home');
    await expect(SseReader.open(`${base}/api/games/${game.id}/stream?ticket=garbage`)).rejects.toMatchObject({ status: 401 });
  });
});
