import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadServerGame } from '../src/games/game-service';
import { clearGameCache } from '../src/games/game-store';
import { describeOnBackends } from './support/backends';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import type { Json } from './support/json';
import { API_ONLY_CONFIG } from './support/app-config';

describeOnBackends('exhibition games', { seasons: [1927, 1975] }, (backend) => {
  let app: FastifyInstance;
  let user: TestUser;
  let other: TestUser;
  const { it } = backend;

  backend.beforeAll(async () => {
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database });
    user = await createUser(app);
    other = await createUser(app);
    await markSubscribed(backend.database, user.id);
    await markSubscribed(backend.database, other.id);
  }, 180_000);
  backend.afterAll(() => app.close());

  const send = async (key: string | null, options: InjectOptions) => {
    const res = await app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(key ? { authorization: `Bearer ${key}` } : {}) } });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const create = (key: string | null, extra: Json = {}) =>
    send(key, {
      method: 'POST',
      url: '/api/games/single',
      payload: { away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, userSide: 'home', seed: 4242, ...extra },
    });
  const act = (key: string | null, id: string, action: string, payload?: Json) =>
    send(key, { method: 'POST', url: `/api/games/${id}/${action}`, ...(payload ? { payload } : {}) });

  it('setup data: years, teams of a year, defaults and a team with the computer lineup', async () => {
    const years = await send(null, { method: 'GET', url: '/api/games/single/years' });
    expect(years.body.data.map((y: Json) => y.year)).toEqual([1975, 1927]);
    const teams = await send(null, { method: 'GET', url: '/api/games/single/years/1927/teams?isGuest=true' });
    expect(teams.body.data).toContainEqual(expect.objectContaining({ teamId: 'NYA', name: 'New York Yankees', lgId: 'AL', wins: 110, losses: 44 }));
    const defaults = await send(null, { method: 'GET', url: '/api/games/single/defaults' });
    expect(defaults.body.data).toMatchObject({ away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, yearTabs: expect.arrayContaining([2019, 1999]) });
    const nya = await send(null, { method: 'GET', url: '/api/games/single/teams/NYA?year=1927' });
    expect(nya.status).toBe(200);
    expect(nya.body.data.dh).toBe(false);
    expect(nya.body.data.lineup).toHaveLength(9);
    expect(nya.body.data.players.map((p: Json) => p.name)).toEqual(expect.arrayContaining(['Babe Ruth', 'Lou Gehrig']));
    expect((await send(null, { method: 'GET', url: '/api/games/single/teams/XXX?year=1927' })).status).toBe(404);
  });

  it('create 1927 NYA at 1975 CIN, swing away, reload gives the same state', async () => {
    const created = await create(user.key);
    expect(created.status).toBe(201);
    const game = created.body.data.game;
    expect(game).toMatchObject({ status: 'setup', userSide: 'home', inning: 1, half: 'top', outs: 0, score: { away: 0, home: 0 }, awaitingUser: true });
    expect(game.home.managedBy).toBe('user');
    expect(game.home.lineup).toHaveLength(9);
    expect(game.home.bullpen.length).toBeGreaterThan(3);
    let view = game;
    for (let i = 0; i < 3; i++) {
      const res = await act(user.key, game.id, '_swing-away');
      expect(res.status).toBe(200);
      view = res.body.data.game;
      expect(view.lastPlays.some((p: Json) => p.type === 'dice' || p.dice)).toBe(true);
    }
    expect(view.status).toBe('live');
    expect(view.decisionCount).toBe(3);
    clearGameCache();
    const reloaded = await send(user.key, { method: 'GET', url: `/api/games/${game.id}` });
    const { lastPlays: _a, updatedAt: _b, ...before } = view;
    const { lastPlays: _c, updatedAt: _d, ...after } = reloaded.body.data.game;
    expect(after).toEqual(before);
  });

  it('substitutions: spec errors, then success; undo removes the last decision', async () => {
    const game = (await create(user.key)).body.data.game;
    // The user (home) fields first: a pitching change with a batter is refused with the spec text.
    const batter = game.home.bench[0];
    const noPitcher = await act(user.key, game.id, 'substitute-players', { type: 'newPitcher', cardId: batter.cardId });
    expect(noPitcher).toEqual({ status: 400, body: { error: 'Pitcher can not be replaced with a batter.' } });
    const stranger = await act(user.key, game.id, 'substitute-players', { type: 'newPitcher', cardId: game.away.bullpen[1].cardId });
    expect(stranger).toEqual({ status: 400, body: { error: 'Eligibles are not valid!' } });
    const emptySwitch = await act(user.key, game.id, 'substitute-players', { type: 'defensiveSwitch', moves: [] });
    expect(emptySwitch).toEqual({ status: 400, body: { error: 'Please provide eligible players' } });
    const badSwitch = await act(user.key, game.id, 'substitute-players', { type: 'defensiveSwitch', moves: [{ cardId: batter.cardId, position: 'P' }] });
    expect(badSwitch).toEqual({ status: 400, body: { error: 'Lineup is not valid!' } });

    const reliever = game.home.bullpen.find((p: Json) => p.available);
    const change = await act(user.key, game.id, 'substitute-players', { type: 'newPitcher', cardId: reliever.cardId });
    expect(change.status).toBe(200);
    expect(change.body.data.message).toBe('Player Substituted Successfully!');
    expect(change.body.data.game.home.pitcher.cardId).toBe(reliever.cardId);
    expect(change.body.data.game.lastPlays.map((p: Json) => p.type)).toContain('new pitcher');

    // Play until the home side bats, then pinch-hit.
    let view = change.body.data.game;
    while (view.battingSide !== 'home') view = (await act(user.key, game.id, '_swing-away')).body.data.game;
    const hitter = view.home.bench[0];
    const ph = await act(user.key, game.id, 'substitute-players', { type: 'pinchHitter', cardId: hitter.cardId });
    expect(ph.status).toBe(200);
    expect(ph.body.data.game.batter.cardId).toBe(hitter.cardId);
    const count = ph.body.data.game.decisionCount;
    const undone = await act(user.key, game.id, '_undo-play');
    expect(undone.status).toBe(200);
    expect(undone.body.data.game.decisionCount).toBe(count - 1);
    expect(undone.body.data.game.batter.cardId).not.toBe(hitter.cardId);
    // An intentional walk is the fielding side's call, not the batting user's: the engine says why.
    expect(await act(user.key, game.id, 'tactic', { type: 'intentionalWalk' })).toEqual({ status: 400, body: { error: 'Only the team in the field can do that now.' } });
  });

  it('quick play to the end, result summary, history lists it; box score and plays', async () => {
    const game = (await create(user.key, { seed: 777 })).body.data.game;
    await act(user.key, game.id, '_swing-away');
    const done = await act(user.key, game.id, '_quick-play', { scope: 'game' });
    expect(done.status).toBe(200);
    const view = done.body.data.game;
    expect(view.status).toBe('final');
    expect(view.winner).toMatch(/home|away/);
    expect(view.summary).toMatchObject({ final: true, side: 'home', score: view.score, userWon: view.winner === 'home' });
    expect(view.score.home).not.toBe(view.score.away);
    expect((await act(user.key, game.id, '_swing-away'))).toEqual({ status: 409, body: { error: 'This game is over.' } });

    const box = await send(user.key, { method: 'GET', url: `/api/games/${game.id}/box_score` });
    expect(box.body.data.final).toBe(true);
    expect(box.body.data.home.runs).toBe(view.score.home);
    expect(box.body.data.home.batting.reduce((s: number, l: Json) => s + l.r, 0)).toBe(view.score.home);
    expect(box.body.data.away.pitching.some((l: Json) => l.decision === 'W' || l.decision === 'L')).toBe(true);
    const plays = await send(user.key, { method: 'GET', url: `/api/games/${game.id}/plays` });
    expect(plays.body.data.at(-1).type).toBe('game over');

    const history = await send(user.key, { method: 'GET', url: '/api/games/history' });
    expect(history.status).toBe(200);
    const item = history.body.data.games.find((g: Json) => g.id === game.id);
    expect(item).toMatchObject({ status: 'final', score: view.score, away: { teamId: 'NYA', year: 1927, name: '1927 New York Yankees' } });
    const unfinished = await send(user.key, { method: 'GET', url: '/api/games/history?status=unfinished' });
    expect(unfinished.body.data.games.every((g: Json) => g.status !== 'final')).toBe(true);
    expect((await send(null, { method: 'GET', url: '/api/games/history' })).status).toBe(401);

    const replay = await send(user.key, { method: 'GET', url: `/api/games/${game.id}/replay` });
    expect(replay.body.data.plays.length).toBe(plays.body.data.length);
    const reset = await act(user.key, game.id, '_reset');
    expect(reset.body.data.game).toMatchObject({ status: 'setup', decisionCount: 0, score: { away: 0, home: 0 } });
  });

  it('exit: the computer plays the rest; undo is refused afterwards', async () => {
    const game = (await create(user.key)).body.data.game;
    await act(user.key, game.id, '_swing-away');
    const exited = await act(user.key, game.id, '_exit-game');
    expect(exited.body.data.game).toMatchObject({ status: 'final', exited: true, awaitingUser: false });
    expect((await act(user.key, game.id, '_undo-play')).status).toBe(409);
  });

  it('determinism: the same seed and decisions give the same game; the service replays from the log', async () => {
    const a = (await create(user.key, { seed: 99 })).body.data.game;
    const b = (await create(user.key, { seed: 99 })).body.data.game;
    for (const id of [a.id, b.id]) {
      await act(user.key, id, '_swing-away');
      await act(user.key, id, '_quick-play', { scope: 'game' });
    }
    const boxA = (await send(user.key, { method: 'GET', url: `/api/games/${a.id}/box_score` })).body.data;
    const boxB = (await send(user.key, { method: 'GET', url: `/api/games/${b.id}/box_score` })).body.data;
    expect(boxA).toEqual(boxB);
    clearGameCache();
    const { state, record } = await loadServerGame(backend.database, a.id);
    expect(record.decisions).toEqual([{ type: 'swingAway' }, { type: 'quickPlay', scope: 'game' }]);
    expect([state.score[0], state.score[1]]).toEqual([boxA.away.runs, boxA.home.runs]);
  });

  it('setup changes: eligibles and lineup with the spec messages, only before the first pitch', async () => {
    const game = (await create(user.key)).body.data.game;
    const eligibles = await send(user.key, { method: 'GET', url: `/api/games/${game.id}/eligibles?side=home` });
    const players: Json[] = eligibles.body.data.players;
    expect(players.every((p) => p.eligible)).toBe(true);
    const put = (payload: Json) => send(user.key, { method: 'PUT', url: `/api/games/${game.id}/eligibles`, payload });
    expect(await put({ side: 'home', playerIds: [] })).toEqual({ status: 400, body: { error: 'Please provide eligible players' } });
    expect(await put({ side: 'home', playerIds: ['nobody01-1975'] })).toEqual({ status: 400, body: { error: 'Eligibles are not valid!' } });
    expect(await put({ side: 'home', playerIds: players.slice(0, 3).map((p) => p.cardId) })).toEqual({ status: 400, body: { error: 'Eligibles are not valid!' } });
    const dropped = game.home.bench[0].cardId;
    const ok = await put({ side: 'home', playerIds: players.map((p) => p.cardId).filter((id) => id !== dropped) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.message).toBe('Eligibles added successfully!');
    expect(ok.body.data.game.home.bench.map((p: Json) => p.cardId)).not.toContain(dropped);

    const lineup: Json[] = game.home.lineup.map((s: Json) => ({ cardId: s.cardId, position: s.position }));
    const setLineup = (l: Json[], extra: Json = {}) => send(user.key, { method: 'PUT', url: `/api/games/${game.id}/lineup`, payload: { side: 'home', lineup: l, ...extra } });
    const swapped: Json[] = [lineup[1]!, lineup[0]!, ...lineup.slice(2)];
    const good = await setLineup(swapped);
    expect(good.status).toBe(200);
    expect(good.body.data.game.home.lineup.map((s: Json) => s.cardId)).toEqual(swapped.map((s) => s.cardId));
    expect(await setLineup(lineup.slice(0, 8))).toEqual({ status: 400, body: { error: 'Lineup is not valid!', detail: 'A batting order has nine slots, this one has 8.' } });
    const pitcherIdx = lineup.findIndex((s) => s.position === 'P');
    const twoCatchers = lineup.map((s, i) => (i === (pitcherIdx + 1) % 9 ? { ...s, position: 'C' } : s));
    expect((await setLineup(twoCatchers)).body).toEqual({ error: 'Lineup is not valid!', detail: expect.stringMatching(/^Slot \d: catcher is already taken by slot \d\.$/) });
    const batterAsPitcher = lineup.map((s, i) => (i === pitcherIdx ? { cardId: game.home.bench[1].cardId, position: 'P' } : s));
    expect((await setLineup(batterAsPitcher)).body.error).toBe('Pitcher can not be replaced with a batter.');
    const lineupGet = await send(user.key, { method: 'GET', url: `/api/games/${game.id}/lineup?side=home` });
    expect(lineupGet.body.data.lineup.map((s: Json) => s.cardId)).toEqual(swapped.map((s) => s.cardId));

    const team = await send(user.key, { method: 'PUT', url: `/api/games/${game.id}/team`, payload: { side: 'away', teamId: 'BOS', year: 1975 } });
    expect(team.body.data.game.away).toMatchObject({ teamId: 'BOS', year: 1975 });
    await act(user.key, game.id, '_swing-away');
    // After the first pitch each change is refused with its own reason, not 'Lineup is not valid!'.
    expect(await setLineup(swapped)).toEqual({ status: 409, body: { error: 'The lineup can only be set before the first pitch.' } });
    const lateTeam = await send(user.key, { method: 'PUT', url: `/api/games/${game.id}/team`, payload: { side: 'home', teamId: 'NYA', year: 1927 } });
    expect({ status: lateTeam.status, body: lateTeam.body }).toEqual({ status: 409, body: { error: 'The team can only be changed before the first pitch.' } });
  });

  it('another instance or device wrote first: the cached state is dropped and the decision replays from the database', async () => {
    const game = (await create(user.key)).body.data.game;
    await act(user.key, game.id, '_swing-away');
    // Someone else appended a decision directly (this process still holds the one-decision state).
    await backend.database.db.execute(sql`UPDATE games SET decisions = decisions || '[{"type":"swingAway"}]'::jsonb, revision = revision + 1 WHERE id = ${game.id}`);
    const next = await act(user.key, game.id, '_swing-away');
    expect(next.status).toBe(200);
    expect(next.body.data.game.decisionCount).toBe(3);
    clearGameCache();
    const fresh = await send(user.key, { method: 'GET', url: `/api/games/${game.id}` });
    const { lastPlays: _a, ...a } = next.body.data.game;
    const { lastPlays: _b, ...b } = fresh.body.data.game;
    expect(b).toEqual(a);
  });

  it("'Game Error': a stored game the engine cannot replay answers it with refresh, not a generic failure", async () => {
    const game = (await create(user.key)).body.data.game;
    await act(user.key, game.id, '_swing-away');
    // A log that no longer replays (a substitute who is on no roster): nothing the player does can fix it.
    await backend.database.db.execute(sql`UPDATE games SET decisions = decisions || '[{"type":"pinchHitter","team":0,"cardId":"nobody01-1975"}]'::jsonb WHERE id = ${game.id}`);
    clearGameCache(game.id);
    expect(await act(user.key, game.id, '_swing-away')).toEqual({ status: 500, body: { error: 'Game Error', refresh: true } });
  });

  it('guests play by id without an auth header; owned games stay private; bad input is a clear 4xx', async () => {
    const guest = await create(null);
    expect(guest.status).toBe(201);
    const id = guest.body.data.game.id;
    expect((await send(null, { method: 'POST', url: `/api/games/${id}/_swing-away?isGuest=true` })).status).toBe(200);
    const mine = (await create(user.key)).body.data.game;
    expect((await act(null, mine.id, '_swing-away')).status).toBe(401);
    expect((await act(other.key, mine.id, '_swing-away'))).toEqual({ status: 404, body: { error: 'Oops! no record found' } });
    expect((await act(user.key, '00000000-0000-4000-8000-000000000000', '_swing-away')).status).toBe(404);
    expect((await act(user.key, 'not-a-uuid', '_swing-away'))).toEqual({ status: 404, body: { error: 'Oops! no record found' } });
    expect((await create(user.key, { home: { teamId: 'NYA', year: 1927 } })).body).toEqual({ error: 'Please choose two different teams' });
    expect((await create(user.key, { userSide: 'left' })).status).toBe(400);
    expect((await create(user.key, { home: { teamId: 'ZZZ', year: 1927 } })).status).toBe(404);
    expect((await act(user.key, mine.id, 'substitute-players', { type: 'pinchHitter' })).status).toBe(400);
  });
});
