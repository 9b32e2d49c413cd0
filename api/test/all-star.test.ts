import type { FastifyInstance } from 'fastify';
import { describeOnBackends } from './support/backends';
import type { TestUser } from './accounts-helpers';
import { startModeApp, type ModeApp } from './support/mode-app';
import type { Json } from './support/json';

// 1934: the AL-NL game and the East-West game; 1960: a two-game year.

describeOnBackends('all-star games', { seasons: [1934, 1960] }, (backend) => {
  let app: FastifyInstance;
  let user: TestUser;
  let other: TestUser;
  let unsubscribed: TestUser;
  let send: ModeApp['api']['send'];
  const { it } = backend;

  backend.beforeAll(async () => {
    let api: ModeApp['api'];
    ({ app, api, owner: user, other, unsubscribed } = await startModeApp(backend.database));
    send = api.send;
  }, 180_000);
  backend.afterAll(() => app.close());

  const play = (key: string | null, payload: Json) => send(key, { method: 'POST', url: '/api/all-star/play', payload });
  const view = (key: string | null, id: string) => send(key, { method: 'GET', url: `/api/games/${id}` });

  it('the catalog: 1934 (All-Star Game and East-West Game) and both games of 1960', async () => {
    const res = await send(null, { method: 'GET', url: '/api/all-star/games' });
    expect(res.status).toBe(200);
    const games = res.body.data.games as Json[];
    expect(games.map((g) => g.key).sort()).toEqual(['1934-0', '1934-EW', '1960-1', '1960-2']);
    const asg = games.find((g) => g.key === '1934-0');
    expect(asg).toMatchObject({
      label: '1934 All-Star Game', date: '1934-07-10', homeLeague: 'NL', dh: false,
      away: { teamId: 'ASG-1934-0-AL', name: '1934 American League All-Stars' },
      home: { teamId: 'ASG-1934-0-NL', name: '1934 National League All-Stars' },
    });
    expect(games.find((g) => g.key === '1960-2')).toMatchObject({ label: '1960 All-Star Game 2', date: '1960-07-13', gameNum: 2 });
    expect(games.find((g) => g.key === '1934-EW')).toMatchObject({ label: '1934 East-West Game', away: { name: '1934 East All-Stars' }, home: { name: '1934 West All-Stars' } });
  });

  it('a game: both rosters with the real starters marked', async () => {
    const res = await send(null, { method: 'GET', url: '/api/all-star/games/1934-0' });
    expect(res.status).toBe(200);
    const { away, home } = res.body.data;
    const starter = (team: Json, pos: string) => (team.players as Json[]).find((p) => p.starter === pos)?.name;
    expect(starter(away, 'P')).toBe('Lefty Gomez');
    expect(starter(home, 'P')).toBe('Carl Hubbell');
    expect(starter(away, '1B')).toBe('Lou Gehrig');
    expect((away.players as Json[]).filter((p) => p.starter)).toHaveLength(9);
    expect(away.players.find((p: Json) => p.name === 'Babe Ruth')).toMatchObject({ teamId: 'NYA', starter: 'RF' });
  });

  it('plays the 1934 All-Star Game with the real starters, in order by the engine rule', async () => {
    const created = await play(user.key, { game: '1934-0', userSide: 'away', seed: 77 });
    expect(created.status).toBe(201);
    const game = (await view(user.key, created.body.data.gameId)).body.data.game;
    expect(game).toMatchObject({ mode: 'all-star', status: 'setup', userSide: 'away', dh: false });
    expect(game.away.name).toBe('1934 American League All-Stars');
    expect(game.home.name).toBe('1934 National League All-Stars');
    const detail = (await send(null, { method: 'GET', url: '/api/all-star/games/1934-0' })).body.data;
    for (const side of ['away', 'home'] as const) {
      const starters = new Map((detail[side].players as Json[]).filter((p) => p.starter).map((p) => [p.cardId, p.starter]));
      expect(game[side].lineup).toHaveLength(9);
      for (const spot of game[side].lineup as Json[]) expect(starters.get(spot.cardId)).toBe(spot.position);
      expect(game[side].lineup[8].position).toBe('P');
    }
    expect(game.away.pitcher.name).toBe('Lefty Gomez');
    // The lineup routes of the games module work on it.
    const lineup = await send(user.key, { method: 'GET', url: `/api/games/${game.id}/lineup?side=away` });
    expect(lineup.status).toBe(200);
  });

  it('an East-West game: its sides, and players without a card counted', async () => {
    const detail = await send(null, { method: 'GET', url: '/api/all-star/games/1934-EW' });
    expect(detail.status).toBe(200);
    const { away, home } = detail.body.data;
    expect(away.players.length + away.missing).toBe(13);
    expect(home.players.length + home.missing).toBe(12);
    expect(away.players.find((p: Json) => p.starter === 'C')?.name).toBe('Josh Gibson');
    const created = await play(user.key, { game: '1934-EW', userSide: 'home', seed: 5 });
    expect(created.status).toBe(201);
    const game = (await view(user.key, created.body.data.gameId)).body.data.game;
    expect(game.away.name).toBe('1934 East All-Stars');
    expect(game.home.name).toBe('1934 West All-Stars');
    expect(game.away.lineup).toHaveLength(9);
  });

  it('custom teams: an era and a franchise make valid 25-man teams and a game', async () => {
    const era = await send(null, { method: 'POST', url: '/api/all-star/custom-team', payload: { kind: 'era', from: 1934, to: 1934 } });
    expect(era.status).toBe(200);
    expect(era.body.data.name).toBe('1934 All-Stars');
    const players = era.body.data.players as Json[];
    expect(players).toHaveLength(25);
    expect(players.filter((p) => p.primaryPosition === 'P')).toHaveLength(10);
    for (const pos of ['C', '1B', '2B', '3B', 'SS']) expect(players.some((p) => p.primaryPosition === pos)).toBe(true);
    // Before 1954 the record has outfielders as 'OF': three of them, whichever field they are listed at.
    expect(players.filter((p) => ['LF', 'CF', 'RF'].includes(p.primaryPosition as string)).length).toBeGreaterThanOrEqual(3);
    expect(players.filter((p) => p.primaryPosition === 'C').length).toBeGreaterThanOrEqual(2);
    const franchise = await send(null, { method: 'POST', url: '/api/all-star/custom-team', payload: { kind: 'franchise', franchId: 'NYY' } });
    expect(franchise.status).toBe(200);
    expect(franchise.body.data.name).toBe('New York Yankees All-Stars');
    // One card per player: his best season of the two.
    const ids = (franchise.body.data.players as Json[]).map((p) => p.playerId);
    expect(new Set(ids).size).toBe(ids.length);
    const franchises = await send(null, { method: 'GET', url: '/api/all-star/franchises' });
    expect(franchises.body.data.franchises).toContainEqual(expect.objectContaining({ franchId: 'NYY', name: 'New York Yankees' }));

    const created = await play(user.key, { custom: { away: { kind: 'era', from: 1934, to: 1934 }, home: { kind: 'franchise', franchId: 'NYY' } }, userSide: 'home', seed: 9 });
    expect(created.status).toBe(201);
    const game = (await view(user.key, created.body.data.gameId)).body.data.game;
    expect(game.away.name).toBe('1934 All-Stars');
    expect(game.home.name).toBe('New York Yankees All-Stars');
    expect(game.home.lineup).toHaveLength(9);
    const done = await send(user.key, { method: 'POST', url: `/api/games/${game.id}/_quick-play`, payload: { scope: 'game' } });
    expect(done.status).toBe(200);
    expect(done.body.data.game.status).toBe('final');
  });

  it('bad input: unknown games and teams, bad spans, no plan, someone else’s game; nothing is created', async () => {
    for (const key of ['1935-0', '1934-3', '1934-NS', 'nonsense']) {
      expect((await send(null, { method: 'GET', url: `/api/all-star/games/${key}` })).status).toBe(404);
      expect((await play(user.key, { game: key, userSide: 'home' })).status).toBe(404);
    }
    const before = (await send(user.key, { method: 'GET', url: '/api/all-star/my-games' })).body.data.games.length;
    const reversed = await play(user.key, { custom: { away: { kind: 'era', from: 1960, to: 1934 }, home: { kind: 'franchise', franchId: 'NYY' } }, userSide: 'home' });
    expect(reversed).toMatchObject({ status: 400, body: { error: 'The first year must not be after the last year.' } });
    const outside = await play(user.key, { custom: { away: { kind: 'era', from: 1900, to: 1910 }, home: { kind: 'franchise', franchId: 'NYY' } }, userSide: 'home' });
    expect(outside.status).toBe(400);
    expect((await play(user.key, { custom: { away: { kind: 'franchise', franchId: 'ZZZ' }, home: { kind: 'franchise', franchId: 'NYY' } }, userSide: 'home' })).status).toBe(404);
    expect((await play(user.key, { custom: { away: { kind: 'franchise', franchId: 'NYY' }, home: { kind: 'franchise', franchId: 'NYY' } }, userSide: 'home' })).status).toBe(400);
    expect((await play(user.key, { game: '1934-0', userSide: 'nobody' })).status).toBe(400);
    expect((await play(null, { game: '1934-0', userSide: 'home' })).status).toBe(401);
    expect((await play(unsubscribed.key, { game: '1934-0', userSide: 'home' })).body.error).toBe('Please subscribe in order to access this section');
    expect((await send(user.key, { method: 'GET', url: '/api/all-star/my-games' })).body.data.games).toHaveLength(before);
    const mine = (await play(user.key, { game: '1960-1', userSide: 'home', seed: 3 })).body.data.gameId;
    expect((await view(other.key, mine)).status).toBe(404);
    expect((await send(other.key, { method: 'POST', url: `/api/games/${mine}/_swing-away` })).status).toBe(404);
    expect((await view(user.key, mine)).body.data.game.decisionCount).toBe(0);
  });

  it('plays a real game to the end; it is in my games with its score', async () => {
    const created = await play(user.key, { game: '1960-2', userSide: 'home', seed: 42 });
    const id = created.body.data.gameId;
    for (let i = 0; i < 3; i++) expect((await send(user.key, { method: 'POST', url: `/api/games/${id}/_swing-away` })).status).toBe(200);
    const done = await send(user.key, { method: 'POST', url: `/api/games/${id}/_quick-play`, payload: { scope: 'game' } });
    expect(done.status).toBe(200);
    const game = done.body.data.game;
    expect(game.status).toBe('final');
    expect(game.score.away).not.toBe(game.score.home);
    const mine = (await send(user.key, { method: 'GET', url: '/api/all-star/my-games' })).body.data.games as Json[];
    expect(mine[0]).toMatchObject({ gameId: id, status: 'final', home: { name: '1960 American League All-Stars' }, score: game.score });
  });
});
